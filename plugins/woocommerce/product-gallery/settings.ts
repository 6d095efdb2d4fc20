/** `wc_single_product_params`: the gallery's switches as WooCommerce prints them (docs/plugins/woocommerce-product-gallery.md#globals). */
import { object, string } from 'yup';
import { fromYup, pageGlobal, phpFlag, type SettingsOf } from '../../../adapters/settings';

export const settings = {
  params: pageGlobal(
    'wc_single_product_params',
    fromYup(
      object({
        flexslider_enabled: phpFlag(false),
        zoom_enabled: phpFlag(false),
        photoswipe_enabled: phpFlag(false),
        i18n_product_gallery_trigger_text: string().default('View full-screen image gallery'),
      }),
    ),
  ),
};

export type ProductGallerySettings = SettingsOf<typeof settings>;
