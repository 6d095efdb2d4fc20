/**
 * WooCommerce's `wc_order_attribution` global (markup/order-attribution.md
 * §2.1). Without a lifetime the sourcebuster defaults apply (spec §9).
 */
import { flag, numeric, object, pageGlobal, raw, record, text } from '../../adapters/settings';

/** Spec §9: cookie lifetime 6 months (30 days each), session 30 minutes, base64 off, promo code 100000-999999. */
export const DEFAULT_LIFETIME_MONTHS = 6;
export const DEFAULT_SESSION_MINUTES = 30;
export const DEFAULT_PROMO = { min: 100000, max: 999999 } as const;

/** OrderAttributionMeta::$default_fields: input name (after the prefix) -> dotted path into the values. */
export const DEFAULT_FIELDS: Readonly<Record<string, string>> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

export const attributionSettings = {
  global: pageGlobal(
    'wc_order_attribution',
    object({
      params: object({
        lifetime: numeric(DEFAULT_LIFETIME_MONTHS),
        session: numeric(DEFAULT_SESSION_MINUTES),
        base64: flag(false),
        prefix: text('wc_order_attribution_'),
        allowTracking: flag(true),
        // sourcebuster's own preferences, which WooCommerce does not print: the optional promo code and user IP.
        promocode: raw<unknown>(false),
        user_ip: text('(none)'),
      }),
      fields: record(text()),
    }),
  ),
};
