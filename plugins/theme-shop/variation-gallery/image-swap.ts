/**
 * The variation image written over the gallery's main image, the way
 * WooCommerce and Avada write it (docs/plugins/theme-shop.md#variation-gallery):
 * each attribute's first write keeps the original in `data-o_{name}`, and a
 * restore copies every kept original back, so WooCommerce's own swap (which
 * keeps the same originals) and this one can run on the same gallery.
 */
import type { ImageValue, VariationImage } from '../../../machines/theme-shop/variation-gallery';

/** The parts of the gallery a variation image changes. */
export interface GalleryTargets {
  /** The first slide (Avada's `.fusion-main-image`, else WooCommerce's first `__image`). */
  slide: HTMLElement | null;
  image: HTMLImageElement | null;
  link: HTMLAnchorElement | null;
  /** jQuery Zoom's enlarged copy inside the slide, when zoom has run. */
  zoom: HTMLImageElement | null;
  lightboxTrigger: HTMLAnchorElement | null;
  /** The first thumbnail of the nav. */
  thumbnail: HTMLImageElement | null;
}

export function galleryTargets(gallery: Element): GalleryTargets {
  const slide =
    gallery.querySelector<HTMLElement>('.fusion-main-image') ??
    gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder');
  return {
    slide,
    image: slide?.querySelector<HTMLImageElement>('.wp-post-image') ?? slide?.querySelector('img') ?? null,
    link: slide?.querySelector('a') ?? null,
    zoom: slide?.querySelector<HTMLImageElement>(':scope > img.zoomImg') ?? null,
    lightboxTrigger: slide?.querySelector<HTMLAnchorElement>('.avada-product-gallery-lightbox-trigger') ?? null,
    thumbnail: gallery.querySelector<HTMLImageElement>('.fusion-main-image-thumb, .flex-control-thumbs li:first-child img'),
  };
}

const keptName = (name: string) => `data-o_${name}`;

/** Writes `value` (false, null or nothing removes the attribute), keeping the original on the first write. */
export function setVariationAttribute(element: Element | null, name: string, value: ImageValue | null): void {
  if (!element) return;
  if (!element.hasAttribute(keptName(name))) element.setAttribute(keptName(name), element.getAttribute(name) ?? '');
  if (value === false || value === undefined || value === null) element.removeAttribute(name);
  else element.setAttribute(name, String(value));
}

/** Puts the kept original back, if there is one. */
export function resetVariationAttribute(element: Element | null, name: string): void {
  const kept = element?.getAttribute(keptName(name));
  if (element && kept !== null && kept !== undefined) element.setAttribute(name, kept);
}

/** Every attribute a variation image changes: [which part, attribute, the image field it takes]. */
const WRITES: readonly [keyof GalleryTargets, string, keyof VariationImage][] = [
  ['image', 'src', 'src'],
  ['image', 'height', 'src_h'],
  ['image', 'width', 'src_w'],
  ['image', 'srcset', 'srcset'],
  ['image', 'sizes', 'sizes'],
  ['image', 'title', 'title'],
  ['image', 'alt', 'alt'],
  ['image', 'data-caption', 'caption'],
  ['image', 'data-src', 'full_src'],
  ['image', 'data-large_image', 'full_src'],
  ['image', 'data-large_image_width', 'full_src_w'],
  ['image', 'data-large_image_height', 'full_src_h'],
  ['slide', 'data-thumb', 'src'],
  ['link', 'href', 'full_src'],
  ['zoom', 'src', 'full_src'],
  ['lightboxTrigger', 'href', 'full_src'],
  ['lightboxTrigger', 'data-title', 'title'],
  ['lightboxTrigger', 'data-caption', 'caption'],
  ['thumbnail', 'src', 'gallery_thumbnail_src'],
];

export function showVariationImage(targets: GalleryTargets, image: VariationImage): void {
  for (const [part, attribute, field] of WRITES) setVariationAttribute(targets[part], attribute, image[field]);
}

export function restoreOriginalImage(targets: GalleryTargets): void {
  for (const [part, attribute] of WRITES) resetVariationAttribute(targets[part], attribute);
}
