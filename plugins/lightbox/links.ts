/**
 * A lightbox link as Avada marks it up (docs/plugins/lightbox.md#markup): its
 * gallery (`data-rel="iLightbox[name]"`, or `rel`, or the legacy `prettyPhoto[`
 * form; none for single links), and its title and caption.
 */
import type { LightboxItem } from './dialog';
import type { Media } from './media';

export interface LightboxEntry extends LightboxItem {
  /** The gallery's name (`iLightbox[gallery-1]`), or null for a single link. */
  gallery: string | null;
}

const GALLERY_PREFIXES = ['iLightbox[', 'prettyPhoto['];

function galleryOf(link: HTMLAnchorElement): string | null {
  const rel = link.getAttribute('data-rel') ?? link.getAttribute('rel') ?? '';
  if (GALLERY_PREFIXES.some((prefix) => rel.startsWith(prefix))) {
    // WordPress galleries all say "postimages": each gallery gets its own by its id.
    const wpGallery = link.closest('.gallery');
    return wpGallery?.id ? rel.replace('postimages', wpGallery.id) : rel;
  }
  // Jetpack tiled galleries print no rel: one gallery per tiled gallery, numbered from 1.
  const tiled = !rel && link.parentElement?.classList.contains('tiled-gallery-item') ? link.closest('.tiled-gallery') : null;
  if (tiled) return `iLightbox[tiled-gallery-${Array.from(link.ownerDocument.querySelectorAll('.tiled-gallery')).indexOf(tiled) + 1}]`;
  return null;
}

const textOf = (element: Element | null | undefined) => element?.textContent?.trim() ?? '';

export function readEntry(link: HTMLAnchorElement, media: Media): LightboxEntry {
  const imageAlt = link.querySelector('img')?.getAttribute('alt')?.trim() ?? '';
  const title = link.dataset.title?.trim() || link.title.trim() || imageAlt;
  const caption = link.dataset.caption?.trim() || textOf(link.closest('.gallery-item')?.querySelector('.gallery-caption'));
  return { link, media, gallery: galleryOf(link), title, caption, label: title || caption || textOf(link) || link.href };
}

/** The entries of `entry`'s gallery in page order (just itself for a single link). */
export function galleryMembers(entry: LightboxEntry, entries: Iterable<LightboxEntry>): LightboxEntry[] {
  if (entry.gallery === null) return [entry];
  return [...entries]
    .filter((other) => other.gallery === entry.gallery)
    .sort((a, b) => (a.link.compareDocumentPosition(b.link) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}
