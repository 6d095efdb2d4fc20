/**
 * `wc_single_product_params`: the gallery's switches as WooCommerce prints them (docs/plugins/woocommerce-product-gallery.md#globals),
 * with the light shapes (no yup at the gallery's mount).
 */
import { flag, object, pageGlobal, text, type SettingsOf } from '../../../adapters/shapes';

export const settings = {
  params: pageGlobal(
    'wc_single_product_params',
    object({
      flexslider_enabled: flag(false),
      zoom_enabled: flag(false),
      photoswipe_enabled: flag(false),
      i18n_product_gallery_trigger_text: text('View full-screen image gallery'),
    }),
  ),
};

export type ProductGallerySettings = SettingsOf<typeof settings>;
