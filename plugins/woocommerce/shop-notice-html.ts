/** Server notice HTML on the cart pages (docs/plugins/woocommerce-cart-page.md#notices), sanitized. */
import { insertServerHtml } from '../../adapters/server-html';
import { wrapperOf } from './shop-notices';

/** Shows server notice HTML (sanitized) above the others. */
export function showNoticeHtml(doc: Document, html: string, near: Element | null = null): void {
  const holder = doc.createElement('div');
  insertServerHtml(holder, html, { profile: 'shop-fragment' });
  wrapperOf(doc, near).prepend(...Array.from(holder.childNodes));
}
