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

/** The text of a WooCommerce error notice in an answer, or null when it has none. */
export function errorTextOf(doc: Document, html: string): string | null {
  const error = inertBody(doc, html).querySelector('.woocommerce-error, .is-error');
  return error ? (error.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}

/** The checkout nonce's companion: WordPress prints the request's own address there. */
const REFERER = 'input[name="_wp_http_referer"]';

/**
 * Whether a fragment (one element's outer HTML) repeats each of `printed`, so replacing them would change
 * nothing and it needs no sanitizer: the refresh a page makes at load, of blocks it has just rendered (the
 * checkout's review, the mini cart, which a page may show twice). The fragment is parsed once. The
 * referer beside a nonce always differs (the answer's is the ajax request's address) and is not
 * compared: the page keeps its own, as WordPress printed it. Nor is a `<noscript>`. `printed` is not changed.
 */
export function repeatsPrinted(doc: Document, html: string, printed: readonly Element[]): boolean {
  const fresh = inertBody(doc, html);
  const block = fresh.firstElementChild;
  const blank = (node: ChildNode) => node === block || (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim());
  if (!block || !Array.from(fresh.childNodes).every(blank)) return false;
  // The page parsed a <noscript> as text and the inert document as markup; a scripted page never shows it.
  block.querySelectorAll('noscript').forEach((noscript) => noscript.remove());
  const freshReferers = block.querySelectorAll(REFERER);
  return printed.every((target) => {
    const copy = target.cloneNode(true) as Element;
    const copyReferers = copy.querySelectorAll(REFERER);
    if (freshReferers.length !== copyReferers.length) return false;
    copyReferers.forEach((input, index) => input.setAttribute('value', freshReferers[index]!.getAttribute('value') ?? ''));
    copy.querySelectorAll('noscript').forEach((noscript) => noscript.remove());
    return copy.isEqualNode(block);
  });
}
