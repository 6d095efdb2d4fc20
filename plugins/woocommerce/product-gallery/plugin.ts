/**
 * WooCommerce's product gallery without flexslider, jQuery Zoom and
 * PhotoSwipe (docs/plugins/woocommerce-product-gallery.md): announced with
 * `wc-product-gallery-before-init` / `-after-init` `(gallery, params)`;
 * with the slider switch and more than one image, one slide shows at a time,
 * chosen from a thumbnail strip (keyboard operable) or by a swipe; with the
 * zoom switch, the slide on show zooms on hover (a tap on touch screens)
 * when its large image is wider than the gallery; with the lightbox switch,
 * the trigger (`.woocommerce-product-gallery__trigger`) opens the images
 * full screen (the lightbox's code loads when the shopper points at or
 * tabs into the gallery, or at the first open). A variation's image (written by the variations form into the
 * first slide) is shown: `woocommerce_gallery_reset_slide_position` goes
 * back to the first slide and `woocommerce_gallery_init_zoom` reads the zoom
 * image again. Stands down where the page loads WooCommerce's single-product.js.
 */
import type { EventName } from '../../../kernel/events';
import type { PluginContext } from '../../../kernel/types';
import type { ProductGalleryEvent } from '../../../machines/woocommerce/product-gallery';
import { legacyScriptRuns } from '../legacy-scripts';
import { atFirstTouch, madeOnDemand } from '../../made-on-demand';
import { fire } from '../page-events';
import '../variations-form/events';
import { settings, type ProductGallerySettings } from './settings';
import { buildStrip, type Strip } from './thumbnails';
import { createZoom } from './zoom';

export { settings };

const SLIDES = '.woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image';
const TRIGGER = '.woocommerce-product-gallery__trigger';
/** A horizontal move this long (CSS px) between pointer down and up is a swipe. */
export const SWIPE_PX = 40;
const FADE_MS = 200;

