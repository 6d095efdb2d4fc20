/**
 * A server string's HTML entities decoded to text: WooCommerce sends some text escaped for HTML
 * (`dimensions_html` as "10 &times; 5 cm", variation values, `esc_attr__` translations in its params).
 * A textarea's content is parsed for entities only, never for markup.
 */
export function decodeEntities(doc: Document, value: string): string {
  if (!value.includes('&')) return value;
  const area = doc.createElement('textarea');
  area.innerHTML = value;
  return area.value;
}
