/**
 * A test double of WooCommerce's add-to-cart-variation.js, bound through the
 * real jQuery as WooCommerce binds it (namespace `.wc-variation-form`, on the
 * form, delegated to `.variations select`): when every select has a value it
 * finds the first matching variation of `data-product_variations` (an empty
 * attribute matches anything), sets `variation_id`, enables the button and
 * triggers `found_variation` with the variation as its one argument; otherwise
 * it empties `variation_id`, disables the button and triggers `reset_data`.
 * Only for tests: WooCommerce's scripts are not part of this repository.
 */
import { jQuery } from './shop';

export type Variation = { attributes: Record<string, string>; variation_id: number; image: Record<string, unknown> } & Record<string, unknown>;

export interface VariationsDouble {
  /** Every (event, ...args) the double triggered, in order. */
  triggered: [string, ...unknown[]][];
  /** Binds the double to every `.variations_form` of the page. */
  unbind(): void;
}

const DISABLED = ['disabled', 'wc-variation-selection-needed'];

export function bindVariationsDouble(): VariationsDouble {
  const triggered: [string, ...unknown[]][] = [];
  const forms = Array.from(document.querySelectorAll<HTMLFormElement>('form.variations_form'));
  for (const form of forms) {
    const $form = jQuery(form);
    const trigger = (type: string, args: unknown[] = []) => {
      triggered.push([type, ...args]);
      $form.trigger(type, args);
    };
    $form.on('change.wc-variation-form', '.variations select', () => {
      const variations = JSON.parse(form.dataset.product_variations ?? '[]') as Variation[];
      const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'));
      const chosen = Object.fromEntries(selects.map((select) => [select.dataset.attribute_name ?? select.name, select.value]));
      const button = form.querySelector('.single_add_to_cart_button')!;
      const variationId = form.querySelector<HTMLInputElement>('input.variation_id')!;
      const match = selects.every((select) => select.value !== '')
        ? variations.find((variation) => Object.entries(variation.attributes).every(([name, value]) => value === '' || chosen[name] === value))
        : undefined;
      if (match) {
        variationId.value = String(match.variation_id);
        button.classList.remove(...DISABLED);
        trigger('found_variation', [match]);
      } else {
        variationId.value = '';
        button.classList.add(...DISABLED);
        trigger('reset_data');
      }
    });
  }
  return { triggered, unbind: () => forms.forEach((form) => jQuery(form).off('.wc-variation-form')) };
}
