/**
 * A failing field as CF7 marks it (validate.js, submit.js): a not-valid tip in
 * each of its wraps (aria-invalid, aria-describedby, setCustomValidity) and an
 * item in the screen-reader list. Only answers and change-time checks mark
 * fields, so this travels with the form's machine (form-actor.ts), not with
 * the mount. Server text is inserted as text.
 */
import type { FormEntity } from './entity';
import { controlsOf, errorIdOf, setValidity, wrapsOf } from './response-view';
import { wrapSelector } from './selectors';

export function setValidationError(
  form: HTMLFormElement,
  entity: FormEntity,
  field: string,
  message: string,
  scope: ParentNode = form,
): void {
  const doc = form.ownerDocument;
  const id = errorIdOf(entity.unitTag, field);
  const first = form.querySelector<HTMLElement>(`${wrapSelector(field)} .wpcf7-form-control`);
  const item = doc.createElement('li');
  item.id = id;
  if (first?.id) {
    const link = doc.createElement('a');
    link.href = `#${first.id}`;
    link.textContent = message;
    item.append(link);
  } else {
    item.textContent = message;
  }
  entity.parent.querySelector('.screen-reader-response ul')?.append(item);

  for (const wrap of wrapsOf(scope, field)) {
    const tip = doc.createElement('span');
    tip.className = 'wpcf7-not-valid-tip';
    tip.setAttribute('aria-hidden', 'true');
    tip.textContent = message;
    wrap.append(tip);
    for (const element of Array.from(wrap.querySelectorAll('[aria-invalid]'))) element.setAttribute('aria-invalid', 'true');
    for (const control of controlsOf(wrap)) {
      control.classList.add('wpcf7-not-valid');
      control.setAttribute('aria-describedby', id);
      setValidity(control, message);
    }
  }
}
