/**
 * live_update_cart's answer (docs/plugins/theme-shop.md#live_update_cart-admin-ajax-avada),
 * checked with the light shapes (no yup) and read in either shape: Avada 7.12's
 * (`cart_items`, `subtotal_html`, `fragments['.cart_totals']`) or the one SHOP-007
 * names (docs/requirements/shop.md: `sub_totals`, `totals`, `totals_tax`,
 * `item_sub_totals`). A field of the wrong kind warns once and is treated as missing.
 */
import { checked, flag, misfit, numeric, object, optional, text, type Shape, type ShapeValue, type Warn } from '../../../adapters/shapes';

export const LIVE_UPDATE_ENDPOINT = 'POST admin-ajax.php?action=live_update_cart';
export const CART_TOTALS_KEY = '.cart_totals';

/** Line subtotals by cart item key; PHP's empty map `[]` is none, null counts as absent. */
const textMap = checked<Record<string, string> | undefined>(undefined, 'a map of cart item keys to HTML', (value) => {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.length === 0 ? {} : misfit;
  return typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string') ? (value as Record<string, string>) : misfit;
});

const dataObject = optional(
  object({
    message: optional(text()),
    cart_items: optional(numeric(0, { min: 0, integer: true })),
    subtotal_html: optional(text()),
    sub_totals: optional(text()),
    totals: optional(text()),
    totals_tax: optional(text()),
    item_sub_totals: textMap,
    fragments: optional(object({ [CART_TOTALS_KEY]: optional(text()) })),
  }),
);

/** `data` is a message (a refusal) or the update's object; a value of another kind warns and counts as absent. */
const data: Shape<string | ShapeValue<typeof dataObject>> = {
  fallback: undefined,
  parse: (value, path, warn) => (typeof value === 'string' ? value : dataObject.parse(value, path, warn)),
};

export const liveUpdateAnswer = object({ success: flag(false), data });

/** What the page applies after an update, whatever shape the answer had. */
export interface CartUpdate {
  count: number;
  /** HTML of each line's new subtotal, by cart item key. */
  lineSubtotals: Record<string, string>;
  /** The new `.cart_totals` (outer HTML), when the answer has it. */
  totalsFragment?: string;
  subtotal?: string;
  total?: string;
  tax?: string;
}

export type AnswerReading = { update: CartUpdate } | { refused: string } | { unusable: true };

/** Reads a parsed JSON answer for the line `key`. */
export function readLiveAnswer(value: unknown, key: string, warn: Warn): AnswerReading {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { unusable: true };
  const answer = liveUpdateAnswer.parse(value, '', warn);
  const data = answer.data;
  if (!answer.success) {
    const message = typeof data === 'string' ? data : data?.message;
    return message ? { refused: message } : { unusable: true };
  }
  if (!data || typeof data === 'string' || data.cart_items === undefined) {
    // A value of the wrong kind was reported by the schema already; an absent one is reported here.
    const raw = (value as { data?: { cart_items?: unknown } }).data;
    if (raw?.cart_items === undefined) warn('data.cart_items', 'missing, so the page cannot show the new cart');
    return { unusable: true };
  }
  const lineSubtotals: Record<string, string> = { ...(data.item_sub_totals ?? {}) };
  if (data.subtotal_html !== undefined) lineSubtotals[key] = data.subtotal_html;
  return {
    update: {
      count: data.cart_items,
      lineSubtotals,
      totalsFragment: data.fragments?.[CART_TOTALS_KEY],
      subtotal: data.sub_totals,
      total: data.totals,
      tax: data.totals_tax,
    },
  };
}
