/**
 * Server notice HTML on the cart pages (docs/plugins/woocommerce-cart-page.md#notices),
 * sanitized with the sanitizer the caller loaded with its request
 * (adapters/server-html-loader.ts), so this file does not bring DOMPurify.
 */
import type { ServerHtml } from '../../adapters/server-html-loader';
import { wrapperOf } from './shop-notices';

/** Shows server notice HTML (sanitized) above the others. */
export function showNoticeHtml(doc: Document, html: string, near: Element | null, { insertServerHtml }: ServerHtml): void {
  const holder = doc.createElement('div');
  insertServerHtml(holder, html, { profile: 'shop-fragment' });
  wrapperOf(doc, near).prepend(...Array.from(holder.childNodes));
}
