/**
 * WooCommerce's variations form without jQuery (docs/plugins/woocommerce-variations-form.md):
 * the attribute selects choose a variation from `data-product_variations`, or
 * from `?wc-ajax=get_variation` when the form carries `false`; the form fires
 * WooCommerce's events with their positional arguments (check_variations,
 * woocommerce_variation_select_change, update_variation_values,
 * found_variation, show_variation, reset_data, reset_image, hide_variation,
 * woocommerce_variation_has_changed, announce_reset) and does what
 * WooCommerce's own handlers of those events do, for any source of the event,
 * ours or the page's: prunes the options, shows the variation's price,
 * availability, SKU, weight, dimensions and image, enables the add-to-cart
 * button. `reload_product_variations` reads the variations again. A
 * variation address (`?attribute_pa_color=blue`) preselects the choice.
 * The variation's HTML (price, availability, description) comes with the
 * sanitizer's chunk and its image with the swap's (./image), which the mount
 * does not ask for: both at the first touch of the form (code-at-first-touch.ts).
 * Stands down where the page loads WooCommerce's add-to-cart-variation.js.
 */
import { fromPromise } from 'xstate';
import { isAborted } from '../../../adapters/http-error';
import type { EventName, BusEvents } from '../../../kernel/events';
import type { PluginContext } from '../../../kernel/types';
import { choiceOf, optionStates, type Choice, type Variation } from '../../../machines/woocommerce/variation-match';
import { variationsFormMachine } from '../../../machines/woocommerce/variations-form';
import { wcAjaxUrl } from '../cart-globals';
import { legacyScriptRuns } from '../legacy-scripts';
import { fire } from '../page-events';
import { codeAtFirstTouch } from './code-at-first-touch';
import { fitQuantity, resetDetails, showDetails } from './details';
import { galleryOf, imageSwapped } from './gallery';
import './events';
import { originalOptions, pruneSelect } from './options';
import { settings, type VariationsFormSettings } from './settings';
import { variationBlock } from './variation-block';
import { readVariationAnswer, readVariations } from './variations';

export { settings };

const SELECTS = '.variations select';
const BUTTON = '.single_add_to_cart_button';
const RESET = '.reset_variations';
const VARIATION_ID = 'input[name="variation_id"], input.variation_id';
const NO_MATCH = 'wc-no-matching-variations';
/** Shown when get_variation failed (WooCommerce shows nothing). */
export const LOOKUP_FAILED = 'The options of this product could not be checked. Please try again.';
/** WooCommerce clears the reset announcement this long after writing it. */
export const ANNOUNCE_CLEAR_MS = 1000;

const attributeName = (select: HTMLSelectElement) => select.dataset.attribute_name || select.name;

/** A choice passed with check_variations (WooCommerce's `{ data, count, chosenCount }`), or null. */
function passedChoice(value: unknown): Choice | null {
  const data = (value as { data?: unknown } | null)?.data;
  if (data === null || typeof data !== 'object') return null;
  return choiceOf(Object.fromEntries(Object.entries(data).map(([name, chosen]) => [name, typeof chosen === 'string' ? chosen : ''])));
}

