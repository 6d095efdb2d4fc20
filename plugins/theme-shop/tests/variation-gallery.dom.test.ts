import { fireEvent } from '@testing-library/dom';
import { swatches } from '../swatches/definition';
import { variationGallery } from '../variation-gallery/definition';
import { THUMBNAIL_GAP_PX, THUMBNAIL_SLIDE_MS } from '../variation-gallery/thumbnails';
import { GALLERY_INIT_DELAY_MS } from '../../../machines/theme-shop/variation-gallery';
import { openTestbed, type Testbed } from '../../../test/support';
import { closeVariationsPage, jQuery } from './shop';
import { layOut } from './shop-page';
import { bindVariationsDouble, type Variation, type VariationsDouble } from './wc-variations-double.mjs';

/** A variation as WooCommerce prints it, with every image field the gallery uses. */
const BLUE: Variation = {
  attributes: { attribute_pa_color: 'blue', attribute_logo: 'No' },
  variation_id: 112,
  is_in_stock: true,
  image: {
    title: 'Blue hoodie',
    caption: 'Blue, no logo',
    url: '/img/blue-full.svg',
    alt: 'A blue hoodie',
    src: '/img/blue-600.svg',
    srcset: '/img/blue-600.svg 600w, /img/blue-300.svg 300w',
    sizes: '(max-width: 600px) 100vw, 600px',
    full_src: '/img/blue-full.svg',
    full_src_w: 1400,
    full_src_h: 1500,
    gallery_thumbnail_src: '/img/blue-100.svg',
    gallery_thumbnail_src_w: 100,
    gallery_thumbnail_src_h: 100,
    thumb_src: '/img/blue-300.svg',
    src_w: 600,
    src_h: 640,
  },
};

let testbed: Testbed | undefined;
let wc: VariationsDouble | undefined;
afterEach(() => {
  closeVariationsPage(testbed, wc);
  testbed = undefined;
  wc = undefined;
});

async function open(fixture: string, globals: Record<string, unknown> = {}, quiet = false) {
  testbed = await openTestbed(fixture, [variationGallery, swatches], { globals: { jQuery, ...globals }, quiet });
  return testbed;
}

const form = () => document.querySelector<HTMLFormElement>('form.variations_form')!;
const mainImage = () => document.querySelector<HTMLImageElement>('.woocommerce-product-gallery .wp-post-image')!;
const mainSlide = () => mainImage().closest<HTMLElement>('.woocommerce-product-gallery__image')!;
const choose = (id: string, value: string) => {
  const select = document.getElementById(id) as HTMLSelectElement;
  select.value = value;
  return select;
};
/** WooCommerce's variation script found a variation: found_variation on the form, through jQuery. */
const found = (variation: unknown) => jQuery(form()).trigger('found_variation', [variation]);
/** A finger's pointerdown (jsdom has no PointerEvent). */
const touch = (target: Element) => {
  const event = new Event('pointerdown', { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: 'touch' });
  target.dispatchEvent(event);
};

