/**
 * WooCommerce's `wc_order_attribution` global (docs/plugins/attribution.md#globals)
 * as a yup schema: what the page does not print, or prints wrong, takes
 * sourcebuster's default (with one warning per bad field).
 */
import { boolean, mixed, number, object, string } from 'yup';
import { fromYup, pageGlobal, type ShapeValue } from '../../adapters/settings';

/** Sourcebuster's defaults: cookie lifetime 6 months (30 days each), session 30 minutes, promo code 100000-999999. */
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

const isTextMap = (value: unknown): value is Record<string, string> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((path) => typeof path === 'string');

const promoRange = object({
  min: number().integer().default(DEFAULT_PROMO.min),
  max: number().integer().default(DEFAULT_PROMO.max),
}).test('ordered', 'min must not be above max', (range) => range.min <= range.max);

/**
 * Sourcebuster's promo code, which WooCommerce does not print: `true` gives the
 * default range, `{min, max}` a range of its own; absent, false or null, no code.
 */
const promoCode = mixed<{ min: number; max: number }>()
  .transform((value: unknown) => {
    if (value === true) return promoRange.getDefault();
    if (value === false || value === null) return undefined;
    return typeof value === 'object' ? promoRange.cast(value, { assert: false }) : value;
  })
  .test('range', 'expected true, false or {min, max} (integers, min not above max)', (value) => value === undefined || promoRange.isValidSync(value));

export const attributionSchema = object({
  params: object({
    lifetime: number().default(DEFAULT_LIFETIME_MONTHS),
    session: number().default(DEFAULT_SESSION_MINUTES),
    base64: boolean().default(false),
    prefix: string().default('wc_order_attribution_'),
    allowTracking: boolean().default(true),
    promocode: promoCode,
    // Sourcebuster's, not printed by WooCommerce: stored in sbjs_udata.
    user_ip: string().default('(none)'),
  }),
  // An empty map (PHP prints `[]`) means the defaults, as WooCommerce always prints some.
  fields: mixed<Record<string, string>>()
    .transform((value: unknown) => (value !== null && typeof value === 'object' && Object.keys(value).length === 0 ? undefined : value))
    .test('paths', 'expected field names mapped to value paths', (value) => value === undefined || isTextMap(value))
    .default(() => ({ ...DEFAULT_FIELDS })),
});

export const attributionSettings = {
  global: pageGlobal('wc_order_attribution', fromYup(attributionSchema)),
};

export type AttributionGlobal = ShapeValue<typeof attributionSettings.global.shape>;
