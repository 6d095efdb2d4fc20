/**
 * Avada's thumbnail strip under (or over) the product images
 * (docs/plugins/theme-shop.md#variation-gallery): thumbnails sized to the
 * gallery's `data-columns` with THUMBNAIL_GAP_PX between them, in a wrapper that
 * hides those beyond the columns; choosing a thumbnail slides the strip over
 * THUMBNAIL_SLIDE_MS so that it comes first (or the strip's end shows). The
 * strip is WooCommerce's (its slider builds it from each slide's `data-thumb`);
 * where that slider is not on the page, a strip of buttons is built here and
 * a thumbnail shows its slide. Sizes come from CSS, not from measuring.
 */
import type { PluginContext } from '../../../kernel/types';

export const THUMBNAIL_GAP_PX = 8;
export const THUMBNAIL_SLIDE_MS = 500;
/** jQuery UI's easeInOutQuad, which Avada's strip uses. */
const EASE_IN_OUT_QUAD = 'cubic-bezier(0.455, 0.03, 0.515, 0.955)';

const SLIDE = '.woocommerce-product-gallery__image';
const STRIP = 'ol.flex-control-thumbs';
/** Avada lays the strip out itself only above or below the images. */
const LAID_OUT = '.avada-product-images-thumbnails-top, .avada-product-images-thumbnails-bottom';

export interface Thumbnails {
  /** Shows the first slide again (a variation image goes there), when the strip is ours. */
  showFirst(): void;
}

export function setUpThumbnails(gallery: HTMLElement, ctx: PluginContext): Thumbnails {
  const doc = gallery.ownerDocument;
  const slides = Array.from(gallery.querySelectorAll<HTMLElement>(SLIDE));
  let strip = gallery.querySelector<HTMLOListElement>(STRIP);
  const ours = !strip && slides.length > 1 && !gallery.querySelector('.flex-viewport');
  const none: Thumbnails = { showFirst: () => undefined };

  const showSlide = (index: number) => {
    slides.forEach((slide, i) => (slide.style.display = i === index ? '' : 'none'));
    strip?.querySelectorAll('button').forEach((button, i) => {
      button.classList.toggle('flex-active', i === index);
      button.setAttribute('aria-pressed', String(i === index));
    });
  };

  if (ours) {
    strip = doc.createElement('ol');
    strip.className = 'flex-control-nav flex-control-thumbs';
    slides.forEach((slide, index) => {
      const item = doc.createElement('li');
      const button = doc.createElement('button');
      button.type = 'button';
      const image = slide.querySelector('img');
      button.setAttribute('aria-label', slide.dataset.thumbAlt || image?.alt || `${index + 1}`);
      const thumb = doc.createElement('img');
      thumb.src = slide.dataset.thumb ?? image?.src ?? '';
      thumb.alt = '';
      if (index === 0) thumb.classList.add('fusion-main-image-thumb');
      button.append(thumb);
      item.append(button);
      strip!.append(item);
    });
    ctx.write(() => {
      gallery.append(strip!);
      showSlide(0);
    });
    ctx.onCleanup(() => {
      strip!.remove();
      slides.forEach((slide) => (slide.style.display = ''));
    });
  }
  if (!strip) return none;

  const items = () => Array.from(strip!.children) as HTMLElement[];
  const columns = Math.max(1, Number(gallery.dataset.columns) || 4);
  if (ours || gallery.closest(LAID_OUT)) {
    const wrapper = doc.createElement('div');
    wrapper.className = 'avada-product-gallery-thumbs-wrapper';
    wrapper.style.overflow = 'hidden';
    ctx.write(() => {
      strip!.before(wrapper);
      wrapper.append(strip!);
      Object.assign(strip!.style, { display: 'flex', gap: `${THUMBNAIL_GAP_PX}px`, margin: '0', padding: '0', listStyle: 'none' });
      for (const item of items()) {
        Object.assign(item.style, { flex: `0 0 calc((100% - ${(columns - 1) * THUMBNAIL_GAP_PX}px) / ${columns})`, margin: '0' });
      }
    });
    ctx.onCleanup(() => {
      if (strip!.parentElement === wrapper) wrapper.replaceWith(strip!);
    });
  }

  /** Moves the strip so the chosen thumbnail comes first, or as far as the strip goes. */
  const slideTo = (index: number) => {
    const count = items().length;
    if (count <= columns) return;
    const width = items()[index]?.getBoundingClientRect().width ?? 0;
    const offset = Math.min(index, count - columns) * (width + THUMBNAIL_GAP_PX);
    const reduced = ctx.browser.matchesMedia('(prefers-reduced-motion: reduce)');
    ctx.write(() => {
      strip!.style.transition = reduced ? 'none' : `transform ${THUMBNAIL_SLIDE_MS}ms ${EASE_IN_OUT_QUAD}`;
      strip!.style.transform = `translateX(-${offset}px)`;
    });
  };

  ctx.listen<MouseEvent>(strip, 'click', (event) => {
    const item = items().find((candidate) => candidate.contains(event.target as Node));
    if (!item) return;
    const index = items().indexOf(item);
    if (ours) showSlide(index);
    slideTo(index);
  });

  return { showFirst: () => (ours ? showSlide(0) : undefined) };
}
