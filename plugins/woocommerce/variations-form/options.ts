/**
 * Pruning an attribute select to what the other choices allow, as
 * WooCommerce's `update_variation_values` does
 * (docs/plugins/woocommerce-variations-form.md#pruning): the select is
 * rebuilt from its original options; an option some matching variation has
 * gets `attached` (and `enabled` when that variation is active), the others
 * are left out, attached ones that are not enabled are disabled. A choice
 * that is no longer allowed is emptied with a `change`. The placeholder goes
 * only when the select says `data-show_option_none="no"` and a valid value
 * is chosen.
 */
import type { OptionState } from '../../../machines/woocommerce/variation-match';
import { decodeEntities } from '../entities';

const STATE_CLASSES = ['attached', 'enabled'];

/** The select's options as printed, without the classes pruning adds: the source every rebuild starts from. */
export function originalOptions(select: HTMLSelectElement): HTMLOptionElement[] {
  return Array.from(select.options, (option) => {
    const copy = option.cloneNode(true) as HTMLOptionElement;
    copy.classList.remove(...STATE_CLASSES);
    if (copy.classList.length === 0) copy.removeAttribute('class');
    copy.removeAttribute('selected');
    copy.disabled = false;
    return copy;
  });
}


/** Rebuilds `select` from `originals` given each value's state; returns true when its choice was emptied. */
export function pruneSelect(
  select: HTMLSelectElement,
  originals: readonly HTMLOptionElement[],
  states: { any: OptionState | null; values: Map<string, OptionState> },
): boolean {
  const doc = select.ownerDocument;
  // WooCommerce decodes entities in variation values before comparing them with option values.
  const values = new Map(Array.from(states.values, ([value, state]) => [decodeEntities(doc, value), state]));
  const chosen = select.value;
  const [placeholder, ...rest] = originals.map((option) => option.cloneNode(true) as HTMLOptionElement);
  for (const option of rest) {
    for (const state of [states.any, values.get(option.value)]) {
      if (!state?.attached) continue;
      option.classList.add('attached');
      if (state.enabled) option.classList.add('enabled');
    }
  }
  const attached = rest.filter((option) => option.classList.contains('attached'));
  const valid = chosen !== '' && attached.some((option) => option.value === chosen && option.classList.contains('enabled'));
  const dropPlaceholder = attached.length > 0 && valid && select.dataset.show_option_none === 'no';
  for (const option of attached) option.disabled = !option.classList.contains('enabled');
  select.replaceChildren(...(placeholder && !dropPlaceholder ? [placeholder] : []), ...attached);
  select.value = valid ? chosen : '';
  return chosen !== '' && !valid;
}
