/**
 * The checkout coupon's requests (docs/plugins/woocommerce-checkout.md#coupons),
 * loaded at the shopper's first apply or remove: apply_coupon and
 * remove_coupon, one at a time through the request queue, and what their
 * answers show.
 */
import type { HttpClient } from '../../../adapters/http';
import { isAborted } from '../../../adapters/http-error';
import { loadServerHtml, type ServerHtml } from '../../../adapters/server-html-loader';
import type { QueuedJob } from '../../../machines/woocommerce/request-queue';
import { wcAjaxUrl } from '../checkout/settings';
import { clearCouponError, showCouponError } from '../coupon-error';
import { errorTextOf } from '../inert-markup';
import { fire } from '../page-events';
import { queueOnDemand } from '../queue-on-demand';
import { showNoticeHtmlBefore } from '../shop-notice-html';
import type { Context } from './plugin';

type CouponJob = QueuedJob & ({ kind: 'apply'; code: string; email: string } | { kind: 'remove'; coupon: string });
interface CouponAnswer {
  text: string;
  sanitizer: ServerHtml;
}

/** The notices WooCommerce clears before it shows a coupon answer. */
const CLEARED = '.woocommerce-error, .woocommerce-message, .is-error, .is-success';

/** What the mount does around the requests: busy marks off when the queue runs dry, its error when one fails, the form closed. */
export interface CouponPage {
  idle(): void;
  failed(): void;
  closeForm(): void;
}

export interface CouponRequests {
  /** Applies the form's code; the form was marked busy at its submit. */
  apply(): void;
  /** Removes the link's coupon; its review was marked busy at the click. */
  remove(link: Element): void;
}

export function couponRequests(form: HTMLFormElement, ctx: Context, page: CouponPage): CouponRequests {
  const doc = ctx.browser.document;
  const params = ctx.settings.params;
  const field = () => form.querySelector<HTMLInputElement>('#coupon_code');
  const checkoutForm = () => doc.querySelector('form.woocommerce-checkout');
  const clearField = () => {
    const input = field();
    if (!input) return;
    input.value = '';
    clearCouponError(input);
  };

  const send = async (job: CouponJob, signal: AbortSignal, http: HttpClient): Promise<CouponAnswer> => {
    const sanitizer = loadServerHtml();
    const fields: Record<string, string> =
      job.kind === 'apply'
        ? { security: params.apply_coupon_nonce, coupon_code: job.code, billing_email: job.email }
        : { security: params.remove_coupon_nonce, coupon: job.coupon };
    const endpoint = job.kind === 'apply' ? 'apply_coupon' : 'remove_coupon';
    // endpoints: wc:apply_coupon, wc:remove_coupon
    const text = await http.request<string>(wcAjaxUrl(params, endpoint), { method: 'POST', body: new URLSearchParams(fields), responseType: 'text', signal });
    return { text, sanitizer: await sanitizer };
  };

  const answered = (job: CouponJob, { text, sanitizer }: CouponAnswer) => {
    doc.querySelectorAll(CLEARED).forEach((notice) => notice.remove());
    // An empty answer changes nothing, as in WooCommerce.
    if (!text.trim()) return;
    if (job.kind === 'remove') {
      const checkout = checkoutForm();
      if (checkout) showNoticeHtmlBefore(checkout, text, sanitizer);
      fire(ctx.bus, doc, 'removed_coupon_in_checkout', [job.coupon]);
      clearField();
      page.closeForm();
    } else {
      const error = errorTextOf(doc, text);
      const input = field();
      if (error === null) {
        page.closeForm();
        showNoticeHtmlBefore(form, text, sanitizer);
        clearField();
      } else if (input && error !== '') showCouponError(input, error, input.parentElement ?? form, 'span');
      fire(ctx.bus, doc, 'applied_coupon_in_checkout', [job.code]);
    }
    fire(ctx.bus, doc, 'update_checkout', [{ update_shipping_method: false }]);
  };

  const queue = queueOnDemand<CouponJob>(ctx, { transport: 'admin_ajax' }, {
    send,
    succeed: (job, output) => answered(job, output as CouponAnswer),
    fail: (job, error) => {
      if (isAborted(error)) return;
      ctx.log.warn(`checkout ${job.kind === 'apply' ? 'apply_coupon' : 'remove_coupon'} failed:`, error);
      page.failed();
    },
    idle: page.idle,
  });

  return {
    apply() {
      const email = checkoutForm()?.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value ?? '';
      queue({ kind: 'apply', code: form.querySelector<HTMLInputElement>('input[name="coupon_code"]')?.value ?? '', email });
    },
    remove(link) {
      queue({ kind: 'remove', coupon: link.getAttribute('data-coupon') ?? '' });
    },
  };
}
