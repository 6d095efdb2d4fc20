/**
 * The answer shown in CF7's own places (validate.js, submit.js): the message
 * in the screen-reader live region and in `.wpcf7-response-output`, and the
 * clearing of it all, not-valid tips included (the tips themselves:
 * not-valid-tip.ts). Server text is always inserted as text.
 */
import type { FormEntity } from './entity';
import { quoted, wrapSelector } from './selectors';

const WRAP = '.wpcf7-form-control-wrap';

/** `{unitTag}-ve-{field}` with everything outside [0-9a-z_-] removed. */
export function errorIdOf(unitTag: string, field: string): string {
  return `${unitTag}-ve-${field}`.replaceAll(/[^0-9a-z_-]+/gi, '');
}

export const wrapsOf = (root: ParentNode, field: string) =>
  Array.from(root.querySelectorAll<HTMLElement>(wrapSelector(field)));

export const controlsOf = (wrap: Element) => Array.from(wrap.querySelectorAll<HTMLElement>('.wpcf7-form-control'));

export function setValidity(control: HTMLElement, message: string): void {
  const target = control as HTMLElement & { setCustomValidity?: (text: string) => void };
  if (typeof target.setCustomValidity === 'function') target.setCustomValidity(message);
}

export function removeValidationError(form: HTMLFormElement, entity: FormEntity, field: string): void {
  const id = errorIdOf(entity.unitTag, field);
  entity.parent.querySelector(`.screen-reader-response ul li[id=${quoted(id)}]`)?.remove();
  for (const wrap of wrapsOf(form, field)) {
    wrap.querySelector('.wpcf7-not-valid-tip')?.remove();
    for (const element of Array.from(wrap.querySelectorAll('[aria-invalid]'))) element.setAttribute('aria-invalid', 'false');
    for (const control of controlsOf(wrap)) {
      control.removeAttribute('aria-describedby');
      control.classList.remove('wpcf7-not-valid');
      setValidity(control, '');
    }
  }
}

/** CF7's clearResponse: every tip, the live region and the response output. */
export function clearResponse(form: HTMLFormElement, entity: FormEntity): void {
  for (const wrap of Array.from(form.querySelectorAll<HTMLElement>(WRAP))) {
    if (wrap.dataset.name) removeValidationError(form, entity, wrap.dataset.name);
  }
  const live = entity.parent.querySelector('.screen-reader-response [role="status"]');
  if (live) live.textContent = '';
  for (const output of Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-response-output'))) {
    output.textContent = '';
    output.hidden = false;
  }
}

/** The message in the live region and in each response box, which gets a button to dismiss it. */
export function showMessage(form: HTMLFormElement, entity: FormEntity, message: string): void {
  entity.parent.querySelector('.screen-reader-response [role="status"]')?.insertAdjacentText('beforeend', message);
  for (const output of Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-response-output'))) {
    output.textContent = message;
    output.hidden = false;
    if (message) output.append(dismissButton(output));
  }
}

export const DISMISS_SELECTOR = '.wpcf7-response-dismiss';

function dismissButton(output: HTMLElement): HTMLButtonElement {
  const button = output.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = DISMISS_SELECTOR.slice(1);
  button.setAttribute('aria-label', 'Dismiss this message');
  // The box is aria-hidden (the live region speaks the message), so the button is a pointer affordance only; the site's CSS draws it.
  button.tabIndex = -1;
  return button;
}

/** One delegated click listener per form hides a box whose dismiss button was clicked. */
export function dismissFromClick(event: Event): void {
  const button = (event.target as Element | null)?.closest?.(DISMISS_SELECTOR);
  const output = button?.closest<HTMLElement>('.wpcf7-response-output');
  if (output) output.hidden = true;
}

/**
 * Inside `.use-floating-validation-tip`, a tip floats over its control: focusing
 * the control or clicking the tip hides it (validate.js). Delegated from the
 * form for focusin and click.
 */
export function hideFloatingTip(event: Event): void {
  const target = event.target as Element | null;
  if (!target?.closest?.('.use-floating-validation-tip')) return;
  const tip = target.closest('.wpcf7-not-valid-tip') ?? (target.closest('.wpcf7-form-control') ? target.closest(WRAP)?.querySelector('.wpcf7-not-valid-tip') : null);
  tip?.setAttribute('style', 'display: none');
}
