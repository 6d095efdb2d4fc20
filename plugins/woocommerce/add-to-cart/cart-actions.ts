/**
 * What answers WooCommerce's add to cart and mini-cart remove (docs/plugins/woocommerce-add-to-cart.md),
 * loaded by the plugin's mount at the first click or cart event (plugin.ts): an archive button with
 * `ajax_add_to_cart` and a product id posts ?wc-ajax=add_to_cart; a mini-cart remove link posts
 * ?wc-ajax=remove_from_cart. Both go through one queue, one request at a time in the order clicked
 * (parallel cart writes race on the server). Other scripts may veto an add
 * (`should_send_ajax_request.adding_to_cart`) and hear adding_to_cart, added_to_cart, removed_from_cart
 * and wc_cart_button_updated with WooCommerce's positional arguments. What WooCommerce does on
 * added_to_cart (the button's state, the "View cart" link, the fragments, the announcement) runs for any
 * source of the event, ours or the page's.
 */
import { isAborted } from '../../../adapters/http-error';
import { checkUrl } from '../../../adapters/safe-url';
import { loadServerHtml, type ServerHtml } from '../../../adapters/server-html-loader';
import { answerWarnings } from '../../../adapters/shapes';
import type { BusEvents } from '../../../kernel/events';
import type { PluginContext } from '../../../kernel/types';
import type { QueuedJob } from '../../../machines/woocommerce/request-queue';
import { loadCartAnswer, type CartAnswerReader } from '../cart-answer-loader';
import '../cart-events';
import { wcAjaxUrl } from '../cart-globals';
import { applyFragments, readFragments } from '../fragments';
import { elementOf, fire } from '../page-events';
import { queueOnDemand } from '../queue-on-demand';
import { removeOwnErrors, showError } from '../shop-notices';
import { ADD_FAILED, ANNOUNCE_DELAY_MS, REMOVE_FAILED } from './cart-texts';
import { announce, liveRegionOf } from './live-region';
import type { Settings } from './plugin';
import { MINI_CART_ITEM } from './selectors';

interface CartJob extends QueuedJob {
  kind: 'add_to_cart' | 'remove_from_cart';
  button: Element;
  fields: Record<string, string>;
}