describe('variation gallery: the variation image', () => {
  it('[SHOP-034] [SHOP-036] with every select chosen, every image field of the variation goes to the gallery', async () => {
    await open('theme-shop/gallery-flexslider.html');
    choose('pa_color', 'blue');
    choose('logo', 'No');
    found(BLUE);
    const image = mainImage();
    expect(image).toHaveAttribute('src', '/img/blue-600.svg');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '640');
    expect(image).toHaveAttribute('srcset', '/img/blue-600.svg 600w, /img/blue-300.svg 300w');
    expect(image).toHaveAttribute('sizes', '(max-width: 600px) 100vw, 600px');
    expect(image).toHaveAttribute('title', 'Blue hoodie');
    expect(image).toHaveAttribute('alt', 'A blue hoodie');
    expect(image).toHaveAttribute('data-caption', 'Blue, no logo');
    expect(image).toHaveAttribute('data-src', '/img/blue-full.svg');
    expect(image).toHaveAttribute('data-large_image', '/img/blue-full.svg');
    expect(image).toHaveAttribute('data-large_image_width', '1400');
    expect(image).toHaveAttribute('data-large_image_height', '1500');
    expect(mainSlide()).toHaveAttribute('data-thumb', '/img/blue-600.svg');
    expect(mainSlide().querySelector('a')).toHaveAttribute('href', '/img/blue-full.svg');
    expect(mainSlide().querySelector('img.zoomImg')).toHaveAttribute('src', '/img/blue-full.svg');
    const trigger = mainSlide().querySelector('.avada-product-gallery-lightbox-trigger')!;
    expect(trigger).toHaveAttribute('href', '/img/blue-full.svg');
    expect(trigger).toHaveAttribute('data-title', 'Blue hoodie');
    expect(trigger).toHaveAttribute('data-caption', 'Blue, no logo');
    expect(document.querySelector('.flex-control-thumbs li img')).toHaveAttribute('src', '/img/blue-100.svg');
    // The originals are kept where WooCommerce keeps them.
    expect(image).toHaveAttribute('data-o_src', '/fixtures-assets/shop/hoodie.svg');
  });

  it('[SHOP-034] a composited variation (is_composited) leaves the original image', async () => {
    await open('theme-shop/gallery-flexslider.html');
    choose('pa_color', 'blue');
    choose('logo', 'No');
    found({ ...BLUE, is_composited: true });
    expect(mainImage()).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
  });

  it('[SHOP-035] when not every select is chosen, the original image comes back, every attribute of it', async () => {
    await open('theme-shop/gallery-flexslider.html');
    const before = mainSlide().outerHTML;
    choose('pa_color', 'blue');
    choose('logo', 'No');
    found(BLUE);
    expect(mainImage()).toHaveAttribute('src', '/img/blue-600.svg');
    // WooCommerce's reset_data after a select is emptied.
    choose('logo', '');
    jQuery(form()).trigger('reset_data');
    const restored = mainSlide().cloneNode(true) as HTMLElement;
    for (const element of [restored, ...Array.from(restored.querySelectorAll('*'))]) {
      for (const name of element.getAttributeNames()) if (name.startsWith('data-o_')) element.removeAttribute(name);
    }
    expect(restored.outerHTML).toBe(before);
    expect(document.querySelector('.flex-control-thumbs li img')).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
  });

  it('[SHOP-035] a found variation with a select still empty, a hidden variation or a select emptied all show the original', async () => {
    await open('theme-shop/gallery-flexslider.html');
    choose('pa_color', 'blue');
    found(BLUE);
    expect(mainImage()).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
    choose('logo', 'No');
    found(BLUE);
    jQuery(form().querySelector('.single_variation')).trigger('hide_variation');
    expect(mainImage()).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
    found(BLUE);
    fireEvent.change(choose('pa_color', ''));
    expect(mainImage()).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
  });

  it('[SHOP-036] a variation without an image shows the original image, without a warning', async () => {
    const { console } = await open('theme-shop/gallery-flexslider.html');
    choose('pa_color', 'blue');
    choose('logo', 'No');
    found(BLUE);
    choose('pa_color', 'red');
    found({ ...BLUE, variation_id: 114, image: { title: '', caption: '', src: '', srcset: false, sizes: false, full_src: '', gallery_thumbnail_src: '' } });
    expect(mainImage()).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('a malformed variation warns once, naming the field, and the original stays', async () => {
    const { console } = await open('theme-shop/gallery-flexslider.html', {}, true);
    choose('pa_color', 'blue');
    choose('logo', 'No');
    found({ ...BLUE, image: 'hoodie.svg' });
    found({ ...BLUE, image: 'hoodie.svg' });
    found({ ...BLUE, image: { ...BLUE.image, src: { url: '/x.svg' } } });
    expect(mainImage()).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
    expect(console.warn.mock.calls.map((args) => args.join(' '))).toEqual([
      expect.stringContaining('found_variation: field image: expected an object'),
      expect.stringContaining('found_variation: field image.src: expected a text, a number or false'),
    ]);
  });

  it('a variation image with a script or data address (src, full_src, thumbnail, srcset) counts as no image: the original stays, a warning names the field', async () => {
    const { console } = await open('theme-shop/gallery-flexslider.html', {}, true);
    choose('pa_color', 'blue');
    choose('logo', 'No');
    const link = mainSlide().querySelector('a')!;
    const originalHref = link.getAttribute('href');
    found({ ...BLUE, image: { ...BLUE.image, full_src: "javascript:alert('xss')" } });
    found({ ...BLUE, image: { ...BLUE.image, src: 'data:image/svg+xml,<svg onload=alert(1)>' } });
    found({ ...BLUE, image: { ...BLUE.image, gallery_thumbnail_src: ' JaVaScRiPt:alert(1)' } });
    found({ ...BLUE, image: { ...BLUE.image, srcset: '/img/blue-600.svg 600w, javascript:alert(1) 300w' } });
    expect(mainImage()).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
    expect(link.getAttribute('href')).toBe(originalHref);
    expect(console.warn.mock.calls.map((args) => args.join(' '))).toEqual([
      expect.stringContaining('found_variation: field image.full_src: the "javascript:" scheme is not allowed'),
      expect.stringContaining('found_variation: field image.src: the "data:" scheme is not allowed'),
      expect.stringContaining('found_variation: field image.gallery_thumbnail_src: the "javascript:" scheme is not allowed'),
      expect.stringContaining('found_variation: field image.srcset: the "javascript:" scheme is not allowed'),
    ]);
    // A variation with web addresses still swaps the image.
    found(BLUE);
    expect(mainImage()).toHaveAttribute('src', '/img/blue-600.svg');
  });

  it('[SHOP-024] [SHOP-031] [SHOP-036] swatches, WooCommerce\'s variation script and the gallery together: found_variation from jQuery swaps the image', async () => {
    await open('shop/product-hoodie.html');
    wc = bindVariationsDouble(jQuery, document);
    fireEvent.click(document.querySelector('.avada-color-select[data-value="green"]')!);
    fireEvent.click(document.querySelector('.avada-button-select[data-value="Yes"]')!);
    expect(wc.triggered.map(([type]) => type)).toEqual(['reset_data', 'found_variation']);
    expect(mainImage()).toHaveAttribute('src', '/fixtures-assets/shop/hoodie-green.svg');
    expect(mainImage()).toHaveAttribute('alt', 'Green hoodie');
    fireEvent.click(document.querySelector('.avada-button-select[data-value="Yes"]')!);
    expect(mainImage()).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
  });
});

describe('variation gallery: lightbox and thumbnails', () => {
  it('[SHOP-038] after a change of image the lightbox is refreshed at once, after 500 ms and after 1500 ms', async () => {
    const refresh_lightbox = jest.fn();
    const { clock, runtime } = await open('theme-shop/gallery-flexslider.html', { avadaLightBox: { refresh_lightbox } });
    const refreshedAt: number[] = [];
    const start = clock.now();
    runtime.bus.on('lightbox:refresh', (root) => {
      expect(root).toBe(document.querySelector('.woocommerce-product-gallery'));
      refreshedAt.push(clock.now() - start);
    });
    choose('pa_color', 'blue');
    choose('logo', 'No');
    found(BLUE);
    clock.advance(2000);
    expect(refreshedAt).toEqual([0, 500, 1500]);
    expect(refresh_lightbox).toHaveBeenCalledTimes(3);
  });

  it('[SHOP-039] the thumbnails are set up 100 ms after start; [SHOP-037] with an 8 px gap in their columns', async () => {
    const { clock } = await open('shop/product-hoodie.html');
    clock.advance(GALLERY_INIT_DELAY_MS - 1);
    expect(document.querySelector('.flex-control-thumbs')).toBeNull();
    clock.advance(1);
    const strip = document.querySelector<HTMLElement>('.avada-product-gallery-thumbs-wrapper > ol.flex-control-thumbs')!;
    expect(strip.style.gap).toBe(`${THUMBNAIL_GAP_PX}px`);
    const items = Array.from(strip.querySelectorAll<HTMLElement>(':scope > li'));
    expect(items).toHaveLength(2);
    // A quarter of the width less three gaps each (the browser may write the calc() its own way).
    expect(items[0]!.style.flex).toMatch(/^0 0 calc\((\(100% - 24px\) \/ 4|0\.25 \* \(100% - 24px\))\)$/);
  });

  it('[SHOP-028] without WooCommerce\'s slider the strip is built from the slides: buttons that show their image', async () => {
    const { clock } = await open('shop/product-hoodie.html');
    clock.advance(GALLERY_INIT_DELAY_MS);
    const slides = Array.from(document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image'));
    const buttons = Array.from(document.querySelectorAll<HTMLButtonElement>('.flex-control-thumbs button'));
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Grey hoodie', 'Hoodie, back']);
    expect(buttons.map((button) => button.querySelector('img')!.getAttribute('src'))).toEqual(['/fixtures-assets/shop/hoodie.svg', '/fixtures-assets/shop/hoodie-back.svg']);
    expect(slides.map((slide) => slide.style.display)).toEqual(['', 'none']);
    fireEvent.click(buttons[1]!);
    expect(slides.map((slide) => slide.style.display)).toEqual(['none', '']);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    // A variation image goes to the first slide: it shows again.
    choose('pa_color', 'blue');
    choose('logo', 'No');
    found(BLUE);
    expect(slides.map((slide) => slide.style.display)).toEqual(['', 'none']);
  });

  it('[SHOP-028] the page has the gallery with its thumbnails, lightbox links and zoom, the tabs and the variations form', async () => {
    const { clock } = await open('theme-shop/gallery-flexslider.html');
    clock.advance(GALLERY_INIT_DELAY_MS);
    const gallery = document.querySelector('.woocommerce-product-gallery')!;
    expect(gallery.querySelectorAll('.flex-control-thumbs li')).toHaveLength(6);
    expect(gallery.querySelectorAll('a.avada-product-gallery-lightbox-trigger[data-rel^="iLightbox"]')).toHaveLength(6);
    expect(gallery.querySelector('img.zoomImg')).not.toBeNull();
    expect(form().querySelectorAll('.variations select')).toHaveLength(2);
    testbed!.close();
    testbed = await openTestbed('shop/product-hoodie.html', []);
    expect(document.querySelector('.woocommerce-tabs [role="tablist"]')).not.toBeNull();
  });

  it('[SHOP-037] choosing a thumbnail beyond the columns slides the strip over 500 ms so it comes first, as far as the strip goes', async () => {
    const restore = layOut({ '.flex-control-thumbs li': { width: 100 } });
    try {
      const { clock } = await open('theme-shop/gallery-flexslider.html');
      clock.advance(GALLERY_INIT_DELAY_MS);
      const strip = document.querySelector<HTMLElement>('.avada-product-gallery-thumbs-wrapper > .flex-control-thumbs')!;
      const items = Array.from(strip.children) as HTMLElement[];
      fireEvent.click(items[1]!.querySelector('img')!);
      expect(strip.style.transform).toBe(`translateX(-${100 + THUMBNAIL_GAP_PX}px)`);
      expect(strip.style.transition).toBe(`transform ${THUMBNAIL_SLIDE_MS}ms cubic-bezier(0.455, 0.03, 0.515, 0.955)`);
      // Six thumbnails in four columns: the strip moves two places at most.
      fireEvent.click(items[5]!.querySelector('img')!);
      expect(strip.style.transform).toBe(`translateX(-${2 * (100 + THUMBNAIL_GAP_PX)}px)`);
    } finally {
      restore();
    }
  });

  it('[SHOP-039] [SHOP-036] a default variation (every select chosen at load) is announced again at start: WooCommerce finds it and the image follows', async () => {
    testbed = await openTestbed('shop/product-hoodie.html', [variationGallery], { globals: { jQuery }, start: false });
    choose('pa_color', 'green');
    choose('logo', 'Yes');
    wc = bindVariationsDouble(jQuery, document);
    await testbed.start();
    expect(mainImage()).toHaveAttribute('src', '/fixtures-assets/shop/hoodie.svg');
    testbed.clock.advance(GALLERY_INIT_DELAY_MS);
    expect(wc.triggered.map(([type]) => type)).toEqual(['found_variation']);
    expect(mainImage()).toHaveAttribute('src', '/fixtures-assets/shop/hoodie-green.svg');
  });

  it('[SHOP-028] a click on the zoom opens the slide\'s lightbox link; on a touch screen the first tap only shows its hover state', async () => {
    await open('theme-shop/gallery-flexslider.html');
    const zoom = document.querySelector<HTMLElement>('.zoomImg')!;
    const link = zoom.parentElement!.querySelector<HTMLAnchorElement>('.avada-product-gallery-lightbox-trigger')!;
    const opened: string[] = [];
    testbed!.leaks.untracked(() =>
      link.addEventListener('click', (event) => {
        event.preventDefault();
        opened.push(link.getAttribute('href')!);
      }),
    );
    fireEvent.click(zoom);
    expect(opened).toEqual(['/fixtures-assets/shop/hoodie.svg']);
    touch(zoom);
    fireEvent.click(zoom);
    expect(link).toHaveClass('hover');
    expect(opened).toHaveLength(1);
    touch(zoom);
    fireEvent.click(zoom);
    expect(opened).toHaveLength(2);
    expect(link).not.toHaveClass('hover');
    touch(zoom);
    fireEvent.click(zoom);
    fireEvent.click(document.body);
    expect(link).not.toHaveClass('hover');
  });

  it('stop leaves no listener, timer or actor behind, and takes its own strip away', async () => {
    const { clock, runtime, leaks } = await open('shop/product-hoodie.html');
    clock.advance(GALLERY_INIT_DELAY_MS);
    choose('pa_color', 'blue');
    choose('logo', 'No');
    found(BLUE);
    runtime.stop();
    expect(leaks.check()).toEqual([]);
    expect(document.querySelector('.flex-control-thumbs')).toBeNull();
    expect(Array.from(document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image')).map((slide) => slide.style.display)).toEqual(['', '']);
  });
});
