/**
 * The cart page's theme layer (docs/plugins/theme-shop.md#cart-page): Avada's
 * update-cart link and coupon control, and the live cart update: a quantity
 * change POSTs live_update_cart and the answer updates the page, with the last
 * intent winning. The requests go through the cart request queue WooCommerce's
 * cart writes use, a job per line: the newest quantity of a line replaces one
 * waiting, and the answer to a line that already has a newer one waiting is
 * not applied. One actor per page (the cart form is re-rendered by
 * WooCommerce's cart script; the queue outlives it); listeners are delegated
 * on the document for the same reason.
 */
import { isAborted, isHttpError } from '../../../adapters/http-error';
import { answerWarnings, type SettingsOf, type Warn } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { requestQueueMachine } from '../../../machines/woocommerce/request-queue';
import { sendJob } from '../../woocommerce/queue-job';
import '../events';
import { clearBanner, showErrorBanner } from '../notices';
import { AVADA_WOO_VARS } from '../settings';
import { applyCartUpdate } from './apply-update';
import { APPLY_COUPON, applyCoupon, THEME_COUPON_FIELD, UPDATE_LINKS, updateCart } from './controls';
import { LIVE_UPDATE_ENDPOINT, readLiveAnswer } from './live-answer';
import { isLockedAction, lockCart, unlockCart } from './lock';
import { intentOf, type CartIntent } from './quantity-intent';

export const settings = { vars: AVADA_WOO_VARS };
type Settings = SettingsOf<typeof settings>;

const NOTICE = 'live-cart';

/** A cart line's intent as a queued job: the line's key coalesces its waiting quantities. */
type LineJob = CartIntent & { coalesce: string };
const FAILED = 'The cart could not be updated. Please try again.';
const EXPIRED = 'The cart could not be updated because the page has expired. Please reload the page and try again.';

/** The shopper-facing text for a failed request. */
function failureText(error: unknown): string {
  return isHttpError(error) && error.kind === 'status' && error.status === 403 ? EXPIRED : FAILED;
}

function startLiveCart(ctx: PluginContext<Settings>) {
  const doc = ctx.browser.document;
  const http = ctx.http({ transport: 'admin_ajax', ajaxUrl: ctx.settings.vars.ajaxurl });
  const warn: Warn = answerWarnings((message) => ctx.log.warn(message))(LIVE_UPDATE_ENDPOINT);
  const form = () => doc.querySelector('form.woocommerce-cart-form');
  // What the server holds per line, as far as this page knows: a change back to it while idle sends nothing.
  const confirmed = new Map<string, number>();

  const actor = ctx.spawn(
    requestQueueMachine.provide({
      actions: {
        idle: () => unlockCart(doc),
        succeed: (_, { job, output: answer, superseded }) => {
          if (superseded) return;
          const intent = job as LineJob;
          const reading = readLiveAnswer(answer, intent.key, warn);
          if ('update' in reading) {
            confirmed.set(intent.key, intent.quantity);
            clearBanner(doc, NOTICE);
            applyCartUpdate(doc, intent, reading.update);
            ctx.bus.emit('theme-shop:cart-count', reading.update.count);
          } else showErrorBanner(doc, NOTICE, 'refused' in reading ? reading.refused : FAILED, form());
        },
        fail: (_, { error, superseded }) => {
          if (superseded || isAborted(error)) return;
          ctx.log.warn(`${LIVE_UPDATE_ENDPOINT} failed:`, error);
          showErrorBanner(doc, NOTICE, failureText(error), form());
        },
      },
      actors: {
        send: sendJob<LineJob>((intent, signal) => {
          // Locked again for each request: an applied answer brings fresh, unlocked totals.
          lockCart(doc);
          // endpoint: avada:live_update_cart
          return http.call({ route: 'live_update_cart', action: 'live_update_cart' }, { cart_item_key: intent.key, quantity: intent.quantity, security: ctx.settings.vars.cart_nonce }, { signal });
        }),
      },
    }),
  );

  ctx.listen('document', 'change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches('.woocommerce-cart-form input.qty')) return;
    const parsed = intentOf(input);
    if (!parsed) return;
    if ('problem' in parsed) {
      showErrorBanner(doc, NOTICE, parsed.problem, form());
      return;
    }
    const { intent } = parsed;
    // "3.7" goes as 3: the field shows the quantity the cart will hold.
    if (input.value !== String(intent.quantity)) input.value = String(intent.quantity);
    const known = confirmed.get(intent.key) ?? Number.parseInt(input.defaultValue, 10);
    if (actor.getSnapshot().matches('idle') && known === intent.quantity) clearBanner(doc, NOTICE);
    else actor.send({ type: 'ENQUEUE', job: { ...intent, coalesce: intent.key } satisfies LineJob });
  });

  ctx.listen('document', 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (isLockedAction(target)) {
      event.preventDefault();
      return;
    }
    if (target.closest(UPDATE_LINKS)) {
      event.preventDefault();
      updateCart(doc);
    } else if (target.closest(APPLY_COUPON)) {
      event.preventDefault();
      applyCoupon(doc);
    }
  });

  // The theme's coupon field sits outside any form: Enter applies the code too.
  ctx.listen('document', 'keydown', (event) => {
    const key = event as KeyboardEvent;
    if (key.key === 'Enter' && key.target instanceof Element && key.target.matches(THEME_COUPON_FIELD)) {
      key.preventDefault();
      applyCoupon(doc);
    }
  });
  return actor;
}


export function mount(_form: Element, ctx: PluginContext<Settings>): void {
  // Avada's live cart posts with Avada's nonce: a WooCommerce cart page without the theme has neither.
  if (ctx.global('avadaWooCommerceVars') === undefined) return;
  ctx.scope.get('live-cart', (scope) => startLiveCart(scope as PluginContext<Settings>));
}
