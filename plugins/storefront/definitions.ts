/** The storefront's theme layer: one definition per part (docs/plugins/storefront.md). */
import { storefrontAnchors } from './anchors/definition';
import { storefrontCart } from './cart/definition';
import { storefrontCartCount } from './cart-count/definition';
import { storefrontCatalogue } from './catalogue/definition';
import { storefrontCouponErrors } from './coupon-errors/definition';
import { storefrontPlaceholders } from './placeholders/definition';
import { storefrontQuantity } from './quantity/definition';
import { storefrontTypography } from './typography/definition';
import { addToCart } from './add-to-cart/definition';
import { checkoutSteps } from './checkout-steps/definition';
import { productTabs } from './product-tabs/definition';
import { swatches } from './swatches/definition';
import { variationGallery } from './variation-gallery/definition';

export const storefrontCartPlugins = [storefrontQuantity, storefrontCart, storefrontCartCount, storefrontCouponErrors, storefrontPlaceholders, storefrontAnchors, storefrontTypography, storefrontCatalogue];

/** The product and checkout parts: swatches, variation gallery, add to cart, product tabs, checkout steps. */
export const storefrontProductPlugins = [swatches, variationGallery, addToCart, productTabs, checkoutSteps];
