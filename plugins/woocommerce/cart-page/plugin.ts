/**
 * WooCommerce's cart page without jQuery (docs/plugins/woocommerce-cart-page.md).
 * The cart form's submit is routed as WooCommerce routes it (the clicked
 * button or the focused field): "Update cart" and Enter in a quantity post the
 * form, "Apply coupon" and Enter in the coupon field post apply_coupon. Remove
 * and undo links, coupon removal, the shipping method and the shipping
 * calculator go through the same queue: one request at a time, and a submit
 * while busy waits its turn instead of being dropped. Answers re-render the
 * form and the totals and fire WooCommerce's events; a failed request leaves
 * the page as it was, with a notice. Listeners are delegated on the document:
 * the form and the totals are replaced by every answer. The queue (xstate and
 * the HTTP client) is made at the first job, so a cart only looked at loads
 * neither.
 */
import type { HttpClient } from '../../../adapters/http';
import { isAborted, isHttpError } from '../../../adapters/http-error';
import { checkUrl, isSameOrigin } from '../../../adapters/safe-url';
import { loadServerHtml } from '../../../adapters/server-html-loader';
import type { SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import '../cart-events';
import { errorTextOf, inertBody } from '../inert-markup';
import { markBusy } from '../busy';
import { CART_PARAMS, wcAjaxUrl } from '../cart-globals';
import '../checkout/events';
import { clearCouponError, showCouponError } from '../coupon-error';
import { legacyScriptRuns } from '../legacy-scripts';
import { togglePanel } from '../panel-toggle';
import { fire } from '../page-events';
import { queueOnDemand } from '../queue-on-demand';
import { showNoticeHtml } from '../shop-notice-html';
import { clickOnSpace } from '../space-activates';
import { NOTICES, removeNotices, showError } from '../shop-notices';
import { changedSince, updateJob, type CartPageJob, type JobAnswer } from './jobs';
import { CART_FORM, CART_TOTALS, disableUpdateButton, enableUpdateButton, renderCart, renderTotals, typedValues } from './render';

export const settings = { params: CART_PARAMS };
type Settings = SettingsOf<typeof settings>;

export const UPDATE_FAILED = 'Your cart could not be updated. Please try again.';
export const COUPON_FAILED = 'The coupon could not be checked. Please try again.';
export const SESSION_EXPIRED = 'Your session has expired. Please reload the page and try again.';

const BUSY = [CART_FORM, CART_TOTALS].join(', ');
const CALCULATOR = 'form.woocommerce-shipping-calculator';
const SHIPPING_INPUTS = 'select.shipping_method, input[name^="shipping_method"]';

const isExpired = (error: unknown) =>
  isHttpError(error) && error.kind === 'status' && (error.status === 403 || String(error.body).trim() === '-1');

function start(ctx: PluginContext<Settings>) {
  const doc = ctx.browser.document;
  const params = ctx.settings.params;
  const form = () => doc.querySelector<HTMLFormElement>(CART_FORM);
  const couponField = () => doc.querySelector<HTMLInputElement>(`${CART_FORM} #coupon_code`);
  const here = () => ctx.browser.address().href;

  const markCartBusy = (busy: boolean) => doc.querySelectorAll(BUSY).forEach((element) => markBusy(element, busy));

  // endpoints: wc:apply_coupon, wc:remove_coupon, wc:update_shipping_method
  const post = (http: HttpClient, endpoint: string, fields: Record<string, string>, signal: AbortSignal) =>
    http.request<string>(wcAjaxUrl(params.wc_ajax_url, endpoint), { method: 'POST', body: new URLSearchParams(fields), responseType: 'text', signal });

  /** A job's request; every answer is server HTML (a cart page or a notice). */
  const request = (http: HttpClient, job: CartPageJob, current: HTMLFormElement | null, signal: AbortSignal): Promise<string> => {
    switch (job.kind) {
      case 'update': {
        if (!current) return Promise.resolve('');
        const body = new URLSearchParams(new FormData(current) as unknown as Record<string, string>);
        // WooCommerce's form handler needs update_cart: the clicked button's value, else WooCommerce's own.
        body.set('update_cart', job.button || 'Update Cart');
        const url = current.getAttribute('action') || here();
        // endpoint: wc:update_cart
        return http.request<string>(url, { method: 'POST', body, responseType: 'text', signal });
      }
      case 'page':
        // endpoints: wc:cart-page-links, wc:shipping-calculator
        return http.request<string>(job.url, { method: job.body ? 'POST' : 'GET', body: job.body ?? null, responseType: 'text', signal });
      case 'apply_coupon':
        return post(http, 'apply_coupon', { security: params.apply_coupon_nonce, coupon_code: job.code }, signal);
      case 'remove_coupon':
        return post(http, 'remove_coupon', { security: params.remove_coupon_nonce, coupon: job.coupon }, signal);
      case 'update_shipping_method': {
        const fields: Record<string, string> = { security: params.update_shipping_method_nonce };
        for (const [index, value] of Object.entries(job.methods)) fields[`shipping_method[${index}]`] = value;
        return post(http, 'update_shipping_method', fields, signal);
      }
    }
  };

  const send = async (job: CartPageJob, signal: AbortSignal, http: HttpClient): Promise<JobAnswer> => {
    markCartBusy(true);
    const current = form();
    const sent = typedValues(current);
    // The sanitizer's chunk travels while the request is in flight; one that does not load fails the job.
    const sanitizer = loadServerHtml();
    const text = await request(http, job, current, signal);
    return { text, sent, sanitizer: await sanitizer };
  };

  const failed = (job: CartPageJob, problem: unknown) => {
    ctx.log.warn(`cart ${job.kind} failed; the page keeps what it shows:`, problem);
    const coupon = job.kind === 'apply_coupon' || job.kind === 'remove_coupon';
    showError(doc, isExpired(problem) ? SESSION_EXPIRED : coupon ? COUPON_FAILED : UPDATE_FAILED, form());
    if (job.kind === 'update_shipping_method') fire(ctx.bus, doc, 'updated_shipping_method', []);
  };

  const rerendered = (job: CartPageJob & { preserveNotices: boolean }, { text, sent, sanitizer }: JobAnswer) => {
    const typedSince = changedSince(typedValues(form()), sent);
    const outcome = renderCart(doc, text, { preserveNotices: job.preserveNotices, typedSince }, sanitizer);
    if (outcome === 'reload') return ctx.browser.navigate(here());
    if (outcome === 'bad') return failed(job, 'the answer has no cart form');
    if (outcome === 'emptied') fire(ctx.bus, doc, 'wc_cart_emptied', []);
    else {
      if (doc.querySelector('.woocommerce-checkout')) fire(ctx.bus, doc, 'update_checkout', []);
      if (renderTotals(doc, text, sanitizer)) fire(ctx.bus, doc, 'updated_cart_totals', []);
    }
    fire(ctx.bus, doc, 'updated_wc_div', []);
  };

  /** A coupon answer is notice HTML; anything else (a page, an empty body) failed. */
  const hasNotice = (text: string) => inertBody(doc, text).querySelector(NOTICES) !== null;

  const succeeded = (job: CartPageJob, answer: JobAnswer) => {
    switch (job.kind) {
      case 'update':
      case 'page':
        return rerendered(job, answer);
      case 'apply_coupon': {
        if (!hasNotice(answer.text)) return failed(job, 'the answer is not a notice');
        removeNotices(doc);
        const error = errorTextOf(doc, answer.text);
        const field = couponField();
        if (error !== null && field) showCouponError(field, error, field.closest('.coupon') ?? field.parentElement ?? field, 'p');
        else showNoticeHtml(doc, answer.text, form(), answer.sanitizer);
        fire(ctx.bus, doc, 'applied_coupon', [job.code]);
        // A refused code stays in its field to be corrected; an applied one changes the totals.
        if (error === null) {
          if (field) field.value = '';
          enqueue(updateJob(true));
        }
        return;
      }
      case 'remove_coupon':
        if (!hasNotice(answer.text)) return failed(job, 'the answer is not a notice');
        removeNotices(doc);
        showNoticeHtml(doc, answer.text, form(), answer.sanitizer);
        fire(ctx.bus, doc, 'removed_coupon', [job.coupon]);
        return enqueue(updateJob(true));
      case 'update_shipping_method':
        // failed() fires updated_shipping_method itself: WooCommerce fires it once, however the request ended.
        if (!renderTotals(doc, answer.text, answer.sanitizer)) return failed(job, 'the answer has no cart totals');
        fire(ctx.bus, doc, 'updated_cart_totals', []);
        return fire(ctx.bus, doc, 'updated_shipping_method', []);
    }
  };

  const queue = queueOnDemand<CartPageJob>(ctx, { transport: 'admin_ajax' }, {
    send,
    idle: () => markCartBusy(false),
    succeed: (job, output) => succeeded(job, output as JobAnswer),
    fail: (job, error) => {
      // A queue whose code failed to load never goes idle; a next job marks the form busy again.
      markCartBusy(false);
      if (!isAborted(error)) failed(job, error);
    },
  });
  // Busy at once, as WooCommerce blocks the form at the submit, even while the queue's code is loading.
  function enqueue(job: CartPageJob): void {
    markCartBusy(true);
    queue(job);
  }

  /** A link the server printed, followed by a request only when it stays on this site. */
  const pageJob = (href: string | null): CartPageJob | null => {
    const verdict = checkUrl(href ?? '', here());
    // Another origin is left to the browser: the page's request would carry this site's cart session there.
    return verdict.ok && isSameOrigin(verdict.url, here()) ? { kind: 'page', url: verdict.url, preserveNotices: false } : null;
  };

  ctx.listen('document', 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const submitter = target.closest(`${CART_FORM} input[type=submit], ${CART_FORM} button[type=submit]`);
    if (submitter) {
      form()?.querySelectorAll('[clicked]').forEach((other) => other.removeAttribute('clicked'));
      submitter.setAttribute('clicked', 'true');
      return;
    }
    const link = target.closest(`${CART_FORM} .product-remove > a, .woocommerce-cart .restore-item`);
    const removeCoupon = target.closest(`${CART_TOTALS} a.woocommerce-remove-coupon`);
    const toggle = target.closest('.shipping-calculator-button');
    if (link) {
      const job = pageJob(link.getAttribute('href'));
      if (!job) return;
      event.preventDefault();
      enqueue(job);
    } else if (removeCoupon) {
      event.preventDefault();
      enqueue({ kind: 'remove_coupon', coupon: removeCoupon.getAttribute('data-coupon') ?? '' });
    } else if (toggle) {
      event.preventDefault();
      toggleCalculator(toggle);
    }
  });

  const toggleCalculator = (toggle: Element) => {
    const panel = toggle.closest(CALCULATOR)?.querySelector<HTMLElement>('.shipping-calculator-form');
    if (!panel) return;
    togglePanel(panel, toggle);
    // Country selects set their state field up again for the country shown.
    panel.querySelectorAll('select.country_to_state, input.country_to_state').forEach((select) => select.dispatchEvent(new Event('change', { bubbles: true })));
    fire(ctx.bus, doc, 'country_to_state_changed', []);
  };

  ctx.listen('document', 'submit', (event) => {
    const submitted = event.target;
    if (!(submitted instanceof HTMLFormElement)) return;
    if (submitted.matches(CALCULATOR)) {
      event.preventDefault();
      const body = new URLSearchParams(new FormData(submitted) as unknown as Record<string, string>);
      body.set('calc_shipping', 'x');
      const job = pageJob(submitted.getAttribute('action') || here());
      if (job && job.kind === 'page') enqueue({ ...job, body });
      return;
    }
    if (!submitted.matches(CART_FORM)) return;
    const clicked = submitted.querySelector('[clicked="true"]');
    clicked?.removeAttribute('clicked');
    const focused = doc.activeElement;
    const name = clicked?.getAttribute('name');
    if (name === 'update_cart' || (!clicked && focused?.matches('input.qty'))) {
      event.preventDefault();
      enqueue(updateJob(false, clicked?.getAttribute('value') ?? undefined));
    } else if (name === 'apply_coupon' || (!clicked && focused?.id === 'coupon_code')) {
      event.preventDefault();
      const field = couponField();
      enqueue({ kind: 'apply_coupon', code: field?.value.trim() ?? '' });
    }
  });

  // Enter in a quantity updates the cart (the form's default button is "Apply coupon"); Space works the remove links.
  ctx.listen('document', 'keydown', (event) => {
    const key = event as KeyboardEvent;
    clickOnSpace(key, `${CART_FORM} .product-remove > a, ${CART_TOTALS} a.woocommerce-remove-coupon`);
    const input = key.target;
    if (key.key !== 'Enter' || !(input instanceof HTMLInputElement) || !input.matches(`${CART_FORM} input[type=number]`)) return;
    key.preventDefault();
    if (input.form?.reportValidity() !== false) enqueue(updateJob(false));
  });

  /** A cart line's input enables "Update cart"; the coupon field's own input or change clears its error. */
  const edited = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.matches(`${CART_FORM} .cart_item input, ${CART_FORM} .cart_item select`)) enableUpdateButton(doc);
    const field = couponField();
    if (target && target === field) clearCouponError(field);
    return target;
  };
  ctx.listen('document', 'input', edited);

  ctx.listen('document', 'change', (event) => {
    const target = edited(event);
    if (!target?.matches(SHIPPING_INPUTS) || target.closest('.woocommerce-checkout')) return;
    const methods: Record<string, string> = {};
    doc.querySelectorAll<HTMLInputElement | HTMLSelectElement>(SHIPPING_INPUTS).forEach((input) => {
      const index = input.getAttribute('data-index') ?? '0';
      if (input instanceof HTMLSelectElement || input.type === 'hidden' || input.checked) methods[index] = input.value;
    });
    enqueue({ kind: 'update_shipping_method', methods });
  });

  ctx.bus.on('wc_update_cart', (preserveNotices) => enqueue(updateJob(preserveNotices === true)));
  ctx.bus.on('added_to_cart', () => enqueue(updateJob(false)));

  disableUpdateButton(doc);
  doc.querySelectorAll<HTMLElement>('.shipping-calculator-form').forEach((panel) => (panel.style.display = 'none'));
  return enqueue;
}

export function mount(_root: Element, ctx: PluginContext<Settings>): void {
  if (legacyScriptRuns(ctx.browser.document, 'wc-cart')) return;
  ctx.scope.get('cart-page', (scope) => start(scope as PluginContext<Settings>));
}
