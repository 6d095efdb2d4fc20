/** Short, safe text for the inspector: values are shown as text, never as markup. */

const MAX = 160;

export function formatValue(value: unknown): string {
  let text: string;
  try {
    text = typeof value === 'string' ? value : JSON.stringify(value, (_key, v: unknown) => (v instanceof Element ? describeElement(v) : v));
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
