import { definePlugin } from '../../../kernel/types';

/** WooCommerce's star rating on the product review form, single-product.js's part (docs/plugins/woocommerce-review-rating.md). */
export const wooReviewRating = definePlugin({
  name: 'woocommerce/review-rating',
  selectors: ['select#rating'],
  // WooCommerce's script returns at once without its params: so does this plugin.
  needsGlobals: ['wc_single_product_params'],
  reads: ['wc_single_product_params'],
  // The review form sits in the product's Reviews tab on nearly every store: its mount code rides in the
  // tabs' chunk, one file less on a product page (the stars themselves come later, ./plugin.ts).
  load: () => import('../product-tabs/plugin').then((tabs) => tabs.reviewRating),
});
