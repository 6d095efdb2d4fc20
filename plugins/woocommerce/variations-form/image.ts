/**
 * The variation's image in the product gallery (docs/plugins/woocommerce-variations-form.md#the-image):
 * WooCommerce's swap, with the theme shop layer's helpers (the same
 * attributes, the originals kept in `data-o_*` and put back on reset). After
 * a swap the gallery is told, 20 ms later as WooCommerce does, to show its
 * first slide and to read the zoom image again.
 */
import type { Warn } from '../../../adapters/shapes';
import type { PluginContext } from '../../../kernel/types';
import { galleryTargets, restoreOriginalImage, showVariationImage } from '../../theme-shop/variation-gallery/image-swap';
import { variationImageOf } from '../../theme-shop/variation-gallery/variation';
import { fire } from '../page-events';
import './events';

/** WooCommerce tells the gallery about a new image this long after writing it. */
export const GALLERY_NOTICE_MS = 20;

export function galleryOf(form: Element): HTMLElement | null {
  const product = form.closest('.product') ?? form.ownerDocument;
  return product.querySelector<HTMLElement>('.woocommerce-product-gallery, .images');
}

/** Shows `variation`'s image (or the original, for none); null restores the original. */
export function updateImage(ctx: PluginContext, form: Element, variation: unknown, warn: Warn): void {
  const gallery = galleryOf(form);
  if (!gallery) return;
  const targets = galleryTargets(gallery);
  const image = variation === null ? null : variationImageOf(variation, warn, ctx.browser.document.baseURI);
  if (!image) {
    restoreOriginalImage(targets);
    return;
  }
  showVariationImage(targets, image);
  ctx.clock.setTimeout(() => {
    if (!gallery.isConnected) return;
    fire(ctx.bus, ctx.browser.document, 'woocommerce_gallery_reset_slide_position', [], gallery);
    fire(ctx.bus, ctx.browser.document, 'woocommerce_gallery_init_zoom', [], gallery);
  }, GALLERY_NOTICE_MS);
}
