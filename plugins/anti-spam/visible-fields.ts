/**
 * The visible / invisible field lists of a form
 * (docs/plugins/anti-spam.md#hidden-form-fields): what CleanTalk's server
 * compares with what was posted, collected by the original's rules so the
 * server reads the same lists as with CleanTalk's own script. Names are
 * space-separated. Left out: radio buttons and checkboxes (with any later
 * element of the same name), elements whose type attribute is `submit`,
 * nameless elements and ct_checkjs. Hidden inputs are invisible, WordPress's
 * editor textarea visible whatever its style.
 */
export interface FieldCollection {
  visible_fields: string;
  visible_fields_count: number;
  invisible_fields: string;
  invisible_fields_count: number;
}

/** Whether a field is drawn: computed display, visibility and opacity (the page supplies the style). */
export type StyleOf = (element: Element) => Pick<CSSStyleDeclaration, 'display' | 'visibility' | 'opacity'>;

const GROUPED = ['radio', 'checkbox'];

function isInvisible(field: Element, styleOf: StyleOf): boolean {
  if (field.classList.contains('wp-editor-area')) return false;
  if (field.getAttribute('type') === 'hidden') return true;
  const style = styleOf(field);
  return style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0';
}

export function collectFields(form: HTMLFormElement, styleOf: StyleOf): FieldCollection {
  const visible: string[] = [];
  const invisible: string[] = [];
  // The original matched on the attributes as written, and dropped a grouped name for good.
  const dropped = new Set<string | null>();
  for (const field of Array.from(form.elements)) {
    const name = field.getAttribute('name');
    const type = field.getAttribute('type');
    if (dropped.has(name)) continue;
    if (type !== null && GROUPED.includes(type)) {
      dropped.add(name);
      continue;
    }
    if (type === 'submit' || name === null || name === 'ct_checkjs') continue;
    (isInvisible(field, styleOf) ? invisible : visible).push(name);
  }
  return {
    visible_fields: visible.join(' '),
    visible_fields_count: visible.length,
    invisible_fields: invisible.join(' '),
    invisible_fields_count: invisible.length,
  };
}

/** Native mode's per-form cookies: `apbct_visible_fields_{form index}` (docs/plugins/anti-spam.md#cookies-and-storage). */
export const VISIBLE_FIELDS_COOKIE_PREFIX = 'apbct_visible_fields_';
/** CleanTalk writes none for a form index above 10, so 11 at most. */
export const VISIBLE_FIELDS_COOKIE_LAST_INDEX = 10;

/** The cookie a form's lists go in, or null past the cap. */
export function visibleFieldsCookieName(formIndex: number): string | null {
  return formIndex > VISIBLE_FIELDS_COOKIE_LAST_INDEX ? null : `${VISIBLE_FIELDS_COOKIE_PREFIX}${formIndex}`;
}
