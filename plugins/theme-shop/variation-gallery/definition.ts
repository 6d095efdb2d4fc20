/** The product gallery beside WooCommerce's variations form: Avada's thumbnails and variation image (docs/plugins/theme-shop.md#variation-gallery). */
import { definePlugin } from '../../../kernel/types';

declare module '../../../kernel/events' {
  interface BusEvents {
    /** Links inside `root` changed (a variation image): a lightbox should read them again. */
    'lightbox:refresh': [root: Element];
  }
}

export const variationGallery = definePlugin({
  name: 'theme-shop/variation-gallery',
  selectors: ['.woocommerce-product-gallery'],
  after: ['theme'],
  reads: ['avadaLightBox'],
  uses: ['spawn'],
  pageEvents: ['found_variation', 'reset_data', 'hide_variation'],
  load: () => import('./plugin'),
});
