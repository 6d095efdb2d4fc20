/** WooCommerce's single product page: the variations form and the product gallery. */
import { wooProductGallery } from './product-gallery/definition';
import { wooVariationsForm } from './variations-form/definition';

export const wooProductPlugins = [wooVariationsForm, wooProductGallery];
