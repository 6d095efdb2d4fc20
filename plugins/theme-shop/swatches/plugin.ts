/**
 * Avada's variation swatches (docs/plugins/theme-shop.md#swatches): colour,
 * image and button swatches (`data-value`) stand for the options of an
 * attribute select. A click checks a swatch (`data-checked`) and chooses its
 * option; a click on the checked one clears the choice. Either way the select
 * changes and fires `change`, so WooCommerce's variation script (bound to
 * that event) reacts as to a choice in the select itself. A swatch whose option
 * is no longer in the select (WooCommerce rebuilds the options as choices
 * narrow) is disabled. The swatches act as toggle buttons for assistive
 * technology: `aria-pressed`, `aria-disabled`, Space as well as Enter.
 */
import type { PluginContext } from '../../../kernel/types';
import '../../woocommerce/variations-form/events';

const SWATCH = '.avada-color-select, .avada-image-select, .avada-button-select';
const RESET = '.reset_variations';

export function mount(wrapper: Element, ctx: PluginContext): void {
  // Avada prints the select inside the wrapper or beside it in the same cell.
  const cell = wrapper.closest('td.value') ?? wrapper;
  const select = wrapper.querySelector('select') ?? cell.querySelector('select');
  const swatches = Array.from(wrapper.querySelectorAll<HTMLElement>(SWATCH));
  if (!select || swatches.length === 0) return;

  const hasOption = (value: string) => Array.from(select.options).some((option) => option.value === value);

  /** Checked, pressed and disabled states from the select's value and its options. */
  const sync = () =>
    ctx.write(() => {
      for (const swatch of swatches) {
        const value = swatch.dataset.value ?? '';
        const checked = value !== '' && value === select.value;
        const disabled = !hasOption(value);
        swatch.toggleAttribute('data-checked', checked);
        swatch.setAttribute('aria-pressed', String(checked));
        if (disabled) swatch.setAttribute('data-disabled', 'true');
        else swatch.removeAttribute('data-disabled');
        swatch.setAttribute('aria-disabled', String(disabled));
      }
    });

  const choose = (value: string) => {
    select.value = value;
    sync();
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  ctx.write(() => {
    for (const swatch of swatches) if (!swatch.hasAttribute('role')) swatch.setAttribute('role', 'button');
  });
  sync();

  ctx.listen<MouseEvent>(wrapper, 'click', (event) => {
    const swatch = (event.target as Element).closest<HTMLElement>(SWATCH);
    if (!swatch || !wrapper.contains(swatch)) return;
    // The swatches are links to "#".
    event.preventDefault();
    if (swatch.hasAttribute('data-disabled')) return;
    choose(swatch.hasAttribute('data-checked') ? '' : (swatch.dataset.value ?? ''));
  });
  ctx.listen<KeyboardEvent>(wrapper, 'keydown', (event) => {
    const swatch = (event.target as Element).closest<HTMLElement>(SWATCH);
    if (!swatch || event.key !== ' ') return;
    // A button answers Space; a link would scroll the page instead.
    event.preventDefault();
    swatch.click();
  });

  // A choice made in the select itself, or by WooCommerce (a reset, a rebuilt option list).
  ctx.listen(select, 'change', sync);
  const observer = new MutationObserver(sync);
  observer.observe(select, { childList: true, subtree: true, attributes: true, attributeFilter: ['value'] });
  ctx.onCleanup(() => observer.disconnect());
  const form = select.closest('form');
  if (form) {
    ctx.listen(form, 'click', (event) => {
      if ((event.target as Element).closest(RESET)) ctx.clock.setTimeout(sync, 0);
    });
  }
  // WooCommerce sets the values through jQuery (no DOM event): its variation events tell.
  for (const type of ['reset_data', 'found_variation', 'hide_variation'] as const) ctx.bus.listen(type, sync);
}