export function mount(element: Element, ctx: PluginContext<VariationsFormSettings>): void {
  const form = element as HTMLFormElement;
  const doc = ctx.browser.document;
  // WooCommerce's script starts only where its params are printed.
  if (legacyScriptRuns(doc, 'wc-add-to-cart-variation') || ctx.global('wc_add_to_cart_variation_params') === undefined) return;
  const params = ctx.settings.params;
  const product = form.closest('.product') ?? doc;
  const http = ctx.http({ transport: 'admin_ajax' });
  // The image swap comes at the first touch or the first image to show; a late image is never a stale one.
  const image = codeAtFirstTouch(ctx, form, () => import('./image'));
  const showImage = (variation: Variation | null) => {
    const gallery = galleryOf(form);
    if (gallery) image.write(({ updateImage }) => updateImage(ctx, gallery, variation));
  };
  const selects = () => Array.from(form.querySelectorAll<HTMLSelectElement>(SELECTS));
  const single = () => form.querySelector<HTMLElement>('.single_variation');
  const block = variationBlock(ctx, form, params.i18n_unavailable_text);

  // A variation address preselects what the selects have not chosen yet (a cached page may lack the server's choice).
  const address = ctx.browser.address().searchParams;
  for (const select of selects()) {
    const wanted = address.get(attributeName(select));
    if (select.value === '' && wanted && Array.from(select.options).some((option) => option.value === wanted)) select.value = wanted;
  }
  const originals = new Map(selects().map((select) => [select, originalOptions(select)]));
  form.querySelector<HTMLElement>('.single_variation_wrap')?.style.removeProperty('display');

  /** The notice under `.single_variation` (one at a time; the next change of a select removes it). */
  const showNotice = (kind: 'woocommerce-info' | 'woocommerce-error', text: string) => {
    const target = single();
    if (!target || form.querySelector(`.${NO_MATCH}`)) return;
    const notice = doc.createElement('p');
    notice.className = `${NO_MATCH} ${kind}`;
    notice.setAttribute('role', kind === 'woocommerce-error' ? 'alert' : 'status');
    notice.textContent = text;
    target.after(notice);
  };

  const emit = <K extends EventName>(type: K, args: BusEvents[K], target: Element = form) => fire(ctx.bus, doc, type, args, target);
  const readChoice = () => choiceOf(Object.fromEntries(selects().map((select) => [attributeName(select), select.value])));
  const variations = () => actor.getSnapshot().context.variations;

  const actor = ctx.spawn(
    variationsFormMachine.provide({
      actions: {
        announceStart: () => {
          emit('check_variations', []);
          emit('wc_variation_form', [{ $form: ctx.browser.wrap(form), variationData: variations(), useAjax: variations() === false, getChosenAttributes: readChoice }]);
        },
        requestCheck: () => emit('check_variations', []),
        updateValues: () => emit('update_variation_values', []),
        found: (_, { variation }) => emit('found_variation', [variation]),
        noMatch: (_, { notice }) => {
          emit('reset_data', []);
          if (notice) showNotice('woocommerce-info', params.i18n_no_matching_variations_text);
        },
        resetData: () => emit('reset_data', []),
        showReset: (_, { shown }) => {
          for (const link of form.querySelectorAll<HTMLElement>(RESET)) link.style.visibility = shown ? 'visible' : 'hidden';
        },
        block: () => form.setAttribute('aria-busy', 'true'),
        unblock: () => form.removeAttribute('aria-busy'),
        lookupFailed: (_, { error }) => {
          if (isAborted(error)) return;
          ctx.log.warn(`get_variation: ${String((error as Error)?.message ?? error)}`);
          // WooCommerce shows nothing; the shopper is told, and the next change asks again.
          emit('reset_data', []);
          showNotice('woocommerce-error', LOOKUP_FAILED);
        },
      },
      actors: {
        fetchVariation: fromPromise<Variation | null, Choice>(async ({ input, signal }) => {
          const fields: Record<string, string> = { ...input.data, product_id: String(Number.parseInt(form.dataset.product_id ?? '', 10) || '') };
          if (form.dataset.custom_data) fields.custom_data = form.dataset.custom_data;
          const url = wcAjaxUrl(params.wc_ajax_url, 'get_variation');
          // endpoint: wc:get_variation
          const text = await http.request<string>(url, { method: 'POST', body: new URLSearchParams(fields), responseType: 'text', signal });
          return readVariationAnswer(text);
        }),
      },
    }),
    { input: { variations: readVariations(form, (message) => ctx.log.warn(message)) } },
  );

  /** Listens to `type` fired on this form or inside it, from any source. */
  const on = <K extends EventName>(type: K, handler: (...args: BusEvents[K]) => void) =>
    ctx.bus.listen(type, (event) => {
      const target = event.target;
      if (target && (target === form || (target instanceof Node && form.contains(target)))) handler(...event.args);
    });

  /** The hidden variation_id field(s) the product form posts, with the change event scripts listen to. */
  const setVariationId = (value: string) => {
    for (const input of form.querySelectorAll<HTMLInputElement>(VARIATION_ID)) {
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };

  const setButton = (enabled: boolean, reason: 'wc-variation-selection-needed' | 'wc-variation-is-unavailable') => {
    const button = form.querySelector(BUTTON);
    const wrap = form.querySelector('.woocommerce-variation-add-to-cart');
    button?.classList.remove('disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable');
    if (!enabled) button?.classList.add('disabled', reason);
    button?.setAttribute('aria-disabled', String(!enabled));
    wrap?.classList.toggle('woocommerce-variation-add-to-cart-enabled', enabled);
    wrap?.classList.toggle('woocommerce-variation-add-to-cart-disabled', !enabled);
  };

  on('check_variations', (chosen) => actor.send({ type: 'CHECK', choice: passedChoice(chosen) ?? readChoice() }));
  on('reload_product_variations', () => actor.send({ type: 'RELOAD', variations: readVariations(form, (message) => ctx.log.warn(message)) }));

  on('update_variation_values', () => {
    const list = variations();
    if (list === false) return;
    const chosen = readChoice().data;
    const emptied = selects().filter((select) => {
      const states = optionStates(list, chosen, attributeName(select));
      return pruneSelect(select, originals.get(select) ?? originalOptions(select), states);
    });
    for (const select of emptied) select.dispatchEvent(new Event('change', { bubbles: true }));
    emit('woocommerce_update_variation_values', []);
  });

  on('found_variation', (variation) => {
    const found = variation as Variation;
    showDetails(product, doc, found);
    showImage(found);
    const target = single();
    if (target) block.show(target, found);
    setVariationId(String(found.variation_id ?? ''));
    fitQuantity(form, found);
    const purchasable = Boolean(found.is_purchasable) && Boolean(found.is_in_stock) && Boolean(found.variation_is_visible);
    if (!target) return;
    target.style.removeProperty('display');
    emit('show_variation', [found, purchasable], target);
  });

  on('reset_data', () => {
    block.forget();
    resetDetails(product);
    emit('reset_image', []);
    const target = single();
    if (!target) return;
    target.style.display = 'none';
    target.replaceChildren();
    emit('hide_variation', [], target);
  });

  on('reset_image', () => {
    // Nothing was ever swapped (WooCommerce resets at start): nothing to restore, so nothing to load.
    if (!image.current && !imageSwapped(galleryOf(form))) return image.forget();
    showImage(null);
  });
  on('show_variation', (_variation, purchasable) => setButton(Boolean(purchasable), 'wc-variation-is-unavailable'));
  on('hide_variation', () => setButton(false, 'wc-variation-selection-needed'));

  on('announce_reset', () => {
    let region = form.querySelector('.reset_variations_alert');
    if (!region) {
      region = doc.createElement('div');
      region.className = 'reset_variations_alert screen-reader-text';
      region.setAttribute('aria-live', 'polite');
      form.querySelector('.variations')?.after(region);
    }
    region.textContent = params.i18n_reset_alert_text;
    const written = region;
    ctx.clock.setTimeout(() => (written.textContent = ''), ANNOUNCE_CLEAR_MS);
  });

  ctx.listen(form, 'change', (event) => {
    if (!(event.target instanceof HTMLSelectElement) || !event.target.matches(SELECTS)) return;
    setVariationId('');
    form.querySelectorAll(`.${NO_MATCH}`).forEach((notice) => notice.remove());
    if (variations() !== false) emit('woocommerce_variation_select_change', []);
    emit('check_variations', []);
    emit('woocommerce_variation_has_changed', []);
  });

  ctx.listen<MouseEvent>(form, 'click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(RESET)) {
      event.preventDefault();
      for (const select of selects()) {
        select.value = '';
        select.dispatchEvent(new Event('change', { bubbles: true }));
      }
      emit('reset_data', []);
      emit('announce_reset', []);
      // The link hides itself: focus goes to the first choice instead of the page's top.
      selects()[0]?.focus();
      return;
    }
    const button = target?.closest(BUTTON);
    if (button?.classList.contains('disabled')) {
      event.preventDefault();
      if (button.classList.contains('wc-variation-is-unavailable')) ctx.browser.alert(params.i18n_unavailable_text);
      else if (button.classList.contains('wc-variation-selection-needed')) ctx.browser.alert(params.i18n_make_a_selection_text);
    }
  });
}
