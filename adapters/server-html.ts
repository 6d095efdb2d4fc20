/**
 * THE one path by which HTML from the server enters the page. Only protocols
 * whose server answers with markup use it (Download Monitor's no-access modal,
 * Email Before Download's message, CleanTalk's block message); every other
 * server string is inserted as text. Audit notes:
 * - it accepts HTML only from our own origin's responses (callers pass what the
 *   site's endpoints returned, never URL parameters or storage);
 * - scripts run only when the caller says the protocol requires it (the
 *   no-access modal's scripts, as the original executes them), re-created so
 *   the browser runs them, in document order, each once;
 * - nothing is evaluated with eval or Function.
 */
export interface ServerHtmlOptions {
  /** Run the <script> elements the markup contains (only where the protocol says so). */
  runScripts?: boolean;
  /** Where to put it: replace the target's children (default) or append after them. */
  mode?: 'replace' | 'append';
}

export function insertServerHtml(target: Element, html: string, options: ServerHtmlOptions = {}): Element[] {
  const doc = target.ownerDocument;
  const template = doc.createElement('template');
  template.innerHTML = html;
  const fragment = template.content;
  if (options.runScripts) {
    for (const inert of Array.from(fragment.querySelectorAll('script'))) {
      const live = doc.createElement('script');
      for (const { name, value } of Array.from(inert.attributes)) live.setAttribute(name, value);
      live.text = inert.text;
      inert.replaceWith(live);
    }
  } else {
    for (const script of Array.from(fragment.querySelectorAll('script'))) script.remove();
  }
  const inserted = Array.from(fragment.children);
  if (options.mode === 'append') target.append(fragment);
  else target.replaceChildren(fragment);
  return inserted;
}