/** The button's data-* attributes, as WooCommerce posts them (product_id, quantity, product_sku, any other). */
function fieldsOf(button: HTMLElement): Record<string, string> {
  return Object.fromEntries(Object.entries(button.dataset).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export interface CartActions {
  add(button: HTMLElement): void;
  remove(link: HTMLElement): void;
  added(...args: BusEvents['added_to_cart']): void;
  removed(...args: BusEvents['removed_from_cart']): void;
}

export function startCartActions(ctx: PluginContext<Settings>): CartActions {
  const doc = ctx.browser.document;
  const params = ctx.settings.params;
  const warnings = answerWarnings((message) => ctx.log.warn(message));
  const wrap = (element: Element) => ctx.browser.wrap(element);

  /** Follows a server URL only when it passes the safe-url rule. */
  const follow = (raw: string, purpose: string): boolean => {
    const verdict = checkUrl(raw, ctx.browser.address().href);
    if (verdict.ok) ctx.browser.navigate(verdict.url);
    else ctx.log.warn(`${purpose}: not following ${JSON.stringify(raw)} (${verdict.reason})`);
    return verdict.ok;
  };

  const failed = (job: CartJob, problem: string) => {
    job.button.classList.remove('loading');
    job.button.closest(MINI_CART_ITEM)?.classList.remove('processing');
    const text = job.kind === 'add_to_cart' ? ADD_FAILED : REMOVE_FAILED;
    ctx.log.warn(`${job.kind}: ${problem}`);
    showError(doc, text, job.button);
    announce(doc, text);
    // The server may have changed the cart anyway: the mini cart asks for the truth.
    fire(ctx.bus, doc, 'wc_fragment_refresh', []);
  };

  /** The sanitizer, once an answer of ours or another script's fragments needed it (loadServerHtml). */
  let serverHtml: ServerHtml | undefined;

  const answered = (job: CartJob, text: string, { readCartAnswer }: CartAnswerReader) => {
    const answer = readCartAnswer(text, warnings(job.kind));
    if (answer.kind === 'empty') {
      job.button.classList.remove('loading');
      return;
    }
    if (answer.kind === 'bad') return failed(job, answer.problem);
    if (answer.kind === 'refused') {
      if (job.kind === 'add_to_cart' && answer.productUrl && follow(answer.productUrl, 'add_to_cart product_url')) return;
      return failed(job, 'refused');
    }
    if (job.kind === 'add_to_cart' && params.cart_redirect_after_add && params.cart_url && follow(params.cart_url, 'cart_url')) return;
    // What an earlier add or remove said went wrong no longer holds.
    removeOwnErrors(doc);
    const type = job.kind === 'add_to_cart' ? 'added_to_cart' : 'removed_from_cart';
    fire(ctx.bus, doc, type, [answer.fragments, answer.cartHash, wrap(job.button)]);
  };

  const enqueue = queueOnDemand<CartJob>(ctx, { transport: 'admin_ajax' }, {
    send: (job, signal, http) => {
      // The answer's reader and the fragments' sanitizer travel while the request is in flight.
      loadCartAnswer();
      loadServerHtml();
      // endpoints: wc:add_to_cart, wc:remove_from_cart
      return http.request<string>(wcAjaxUrl(params.wc_ajax_url, job.kind), { method: 'POST', body: new URLSearchParams(job.fields), responseType: 'text', signal });
    },
    // Both chunks were started with the request; the sanitizer is in before added_to_cart, whose handler applies the fragments at once.
    succeed: (job, output) => {
      Promise.all([loadCartAnswer(), loadServerHtml()]).then(
        ([reader, sanitizer]) => {
          serverHtml = sanitizer;
          answered(job, output as string, reader);
        },
        (error: unknown) => failed(job, `the answer's reader did not load: ${String(error)}`),
      );
    },
    fail: (job, error) => {
      if (!isAborted(error)) failed(job, String((error as Error)?.message ?? error));
    },
  });

  const add = (button: HTMLElement) => {
    liveRegionOf(doc).textContent = '';
    button.classList.remove('added');
    button.classList.add('loading');
    // Asked on the body, as WooCommerce does: jQuery's triggerHandler does not bubble.
    if (!ctx.browser.ask(doc.body, 'should_send_ajax_request.adding_to_cart', [wrap(button)])) {
      button.classList.remove('loading');
      fire(ctx.bus, doc, 'ajax_request_not_sent.adding_to_cart', [false, false, wrap(button)]);
      return;
    }
    const fields = fieldsOf(button);
    fire(ctx.bus, doc, 'adding_to_cart', [wrap(button), { ...fields }]);
    enqueue({ kind: 'add_to_cart', button, fields });
  };

  const remove = (link: HTMLElement) => {
    link.closest(MINI_CART_ITEM)?.classList.add('processing');
    enqueue({ kind: 'remove_from_cart', button: link, fields: { cart_item_key: link.dataset.cart_item_key ?? '' } });
  };

  // Another script's fragments may hold anything: only the HTML entries are applied.
  const showFragments = (fragments: unknown) => {
    const html = readFragments(fragments);
    if (!html) return;
    const apply = (sanitizer: ServerHtml) => {
      applyFragments(doc, html, sanitizer);
      fire(ctx.bus, doc, 'wc_fragments_loaded', []);
    };
    if (serverHtml) apply(serverHtml);
    // Another script's event before any answer of ours: its fragments wait for the sanitizer's chunk.
    else void loadServerHtml().then((loaded) => apply((serverHtml = loaded)));
  };

  const added: CartActions['added'] = (fragments, _hash, buttonArg) => {
    const button = elementOf(buttonArg);
    if (button) {
      button.classList.remove('loading');
      if (fragments) button.classList.add('added');
      const next = button.nextElementSibling;
      // The "View cart" link takes cart_url only when the safe-URL rule allows it, and then as printed, as WooCommerce writes it.
      const cartUrl = checkUrl(params.cart_url, ctx.browser.address().href);
      if (!cartUrl.ok) ctx.log.warn(`cart_url: no View cart link to ${JSON.stringify(params.cart_url)} (${cartUrl.reason})`);
      if (cartUrl.ok && !params.is_cart && !(next?.matches('.added_to_cart'))) {
        const link = doc.createElement('a');
        link.setAttribute('href', params.cart_url);
        link.className = 'added_to_cart wc-forward';
        link.title = params.i18n_view_cart;
        link.textContent = params.i18n_view_cart;
        button.after(link);
      }
      fire(ctx.bus, doc, 'wc_cart_button_updated', [wrap(button)]);
    }
    showFragments(fragments);
    const message = button?.getAttribute('data-success_message');
    if (message) ctx.clock.setTimeout(() => announce(doc, message), ANNOUNCE_DELAY_MS);
  };

  return { add, remove, added, removed: (fragments) => showFragments(fragments) };
}
