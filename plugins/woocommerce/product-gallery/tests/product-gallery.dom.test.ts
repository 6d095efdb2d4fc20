/**
 * The product gallery on the product page the reference server prints: its
 * init events with WooCommerce's arguments (through the real jQuery), the
 * thumbnails, the variation image shown on the first slide, zoom only for a
 * large image wider than the gallery, the full-screen view, standing down.
 */
import { layoutReports, openTestbed, type Testbed } from '../../../../test/support';
import { INIT_DELAY_MS } from '../../../../machines/woocommerce/variations-form';
import { jQuery, unbindJQuery } from '../../../theme-shop/tests/shop';
import { wooVariationsForm } from '../../variations-form/definition';
import { GALLERY_NOTICE_MS } from '../../variations-form/image';
import { PRODUCT_PAGE, SINGLE_PRODUCT_PARAMS, VARIATION_PARAMS, choose, mainImage } from '../../variations-form/tests/product-page';
import { wooProductGallery } from '../definition';

let testbed: Testbed | undefined;
afterEach(() => {
  testbed?.close();
  testbed = undefined;
  unbindJQuery();
});

const globals = { wc_single_product_params: SINGLE_PRODUCT_PARAMS, wc_add_to_cart_variation_params: VARIATION_PARAMS };
async function open(markup: string | string[] = PRODUCT_PAGE, extra: Record<string, unknown> = {}, reducedMotion?: boolean) {
  const layout = reducedMotion === undefined ? undefined : { width: 1024, height: 768, reducedMotion };
  testbed = await openTestbed(markup, [wooProductGallery, wooVariationsForm], { globals: { ...globals, ...extra }, layout });
  await testbed.settle(INIT_DELAY_MS);
  return testbed;
}

