/**
 * Avada's ajax add to cart of a variations form (docs/plugins/theme-shop.md#add-to-cart):
 * the form's submit (its button or Enter) is posted by ajax to the form's
 * action with `wc-ajax=get_refreshed_fragments` added, so WooCommerce's form
 * handler adds the item and the fragments endpoint answers; the body is the
 * form's fields, url-encoded as jQuery serialises them, without `product_id`.
 * `{error, product_url}` sends the browser to the product page;
 * `{fragments, cart_hash}` fires WooCommerce's `added_to_cart` with
 * (fragments, cart_hash, $button). A failed request or an unusable answer
 * shows an error notice; the form keeps what the shopper chose.
 * A button WooCommerce marks `disabled` (no variation chosen) is left to
 * WooCommerce's variation script.
 */
import { fromPromise } from 'xstate';
import { isAborted, isHttpError, MESSAGES } from '../../../adapters/http-error';
import { answerWarnings } from '../../../adapters/shapes';
import { unsafeUrlWarner } from '../../../adapters/safe-url';
import type { PluginContext } from '../../../kernel/types';
import { variationAddToCartMachine, type AddToCartOutcome } from '../../../machines/theme-shop/variation-add-to-cart';
import '../../woocommerce/cart-events';
import { clearBanner, showErrorBanner } from '../notices';
import { outcomeOf } from './answer';

/** The query flag that makes the product page answer with the refreshed cart fragments. */
export const FRAGMENTS_FLAG = ['wc-ajax', 'get_refreshed_fragments'] as const;
const ENDPOINT = 'POST {product form action}?wc-ajax=get_refreshed_fragments';
/** The kind of notice this part shows (one at a time). */
const NOTICE_KIND = 'add-to-cart';
/** What jQuery's ajax sends with a serialized form. */
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };
const BUTTON = '.single_add_to_cart_button';

/** The form action with the fragments flag added to its query. */
export function addToCartAddress(form: HTMLFormElement): string {
  const url = new URL(form.getAttribute('action') || form.ownerDocument.baseURI, form.ownerDocument.baseURI);
  url.searchParams.set(...FRAGMENTS_FLAG);
  return url.href;
}

/** The form's fields as jQuery's serialize() sends them (no buttons, no files), without product_id. */
export function addToCartBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (name !== 'product_id' && typeof value === 'string') body.append(name, value);
  }
  return body;
}

export function mountVariationForm(form: HTMLFormElement, ctx: PluginContext): void {
  const doc = form.ownerDocument;
  const http = ctx.http({ transport: 'admin_ajax' });
  const warn = ctx.scope.get('answer-warnings', (scope) => answerWarnings((message) => scope.log.warn(message)))(ENDPOINT);
  const warnUnsafe = ctx.scope.get('unsafe-urls', (scope) => unsafeUrlWarner(scope.log));
  const button = () => form.querySelector<HTMLElement>(BUTTON);

  const showNotice = (text: string) => ctx.write(() => showErrorBanner(doc, NOTICE_KIND, text, form));

  const send = async (signal: AbortSignal): Promise<AddToCartOutcome> => {
    const body = addToCartBody(form);
    const trigger = button();
    if (trigger) ctx.bus.emit('adding_to_cart', ctx.browser.wrap(trigger), Object.fromEntries(body));
    // endpoint: avada:add-to-cart-form
    const text = await http.request<string>(addToCartAddress(form), { method: 'POST', body, headers: FORM_HEADERS, responseType: 'text', signal });
    return outcomeOf(text, doc.baseURI, warn, (url) => warnUnsafe(url, doc.baseURI, 'product page'));
  };

  const actor = ctx.spawn(
    variationAddToCartMachine.provide({
      actors: { addToCart: fromPromise(({ signal }) => send(signal)) },
      actions: {
        startLoading: () =>
          ctx.write(() => {
            clearBanner(doc, NOTICE_KIND);
            button()?.classList.remove('added');
            button()?.classList.add('loading');
            button()?.setAttribute('aria-busy', 'true');
          }),
        stopLoading: () =>
          ctx.write(() => {
            button()?.classList.remove('loading');
            button()?.removeAttribute('aria-busy');
          }),
        redirect: (_args, { url }) => ctx.browser.navigate(url),
        announceAdded: (_args, { fragments, cartHash }) => {
          const trigger = button();
          if (trigger) ctx.write(() => trigger.classList.add('added'));
          ctx.bus.emit('added_to_cart', fragments, cartHash, trigger ? ctx.browser.wrap(trigger) : undefined);
        },
        showUnexpectedAnswer: () => showNotice(MESSAGES.parse),
        showFailure: (_args, { error }) => {
          if (isAborted(error)) return;
          ctx.log.debug('variation add to cart failed', error);
          showNotice(isHttpError(error) ? error.message : MESSAGES.network);
        },
      },
    }),
  );
  ctx.listen<SubmitEvent>(form, 'submit', (event) => {
    if (event.defaultPrevented || button()?.classList.contains('disabled')) return;
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  });
}
