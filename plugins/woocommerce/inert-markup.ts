/**
 * Server markup parsed in an inert document: nothing in it loads or runs (no
 * browsing context), so an answer can be read, compared or searched before any
 * of it goes through the sanitizer into the page.
 */
export function inertBody(doc: Document, html: string): HTMLElement {
  const inert = doc.implementation.createHTMLDocument('');
  inert.body.innerHTML = html;
  return inert.body;
}

/** The checkout nonce's companion: WordPress prints the request's own address there. */
const REFERER = 'input[name="_wp_http_referer"]';

/**
 * Whether a fragment (one element's outer HTML) repeats `printed`, so replacing it would change nothing
 * and it needs no sanitizer: the refresh a page makes at load, of blocks it has just rendered (the
 * checkout's review, the mini cart). The referer beside a nonce always differs (the answer's is the
 * ajax request's address) and is not compared: the page keeps its own, as WordPress printed it. Nor is
 * a `<noscript>`. `printed` itself is not changed.
 */
export function repeatsPrinted(doc: Document, html: string, printed: Element): boolean {
  const fresh = inertBody(doc, html);
  const block = fresh.firstElementChild;
  const blank = (node: ChildNode) => node === block || (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim());
  if (!block || !Array.from(fresh.childNodes).every(blank)) return false;
  const copy = printed.cloneNode(true) as Element;
  const freshReferers = block.querySelectorAll(REFERER);
  const copyReferers = copy.querySelectorAll(REFERER);
  if (freshReferers.length !== copyReferers.length) return false;
  copyReferers.forEach((input, index) => input.setAttribute('value', freshReferers[index]!.getAttribute('value') ?? ''));
  // The page parsed a <noscript> as text and the inert document as markup; a scripted page never shows it.
  for (const noscript of [...Array.from(copy.querySelectorAll('noscript')), ...Array.from(block.querySelectorAll('noscript'))]) noscript.remove();
  return copy.isEqualNode(block);
}
