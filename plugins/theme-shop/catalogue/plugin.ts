/**
 * What the theme does to shop lists and account pages once they are parsed
 * (docs/plugins/theme-shop.md#catalogue-and-account), from `avadaWooCommerceVars`:
 * - the catalogue ordering and sort-count lists show their current choice;
 * - the shop's category list gets the column count of the variables;
 * - related and up-sell headings take the heading level of the variables;
 * - the my-account orders table's actions column takes the variables' title;
 * - the shipping calculator's state row hides when the country has no states;
 * - slider excerpts are shortened on small screens.
 */
import type { SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import '../../woocommerce/cart-events';
import '../events';
import { AVADA_WOO_VARS } from '../settings';
import { EXCERPTS, shortened, SMALL_SCREEN } from './excerpts';

export const settings = { vars: AVADA_WOO_VARS };
type Settings = SettingsOf<typeof settings>;

const MAX_COLUMNS = 6;

/** Copies the current item's label into the list's visible "current" slot. */
function showCurrentChoices(doc: Document): void {
  for (const list of ['orderby', 'sort-count']) {
    const current = doc.querySelector(`.catalog-ordering .${list} ul li.current a`);
    const slot = doc.querySelector(`.catalog-ordering .${list} .current-li a`);
    if (current && slot) slot.replaceChildren(...Array.from(current.cloneNode(true).childNodes));
  }
}

function columns(doc: Document, value: string): void {
  const count = Number.parseInt(value, 10);
  if (!(count >= 1 && count <= MAX_COLUMNS)) return;
  doc.querySelectorAll('.subcategory-products').forEach((list) => list.classList.add(`products-${count}`));
}

/** Related and up-sell headings at the configured level (h2 stays when the value is no level). */
function headings(doc: Document, value: string): void {
  const level = Number.parseInt(value, 10);
  if (!(level >= 1 && level <= 6) || level === 2) return;
  for (const heading of Array.from(doc.querySelectorAll('.related.products > h2, .upsells.products > h2'))) {
    const replacement = doc.createElement(`h${level}`);
    for (const { name, value: attribute } of Array.from(heading.attributes)) replacement.setAttribute(name, attribute);
    replacement.classList.add('title-heading-left');
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
}

function ordersTable(doc: Document, title: string): void {
  if (!title) return;
  for (const cell of Array.from(doc.querySelectorAll('.avada-myaccount-data th.woocommerce-orders-table__header-order-actions, .avada-myaccount-data th.woocommerce-orders-table__cell-order-actions'))) {
    (cell.querySelector('.nobr') ?? cell).textContent = title;
  }
}

function stateRows(doc: Document): void {
  for (const row of Array.from(doc.querySelectorAll<HTMLElement>('.shipping-calculator-form #calc_shipping_state_field, .avada-shipping-calculator-form #calc_shipping_state_field'))) {
    row.hidden = row.querySelector<HTMLInputElement>('#calc_shipping_state')?.type === 'hidden';
  }
}

function excerpts(ctx: PluginContext): void {
  if (!ctx.browser.matchesMedia(SMALL_SCREEN)) return;
  for (const excerpt of Array.from(ctx.browser.document.querySelectorAll(EXCERPTS))) {
    const text = shortened(excerpt.textContent ?? '');
    if (text !== null) excerpt.textContent = text;
  }
}

export function mount(_root: Element, ctx: PluginContext<Settings>): void {
  const doc = ctx.browser.document;
  const { vars } = ctx.settings;
  showCurrentChoices(doc);
  columns(doc, vars.woocommerce_shop_page_columns);
  headings(doc, vars.related_products_heading_size);
  ordersTable(doc, vars.order_actions);
  stateRows(doc);
  excerpts(ctx);
  // The cart's totals (and their calculator) are re-rendered by WooCommerce's cart script.
  ctx.bus.on('updated_cart_totals', () => stateRows(doc));
  ctx.bus.on('updated_wc_div', () => stateRows(doc));
}
