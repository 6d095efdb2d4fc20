/** WooCommerce order attribution (sourcebuster): where it runs and where its code lives. */
import { definePlugin } from '../../kernel/types';

declare module '../../kernel/events' {
  interface BusEvents {
    /** The attribution values changed (page view counted, tracking turned on or off): field name -> value, null while tracking is off. */
    'attribution:values': [values: Record<string, string | null>];
  }
}

/**
 * Every page that prints `wc_order_attribution` is a page of the visit, whatever
 * its markup: sourcebuster counts it (docs/plugins/attribution.md#markup).
 */
export const attribution = definePlugin({
  name: 'attribution',
  page: { globals: ['wc_order_attribution'] },
  // `wp` for the block checkout's data store.
  reads: ['wc_order_attribution', 'wp'],
  uses: ['cookies'],
  load: () => import('./plugin'),
});
