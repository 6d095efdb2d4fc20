/**
 * WooCommerce's cart fragments without jQuery (docs/plugins/woocommerce-cart-fragments.md):
 * on load the cached fragments are shown when they still match the cart
 * (wc_fragments_loaded), otherwise fresh ones are asked for with
 * ?wc-ajax=get_refreshed_fragments (wc_fragments_refreshed, or
 * wc_fragments_ajax_error). Every element a fragment names is replaced, so
 * every mini cart on the page shows the same cart. A refresh is asked for by
 * wc_fragment_refresh and updated_wc_div, by another tab changing the cart, and
 * by a page restored from the back-forward cache; a newer refresh aborts the
 * one in flight. added_to_cart and removed_from_cart bring fragments that are
 * cached as they are. Only fragments that change the page go through the
 * sanitizer, which loads when one does: at load the mini cart the page printed
 * is usually what the cache or the first answer repeats.
 */
import { loadServerHtml, type ServerHtml } from '../../../adapters/server-html-loader';
import { answerWarnings, type SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { loadCartAnswer } from '../cart-answer-loader';
import '../cart-events';
import { CART_FRAGMENTS_PARAMS, wcAjaxUrl } from '../cart-globals';
import { applyFragments, changedFragments, MINI_CART_KEY, type CartFragments } from '../fragments';
import { legacyScriptRuns } from '../legacy-scripts';
import { fire } from '../page-events';
import { readCache, writeCache, type CacheKeys } from './cache';

export const settings = { params: CART_FRAGMENTS_PARAMS };
type Settings = SettingsOf<typeof settings>;

const ENDPOINT = 'get_refreshed_fragments';
const HIDE_IF_EMPTY = '.hide_cart_widget_if_empty';

function start(ctx: PluginContext<Settings>) {
  const doc = ctx.browser.document;
  const params = ctx.settings.params;
  const keys: CacheKeys = { fragmentName: params.fragment_name, hashKey: params.cart_hash_key };
  const http = ctx.http({ transport: 'admin_ajax', timeoutMs: params.request_timeout || undefined });
  const cookies = ctx.cookies();
  const warn = answerWarnings((message) => ctx.log.warn(message))(ENDPOINT);
  let inFlight: AbortController | null = null;

  const store = (fragments: CartFragments, hash: string) => writeCache(ctx.storage, keys, fragments, hash, ctx.clock.now());

  /**
   * Shows the fragments that change the page, with the sanitizer (`sanitizer`: its load already started);
   * not when `signal` aborted while it loaded (a newer refresh's answer is the one to show).
   */
  const show = async (fragments: CartFragments, sanitizer?: Promise<ServerHtml>, signal?: AbortSignal) => {
    const changed = changedFragments(doc, fragments);
    if (Object.keys(changed).length === 0) return;
    const loaded = await (sanitizer ?? loadServerHtml());
    if (!signal?.aborted) applyFragments(doc, changed, loaded);
  };

  /** `atLoad`: the refresh the page makes as it opens, whose answer usually repeats the mini cart it printed. */
  const refresh = async (atLoad = false) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    // The answer's reader travels while the request is in flight, and the sanitizer with it after the page's first refresh.
    const reader = loadCartAnswer();
    const sanitizer = atLoad ? undefined : loadServerHtml();
    try {
      // endpoint: wc:get_refreshed_fragments
      const text = await http.request<string>(wcAjaxUrl(params.wc_ajax_url, ENDPOINT), {
        method: 'POST',
        body: new URLSearchParams({ time: String(ctx.clock.now()) }),
        responseType: 'text',
        signal: controller.signal,
      });
      const { readCartAnswer } = await reader;
      // A newer refresh started while the reader was loading: its answer is the one to show.
      if (controller.signal.aborted) return;
      const answer = readCartAnswer(text, warn);
      if (answer.kind !== 'fragments') throw new Error(answer.kind === 'bad' ? answer.problem : answer.kind);
      await show(answer.fragments, sanitizer, controller.signal);
      if (controller.signal.aborted) return;
      store(answer.fragments, answer.cartHash);
      fire(ctx.bus, doc, 'wc_fragments_refreshed', []);
    } catch (error) {
      if (controller.signal.aborted) return;
      ctx.log.warn(`${ENDPOINT} failed; the mini cart keeps what it shows:`, error);
      fire(ctx.bus, doc, 'wc_fragments_ajax_error', []);
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  };
  const refreshNow = () => void refresh();

  const cached = readCache(ctx.storage, keys, cookies.get('woocommerce_cart_hash') ?? '', ctx.clock.now());
  if (cached) {
    show(cached).then(
      () => fire(ctx.bus, doc, 'wc_fragments_loaded', []),
      (error: unknown) => ctx.log.warn('the cached fragments could not be shown; the mini cart keeps what it shows:', error),
    );
  } else void refresh(true);

  if (!(Number(cookies.get('woocommerce_items_in_cart')) > 0)) {
    doc.querySelectorAll(HIDE_IF_EMPTY).forEach((marker) => marker.closest<HTMLElement>('.widget_shopping_cart')?.style.setProperty('display', 'none'));
  }
  ctx.bus.on('adding_to_cart', () => {
    doc.querySelectorAll(HIDE_IF_EMPTY).forEach((marker) => marker.closest<HTMLElement>('.widget_shopping_cart')?.style.removeProperty('display'));
  });

  ctx.bus.on('wc_fragment_refresh', refreshNow);
  ctx.bus.on('updated_wc_div', refreshNow);
  const keep = (fragments: CartFragments | undefined, hash: string | undefined) => {
    if (fragments && typeof fragments === 'object' && MINI_CART_KEY in fragments) store(fragments, typeof hash === 'string' ? hash : '');
  };
  ctx.bus.on('added_to_cart', keep);
  ctx.bus.on('removed_from_cart', keep);

  // Another tab changed the cart: its new hash lands in local storage.
  ctx.listen('window', 'storage', (event) => {
    const change = event as StorageEvent;
    if (change.key === keys.hashKey && change.newValue !== ctx.storage.session.readRaw(keys.hashKey)) refreshNow();
  });
  // A page restored from the back-forward cache shows the cart of when it was left.
  ctx.listen('window', 'pageshow', (event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    doc.querySelectorAll(MINI_CART_KEY).forEach((content) => content.replaceChildren());
    refreshNow();
  });
  ctx.onCleanup(() => inFlight?.abort());
  return true;
}

export function mount(_root: Element, ctx: PluginContext<Settings>): void {
  if (legacyScriptRuns(ctx.browser.document, 'wc-cart-fragments')) return;
  ctx.scope.get('cart-fragments', (scope) => start(scope as PluginContext<Settings>));
}
