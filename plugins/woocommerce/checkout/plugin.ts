/**
 * WooCommerce's classic checkout without checkout.js (docs/plugins/woocommerce-checkout.md):
 * the order review refreshed over update_order_review (debounced, last intent
 * wins), payment method boxes, the ship-to-different-address toggle, inline
 * validation, and the order placed over ?wc-ajax=checkout with the page's
 * vetoable hooks, its errors shown and its redirect followed; the login and
 * terms toggles (toggles.ts).
 */
import { fromPromise } from 'xstate';
import { isAborted } from '../../../adapters/http-error';
import { loadEarly } from '../../../adapters/load-early';
import { safeUrl, unsafeUrlWarner } from '../../../adapters/safe-url';
import { loadServerHtml, type ServerHtml } from '../../../adapters/server-html-loader';
import { answerWarnings, type SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { checkoutMachine, type PlaceOrderOutcome } from '../../../machines/woocommerce/checkout';
import { markBusy } from '../busy';
import { repeatsPrinted } from '../inert-markup';
import { startedSoon } from '../../started-soon';
import { legacyScriptRuns } from '../legacy-scripts';
import type { ReviewAnswer } from './answers';
import { loadCheckoutAnswers, type CheckoutAnswers } from './answers-loader';
import './events';
import { clearVerdict, judge, VALIDATED_FIELDS } from './field-validation';
import { FORM_HEADERS, isShown, missingAddressFields, reviewBody, serialize } from './form-data';
import { initPaymentMethods, onMethodChange, showChosenMethod } from './payment-methods';
import { applyFragments, clearNotices, errorNotice, printedBlocks, revealNotices, serverNodes, showNoticeGroup, textOf } from './server-markup';
import { WC_CHECKOUT_PARAMS, wcAjaxUrl } from './settings';
import { bindToggles } from './toggles';

export const settings = { params: WC_CHECKOUT_PARAMS };
type Context = PluginContext<SettingsOf<typeof settings>>;

/** WooCommerce waits this long after the last key in an address field before it refreshes the review. */
export const TYPING_PAUSE_MS = 1000;
/** Shown when the order review could not be refreshed (WooCommerce shows nothing and leaves stale totals). */
export const REVIEW_FAILED = 'Your order could not be updated. Please check your details and try again.';

/** Changes that refresh the order review at once. */
const UPDATE_ON_CHANGE = [
  'select.shipping_method',
  'input[name^="shipping_method"]',
  '#ship-to-different-address input',
  '.update_totals_on_change select',
  '.update_totals_on_change input[type="radio"]',
  '.update_totals_on_change input[type="checkbox"]',
  '.address-field select',
].join(', ');
/** Text fields whose typing refreshes the review after a pause. */
const UPDATE_ON_TYPING = '.address-field input.input-text, .update_totals_on_change input.input-text';
/** The blocks update_order_review answers with fresh markup. */
const REVIEW_BLOCK_KEYS = ['.woocommerce-checkout-payment', '.woocommerce-checkout-review-order-table'];
const REVIEW_BLOCKS = REVIEW_BLOCK_KEYS.join(', ');
const ADDRESS_SECTIONS = '.woocommerce-billing-fields, .woocommerce-shipping-fields';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** A review answer as its request hands it over: read, as parsed, and the sanitizer where it has markup to show. */
interface ReviewArrival {
  answer: ReviewAnswer;
  raw: unknown;
  sanitizer: ServerHtml | undefined;
}

export function mount(element: Element, ctx: Context) {
  const doc = ctx.browser.document;
  // Like checkout.js, nothing to do where WooCommerce did not print its global (the form is not its checkout).
  if (!(element instanceof HTMLFormElement) || ctx.global('wc_checkout_params') === undefined || legacyScriptRuns(doc, 'wc-checkout')) return;
  const form = element;
  const params = ctx.settings.params;
  const http = ctx.http({ transport: 'admin_ajax' });
  const warnings = answerWarnings((message) => ctx.log.warn(message));
  const reviewWarn = warnings('update_order_review');
  const checkoutWarn = warnings('checkout', 'showing the checkout error');
  const warnUnsafe = unsafeUrlWarner(ctx.log);
  const reducedMotion = () => ctx.browser.matchesMedia('(prefers-reduced-motion: reduce)');
  const appliedFragments = new Map<string, string>();
  let keepShippingMethod = false;
  let typingTimer: number | undefined;
  let dirtyField: Field | null = null;
  /** The sanitizer, once a request of ours has loaded it (a failed order's messages are shown with it). */
  let serverHtml: ServerHtml | undefined;
  /** The review blocks as printed, until the first review answer is compared with them (needsSanitizer). */
  const printed = printedBlocks(doc, REVIEW_BLOCK_KEYS);

  const loadSanitizer = () => loadServerHtml().then((sanitizer) => (serverHtml = sanitizer));

  /**
   * The answers' readers, and the sanitizer unless told not to, started as a request is sent so they
   * travel while it is in flight, and awaited with its answer: a chunk that does not load fails the
   * request, with its error.
   */
  const loadForAnswer = (sanitizer = true): Promise<CheckoutAnswers> =>
    loadEarly(Promise.all([loadCheckoutAnswers(), sanitizer ? loadSanitizer() : undefined]).then(([readers]) => readers));

  /**
   * Whether a review answer has markup to show. The first one is compared with the blocks as printed:
   * at load it usually repeats them, and those are marked applied, so the refresh every checkout makes
   * at load brings no sanitizer.
   */
  const needsSanitizer = (answer: ReviewAnswer) => {
    for (const [selector, html] of Object.entries(answer.fragments)) {
      const copy = printed.get(selector);
      if (copy && repeatsPrinted(doc, html, [copy])) appliedFragments.set(selector, html);
    }
    printed.clear();
    if (answer.reload) return false;
    return answer.result === 'failure' || Object.entries(answer.fragments).some(([selector, html]) => appliedFragments.get(selector) !== html);
  };

  form.noValidate = true;

  const setBusy = (busy: boolean) => form.querySelectorAll(REVIEW_BLOCKS).forEach((block) => markBusy(block, busy));

  const noteMethod = onMethodChange(initPaymentMethods(form), () => ctx.bus.emit('payment_method_selected'));

  const judgeAll = () => form.querySelectorAll<Field>(VALIDATED_FIELDS).forEach((field) => judge(field));

  /** `fromServer`: the failed checkout's own messages (linked to their fields), else our error text. */
  const showErrors = (messages: Node[], fromServer = false) => {
    clearNotices(doc);
    const group = showNoticeGroup(form, 'checkout', messages, { linked: fromServer });
    form.classList.remove('processing');
    judgeAll();
    revealNotices(group, reducedMotion());
    ctx.bus.emit('checkout_error', group.outerHTML);
  };

  /** Saves what the shopper set inside fragments about to be replaced, so a refresh does not lose it. */
  const keptInputs = () => {
    const terms = form.querySelector<HTMLInputElement>('#terms')?.checked;
    const boxes = Array.from(form.querySelectorAll<Field>('.payment_box :is(input, select, textarea)[id]'))
      .filter((field) => !(field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')))
      .map((field) => [field.id, field.value] as const);
    return () => {
      const termsBox = form.querySelector<HTMLInputElement>('#terms');
      if (termsBox && terms !== undefined) termsBox.checked = terms;
      for (const [id, value] of boxes) {
        const field = doc.getElementById(id);
        if (isField(field) && field.closest('.payment_box') && form.contains(field)) field.value = value;
      }
    };
  };

  /**
   * WooCommerce's checkout error, `i18n_checkout_error` (HTML: it links to the orders). After a
   * request that failed, the sanitizer may not be in yet: it is awaited, and where its chunk does
   * not load either, the error's text is shown.
   */
  const showCheckoutError = () => {
    const html = `<ul class="woocommerce-error" role="alert"><li>${params.i18n_checkout_error}</li></ul>`;
    if (serverHtml) return showErrors(serverNodes(doc, html, serverHtml));
    loadServerHtml().then(
      (sanitizer) => showErrors(serverNodes(doc, html, (serverHtml = sanitizer))),
      () => showErrors([errorNotice(doc, textOf(doc, params.i18n_checkout_error))]),
    );
  };

  /** The notices of the last review (its failure messages, or ours when it could not be had). */
  const removeReviewNotices = () => doc.querySelectorAll('.woocommerce-NoticeGroup-updateOrderReview').forEach((group) => group.remove());

  const applyReview = ({ answer, raw, sanitizer }: ReviewArrival) => {
    if (answer.reload) {
      ctx.browser.navigate(ctx.browser.address().href);
      return;
    }
    // As checkout.js does with every answer: what an earlier review said no longer holds.
    removeReviewNotices();
    // Without a sanitizer the answer had nothing to show (needsSanitizer).
    if (sanitizer) {
      const restore = keptInputs();
      for (const selector of applyFragments(doc, answer.fragments, appliedFragments, sanitizer)) reviewWarn(`fragments.${selector}`, 'not a usable selector');
      restore();
      if (answer.result === 'failure') {
        const group = showNoticeGroup(form, 'updateOrderReview', serverNodes(doc, answer.messages, sanitizer));
        judgeAll();
        revealNotices(group, reducedMotion());
      }
    }
    if (!form.isConnected) return;
    noteMethod(initPaymentMethods(form));
    ctx.bus.emit('updated_checkout', raw);
  };

  const placeOrderRequest = async (signal: AbortSignal): Promise<PlaceOrderOutcome> => {
    const loading = loadForAnswer();
    // No time-out, as checkout.js has none: a slow payment gateway may still take the order, and
    // an error shown before it answers would invite a second order (and a second charge).
    // endpoint: wc:checkout
    const text = await http.request<string>(params.checkout_url, { method: 'POST', body: serialize(form).toString(), headers: FORM_HEADERS, responseType: 'text', signal, timeoutMs: null });
    const { parseJson, readCheckoutAnswer } = await loading;
    const json = parseJson(text);
    if (!json.ok) {
      checkoutWarn('', 'not JSON');
      return { kind: 'failure', messages: '', refresh: false, reload: false };
    }
    const outcome = readCheckoutAnswer(json.value, checkoutWarn);
    if (outcome.kind !== 'success') return outcome;
    const base = ctx.browser.address().href;
    const redirect = safeUrl(outcome.redirect, base);
    if (redirect) return { ...outcome, redirect };
    warnUnsafe(outcome.redirect, base, 'order-received');
    return { kind: 'failure', messages: '', refresh: false, reload: false };
  };

  // Started at its first event (submit, update_checkout) or a task after the mount.
  const machine = startedSoon(ctx.clock, () => ctx.spawn(
    checkoutMachine.provide({
      actions: {
        blockReview: () => setBusy(true),
        unblockReview: () => setBusy(false),
        applyReview: (_, { answer }) => applyReview(answer as ReviewArrival),
        reviewFailed: (_, { error }) => {
          if (isAborted(error)) return;
          ctx.log.warn('update_order_review failed:', error);
          removeReviewNotices();
          const group = showNoticeGroup(form, 'updateOrderReview', [errorNotice(doc, REVIEW_FAILED)]);
          revealNotices(group, reducedMotion());
        },
        blockForm: () => markBusy(form, true),
        unblockForm: () => markBusy(form, false),
        leave: (_, { outcome }) => {
          // A gateway may take over here (3-D Secure and the like) by returning false.
          if (ctx.browser.ask(form, 'checkout_place_order_success', [outcome.answer, ctx.browser.wrap(form)])) ctx.browser.navigate(outcome.redirect);
        },
        showErrors: (_, { outcome }) => {
          if (outcome.reload) {
            ctx.browser.navigate(ctx.browser.address().href);
            return;
          }
          if (outcome.refresh) ctx.bus.emit('update_checkout');
          // A failure with messages was read after the sanitizer came (placeOrderRequest).
          if (outcome.messages) showErrors(serverNodes(doc, outcome.messages, serverHtml!), true);
          else showCheckoutError();
        },
        submitFailed: (_, { error }) => {
          if (isAborted(error)) return;
          ctx.log.warn('checkout failed:', error);
          showCheckoutError();
        },
      },
      guards: {
        hooksAllow: () => {
          const $form = ctx.browser.wrap(form);
          const method = form.querySelector<HTMLInputElement>('input[name="payment_method"]:checked')?.value ?? '';
          return ctx.browser.ask(form, 'checkout_place_order', [$form]) && ctx.browser.ask(form, `checkout_place_order_${method}`, [$form]);
        },
      },
      actors: {
        updateOrderReview: fromPromise<unknown>(async ({ signal }) => {
          const body = reviewBody(form, { nonce: params.update_order_review_nonce, updateShippingMethod: !keepShippingMethod });
          // Until the first answer is compared with the page, the sanitizer waits to be needed.
          const loading = loadForAnswer(printed.size === 0);
          // endpoint: wc:update_order_review
          const text = await http.request<string>(wcAjaxUrl(params, 'update_order_review'), { method: 'POST', body: body.toString(), headers: FORM_HEADERS, responseType: 'text', signal });
          const readers = await loading;
          const json = readers.parseJson(text);
          if (!json.ok) throw new Error('update_order_review answered something other than JSON');
          const answer = readers.readReviewAnswer(json.value, reviewWarn);
          const sanitizer = needsSanitizer(answer) ? await loadSanitizer() : undefined;
          return { answer, raw: json.value, sanitizer } satisfies ReviewArrival;
        }),
        placeOrder: fromPromise(({ signal }) => placeOrderRequest(signal)),
      },
    }),
  ));

  const requestUpdate = (args?: unknown) => {
    keepShippingMethod = typeof args === 'object' && args !== null && (args as { update_shipping_method?: unknown }).update_shipping_method === false;
    machine().send({ type: 'UPDATE' });
  };

  /** WooCommerce skips a refresh while a shown required address field of the section is still empty. */
  const triggerUpdate = (field: Field) => {
    const section = field.closest(ADDRESS_SECTIONS);
    if (section && field.matches(UPDATE_ON_TYPING) && missingAddressFields(section, form).length > 0) return;
    ctx.bus.emit('update_checkout', { current_target: ctx.browser.wrap(field) });
  };

  const toggleShippingAddress = () => {
    const checked = form.querySelector<HTMLInputElement>('#ship-to-different-address input')?.checked === true;
    form.querySelectorAll<HTMLElement>('div.shipping_address').forEach((box) => {
      box.style.display = checked ? '' : 'none';
    });
  };

  ctx.listen(form, 'input', (event) => {
    if (isField(event.target) && event.target.matches(VALIDATED_FIELDS)) clearVerdict(event.target);
  });
  ctx.listen(form, 'focusout', (event) => {
    if (isField(event.target) && event.target.matches(VALIDATED_FIELDS) && isShown(event.target, form)) judge(event.target);
  });
  ctx.listen(form, 'change', (event) => {
    const field = event.target;
    if (!isField(field)) return;
    if (field.matches(VALIDATED_FIELDS)) judge(field);
    if (field.name === 'payment_method') noteMethod(showChosenMethod(form));
    if (field.matches('#ship-to-different-address input')) toggleShippingAddress();
    if (field.matches(UPDATE_ON_CHANGE)) ctx.bus.emit('update_checkout', { current_target: ctx.browser.wrap(field) });
    else if (field === dirtyField) {
      ctx.clock.clearTimeout(typingTimer);
      dirtyField = null;
      triggerUpdate(field);
    }
  });
  ctx.listen<KeyboardEvent>(form, 'keydown', (event) => {
    const field = event.target;
    if (event.key === 'Tab' || !isField(field) || !field.matches(UPDATE_ON_TYPING)) return;
    dirtyField = field;
    ctx.clock.clearTimeout(typingTimer);
    typingTimer = ctx.clock.setTimeout(() => {
      dirtyField = null;
      triggerUpdate(field);
    }, TYPING_PAUSE_MS);
  });
  ctx.listen(form, 'submit', (event) => {
    event.preventDefault();
    machine().send({ type: 'SUBMIT' });
  });

  ctx.bus.on('update_checkout', requestUpdate);
  ctx.bus.on('init_checkout', () => ctx.bus.emit('update_checkout'));

  bindToggles(form, ctx, params.option_guest_checkout === 'yes');
  toggleShippingAddress();
  // A task later still: the first refresh runs the machine's first transitions.
  if (params.is_checkout) ctx.clock.setTimeout(() => ctx.bus.emit('init_checkout'), 0);
}
