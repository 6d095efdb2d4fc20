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
import { effectAnimations } from './effects/animations/definition';
import { effectParallax } from './effects/parallax/definition';
import { effectScrollBlur } from './effects/scroll-blur/definition';
import { effectVideoBackgrounds } from './effects/video-backgrounds/definition';
import { effectStickyContainers } from './effects/sticky-containers/definition';
import { effectEqualHeights } from './effects/equal-heights/definition';

export const builtInPlugins: readonly PluginDefinition[] = [tabsWidget, downloadLinks, orderAttribution, antiSpam, antiSpamDecoder, antiSpamEmailCheck, antiSpamBadge, contactForm, emailDownload, scrollSections, toTop,
  effectAnimations, effectParallax, effectScrollBlur, effectVideoBackgrounds, effectStickyContainers, effectEqualHeights];
