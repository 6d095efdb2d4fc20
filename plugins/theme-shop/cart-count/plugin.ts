/**
 * The header's cart count (docs/plugins/theme-shop.md#cart-count): the sum of
 * the cart's quantities, with the wrapper's singular text at 1 and its plural
 * text otherwise. Updated from every source of fresh cart data: WooCommerce's
 * `added_to_cart` and `removed_from_cart` (their fragments, positional), its
 * `wc_fragments_refreshed` and `wc_fragments_loaded` (fragments already on the
 * page), `updated_wc_div` (a re-rendered cart page) and the live cart update.
 */
import type { PluginContext } from '../../../kernel/types';
import '../../woocommerce/cart-events';
import type { CartFragments } from '../../woocommerce/fragments';
import '../events';
import { countFromCartForm, countFromFragments, countFromPage } from './count';

/** Writes the count and its label into one wrapper or number element. */
function show(element: Element, count: number): void {
  if (element.classList.contains('fusion-widget-cart-number')) {
    element.textContent = String(count);
    return;
  }
  const singular = element.getAttribute('data-singular');
  const plural = element.getAttribute('data-plural');
  const doc = element.ownerDocument;
  const number = element.querySelector('.fusion-dynamic-cart-count') ?? doc.createElement('span');
  number.className = 'fusion-dynamic-cart-count';
  number.textContent = String(count);
  if (singular === null || plural === null) {
    if (!number.parentNode) element.replaceChildren(number);
    return;
  }
  element.replaceChildren(number, doc.createTextNode(count === 1 ? singular : plural));
}

function showEverywhere(doc: Document, count: number | null): void {
  if (count === null) return;
  doc.querySelectorAll('.fusion-dynamic-cart-count-wrapper, .fusion-widget-cart-number').forEach((element) => show(element, count));
}

export function mount(element: Element, ctx: PluginContext): void {
  ctx.scope.get('sources', (scope) => {
    const doc = scope.browser.document;
    const fromFragments = (fragments: CartFragments | undefined) => showEverywhere(doc, countFromFragments(doc, fragments) ?? countFromPage(doc));
    scope.bus.on('added_to_cart', (fragments) => fromFragments(fragments));
    scope.bus.on('removed_from_cart', (fragments) => fromFragments(fragments));
    scope.bus.on('wc_fragments_refreshed', () => showEverywhere(doc, countFromPage(doc)));
    scope.bus.on('wc_fragments_loaded', () => showEverywhere(doc, countFromPage(doc)));
    scope.bus.on('updated_wc_div', () => showEverywhere(doc, countFromCartForm(doc) ?? countFromPage(doc)));
    scope.bus.on('theme-shop:cart-count', (count) => showEverywhere(doc, count));
    return true;
  });
  // The label printed by the server may not match its count (Avada prints the text inside the number).
  const printed = /\d+/.exec(element.querySelector('.fusion-dynamic-cart-count')?.textContent ?? element.textContent ?? '');
  if (printed && !element.classList.contains('fusion-widget-cart-number')) show(element, Number.parseInt(printed[0], 10));
}
