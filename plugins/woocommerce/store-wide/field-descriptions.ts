/**
 * A form field's description (`.woocommerce-input-wrapper span.description`, hidden by WooCommerce's
 * CSS) shows while its field is clicked or focused and hides when another field is, on Escape in the
 * field, and on a click outside every field. The original's slide is left out: the description
 * appears at once. Its aria-hidden follows what shows (the original meant to and set a property
 * that is not the attribute).
 */
import type { StoreWideContext } from './plugin';

const WRAPPER = '.woocommerce-input-wrapper';
const DESCRIPTION = `${WRAPPER} span.description`;
const FIELD = `${WRAPPER} :is(input, select, textarea, button)`;

export function bindFieldDescriptions(ctx: StoreWideContext): void {
  const doc = ctx.browser.document;
  const shown = (description: HTMLElement) => ctx.browser.computedStyle(description).display !== 'none';
  const hide = (description: HTMLElement) => {
    description.setAttribute('aria-hidden', 'true');
    description.style.setProperty('display', 'none');
  };
  const show = (description: HTMLElement) => {
    description.setAttribute('aria-hidden', 'false');
    description.style.setProperty('display', 'block');
  };
  const hideAll = (except?: Element | null) =>
    doc.querySelectorAll<HTMLElement>(DESCRIPTION).forEach((description) => {
      if (description.closest(WRAPPER) !== except && shown(description)) hide(description);
    });
  const descriptionOf = (field: Element) => field.parentElement?.querySelector<HTMLElement>('span.description') ?? null;
  const fieldOf = (event: Event) => (event.target instanceof Element && event.target.matches(FIELD) ? event.target : null);

  if (doc.querySelector(DESCRIPTION)) {
    ctx.listen('document', 'click', (event) => {
      if (!(event.target instanceof Element && event.target.closest(WRAPPER))) hideAll();
    });
  }
  const reveal = (event: Event) => {
    const field = fieldOf(event);
    if (!field) return;
    hideAll(field.closest(WRAPPER));
    const description = descriptionOf(field);
    if (description && !shown(description)) show(description);
  };
  ctx.listen('document', 'click', reveal);
  ctx.listen('document', 'focusin', reveal);
  ctx.listen<KeyboardEvent>('document', 'keydown', (event) => {
    const field = fieldOf(event);
    const description = field && descriptionOf(field);
    if (event.key !== 'Escape' || !description || !shown(description)) return;
    hide(description);
    event.preventDefault();
    event.stopPropagation();
  });
}
