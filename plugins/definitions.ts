/**
 * Every built-in plugin's definition: data the core chunk carries for all of
 * them. Each `load` is a dynamic import (but the theme gate's, which has no
 * body), so a plugin's body (and its libraries) is downloaded only on pages
 * where its selectors match. The parts of Avada's layer wait on `theme`.
 */
import type { PluginDefinition } from '../kernel/types';
import { theme } from './theme/definition';
import { tabsWidget } from './widgets/tabs/definition';
import { contactForm } from './contact-form/definition';
import { emailDownload } from './email-download/definition';
import { downloadLinks } from './downloads/definition';
import { attribution } from './attribution/definition';
import { attributionFields } from './attribution/fields/definition';
import { antiSpam } from './anti-spam/definition';
import { antiSpamDecoder } from './anti-spam/decoder/definition';
import { antiSpamEmailCheck } from './anti-spam/email-check/definition';
import { antiSpamBadge } from './anti-spam/badge/definition';
import { offCanvas } from './off-canvas/definition';
import { lightbox } from './lightbox/definition';
import { liveSearch } from './live-search/definition';
import { backgroundSliders } from './sliders/definition';
import { verticalMenu } from './widgets/vertical-menu/definition';
import { copyPageLink } from './widgets/copy-link/definition';
import { themeShopCartPlugins, themeShopProductPlugins } from './theme-shop/definitions';
import { header } from './header/definition';
import { menus } from './menus/definition';
import { menuCart } from './menus/cart/definition';
import { menuLogin } from './menus/login/definition';
import { menuSearch } from './menus/search/definition';
import { mobileMenu } from './mobile-menu/definition';
import { flyout } from './mobile-menu/flyout/definition';
import { wooCommerceCartPlugins } from './woocommerce/cart-definitions';
import { scrollSections } from './scroll-sections/definition';
import { toTop } from './to-top/definition';
import { effectAnimations } from './effects/animations/definition';
import { effectParallax } from './effects/parallax/definition';
import { effectScrollBlur } from './effects/scroll-blur/definition';
import { effectVideoBackgrounds } from './effects/video-backgrounds/definition';
import { effectStickyContainers } from './effects/sticky-containers/definition';
import { effectEqualHeights } from './effects/equal-heights/definition';
import { wooCheckoutPlugins } from './woocommerce/checkout-definitions';
import { wooProductPlugins } from './woocommerce/product-definitions';
import { wooStoreWide } from './woocommerce/store-wide/definition';

export const builtInPlugins: readonly PluginDefinition[] = [tabsWidget, downloadLinks, attribution, attributionFields, antiSpam, antiSpamDecoder, antiSpamEmailCheck, antiSpamBadge, contactForm, emailDownload, theme, offCanvas, lightbox, liveSearch, backgroundSliders, verticalMenu, copyPageLink,
  header, menus, menuSearch, menuCart, menuLogin, mobileMenu, flyout, ...themeShopCartPlugins, ...themeShopProductPlugins,
  scrollSections, toTop, effectAnimations, effectParallax, effectScrollBlur, effectVideoBackgrounds, effectStickyContainers, effectEqualHeights,
  ...wooCommerceCartPlugins,
  ...wooCheckoutPlugins,
  ...wooProductPlugins,
  wooStoreWide];
