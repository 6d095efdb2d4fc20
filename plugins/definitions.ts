/**
 * Every built-in plugin's definition: data the core chunk carries for all of
 * them. Each `load` is a dynamic import, so a plugin's body (and its
 * libraries) is downloaded only on pages where its selectors match.
 */
import type { PluginDefinition } from '../kernel/types';
import { tabsWidget } from './widgets/definition';
import { contactForm } from './contact-form/definition';
import { emailDownload } from './email-download/definition';
import { downloadLinks } from './downloads/definition';
import { orderAttribution } from './attribution/definition';
import { header } from './header/definition';
import { menus } from './menus/definition';
import { menuCart } from './menus/cart/definition';
import { menuLogin } from './menus/login/definition';
import { menuSearch } from './menus/search/definition';
import { mobileMenu } from './mobile-menu/definition';
import { flyout } from './mobile-menu/flyout/definition';
import { antiSpam, antiSpamBadge, antiSpamDecoder, antiSpamEmailCheck } from './anti-spam/definition';

export const builtInPlugins: readonly PluginDefinition[] = [tabsWidget, downloadLinks, orderAttribution, antiSpam, antiSpamDecoder, antiSpamEmailCheck, antiSpamBadge, contactForm, emailDownload,
  header, menus, menuSearch, menuCart, menuLogin, mobileMenu, flyout];
