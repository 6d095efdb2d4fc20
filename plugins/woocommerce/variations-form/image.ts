/**
 * The variation's image in the product gallery (docs/plugins/woocommerce-variations-form.md#the-image):
 * WooCommerce's swap, with the theme shop layer's helpers (the same
 * attributes, the originals kept in `data-o_*` and put back on reset). After
 * a swap the gallery is told, 20 ms later as WooCommerce does, to show its
 * first slide and to read the zoom image again. Loaded at the first touch of
 * the form or the first image to show (./code-at-first-touch), not at mount.
 */
import type { PluginContext } from '../../../kernel/types';
import { galleryTargets, restoreOriginalImage, showVariationImage } from '../../theme-shop/variation-gallery/image-swap';
import { variationImageOf, variationImageWarnings } from '../../theme-shop/variation-gallery/variation';
import { fire } from '../page-events';
import './events';

/** WooCommerce tells the gallery about a new image this long after writing it. */
export const GALLERY_NOTICE_MS = 20;

/** Shows `variation`'s image in `gallery` (./gallery) or the original, for none; null restores the original. */
export function updateImage(ctx: PluginContext, gallery: HTMLElement, variation: unknown): void {
  const targets = galleryTargets(gallery);
  const warn = ctx.scope.get('variation-warnings', variationImageWarnings);
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
