/** WooCommerce's single product page: the variations form, the product gallery, the tabs and the review stars. */
import { wooProductGallery } from './product-gallery/definition';
import { wooProductTabs } from './product-tabs/definition';
import { wooReviewRating } from './review-rating/definition';
import { wooVariationsForm } from './variations-form/definition';

export const wooProductPlugins = [wooVariationsForm, wooProductGallery, wooProductTabs, wooReviewRating];
