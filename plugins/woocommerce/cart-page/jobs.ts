/**
 * What the cart page asks the server for, one job per request
 * (docs/plugins/woocommerce-cart-page.md#queue). "Update cart" jobs coalesce:
 * a second one while one waits is the same intent, and the form is read when
 * the job's turn comes, so it carries everything typed until then.
 */
import type { ServerHtml } from '../../../adapters/server-html-loader';
import type { QueuedJob } from '../../../machines/woocommerce/request-queue';

export type CartPageJob = QueuedJob &
  (
    /** `button` is the submitting button's value, sent as `update_cart` as the browser would send it. */
    | { kind: 'update'; preserveNotices: boolean; button?: string }
    /** A cart page address: a remove or undo link (GET), the shipping calculator (POST). */
    | { kind: 'page'; url: string; body?: URLSearchParams; preserveNotices: boolean }
    | { kind: 'apply_coupon'; code: string }
    | { kind: 'remove_coupon'; coupon: string }
    | { kind: 'update_shipping_method'; methods: Record<string, string> }
  );

export const updateJob = (preserveNotices: boolean, button?: string): CartPageJob => ({ kind: 'update', coalesce: 'update', preserveNotices, button });

/** What came back (server HTML), with the form's values as they were when the request left and the sanitizer that came with it. */
export interface JobAnswer {
  text: string;
  sent: Map<string, string>;
  sanitizer: ServerHtml;
}

/** Inputs whose value changed since `sent` was taken. */
export function changedSince(now: Map<string, string>, sent: Map<string, string>): Map<string, string> {
  return new Map([...now].filter(([name, value]) => sent.has(name) && sent.get(name) !== value));
}
