/**
 * The block checkout posts through the Store API, not a form: the values go
 * into its data store (`wp.data`, store `wc/store/checkout`) as extension data
 * under `woocommerce/order-attribution`, as WooCommerce's script does
 * (docs/plugins/attribution.md#block-checkout). `setExtensionData` is the
 * action's public name since WooCommerce 9.9; `__internalSetExtensionData`
 * before that.
 */
import type { PluginContext } from '../../kernel/types';

export const CHECKOUT_STORE = 'wc/store/checkout';
export const EXTENSION_NAMESPACE = 'woocommerce/order-attribution';

type SetExtensionData = (namespace: string, data: Record<string, unknown>, replace?: boolean) => unknown;

export interface WpData {
  dispatch?: (store: string) => Partial<Record<'setExtensionData' | '__internalSetExtensionData', SetExtensionData>> | undefined;
  subscribe?: (listener: () => void, store?: string) => () => void;
}

/** Puts the values into the checkout store; false when the page has no such store (yet). */
function setExtensionData(data: WpData | undefined, values: Record<string, unknown>): boolean {
  if (typeof data?.dispatch !== 'function') return false;
  let actions: ReturnType<NonNullable<WpData['dispatch']>>;
  try {
    actions = data.dispatch(CHECKOUT_STORE);
  } catch {
    return false; // older wp.data throws for a store it does not know
  }
  const set = actions?.setExtensionData ?? actions?.__internalSetExtensionData;
  if (typeof set !== 'function') return false;
  // Replace, not merge: the values are the namespace's whole data.
  set.call(actions, EXTENSION_NAMESPACE, values, true);
  return true;
}

/**
 * Returns a function that hands the current values to the block checkout, in
 * the page's `wp.data` as `wpData` reads it now. When the store registers after
 * this runs (the checkout bundle loads later), the latest values given are
 * handed over once it does.
 */
export function blockCheckout(ctx: PluginContext, wpData: () => WpData | undefined): (values: Record<string, unknown>) => void {
  let latest: Record<string, unknown> | undefined;
  let waiting: (() => void) | undefined;
  const stopWaiting = () => {
    waiting?.();
    waiting = undefined;
  };
  ctx.onCleanup(stopWaiting);
  return (values) => {
    latest = values;
    const data = wpData();
    if (setExtensionData(data, values)) return stopWaiting();
    if (waiting || typeof data?.subscribe !== 'function') return;
    waiting = data.subscribe(() => {
      if (latest && setExtensionData(wpData(), latest)) stopWaiting();
    }, CHECKOUT_STORE);
  };
}
