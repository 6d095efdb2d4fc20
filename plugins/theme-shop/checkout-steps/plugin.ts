/**
 * Avada's multi-step checkout on WooCommerce's checkout form
 * (docs/plugins/theme-shop.md#checkout-steps): the nav `.woocommerce-checkout-nav`
 * and the `.continue-checkout` buttons name a step in `data-name` (`col-1`
 * billing and account, `col-2` shipping, `order_review`); one step shows, its
 * nav item is `is-active` and its link `aria-current="step"`. Leaving a step
 * re-validates its shown required fields first; a refusal shows the theme's
 * error banner once at the top of the form, focuses it and scrolls to it.
 * WooCommerce's `checkout_error` scrolls to the checkout notices. The part
 * makes no server call of its own.
 */
import type { SettingsOf } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { checkoutStepsMachine, type StepTrigger } from '../../../machines/theme-shop/checkout-steps';
import '../../jquery-events';
import '../../woocommerce/cart-events';
import '../../woocommerce/checkout/events';
import { createScroller, scrollTargetOf } from '../page-scroll';
import { AVADA_WOO_VARS } from '../settings';
import { removeCheckoutBanners, showCheckoutBanner } from './checkout-banner';
import { validateShownStep } from './required-fields';

export const settings = { vars: AVADA_WOO_VARS };
type Settings = SettingsOf<typeof settings>;

/** Space below the covered top when scrolling to the server's checkout notices. */
export const NOTICE_SCROLL_GAP_PX = 10;

const NAV = '.woocommerce-checkout-nav';
const STEP_LINK = `${NAV} a[data-name], .continue-checkout[data-name]`;
const NOTICE_GROUP = '.woocommerce-NoticeGroup-checkout';
const ACTIVE_ITEM = 'is-active';

/** A step name usable as a class name (`col-1`); anything else names no step. */
const STEP_NAME = /^[A-Za-z_][\w-]*$/;

/** The elements of a step: `order_review` is `#order_review` with its heading, the others a column class. */
function stepElements(form: HTMLFormElement, step: string): HTMLElement[] {
  if (!STEP_NAME.test(step)) return [];
  const selector = step === 'order_review' ? '#order_review, #order_review_heading' : `.${step}`;
  return Array.from(form.querySelectorAll<HTMLElement>(selector));
}

export function mount(element: Element, ctx: PluginContext<Settings>): void {
  const form = element as HTMLFormElement;
  const doc = form.ownerDocument;
  const scroller = ctx.scope.get('scroller', createScroller);
  const nav = doc.querySelector(NAV);
  const navLinks = () => Array.from(doc.querySelectorAll<HTMLAnchorElement>(`${NAV} a[data-name]`));
  const steps = [...new Set(navLinks().map((link) => link.dataset.name ?? ''))].filter((step) => stepElements(form, step).length > 0);
  const message = ctx.settings.vars.woocommerce_checkout_error;

  const showStep = (step: string, focus: boolean) => {
    const shown = stepElements(form, step);
    ctx.write(() => {
      for (const other of steps) for (const part of stepElements(form, other)) part.style.display = other === step ? 'block' : 'none';
      for (const link of navLinks()) {
        const active = link.dataset.name === step;
        link.parentElement?.classList.toggle(ACTIVE_ITEM, active);
        if (active) link.setAttribute('aria-current', 'step');
        else link.removeAttribute('aria-current');
      }
    });
    const panel = shown.find((part) => part.id !== 'order_review_heading') ?? shown[0];
    if (!focus || !panel) return;
    if (!panel.hasAttribute('tabindex')) panel.tabIndex = -1;
    panel.focus({ preventScroll: true });
  };

  const scrollToSteps = () => {
    // Avada scrolls back up only when the page was scrolled at all.
    if (ctx.browser.scrollPosition().y <= 0) return;
    const anchor = doc.querySelector('.woo-tabs-horizontal') ? nav : (doc.querySelector('.woocommerce-content-box.avada-checkout') ?? nav);
    if (anchor) scroller.to(scrollTargetOf(ctx, anchor));
  };

  const showBanner = () => {
    const banner = ctx.write(() => showCheckoutBanner(form, message));
    ctx.bus.emit('avada_checkout_error', message);
    banner.focus({ preventScroll: true });
    scroller.to(scrollTargetOf(ctx, banner));
  };

  const scrollToNotices = () => {
    // WooCommerce has started its own scroll (jQuery's animate on html and body): stop it, as Avada does.
    for (const root of [doc.documentElement, doc.body]) (ctx.browser.wrap(root) as { stop?: () => void }).stop?.();
    const notices = form.querySelector(NOTICE_GROUP) ?? doc.querySelector(NOTICE_GROUP) ?? form.querySelector('.woocommerce-error');
    if (notices) scroller.to(scrollTargetOf(ctx, notices, NOTICE_SCROLL_GAP_PX));
  };

  const initial = navLinks().find((link) => link.parentElement?.classList.contains(ACTIVE_ITEM))?.dataset.name;
  const actor = ctx.spawn(
    checkoutStepsMachine.provide({
      actions: {
        showStep: (_args, { step, focus }) => showStep(step, focus),
        scrollToSteps,
        showBanner,
        clearBanner: () => ctx.write(() => removeCheckoutBanners(doc)),
        scrollToNotices,
      },
    }),
    { input: { steps, active: initial } },
  );
  if (steps.length > 0) showStep(actor.getSnapshot().context.active, false);

  ctx.listen<MouseEvent>('document', 'click', (event) => {
    const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(STEP_LINK);
    if (!trigger || steps.length === 0) return;
    event.preventDefault();
    const via: StepTrigger = trigger.matches('.continue-checkout') ? 'continue' : 'nav';
    // A banner from an earlier refusal goes before the fields are judged again, as in Avada.
    ctx.write(() => removeCheckoutBanners(doc));
    const valid = validateShownStep(form, ctx.browser);
    actor.send({ type: 'GO', to: trigger.dataset.name ?? '', via, valid });
  });

  ctx.bus.on('checkout_error', () => actor.send({ type: 'SERVER_ERROR' }));
  // WooCommerce re-renders parts of the form: the step shown stays the only one.
  const refresh = () => {
    if (steps.length > 0) actor.send({ type: 'REFRESH' });
  };
  ctx.bus.on('updated_checkout', refresh);
  ctx.bus.on('updated_wc_div', refresh);
  ctx.bus.on('ajaxComplete', refresh);
}
