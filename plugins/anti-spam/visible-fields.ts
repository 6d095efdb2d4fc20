/**
 * The visible / invisible field lists of a form (markup/cleantalk.md §7.4): what the
 * server compares with what was posted. Names are space-separated; submit
 * buttons, nameless elements and ct_checkjs are left out; WordPress's editor
 * textarea counts as visible though hidden. Unlike the original, radio and
 * checkbox groups are listed once instead of dropped.
 */
export interface FieldCollection {
  visible_fields: string;
  visible_fields_count: number;
  invisible_fields: string;
  invisible_fields_count: number;
}

/** ct_checkjs as the original; the two service fields this runtime adds itself are not the visitor's form. */
const OWN_FIELDS = new Set(['ct_checkjs', 'apbct_visible_fields', 'ct_no_cookie_hidden_field']);

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

type Win = Window & typeof globalThis;

function isHidden(field: Field, win: Win): boolean {
  if (field.classList.contains('wp-editor-area')) return false;
  if (field instanceof win.HTMLInputElement && field.type === 'hidden') return true;
  const style = win.getComputedStyle(field);
  return style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0';
}

export function collectFields(form: HTMLFormElement): FieldCollection {
  const win = form.ownerDocument.defaultView as Win;
  const visible: string[] = [];
  const invisible: string[] = [];
  const seenGroups = new Set<string>();
  for (const element of Array.from(form.elements) as Field[]) {
    const name = element.getAttribute('name');
    if (!name || OWN_FIELDS.has(name)) continue;
    if (element instanceof win.HTMLButtonElement) continue;
    if (element instanceof win.HTMLInputElement) {
      if (element.type === 'submit') continue;
      if (element.type === 'radio' || element.type === 'checkbox') {
        if (seenGroups.has(name)) continue;
        seenGroups.add(name);
      }
    }
    (isHidden(element, win) ? invisible : visible).push(name);
  }
  return {
    visible_fields: visible.join(' '),
    visible_fields_count: visible.length,
    invisible_fields: invisible.join(' '),
    invisible_fields_count: invisible.length,
  };
}