const gallery = () => document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
const slides = () => Array.from(document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image'));
const thumbs = () => Array.from(document.querySelectorAll<HTMLButtonElement>('.flex-control-thumbs button'));
const shown = () => slides().map((slide) => slide.style.display !== 'none');

describe('product gallery', () => {
  it('a jQuery listener hears wc-product-gallery-before-init and -after-init with (gallery, params)', async () => {
    const heard: { type: string; args: unknown[] }[] = [];
    jQuery(document.body).on('wc-product-gallery-before-init wc-product-gallery-after-init', (event: { type: string }, ...args: unknown[]) => void heard.push({ type: event.type, args }));
    await open(PRODUCT_PAGE, { jQuery });
    expect(heard.map((h) => h.type)).toEqual(['wc-product-gallery-before-init', 'wc-product-gallery-after-init']);
    const [$gallery, params] = heard[1]!.args as [ArrayLike<Element>, unknown];
    expect($gallery[0]).toBe(gallery());
    expect(params).toEqual(SINGLE_PRODUCT_PARAMS);
  });

  it('thumbnails from data-thumb: the current one marked, arrow keys move, one slide shows', async () => {
    await open();
    expect(thumbs().map((t) => t.querySelector('img')!.getAttribute('src'))).toEqual(['/fixtures-assets/shop/hoodie.svg', '/fixtures-assets/shop/hoodie-back.svg']);
    expect(thumbs()[0]!.getAttribute('aria-current')).toBe('true');
    expect(shown()).toEqual([true, false]);
    thumbs()[0]!.focus();
    thumbs()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(thumbs()[1]);
    // The slider's machine is made at that first focus: the move lands once it is in.
    await testbed!.settle();
    expect(thumbs()[1]!.getAttribute('aria-current')).toBe('true');
    expect(thumbs()[0]!.hasAttribute('aria-current')).toBe(false);
    expect(shown()).toEqual([false, true]);
  });

  it('a swipe sideways shows the next or previous slide; a short or mostly vertical move does not', async () => {
    await open();
    // jsdom has no PointerEvent: a MouseEvent of the same type carries the coordinates.
    const swipe = async (from: [number, number], to: [number, number]) => {
      const wrapper = document.querySelector('.woocommerce-product-gallery__wrapper')!;
      wrapper.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientX: from[0], clientY: from[1] }));
      wrapper.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, clientX: to[0], clientY: to[1] }));
      await testbed!.settle();
    };
    await swipe([300, 100], [280, 100]);
    expect(shown()).toEqual([true, false]);
    await swipe([300, 100], [250, 200]);
    expect(shown()).toEqual([true, false]);
    await swipe([300, 100], [200, 110]);
    expect(shown()).toEqual([false, true]);
    await swipe([300, 100], [200, 100]);
    expect(shown()).toEqual([false, true]);
    await swipe([200, 100], [300, 100]);
    expect(shown()).toEqual([true, false]);
  });

  it("a variation's image is what the gallery shows: the first slide comes back and its thumbnail changes", async () => {
    await open();
    thumbs()[1]!.click();
    choose('pa_color', 'blue');
    choose('logo', 'No');
    await testbed!.settle(GALLERY_NOTICE_MS);
    expect(shown()).toEqual([true, false]);
    expect(mainImage().getAttribute('src')).toBe('/fixtures-assets/shop/hoodie-blue.svg');
    expect(thumbs()[0]!.querySelector('img')!.getAttribute('src')).toBe('/fixtures-assets/shop/hoodie-blue.svg');
  });

  it('zooms only when the large image is wider than the gallery', async () => {
    await open();
    const zoom = () => slides()[0]!.querySelector('img.zoomImg');
    // jsdom lays nothing out: the gallery is 0 px wide, so a 600 px image zooms.
    expect(zoom()?.getAttribute('src')).toBe('/fixtures-assets/shop/hoodie.svg');
    expect(zoom()?.getAttribute('aria-hidden')).toBe('true');
    Object.defineProperty(gallery(), 'clientWidth', { configurable: true, value: 800 });
    gallery().dispatchEvent(new CustomEvent('woocommerce_gallery_init_zoom', { bubbles: true }));
    expect(zoom()).toBeNull();
  });

  it("reads the gallery's width for the zoom right after the next layout, not in the mount's task", async () => {
    const layouts = layoutReports(window);
    try {
      await open();
      const zoom = () => slides()[0]!.querySelector('img.zoomImg');
      expect(zoom()).toBeNull();
      layouts.deliver();
      expect(zoom()?.getAttribute('src')).toBe('/fixtures-assets/shop/hoodie.svg');
    } finally {
      layouts.restore();
    }
  });

  it("mounts without the slider's machine or the full-screen view's: pointing makes the view's, the first focus the slider's, each once", async () => {
    await open();
    const actors = () => testbed!.runtime.stats().actors;
    const atMount = actors();
    await testbed!.settle(1000);
    expect(actors()).toBe(atMount);
    gallery().dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    await testbed!.settle();
    expect(actors()).toBe(atMount + 1);
    const trigger = gallery().querySelector<HTMLAnchorElement>('.woocommerce-product-gallery__trigger')!;
    trigger.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await testbed!.settle();
    expect(actors()).toBe(atMount + 2);
    trigger.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    gallery().dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    await testbed!.settle();
    expect(actors()).toBe(atMount + 2);
  });

  it('the trigger opens the full-screen view at the slide on show; Escape closes it and focus returns', async () => {
    await open();
    thumbs()[1]!.click();
    const trigger = gallery().querySelector<HTMLAnchorElement>('.woocommerce-product-gallery__trigger')!;
    expect(trigger.getAttribute('aria-label')).toBe('View full-screen image gallery');
    trigger.focus();
    trigger.click();
    await testbed!.settle(500);
    const dialog = document.querySelector('.basicLightbox [role="dialog"]')!;
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe('/fixtures-assets/shop/hoodie-back.svg');
    expect(dialog.contains(document.activeElement)).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await testbed!.settle(500);
    expect(document.querySelector('.basicLightbox')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it.each([
    [false, 'fades in and out', 1],
    [true, 'opens and closes at once with reduced motion', 0],
  ])('the full-screen view %s: %s', async (reduced, _what, left) => {
    await open(PRODUCT_PAGE, {}, reduced);
    gallery().querySelector<HTMLAnchorElement>('.woocommerce-product-gallery__trigger')!.click();
    await testbed!.settle(500);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await testbed!.settle();
    expect(document.querySelectorAll('.basicLightbox')).toHaveLength(left);
  });

  it('PHP-printed switches ("yes", 1) count; a mistyped one warns once, naming it, and is off', async () => {
    await open(PRODUCT_PAGE, { wc_single_product_params: { ...SINGLE_PRODUCT_PARAMS, flexslider_enabled: 'yes', photoswipe_enabled: 1, zoom_enabled: { on: true } } });
    expect(thumbs()).toHaveLength(2);
    expect(slides()[0]!.querySelector('img.zoomImg')).toBeNull();
    expect(gallery().querySelector('.woocommerce-product-gallery__trigger')).toBeNull();
    expect(testbed!.console.warn.mock.calls.map((args) => args.join(' '))).toEqual([
      expect.stringContaining('wc_single_product_params.zoom_enabled: expected a flag, got an object; using the default'),
    ]);
    testbed!.console.warn.mockClear();
  });

  it("stands down where WooCommerce's own single-product.js is on the page", async () => {
    const heard: string[] = [];
    document.addEventListener('wc-product-gallery-before-init', () => heard.push('before'));
    await open([PRODUCT_PAGE, '<script id="wc-single-product-js"></script>']);
    expect(thumbs()).toHaveLength(0);
    expect(heard).toEqual([]);
    expect(gallery().querySelector('.woocommerce-product-gallery__trigger')).toBeNull();
  });
});
