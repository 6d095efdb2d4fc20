/**
 * Avada's layer: every plugin that reproduces one of the theme's scripts. They all name `theme` in `after`
 * and arrive with its chunk (plugin.ts), so a page without Avada never downloads even their definitions.
 */
import type { PluginDefinition } from '../../kernel/types';
import { tabsWidget } from '../widgets/tabs/definition';
import { offCanvas } from '../off-canvas/definition';
import { lightbox } from '../lightbox/definition';
import { liveSearch } from '../live-search/definition';
import { backgroundSliders } from '../sliders/definition';
import { verticalMenu } from '../widgets/vertical-menu/definition';
import { copyPageLink } from '../widgets/copy-link/definition';
import { themeShopCartPlugins, themeShopProductPlugins } from '../theme-shop/definitions';
import { header } from '../header/definition';
import { menus } from '../menus/definition';
import { menuCart } from '../menus/cart/definition';
import { menuLogin } from '../menus/login/definition';
import { menuSearch } from '../menus/search/definition';
import { mobileMenu } from '../mobile-menu/definition';
import { flyout } from '../mobile-menu/flyout/definition';
import { scrollSections } from '../scroll-sections/definition';
import { toTop } from '../to-top/definition';
import { effectAnimations } from '../effects/animations/definition';
import { effectParallax } from '../effects/parallax/definition';
import { effectScrollBlur } from '../effects/scroll-blur/definition';
import { effectVideoBackgrounds } from '../effects/video-backgrounds/definition';
import { effectStickyContainers } from '../effects/sticky-containers/definition';
import { effectEqualHeights } from '../effects/equal-heights/definition';

export const themeLayer: readonly PluginDefinition[] = [tabsWidget, offCanvas, lightbox, liveSearch, backgroundSliders, verticalMenu, copyPageLink,
  header, menus, menuSearch, menuCart, menuLogin, mobileMenu, flyout, ...themeShopCartPlugins, ...themeShopProductPlugins,
  scrollSections, toTop, effectAnimations, effectParallax, effectScrollBlur, effectVideoBackgrounds, effectStickyContainers, effectEqualHeights];
