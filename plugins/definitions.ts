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
import { antiSpam, antiSpamBadge, antiSpamDecoder, antiSpamEmailCheck } from './anti-spam/definition';
import { scrollSections } from './scroll-sections/definition';
import { toTop } from './to-top/definition';

export const builtInPlugins: readonly PluginDefinition[] = [tabsWidget, downloadLinks, orderAttribution, antiSpam, antiSpamDecoder, antiSpamEmailCheck, antiSpamBadge, contactForm, emailDownload, scrollSections, toTop];
