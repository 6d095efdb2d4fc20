/**
 * Server markup parsed in an inert document: nothing in it loads or runs (no
 * browsing context), so an answer can be read, compared or searched before any
 * of it goes through the sanitizer into the page.
 */
export function inertBody(doc: Document, html: string): HTMLElement {
  const inert = doc.implementation.createHTMLDocument('');
  inert.body.innerHTML = html;
  return inert.body;
}
