/**
 * Every built-in plugin's definition that the core chunk carries: data only. Each `load` is a dynamic
 * import, so a plugin's body (and its libraries) is downloaded only on pages where its selectors match or
 * its page globals are printed. Avada's layer is not here: the `theme` gate brings it (theme/layer.ts).
 */
import type { PluginDefinition } from '../kernel/types';
import { theme } from './theme/definition';
import { contactForm } from './contact-form/definition';
import { emailDownload } from './email-download/definition';
import { downloadLinks } from './downloads/definition';
import { attribution } from './attribution/definition';
import { attributionFields } from './attribution/fields/definition';
import { antiSpam } from './anti-spam/definition';
import { antiSpamDecoder } from './anti-spam/decoder/definition';
import { antiSpamEmailCheck } from './anti-spam/email-check/definition';
import { antiSpamBadge } from './anti-spam/badge/definition';
import { wooCommerceCartPlugins } from './woocommerce/cart-definitions';
import { wooCheckoutPlugins } from './woocommerce/checkout-definitions';
import { wooProductPlugins } from './woocommerce/product-definitions';
import { wooStoreWide } from './woocommerce/store-wide/definition';

export const builtInPlugins: readonly PluginDefinition[] = [downloadLinks, attribution, attributionFields, antiSpam, antiSpamDecoder, antiSpamEmailCheck, antiSpamBadge, contactForm, emailDownload, theme,
  ...wooCommerceCartPlugins, ...wooCheckoutPlugins, ...wooProductPlugins, wooStoreWide];
