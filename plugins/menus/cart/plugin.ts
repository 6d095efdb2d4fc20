/**
 * Avada's menu cart (docs/plugins/menus.md#cart). WooCommerce sends the
 * whole cart item as a fragment under `.fusion-main-menu-cart` (or
 * `.fusion-secondary-menu-cart`): with `added_to_cart` / `removed_from_cart`
 * (fragments, cart hash, button), and in session storage under
 * `wc_cart_fragments_params.fragment_name` when it announces
 * `wc_fragments_refreshed` / `wc_fragments_loaded`. The item takes the
 * fragment's classes and contents in place, so it stays bound and an open
 * dropdown stays open. Fragment HTML goes through the server-HTML sanitizer.
 */
import { object, pageGlobal, text } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import '../../woocommerce/cart-events';
import { linkOf } from '../panels';

const FRAGMENT_KEYS = ['.fusion-main-menu-cart', '.fusion-secondary-menu-cart'] as const;
const OPEN_CLASS = 'fusion-active-link';

export const settings = {
  params: pageGlobal('wc_cart_fragments_params', object({ fragment_name: text('') }, { nullIsAbsent: true })),
};

type Fragments = Record<string, unknown>;
const isRecord = (value: unknown): value is Fragments => value !== null && typeof value === 'object' && !Array.isArray(value);

export function mount(item: Element, ctx: PluginContext<{ params: { fragment_name: string } }>) {
  const key = FRAGMENT_KEYS.find((selector) => item.matches(selector));
  if (!key || !(item instanceof HTMLElement)) return;
  // One warning per problem and page, however many carts and refreshes.
  const warned = ctx.scope.get('warned', () => new Set<string>());
  const warnOnce = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    ctx.log.warn(message);
  };

  const apply = async (fragments: unknown, source: string) => {
    if (!isRecord(fragments) || !(key in fragments)) return;
    const html = fragments[key];
    if (typeof html !== 'string') return warnOnce(`${source}: the fragment ${key} is not HTML; the menu cart keeps its contents`);
    const { insertServerHtml } = await import('../../../adapters/server-html');
    const holder = item.ownerDocument.createElement('ul');
    const [fresh] = insertServerHtml(holder, html, { profile: 'menu-cart' });
    if (!(fresh instanceof HTMLLIElement)) return warnOnce(`${source}: the fragment ${key} is not a menu item; the menu cart keeps its contents`);
    const open = item.classList.contains(OPEN_CLASS);
    const expanded = linkOf(item)?.getAttribute('aria-expanded');
    item.className = fresh.className;
    item.classList.toggle(OPEN_CLASS, open);
    item.replaceChildren(...Array.from(fresh.childNodes));
    if (expanded) linkOf(item)?.setAttribute('aria-expanded', expanded);
  };

  const fromStorage = () => {
    const name = ctx.settings.params.fragment_name;
    const text = name ? ctx.storage.session.readRaw(name) : null;
    if (text === null) return;
    let fragments: unknown;
    try {
      fragments = JSON.parse(text);
    } catch {
      fragments = undefined;
    }
    if (!isRecord(fragments)) return warnOnce(`session storage ${name}: not cart fragments; the menu cart keeps its contents`);
    void apply(fragments, `session storage ${name}`).catch(ctx.report);
  };

  ctx.bus.on('added_to_cart', (fragments) => void apply(fragments, 'added_to_cart').catch(ctx.report));
  ctx.bus.on('removed_from_cart', (fragments) => void apply(fragments, 'removed_from_cart').catch(ctx.report));
  ctx.bus.on('wc_fragments_refreshed', fromStorage);
  ctx.bus.on('wc_fragments_loaded', fromStorage);
}
