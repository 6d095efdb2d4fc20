/** Short, safe text for the inspector: values are shown as text, never as markup. */

const MAX = 160;

interface JQueryLike {
  jquery: string;
  length: number;
  [index: number]: unknown;
}

const isJQuery = (value: object): value is JQueryLike =>
  typeof (value as Partial<JQueryLike>).jquery === 'string' && typeof (value as Partial<JQueryLike>).length === 'number';

/**
 * What a bus argument really is: legacy events pass DOM events (whose own JSON
 * is just `{"isTrusted":…}`), jQuery-wrapped elements and elements; show their
 * type, detail and element instead.
 */
function readable(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Element) return describeElement(value);
  if (value instanceof Event) {
    const detail = (value as CustomEvent).detail;
    const target = value.target instanceof Element ? describeElement(value.target) : undefined;
    return { event: value.type, ...(target ? { target } : {}), ...(detail !== undefined && detail !== null ? { detail } : {}) };
  }
  if (isJQuery(value)) return `$(${Array.from({ length: value.length }, (_, i) => readable(value[i])).join(', ')})`;
  return value;
}

export function formatValue(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : JSON.stringify(value, (_key, v: unknown) => readable(v));
  } catch {
    text = String(value);
  }
  text ??= String(value);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = element.classList.length ? `.${Array.from(element.classList).slice(0, 3).join('.')}` : '';
  return `<${element.localName}${id}${classes}>`;
}
