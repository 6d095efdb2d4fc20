/**
 * CF7's reflection form-tags (docs/plugins/contact-form.md#reflection): `[output name]` prints an
 * `output[data-reflection-of]`, `[reflection name]` a fieldset of them; after a change is checked, each
 * shows the field's valid inputs (a file by its name), or its printed default when it has none.
 * The values are the visitor's own: they go in as text.
 */
import type { SwvValue } from './swv.mjs';

const shown = (value: SwvValue | undefined): string => (typeof value === 'object' ? value.name : (value ?? ''));

export function updateReflection(form: Element, field: string, validInputs: readonly SwvValue[]): void {
  for (const reflection of Array.from(form.querySelectorAll(`[data-reflection-of="${CSS.escape(field)}"]`))) {
    if (reflection.localName === 'output') {
      reflection.textContent = validInputs.length ? shown(validInputs[0]) : ((reflection as HTMLOutputElement).dataset.default ?? '');
      continue;
    }
    // A fieldset: its default outputs show only without inputs; one output per input follows them.
    for (const output of Array.from(reflection.querySelectorAll('output'))) {
      if (!output.hasAttribute('data-default')) output.remove();
      else output.hidden = validInputs.length > 0;
    }
    for (const input of validInputs) {
      const output = reflection.ownerDocument.createElement('output');
      output.setAttribute('name', field);
      output.textContent = shown(input);
      reflection.append(output);
    }
  }
}
