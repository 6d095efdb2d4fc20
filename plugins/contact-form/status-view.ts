/**
 * Shows a status the way CF7's setStatus does: data-status and the status
 * class on the form (the previous class removed), `form.wpcf7.status`, a
 * wpcf7statuschanged event, and `inert` on the elements marked
 * inert-on-{status} (released again on the next change).
 */
import type { FormEntity } from './entity';
import { baseDetail, type Announce } from './events';
import { quoted } from './selectors';

/** CF7 marks the elements it made inert with this class, so the next change can release them. */
const INERT_MARK = 'active-on-any';

function updateInert(form: HTMLFormElement, status: string): void {
  for (const element of Array.from(form.querySelectorAll(`.${INERT_MARK}`))) {
    element.removeAttribute('inert');
    element.classList.remove(INERT_MARK);
  }
  for (const element of Array.from(form.querySelectorAll(`[class~=${quoted(`inert-on-${status}`)}]`))) {
    element.setAttribute('inert', 'inert');
    element.classList.add(INERT_MARK);
  }
}

/**
 * CF7's custom-status regexes are not global, so 'held for review' becomes
 * 'custom-held-for review': kept as is in data-status, added as its words (a
 * class name with a space would throw, and stop the form).
 */
const classesOf = (status: string): string[] => status.split(/\s+/).filter(Boolean);

export function applyStatus(form: HTMLFormElement, entity: FormEntity, status: string, announce: Announce): void {
  const prevStatus = form.getAttribute('data-status');
  entity.status = status;
  form.setAttribute('data-status', status);
  form.classList.add(...classesOf(status));
  if (!prevStatus || prevStatus === status) return;
  form.classList.remove(...classesOf(prevStatus));
  announce('wpcf7statuschanged', { ...baseDetail(entity), prevStatus });
  updateInert(form, status);
}