export function mount(element: Element, ctx: PluginContext<ProductGallerySettings>): void {
  const gallery = element as HTMLElement;
  const doc = ctx.browser.document;
  // single-product.js starts only where its params are printed.
  if (legacyScriptRuns(doc, 'wc-single-product') || ctx.global('wc_single_product_params') === undefined) return;
  const params = ctx.settings.params;
  const rawParams = ctx.global('wc_single_product_params');
  const reducedMotion = ctx.browser.matchesMedia('(prefers-reduced-motion: reduce)');
  const announce = (type: EventName & `wc-product-gallery-${string}`) => fire(ctx.bus, doc, type, [ctx.browser.wrap(gallery), rawParams], gallery);
  announce('wc-product-gallery-before-init');

  const slides = () => Array.from(gallery.querySelectorAll<HTMLElement>(SLIDES));
  const sliding = params.flexslider_enabled && slides().length > 1;
  const zoom = createZoom(doc, reducedMotion);
  let strip: Strip | null = null;
  let shown = 0;

  const attachZoom = () => params.zoom_enabled && zoom.attach(slides()[shown] ?? null, gallery.clientWidth);
  const showSlide = (index: number) => {
    const all = slides();
    const changed = index !== shown;
    shown = index;
    if (!sliding) return;
    all.forEach((slide, i) => {
      slide.classList.toggle('flex-active-slide', i === index);
      slide.style.display = i === index ? '' : 'none';
    });
    strip?.mark(index);
    if (changed && !reducedMotion) all[index]?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS });
  };

  // The machine (and xstate) at the first touch, focus or key on the gallery, or its first event: the first
  // slide is shown without it, and most visitors never change slides.
  const machine = madeOnDemand(async () => {
    const [spawn, { productGalleryMachine }] = await Promise.all([ctx.onDemand('spawn'), import('../../../machines/woocommerce/product-gallery')]);
    const logic = productGalleryMachine.provide({
      actions: {
        showSlide: (_, { index }) => {
          showSlide(index);
          attachZoom();
        },
      },
    });
    return spawn(logic, { input: { count: slides().length } });
  });
  let sent = false;
  const send = (event: ProductGalleryEvent) => {
    sent = true;
    machine.use((actor) => actor.send(event), (error) => ctx.report(error));
  };
  /** Calls `then` with the slide on show once every move asked for has landed. */
  const afterMoves = (then: (index: number) => void) =>
    sent ? machine.use((actor) => then(actor.getSnapshot().context.index), (error) => ctx.report(error)) : then(shown);
  atFirstTouch(ctx, gallery, () => void machine.ready().catch(() => undefined));

  ctx.write(() => {
    // WooCommerce's slider reveals a gallery the theme may hide until then.
    gallery.style.opacity = '1';
    if (sliding) {
      strip = buildStrip(doc, slides(), (index) => send({ type: 'GOTO', index }));
      gallery.append(strip.element);
    }
  });
  showSlide(0);
  // The zoom reads the gallery's width: right after the next layout, that costs none.
  ctx.onCleanup(ctx.browser.afterLayout(attachZoom));

  if (sliding) {
    const wrapper = gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__wrapper');
    if (wrapper) wrapper.style.touchAction = 'pan-y';
    let start: { x: number; y: number } | null = null;
    ctx.listen<PointerEvent>(gallery, 'pointerdown', (event) => void (start = { x: event.clientX, y: event.clientY }), { passive: true });
    ctx.listen<PointerEvent>(gallery, 'pointerup', (event) => {
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
      send({ type: dx < 0 ? 'NEXT' : 'PREV' });
    });
  }

  if (params.photoswipe_enabled) {
    let mounted = true;
    ctx.onCleanup(() => void (mounted = false));
    // The viewer (its machine, the dialog, the styles) is made at the shopper's first sign of wanting it.
    const lightbox = madeOnDemand(() =>
      Promise.all([ctx.onDemand('spawn'), import('./lightbox')]).then(([spawn, { createGalleryLightbox }]) => {
        if (!mounted) throw new Error('the gallery left the page');
        return createGalleryLightbox(ctx, spawn, slides);
      }),
    );
    // Once asked, the listeners go: a pointer moving over the gallery would ask again at every child.
    const warmers: (() => void)[] = [];
    const warm = () => {
      warmers.forEach((stop) => stop());
      void lightbox.ready().catch(() => undefined);
    };
    warmers.push(ctx.listen(gallery, 'pointerover', warm, { passive: true }), ctx.listen(gallery, 'focusin', warm));
    const open = (index: number, from: HTMLElement) =>
      void lightbox
        .ready()
        .then((viewer) => viewer.open(index, from))
        .catch((error: unknown) => mounted && ctx.report(error));
    if (params.zoom_enabled && !gallery.querySelector(TRIGGER)) {
      const trigger = doc.createElement('a');
      trigger.href = '#';
      trigger.className = 'woocommerce-product-gallery__trigger';
      trigger.setAttribute('role', 'button');
      trigger.setAttribute('aria-haspopup', 'dialog');
      trigger.setAttribute('aria-label', params.i18n_product_gallery_trigger_text);
      trigger.append(Object.assign(doc.createElement('span'), { textContent: '🔍' }));
      trigger.firstElementChild!.setAttribute('aria-hidden', 'true');
      ctx.write(() => gallery.prepend(trigger));
      ctx.onCleanup(() => trigger.remove());
    }
    ctx.listen<MouseEvent>(gallery, 'click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const trigger = target?.closest<HTMLElement>(TRIGGER);
      if (trigger) {
        event.preventDefault();
        afterMoves((index) => open(index, trigger));
        return;
      }
      const link = target?.closest<HTMLElement>('.woocommerce-product-gallery__image a');
      if (!link) return;
      event.preventDefault();
      // With zoom, the image is for zooming; the trigger opens the full-screen view.
      if (!params.zoom_enabled) open(slides().findIndex((slide) => slide.contains(link)), link);
    });
    // The trigger is a role=button link: Space activates it as Enter does.
    ctx.listen<KeyboardEvent>(gallery, 'keydown', (event) => {
      if (event.key === ' ' && event.target instanceof HTMLElement && event.target.matches(TRIGGER)) {
        event.preventDefault();
        event.target.click();
      }
    });
  }

  const onGallery = (type: 'woocommerce_gallery_reset_slide_position' | 'woocommerce_gallery_init_zoom', handler: () => void) =>
    ctx.bus.listen(type, (event) => event.target === gallery && handler());
  // Until the shopper changes slides the first is on show: the zoom only reads the (variation's) image again.
  onGallery('woocommerce_gallery_reset_slide_position', () => (sent ? send({ type: 'FIRST' }) : attachZoom()));
  onGallery('woocommerce_gallery_init_zoom', attachZoom);

  ctx.onCleanup(() => {
    zoom.detach();
    (strip as Strip | null)?.element.remove();
    for (const slide of slides()) slide.style.removeProperty('display');
  });
  announce('wc-product-gallery-after-init');
}
