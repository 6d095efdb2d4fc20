/** Test data for the variations form and gallery DOM tests: the page globals and the product page's markup. */
import { markupOf } from '../../../../test/support/markup';

export const PRODUCT_PAGE = 'shop/product-hoodie-woocommerce.html';

export const VARIATION_PARAMS = {
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
  i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
  i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
  i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
};

export const SINGLE_PRODUCT_PARAMS = {
  i18n_product_gallery_trigger_text: 'View full-screen image gallery',
  flexslider: { animation: 'slide', controlNav: 'thumbnails' },
  zoom_enabled: '1',
  zoom_options: [],
  photoswipe_enabled: '1',
  flexslider_enabled: '1',
};

/** The variations the product page prints in `data-product_variations`. */
export function printedVariations(): Record<string, unknown>[] {
  const holder = document.createElement('div');
  holder.innerHTML = markupOf(PRODUCT_PAGE);
  return JSON.parse(holder.querySelector('form.variations_form')!.getAttribute('data-product_variations')!);
}

/** The product page with its variations left out, as WooCommerce prints a product over its threshold. */
export const ajaxProductPage = () => markupOf(PRODUCT_PAGE).replace(/data-product_variations="[^"]*"/, 'data-product_variations="false"');

export const form = () => document.querySelector<HTMLFormElement>('form.variations_form')!;
export const mainImage = () => document.querySelector<HTMLImageElement>('.woocommerce-product-gallery .wp-post-image')!;
export const addButton = () => form().querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;

/** Sets a select as a shopper does: the value, then a bubbling change. */
export function choose(id: string, value: string): void {
  const select = document.getElementById(id) as HTMLSelectElement;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
