import { definePlugin } from '../../../kernel/types';

declare module '../../../kernel/events' {
  interface BusEvents {
    /** On the gallery before it is set up: `(gallery, wc_single_product_params)`. */
    'wc-product-gallery-before-init': [gallery: unknown, params: unknown];
    /** On the gallery once it is set up: `(gallery, wc_single_product_params)`. */
    'wc-product-gallery-after-init': [gallery: unknown, params: unknown];
  }
}

/** WooCommerce's product gallery without flexslider, zoom and PhotoSwipe (docs/plugins/woocommerce-product-gallery.md). */
export const wooProductGallery = definePlugin({
  name: 'woocommerce/product-gallery',
  selectors: ['.woocommerce-product-gallery'],
  // WooCommerce's script returns at once without its params: so does this plugin.
  needsGlobals: ['wc_single_product_params'],
  reads: ['wc_single_product_params'],
  onDemand: ['spawn'],
  pageEvents: ['wc-product-gallery-before-init', 'wc-product-gallery-after-init', 'woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom'],
  load: () => import('./plugin'),
});
