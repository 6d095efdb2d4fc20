/**
 * A test double of WooCommerce's add-to-cart-variation.js, for the DOM tests
 * and, injected into the page, for the chromium specs. Bound through the
 * page's jQuery as WooCommerce binds it (namespace `.wc-variation-form`, on
 * the form, delegated to `.variations select`): when every select has a value
 * it finds the first matching variation of `data-product_variations` (an
 * empty attribute matches anything), sets `variation_id`, enables the button
 * and triggers `found_variation` with the variation as its one argument;
 * otherwise it empties `variation_id`, disables the button and triggers
 * `reset_data`. Self-contained (no imports, no closure): the specs send its
 * source to the browser. WooCommerce's scripts are not part of this repository.
 */

/**
 * A variation as `data-product_variations` lists it: the attributes it is for, its id and its image, among other fields.
 * @typedef {{ attributes: Record<string, string>, variation_id: number, image: Record<string, unknown> } & Record<string, unknown>} Variation
 */

/**
 * @typedef {object} VariationsDouble
 * @property {[string, ...unknown[]][]} triggered every (event, ...args) the double triggered, in order
 * @property {() => void} unbind
 */

/**
 * @param {any} $ the page's jQuery
 * @param {Document} doc
 * @returns {VariationsDouble}
 */
export function bindVariationsDouble($, doc) {
  /** @type {[string, ...unknown[]][]} */
  const triggered = [];
  const disabled = ['disabled', 'wc-variation-selection-needed'];
  const forms = Array.from(doc.querySelectorAll('form.variations_form'));
  for (const form of forms) {
    const trigger = (/** @type {string} */ type, /** @type {unknown[]} */ args = []) => {
      triggered.push([type, ...args]);
      $(form).trigger(type, args);
    };
    $(form).on('change.wc-variation-form', '.variations select', () => {
      /** @type {Variation[]} */
      const variations = JSON.parse(form.getAttribute('data-product_variations') || '[]');
      /** @type {HTMLSelectElement[]} */
      const selects = Array.from(form.querySelectorAll('.variations select'));
      const chosen = Object.fromEntries(selects.map((select) => [select.getAttribute('data-attribute_name') || select.name, select.value]));
      const button = form.querySelector('.single_add_to_cart_button');
      const variationId = /** @type {HTMLInputElement} */ (form.querySelector('input.variation_id'));
      const match = selects.every((select) => select.value !== '')
        ? variations.find((variation) => Object.entries(variation.attributes).every(([name, value]) => value === '' || chosen[name] === value))
        : undefined;
      if (match) {
        variationId.value = String(match.variation_id);
        button?.classList.remove(...disabled);
        trigger('found_variation', [match]);
      } else {
        variationId.value = '';
        button?.classList.add(...disabled);
        trigger('reset_data');
      }
    });
  }
  return { triggered, unbind: () => forms.forEach((form) => $(form).off('.wc-variation-form')) };
}
