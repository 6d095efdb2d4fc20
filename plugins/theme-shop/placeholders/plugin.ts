/**
 * Placeholders from labels (docs/plugins/theme-shop.md#placeholders): a shop
 * text field without a placeholder shows its label's words (without the
 * required star or "(optional)"). The coupon fields keep their own "Coupon
 * code" (the original meant to skip them but its test never matched), and a
 * placeholder the server printed is kept.
 */
import type { PluginContext } from '../../../kernel/types';

const COUPON_FIELDS = new Set(['coupon_code', 'avada_coupon_code']);
const NO_PLACEHOLDER_TYPES = new Set(['hidden', 'checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'file', 'range', 'color', 'date', 'datetime-local', 'month', 'week', 'time']);

/** The label's own words: its text without the required marker and the optional note. */
export function labelText(label: HTMLLabelElement): string {
  const copy = label.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.required, .optional, abbr').forEach((marker) => marker.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function mount(field: Element, _ctx: PluginContext): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (COUPON_FIELDS.has(field.id) || field.getAttribute('placeholder')) return;
  if (field instanceof HTMLInputElement && NO_PLACEHOLDER_TYPES.has(field.type)) return;
  const label = field.labels?.[0];
  const text = label ? labelText(label) : '';
  if (text) field.setAttribute('placeholder', text);
}
