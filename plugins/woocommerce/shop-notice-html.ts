/**
 * Server notice HTML on the cart pages (docs/plugins/woocommerce-cart-page.md#notices),
 * sanitized with the sanitizer the caller loaded with its request
 * (adapters/server-html-loader.ts), so this file does not bring DOMPurify.
 */
import type { ServerHtml } from '../../adapters/server-html-loader';
import { wrapperOf } from './shop-notices';

function noticeNodes(doc: Document, html: string, { insertServerHtml }: ServerHtml): Node[] {
  const holder = doc.createElement('div');
  insertServerHtml(holder, html, { profile: 'shop-fragment' });
  return Array.from(holder.childNodes);
}

/** Shows server notice HTML (sanitized) above the others. */
export function showNoticeHtml(doc: Document, html: string, near: Element | null, sanitizer: ServerHtml): void {
  wrapperOf(doc, near).prepend(...noticeNodes(doc, html, sanitizer));
}

/** Puts server notice HTML (sanitized) right before `element`, where the checkout's coupon answers go. */
export function showNoticeHtmlBefore(element: Element, html: string, sanitizer: ServerHtml): void {
  element.before(...noticeNodes(element.ownerDocument, html, sanitizer));
}
