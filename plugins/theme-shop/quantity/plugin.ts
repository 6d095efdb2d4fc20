/**
 * Plus and minus buttons beside each WooCommerce quantity input, as Avada adds
 * them (docs/plugins/theme-shop.md#quantity-boxes). WooCommerce binds no click
 * to them; what it listens to is the input's `change`, fired after each press
 * so its cart script enables "Update cart" and the live cart update runs.
 * Buttons are added once per box (marker class `buttons_added`) and put back
 * after every ajax completion, since other scripts re-render the boxes.
 */
import type { PluginContext } from '../../../kernel/types';
import '../../jquery-events';
import { raisedToMin, stepQuantity } from './step';

const MARKER = 'buttons_added';
const BOXES = 'div.quantity, td.quantity';

/** The box's quantity input, unless it is a date or hidden one (those get no buttons). */
function quantityInput(box: Element): HTMLInputElement | null {
  const input = box.querySelector<HTMLInputElement>('input.qty');
  return input && input.type !== 'date' && input.type !== 'hidden' ? input : null;
}

function button(doc: Document, kind: 'minus' | 'plus', input: HTMLInputElement): HTMLInputElement {
  const control = doc.createElement('input');
  control.type = 'button';
  control.value = kind === 'plus' ? '+' : '-';
  control.className = kind;
  control.setAttribute('aria-label', kind === 'plus' ? 'Increase quantity' : 'Decrease quantity');
  if (input.id) control.setAttribute('aria-controls', input.id);
  return control;
}

/** Adds the buttons a box lacks (idempotent), and raises a value below min. */
function decorate(box: Element): void {
  const input = quantityInput(box);
  if (!input) return;
  box.classList.add(MARKER);
  const doc = box.ownerDocument;
  if (!box.querySelector(':scope > input.minus')) input.before(button(doc, 'minus', input));
  if (!box.querySelector(':scope > input.plus')) input.after(button(doc, 'plus', input));
}

function raise(input: HTMLInputElement): void {
  const raised = raisedToMin({ value: input.value, min: input.min });
  if (raised !== null) input.value = raised;
}

function press(control: HTMLInputElement): void {
  const input = quantityInput(control.parentElement ?? control);
  if (!input || input.disabled || input.readOnly) return;
  const next = stepQuantity(control.classList.contains('plus') ? 1 : -1, { value: input.value, step: input.step, min: input.min, max: input.max });
  if (next === input.value) return;
  input.value = next;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export function mount(box: Element, ctx: PluginContext): void {
  ctx.scope.get('page', (scope) => {
    // One delegated listener: boxes come and go with every cart re-render.
    scope.listen('document', 'click', (event) => {
      const control = (event.target as Element | null)?.closest?.(`.${MARKER} > input.plus, .${MARKER} > input.minus`);
      if (control instanceof HTMLInputElement) press(control);
    });
    scope.bus.on('ajaxComplete', () => {
      scope.write(() => scope.browser.document.querySelectorAll(BOXES).forEach(decorate));
    });
    return true;
  });
  const input = quantityInput(box);
  if (!input) return;
  raise(input);
  decorate(box);
}
