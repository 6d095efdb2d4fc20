/** The theme's shop layer: one definition per part (docs/plugins/theme-shop.md). */
import { themeShopAnchors } from './anchors/definition';
import { themeShopCart } from './cart/definition';
import { themeShopCartCount } from './cart-count/definition';
import { themeShopCatalogue } from './catalogue/definition';
import { themeShopCouponErrors } from './coupon-errors/definition';
import { themeShopPlaceholders } from './placeholders/definition';
import { themeShopQuantity } from './quantity/definition';
import { themeShopTypography } from './typography/definition';
import { addToCart } from './add-to-cart/definition';
import { checkoutSteps } from './checkout-steps/definition';
import { swatches } from './swatches/definition';
import { variationGallery } from './variation-gallery/definition';

export const themeShopCartPlugins = [themeShopQuantity, themeShopCart, themeShopCartCount, themeShopCouponErrors, themeShopPlaceholders, themeShopAnchors, themeShopTypography, themeShopCatalogue];

/** The product and checkout parts: swatches, variation gallery, add to cart, product tabs, checkout steps. */
export const themeShopProductPlugins = [swatches, variationGallery, addToCart, checkoutSteps];
