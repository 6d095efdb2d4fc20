/**
 * live_update_cart's answer (docs/plugins/theme-shop.md#live_update_cart-admin-ajax-avada),
 * checked with yup and read in either shape: Avada 7.12's (`cart_items`,
 * `subtotal_html`, `fragments['.cart_totals']`) or the one SHOP-007 names
 * (docs/requirements/shop.md: `sub_totals`, `totals`, `totals_tax`,
 * `item_sub_totals`). A field of the wrong kind warns once and is treated as missing.
 */
import { boolean, lazy, mixed, number, object, string } from 'yup';
import { fromYup, type Warn } from '../../../adapters/settings';

export const LIVE_UPDATE_ENDPOINT = 'POST admin-ajax.php?action=live_update_cart';
export const CART_TOTALS_KEY = '.cart_totals';

const textMap = mixed<Record<string, string>>().test('map', 'expected a map of cart item keys to HTML', (value) => {
  if (value === undefined || (Array.isArray(value) && value.length === 0)) return true;
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
});

export const liveUpdateAnswer = fromYup(
  object({
    success: boolean().default(false),
    data: lazy((value: unknown) =>
      typeof value === 'string'
        ? string()
        : object({
            message: string(),
            cart_items: number().integer().min(0),
            subtotal_html: string(),
            sub_totals: string(),
            totals: string(),
            totals_tax: string(),
            item_sub_totals: textMap,
            fragments: object({ [CART_TOTALS_KEY]: string() }).default(undefined),
          }).default(undefined),
    ),
  }),
);

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
