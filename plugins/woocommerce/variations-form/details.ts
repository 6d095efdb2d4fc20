/**
 * What a variation changes on the product page besides the gallery
 * (docs/plugins/woocommerce-variations-form.md#what-a-variation-shows): the
 * SKU, weight and dimensions in the product meta and the additional
 * information table (the original text kept in `data-o_content`, put back on
 * reset), the variation's description, price and availability in
 * `.single_variation` (through the page's `tmpl-variation-template` when it
 * prints one, else WooCommerce's default template; the HTML goes through the
 * sanitizer, which the caller passes in once its chunk is in:
 * adapters/server-html-loader.ts), and the quantity's limits.
 */
import type { ServerHtml } from '../../../adapters/server-html-loader';
import type { Variation } from '../../../machines/woocommerce/variation-match';
import { decodeEntities } from '../entities';

const SKU = '.product_meta .sku';
const WEIGHT = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS = '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';
const KEPT = 'data-o_content';

const DEFAULT_TEMPLATE = `<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>`;

function setContent(elements: Iterable<Element>, text: string): void {
  for (const element of elements) {
    if (!element.hasAttribute(KEPT)) element.setAttribute(KEPT, element.textContent ?? '');
    element.textContent = text;
  }
}

function resetContent(elements: Iterable<Element>): void {
  for (const element of elements) {
    const kept = element.getAttribute(KEPT);
    if (kept !== null) element.textContent = kept;
  }
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');


export function showDetails(product: ParentNode, doc: Document, variation: Variation): void {
  const parts: [string, boolean, string][] = [
    [SKU, Boolean(variation.sku), text(variation.sku)],
    [WEIGHT, Boolean(variation.weight), decodeEntities(doc, text(variation.weight_html))],
    [DIMENSIONS, Boolean(variation.dimensions) && Boolean(variation.dimensions_html), decodeEntities(doc, text(variation.dimensions_html))],
  ];
  for (const [selector, shown, value] of parts) {
    const elements = product.querySelectorAll(selector);
    if (shown) setContent(elements, value);
    else resetContent(elements);
  }
}

export function resetDetails(product: ParentNode): void {
  resetContent(product.querySelectorAll([SKU, WEIGHT, DIMENSIONS].join(', ')));
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's template, when it is one this fills without running code (no `<# #>` logic). */
function pageTemplate(doc: Document, id: string): string | null {
  const source = doc.getElementById(id)?.textContent ?? null;
  return source !== null && !source.includes('<#') ? source : null;
}

/** `{{{ data.variation.key }}}` raw, `{{ data.variation.key }}` escaped; the result is sanitized on insertion. */
function fill(template: string, variation: Variation): string {
  return template.replace(/\{\{\{\s*data\.variation\.(\w+)\s*\}\}\}|\{\{\s*data\.variation\.(\w+)\s*\}\}/g, (_whole, raw?: string, escaped?: string) =>
    raw ? text(variation[raw]) : escapeHtml(text(variation[escaped!])),
  );
}

export type Sanitizer = Pick<ServerHtml, 'insertServerHtml'>;

/**
 * Writes the variation's block into `.single_variation` (emptied first). Its HTML needs the sanitizer:
 * without one it stays empty and this returns false; the caller writes it again once the sanitizer is in.
 */
export function renderVariation(target: Element, variation: Variation, unavailableText: string, sanitizer: Sanitizer | undefined): boolean {
  const doc = target.ownerDocument;
  target.replaceChildren();
  const unavailable = variation.variation_is_visible === false;
  const template = pageTemplate(doc, unavailable ? 'tmpl-unavailable-variation-template' : 'tmpl-variation-template');
  if (unavailable && !template) {
    target.append(Object.assign(doc.createElement('p'), { textContent: unavailableText }));
    return true;
  }
  if (!sanitizer) return false;
  const html = unavailable ? template! : fill(template ?? DEFAULT_TEMPLATE, variation);
  sanitizer.insertServerHtml(target, html, { profile: 'shop-fragment' });
  return true;
}

/** The quantity's limits for the variation, as WooCommerce sets them (sold individually: one, and the field hidden). */
export function fitQuantity(form: Element, variation: Variation): void {
  const box = form.querySelector<HTMLElement>('.single_variation_wrap .quantity');
  const input = box?.querySelector<HTMLInputElement>('input.qty');
  if (!box || !input) return;
  if (variation.is_sold_individually === 'yes') {
    input.value = '1';
    input.min = '1';
    input.max = '';
    box.hidden = true;
  } else {
    const min = text(variation.min_qty);
    const max = text(variation.max_qty);
    let value = Number.parseFloat(input.value);
    if (Number.isNaN(value)) value = Number.parseFloat(min) || 1;
    if (max !== '' && value > Number.parseFloat(max)) value = Number.parseFloat(max);
    if (min !== '' && value < Number.parseFloat(min)) value = Number.parseFloat(min);
    input.min = min;
    input.max = max;
    input.value = String(value);
    box.hidden = false;
  }
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
