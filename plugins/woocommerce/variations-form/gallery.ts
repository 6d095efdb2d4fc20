/** The product gallery a variation's image is written over (docs/plugins/woocommerce-variations-form.md#the-image). */
export function galleryOf(form: Element): HTMLElement | null {
  const product = form.closest('.product') ?? form.ownerDocument;
  return product.querySelector<HTMLElement>('.woocommerce-product-gallery, .images');
}

/**
 * Whether a variation's image was ever written over `gallery`: every swap keeps the original `src` in
 * `data-o_src` before its first write (image-swap.ts), and a restore only copies those kept originals back.
 */
export const imageSwapped = (gallery: Element | null): boolean => gallery?.querySelector('[data-o_src]') != null;
