/**
 * Change-time validation as CF7's validate.js does it: values from the
 * enabled controls of every wrap outside `.novalidate`, checked against the
 * form's schema, results applied wrap by wrap in DOM order up to and including
 * the wrap holding the changed control (so later fields are left alone), and
 * the field's reflections updated (./reflection). The rules module loads on
 * the first validation; the rules run as the page's `swv` has them (./swv-page).
 */
import type { FormEntity } from './entity';
import { setValidationError } from './not-valid-tip';
import { updateReflection } from './reflection';
import { removeValidationError } from './response-view';
import type { SwvValue } from './swv.mjs';
import { joinBuiltIns, type PageSwv } from './swv-page';

const WRAP = '.wpcf7-form-control-wrap';
const SKIPPED_TYPES = new Set(['button', 'image', 'reset', 'submit']);

/** The entries CF7's validator sees: checked boxes, selected options, files, and other values. */
export function entriesOf(wraps: Element[]): [string, SwvValue][] {
  const entries: [string, SwvValue][] = [];
  for (const wrap of wraps) {
    if (wrap.closest('.novalidate')) continue;
    const controls = wrap.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, textarea, select');
    for (const control of Array.from(controls)) {
      // :disabled also covers controls inside a disabled fieldset, as CF7's :enabled filter does.
      if (!control.name || control.matches(':disabled') || SKIPPED_TYPES.has(control.type)) continue;
      if (control.type === 'select-multiple') {
        for (const option of Array.from((control as HTMLSelectElement).selectedOptions)) entries.push([control.name, option.value]);
      } else if (control.type === 'checkbox' || control.type === 'radio') {
        if ((control as HTMLInputElement).checked) entries.push([control.name, control.value]);
      } else if (control.type === 'file') {
        for (const file of Array.from((control as HTMLInputElement).files ?? [])) entries.push([control.name, file]);
      } else {
        entries.push([control.name, control.value]);
      }
    }
  }
  return entries;
}

/**
 * `signal` is aborted when the check is dropped (a submit or reset came while it ran): its results must
 * not land after the submission cleared the tips, or the server's tips would come on top of them.
 * CF7 never meets this, as its check runs whole in one microtask.
 */
export async function validateForm(
  form: HTMLFormElement,
  entity: FormEntity,
  page: PageSwv,
  target: Element | undefined,
  signal?: AbortSignal,
): Promise<void> {
  if (!entity.schema) return;
  const wraps = Array.from(form.querySelectorAll(WRAP));
  const { BUILT_IN_VALIDATORS, validateOnPage } = await import('./swv.mjs');
  if (signal?.aborted) return;
  joinBuiltIns(page, BUILT_IN_VALIDATORS);
  const result = validateOnPage(entity.schema, entriesOf(wraps), page, { target });
  for (const wrap of wraps) {
    const field = (wrap as HTMLElement).dataset.name;
    if (field === undefined) continue;
    const outcome = result[field];
    if (outcome !== undefined) {
      removeValidationError(form, entity, field);
      if ('error' in outcome) setValidationError(form, entity, field, outcome.error);
      updateReflection(form, field, 'validInputs' in outcome ? outcome.validInputs : []);
    }
    if (target && wrap.contains(target)) break;
  }
}
