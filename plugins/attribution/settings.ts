/**
 * WooCommerce's `wc_order_attribution` global (docs/plugins/attribution.md#globals)
 * with the light shapes (no yup: attribution runs on every store page): what
 * the page does not print, or prints wrong, takes sourcebuster's default (with
 * one warning per bad field).
 */
import { checked, flag, misfit, numeric, object, pageGlobal, text, type Shape, type ShapeValue } from '../../adapters/shapes';

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

/** PHP prints an unset value as null: the field's default, without a warning. */
const unsetAsDefault = <T>(inner: Shape<T>): Shape<T> => ({
  fallback: inner.fallback,
  parse: (value, path, warn) => inner.parse(value ?? undefined, path, warn),
});

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** An integer, or a numeric string of one (PHP prints either); anything else is not. */
function integer(value: unknown, fallback: number): number | undefined {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

type PromoRange = { min: number; max: number };

/**
 * Sourcebuster's promo code, which WooCommerce does not print: `true` gives the
 * default range, `{min, max}` a range of its own (a missing end takes the
 * default's); absent, false or null, no code.
 */
const promoCode = checked<PromoRange | undefined>(undefined, 'true, false or {min, max} (integers, min not above max)', (value) => {
  if (value === true) return { ...DEFAULT_PROMO };
  if (value === false || value === null) return undefined;
  if (!isObject(value)) return misfit;
  const min = integer(value.min, DEFAULT_PROMO.min);
  const max = integer(value.max, DEFAULT_PROMO.max);
  return min !== undefined && max !== undefined && min <= max ? { min, max } : misfit;
});

/** The field map; an empty map (PHP prints `[]`) or null means the defaults, as WooCommerce always prints some. */
const fieldMap = checked<Record<string, string>>(DEFAULT_FIELDS, 'field names mapped to value paths', (value) => {
  if (value === null || (typeof value === 'object' && Object.keys(value).length === 0)) return { ...DEFAULT_FIELDS };
  return isObject(value) && Object.values(value).every((path) => typeof path === 'string') ? (value as Record<string, string>) : misfit;
});

export const attributionSettings = {
  global: pageGlobal(
    'wc_order_attribution',
    object({
      params: object({
        lifetime: unsetAsDefault(numeric(DEFAULT_LIFETIME_MONTHS)),
        session: unsetAsDefault(numeric(DEFAULT_SESSION_MINUTES)),
        base64: unsetAsDefault(flag(false)),
        prefix: unsetAsDefault(text('wc_order_attribution_')),
        allowTracking: unsetAsDefault(flag(true)),
        promocode: promoCode,
        // Sourcebuster's, not printed by WooCommerce: stored in sbjs_udata.
        user_ip: unsetAsDefault(text('(none)')),
      }),
      fields: fieldMap,
    }),
  ),
};

export type AttributionGlobal = ShapeValue<typeof attributionSettings.global.shape>;
