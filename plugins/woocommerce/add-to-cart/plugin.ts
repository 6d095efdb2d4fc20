/**
 * WooCommerce's classic add to cart without jQuery (docs/plugins/woocommerce-add-to-cart.md), mounted on
 * every store page as WooCommerce's add-to-cart.js is. The mount only takes the clicks and the cart
 * events; what answers them (cart-actions.ts: the request queue, the answer, the fragments, the "View cart"
 * link) loads at the first one, so a page where nobody adds or removes downloads nothing more. Events that
 * arrive while it loads are answered when it arrives, in order.
 */
import { checkUrl } from '../../../adapters/safe-url';
import type { SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { madeOnDemand } from '../../made-on-demand';
import '../cart-events';
import { ADD_TO_CART_PARAMS } from '../cart-globals';
import { legacyScriptRuns } from '../legacy-scripts';
import type { CartActions } from './cart-actions';
import { ADD_BUTTON, MINI_CART_ITEM, REMOVE_LINK } from './selectors';

export const settings = { params: ADD_TO_CART_PARAMS };
export type Settings = SettingsOf<typeof settings>;

export function mount(_root: Element, ctx: PluginContext<Settings>): void {
  const doc = ctx.browser.document;
  if (legacyScriptRuns(doc, 'wc-add-to-cart')) return;
  const actions = madeOnDemand<CartActions>(() => import('./cart-actions').then((code) => code.startCartActions(ctx)));
  const couldNotLoad = (error: unknown) => ctx.log.warn('add to cart could not start:', error);

  /**
   * Takes a click at once and shows the link busy, as the loaded code does first; should that code not
   * load, the link does what it does without scripts: its own address adds or removes.
   */
  const take = (event: Event, link: HTMLElement, busy: Element | null | undefined, busyClass: string, act: (loaded: CartActions) => void) => {
    event.preventDefault();
    busy?.classList.add(busyClass);
    actions.use(act, (error) => {
      couldNotLoad(error);
      busy?.classList.remove(busyClass);
      const href = link.getAttribute('href');
      const verdict = href ? checkUrl(href, ctx.browser.address().href) : null;
      if (verdict?.ok) ctx.browser.navigate(verdict.url);
    });
  };

  ctx.listen('document', 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest(ADD_BUTTON);
    if (button instanceof HTMLElement && button.matches('.ajax_add_to_cart') && button.dataset.product_id) {
      take(event, button, button, 'loading', (loaded) => loaded.add(button));
      return;
    }
    const link = target?.closest(REMOVE_LINK);
    if (link instanceof HTMLElement && link.dataset.cart_item_key) {
      take(event, link, link.closest(MINI_CART_ITEM), 'processing', (loaded) => loaded.remove(link));
    }
  });

  // The mini cart's remove link is a role=button anchor: Space activates it as Enter does.
  ctx.listen('document', 'keydown', (event) => {
    const key = event as KeyboardEvent;
    if (key.key === ' ' && key.target instanceof HTMLElement && key.target.matches(REMOVE_LINK)) {
      key.preventDefault();
      key.target.click();
    }
  });

  ctx.bus.on('added_to_cart', (...args) => actions.use((loaded) => loaded.added(...args), couldNotLoad));
  ctx.bus.on('removed_from_cart', (...args) => actions.use((loaded) => loaded.removed(...args), couldNotLoad));
}
