/**
 * Avada's link from WooCommerce's zoom to its lightbox (docs/plugins/theme-shop.md#variation-gallery):
 * jQuery Zoom lays an enlarged copy (`img.zoomImg`) over the slide, which
 * would swallow clicks meant for the image; a click on it opens the slide's
 * lightbox link instead. On a touch screen the first tap shows the link's
 * hover state (the zoom) and the second opens it. A tap elsewhere in the
 * page takes the hover state away.
 */
import type { PluginContext } from '../../../kernel/types';

const ZOOM_IMAGE = '.woocommerce-product-gallery__image .zoomImg';
const LIGHTBOX_LINK = '.avada-product-gallery-lightbox-trigger';
const HOVER = 'hover';

export function linkZoomToLightbox(gallery: Element, ctx: PluginContext): void {
  let pointer = '';
  ctx.listen<PointerEvent>(gallery, 'pointerdown', (event) => void (pointer = event.pointerType), { passive: true });
  ctx.listen<MouseEvent>('document', 'click', (event) => {
    const target = event.target as Element;
    const zoom = gallery.contains(target) ? target.closest(ZOOM_IMAGE) : null;
    const touched = pointer === 'touch';
    pointer = '';
    if (!zoom) {
      if (!target.closest?.('.woocommerce-product-gallery__image')) {
        ctx.write(() => gallery.querySelectorAll(`${LIGHTBOX_LINK}.${HOVER}`).forEach((link) => link.classList.remove(HOVER)));
      }
      return;
    }
    const link = zoom.parentElement?.querySelector<HTMLElement>(`:scope > ${LIGHTBOX_LINK}`);
    if (!link) return;
    if (touched && !link.classList.contains(HOVER)) {
      ctx.write(() => {
        gallery.querySelectorAll(`${LIGHTBOX_LINK}.${HOVER}`).forEach((other) => other.classList.remove(HOVER));
        link.classList.add(HOVER);
      });
      return;
    }
    ctx.write(() => link.classList.remove(HOVER));
    link.click();
  });
}
