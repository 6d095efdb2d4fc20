/**
 * Matching a choice of attributes against a variable product's variations,
 * as WooCommerce's variations form does (docs/plugins/woocommerce-variations-form.md#matching).
 * An empty value on either side matches anything: a variation with
 * `attribute_logo: ''` is sold with or without the logo. Pure.
 */

/** A variation as `data-product_variations` lists it and `get_variation` answers it; only `attributes` is read here. */
export interface Variation {
  attributes: Record<string, string>;
  variation_is_active?: boolean;
  [field: string]: unknown;
}

/** The form's selects at one moment: attribute name -> chosen value ('' when none). */
export interface Choice {
  data: Record<string, string>;
  /** How many attribute selects the form has. */
  count: number;
  /** How many of them have a value. */
  chosenCount: number;
}

export function choiceOf(data: Record<string, string>): Choice {
  const values = Object.values(data);
  return { data, count: values.length, chosenCount: values.filter((value) => value !== '').length };
}

export const isComplete = (choice: Choice): boolean => choice.count > 0 && choice.count === choice.chosenCount;

function matches(attributes: Record<string, string>, chosen: Record<string, string>): boolean {
  return Object.entries(attributes).every(([name, value]) => {
    const wanted = chosen[name];
    return wanted === undefined || value === '' || wanted === '' || value === wanted;
  });
}

export function matchingVariations(variations: readonly Variation[], chosen: Record<string, string>): Variation[] {
  return variations.filter((variation) => matches(variation.attributes ?? {}, chosen));
}

/** What one option of an attribute may be: `attached` (some variation has it), `enabled` (that variation is active). */
export interface OptionState {
  attached: boolean;
  enabled: boolean;
}

/**
 * The state of each value of `attribute` given the other attributes' choices
 * (the attribute's own choice is left out, so its other values stay offered).
 * `any` is set when a matching variation takes any value of it.
 */
export function optionStates(
  variations: readonly Variation[],
  chosen: Record<string, string>,
  attribute: string,
): { any: OptionState | null; values: Map<string, OptionState> } {
  const values = new Map<string, OptionState>();
  const anyValue: { state: OptionState | null } = { state: null };
  for (const variation of matchingVariations(variations, { ...chosen, [attribute]: '' })) {
    const value = variation.attributes?.[attribute];
    if (value === undefined) continue;
    // WooCommerce enables a value only for a variation that says it is active.
    const enabled = Boolean(variation.variation_is_active);
    if (value === '') anyValue.state = { attached: true, enabled: Boolean(anyValue.state?.enabled) || enabled };
    else values.set(value, { attached: true, enabled: Boolean(values.get(value)?.enabled) || enabled });
  }
  return { any: anyValue.state, values };
}
