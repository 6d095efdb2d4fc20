/**
 * Which links scroll to their anchor, and where an address's anchor points
 * (docs/plugins/theme-shop.md#anchors). Avada handles its menus, buttons,
 * one-page text links, content-box links, the product review link and
 * table-of-contents items; `avada-noscroll` opts out; `#!` and `#/` hashes are
 * routes, not anchors.
 */

export const SCROLL_LINKS = [
  '.fusion-menu a:not([href="#"])',
  '.fusion-widget-menu a',
  '.fusion-secondary-menu a',
  '.fusion-mobile-nav-item a:not([href="#"])',
  'a.fusion-button:not([href="#"])',
  '.fusion-one-page-text-link:not([href="#"])',
  '.fusion-content-boxes .fusion-read-more:not([href="#"])',
  '.fusion-imageframe > .fusion-no-lightbox',
  '.content-box-wrapper:not(.link-area-box) .heading-link',
  'a.woocommerce-review-link',
  '.awb-toc-el .awb-toc-el__item-anchor',
].join(', ');

/** Targets other parts own: full-page scroll sections and off-canvas panels. */
export const FOREIGN_TARGETS = '.fusion-scroll-section, .hundred-percent-height-scrolling, .awb-off-canvas';

/** Prefix of an address anchor meant for this page's scrolling, not the browser's jump. */
export const CROSS_PAGE_PREFIX = '#_';

export type LinkPlan = { kind: 'scroll'; id: string; hash: string } | { kind: 'open'; url: string; target: string } | null;

/** What a click on `link` should do, seen from the page at `here`. */
export function planFor(link: HTMLAnchorElement, here: URL): LinkPlan {
  if (link.closest('.avada-noscroll')) return null;
  const href = link.getAttribute('href') ?? '';
  const hashAt = href.indexOf('#');
  if (hashAt < 0) return null;
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return null;
  }
  const id = url.hash.slice(1);
  if (id === '' || id.startsWith('!') || id.startsWith('/') || url.host !== here.host) return null;
  const samePage = href.startsWith('#') || (url.pathname.replace(/^\//, '') === here.pathname.replace(/^\//, '') && url.search === here.search);
  if (samePage) return { kind: 'scroll', id: decoded(id), hash: url.hash };
  const target = link.getAttribute('target') || '_self';
  return { kind: 'open', url: `${url.origin}${url.pathname}${url.search}${CROSS_PAGE_PREFIX}${id}`, target };
}

/** The id an address's `#_id` anchor names, or null. */
export function crossPageTarget(address: URL): string | null {
  return address.hash.startsWith(CROSS_PAGE_PREFIX) && address.hash.length > CROSS_PAGE_PREFIX.length ? decoded(address.hash.slice(CROSS_PAGE_PREFIX.length)) : null;
}

function decoded(id: string): string {
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
