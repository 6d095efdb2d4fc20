/**
 * Server HTML on the checkout (docs/plugins/woocommerce-checkout.md#fragments):
 * fragments replace their targets whole, notices go into WooCommerce's notice
 * groups at the top of the form. Server markup passes the sanitizer first,
 * which the caller passes in: the plugin loads it with its requests
 * (adapters/server-html-loader.ts), so this file does not bring DOMPurify. Our
 * own errors are built as plain DOM, their text as text.
 */
import type { ServerHtml } from '../../../adapters/server-html-loader';
import { inertBody } from '../inert-markup';

/** Notices WooCommerce clears before it shows new ones. */
const OLD_NOTICES = '.woocommerce-NoticeGroup-checkout, .woocommerce-NoticeGroup-updateOrderReview, .woocommerce-error, .woocommerce-message, .is-error, .is-success';

/** Sanitized server markup as nodes of `doc`, not yet in the page. */
export function serverNodes(doc: Document, html: string, { insertServerHtml }: ServerHtml): ChildNode[] {
  const holder = doc.createElement('div');
  insertServerHtml(holder, html, { profile: 'shop-fragment' });
  return Array.from(holder.childNodes);
}

/** The text of server markup, read without letting it load or run anything. */
export function textOf(doc: Document, html: string): string {
  return inertBody(doc, html).textContent ?? '';
}

/** Copies of the blocks as the page printed them (one target each), taken before anything changes them. */
export function printedBlocks(doc: Document, selectors: string[]): Map<string, Element> {
  const printed = new Map<string, Element>();
  for (const selector of selectors) {
    const targets = doc.querySelectorAll(selector);
    if (targets.length === 1) printed.set(selector, targets[0]!.cloneNode(true) as Element);
  }
  return printed;
}

/** An error of ours as WooCommerce prints one (`ul.woocommerce-error[role=alert] > li`). */
export function errorNotice(doc: Document, message: string): HTMLElement {
  const list = doc.createElement('ul');
  list.className = 'woocommerce-error';
  list.setAttribute('role', 'alert');
  const item = doc.createElement('li');
  item.textContent = message;
  list.append(item);
  return list;
}

/**
 * Replaces each fragment's targets with its markup; a fragment equal to the one
 * applied last time is left alone (WooCommerce does the same, so third-party
 * widgets inside unchanged fragments survive). Returns the selectors a bad key made unusable.
 */
export function applyFragments(doc: Document, fragments: Record<string, string>, previous: Map<string, string>, sanitizer: ServerHtml): string[] {
  const refused: string[] = [];
  for (const [selector, html] of Object.entries(fragments)) {
    if (previous.get(selector) === html) continue;
    let targets: Element[];
    try {
      targets = Array.from(doc.querySelectorAll(selector));
    } catch {
      refused.push(selector);
      continue;
    }
    previous.set(selector, html);
    for (const target of targets) target.replaceWith(...serverNodes(doc, html, sanitizer));
  }
  return refused;
}

export function clearNotices(doc: Document): void {
  doc.querySelectorAll(OLD_NOTICES).forEach((notice) => notice.remove());
}

/**
 * Shows messages (server markup made nodes by serverNodes, or an errorNotice)
 * in a notice group prepended to the form, with an inline message under each
 * field an error names (`li[data-id]`); returns the group. `linked`: the
 * messages of a failed checkout, shown as WooCommerce 10 shows them (below).
 */
export function showNoticeGroup(form: HTMLFormElement, kind: 'checkout' | 'updateOrderReview', messages: Node[], { linked = false } = {}): HTMLElement {
  const doc = form.ownerDocument;
  const group = doc.createElement('div');
  group.className = `woocommerce-NoticeGroup woocommerce-NoticeGroup-${kind}`;
  group.append(...messages);
  if (linked) linkErrors(group);
  form.prepend(group);
  for (const item of Array.from(group.querySelectorAll<HTMLElement>('li[data-id]'))) describeField(form, item);
  return group;
}

/**
 * WooCommerce 10's failed checkout (`checkout.js`): one `div[role=alert]` holds the messages, which lose
 * their own `role` (the error list is read as a list) and become focusable (`tabindex=-1`, the list is
 * what gets focus); the text of each error naming a field (`li[data-id]`) becomes a link to that field.
 */
function linkErrors(group: HTMLElement): void {
  const doc = group.ownerDocument;
  const alert = doc.createElement('div');
  alert.setAttribute('role', 'alert');
  for (const node of Array.from(group.childNodes)) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      (node as Element).removeAttribute('role');
      (node as Element).setAttribute('tabindex', '-1');
    }
    alert.append(node);
  }
  group.append(alert);
  for (const item of Array.from(alert.querySelectorAll('li[data-id]'))) {
    const id = item.getAttribute('data-id');
    if (!id) continue;
    const link = doc.createElement('a');
    link.setAttribute('href', `#${id}`);
    link.append(...Array.from(item.childNodes));
    item.append(link);
  }
}

/** Puts an error's text under the field it names and points the field at it. */
function describeField(form: HTMLFormElement, item: HTMLElement): void {
  const id = item.getAttribute('data-id') ?? '';
  const field = id ? form.ownerDocument.getElementById(id) : null;
  const row = field?.closest('.form-row');
  if (!field || !row || !form.contains(row)) return;
  const message = form.ownerDocument.createElement('p');
  message.id = `${id}_description`;
  message.className = 'checkout-inline-error-message';
  message.textContent = item.textContent?.trim() ?? '';
  row.querySelectorAll('.checkout-inline-error-message').forEach((old) => old.remove());
  row.append(message);
  field.setAttribute('aria-describedby', message.id);
  field.setAttribute('aria-invalid', 'true');
}

/**
 * Brings a notice group into view and gives focus to its error list made focusable (WooCommerce's
 * `.woocommerce-error[tabindex="-1"]`), else to its first alert, so screen readers read it.
 */
export function revealNotices(group: HTMLElement, reducedMotion: boolean): void {
  const alert = group.querySelector<HTMLElement>('.woocommerce-error[tabindex="-1"]') ?? group.querySelector<HTMLElement>('[role="alert"]') ?? group;
  if (!alert.hasAttribute('tabindex')) alert.setAttribute('tabindex', '-1');
  // jsdom has no scrollIntoView; browsers all do.
  if (typeof alert.scrollIntoView === 'function') alert.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'center' });
  alert.focus({ preventScroll: true });
}
