/** The storefront's theme layer: one definition per part (docs/plugins/storefront.md). */
import { storefrontAnchors } from './anchors/definition';
import { storefrontCart } from './cart/definition';
import { storefrontCartCount } from './cart-count/definition';
import { storefrontCatalogue } from './catalogue/definition';
import { storefrontCouponErrors } from './coupon-errors/definition';
import { storefrontPlaceholders } from './placeholders/definition';
import { storefrontQuantity } from './quantity/definition';
import { storefrontTypography } from './typography/definition';

export const storefrontCartPlugins = [storefrontQuantity, storefrontCart, storefrontCartCount, storefrontCouponErrors, storefrontPlaceholders, storefrontAnchors, storefrontTypography, storefrontCatalogue];
