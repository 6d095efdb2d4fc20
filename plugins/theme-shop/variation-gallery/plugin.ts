/**
 * Avada's product gallery beside WooCommerce's variations form
 * (docs/plugins/theme-shop.md#variation-gallery). WooCommerce's variation
 * script announces a variation with `found_variation` (its one argument, the
 * variation object) on the form: when every attribute select has a value and
 * the variation has an image, that image replaces the main image (image,
 * link, zoom copy, lightbox link, first thumbnail); when not every select has
 * a value (`reset_data`, `hide_variation`, a select emptied) the original
 * comes back. A variation without an image shows the original too. After
 * each change the lightbox is told to read the gallery again, at once and
 * 500 and 1500 ms later. The thumbnails are set up 100 ms after start; then,
 * when every select already has a value (a default variation), the selects
 * fire `change` so WooCommerce announces that variation again, in case it
 * did before this part was listening. A click on the zoom opens the lightbox.
 */
import type { PluginContext } from '../../../kernel/types';
import { variationGalleryMachine } from '../../../machines/theme-shop/variation-gallery';
import '../../woocommerce/variations-form/events';
import { galleryTargets, restoreOriginalImage, showVariationImage } from './image-swap';
import { setUpThumbnails, type Thumbnails } from './thumbnails';
import { variationImageOf, variationImageWarnings } from './variation';
import { linkZoomToLightbox } from './zoom-lightbox';

const SELECTS = '.variations select';

export function mount(element: Element, ctx: PluginContext): void {
  const gallery = element as HTMLElement;
  const form = (gallery.closest('.product') ?? gallery.ownerDocument).querySelector<HTMLFormElement>('form.variations_form');
  const warn = ctx.scope.get('variation-warnings', variationImageWarnings);
  let thumbnails: Thumbnails | undefined;

  const selects = () => Array.from(form?.querySelectorAll<HTMLSelectElement>(SELECTS) ?? []);
  const allChosen = () => selects().every((select) => select.value !== '');
  // WooCommerce's handler reads every select: one change is enough.
  const announceDefaultVariation = () => {
    if (selects().length > 0 && allChosen()) selects()[0]!.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const refreshLightbox = () => {
    ctx.bus.emit('lightbox:refresh', gallery);
    // Avada's own lightbox, where it is on the page instead of ours.
    const legacy = ctx.global('avadaLightBox') as { refresh_lightbox?: () => void } | undefined;
    if (typeof legacy?.refresh_lightbox === 'function') legacy.refresh_lightbox();
  };

  const actor = ctx.spawn(
    variationGalleryMachine.provide({
      actions: {
        startGallery: () => {
          thumbnails = setUpThumbnails(gallery, ctx);
          announceDefaultVariation();
        },
        showVariationImage: (_args, { image }) => {
          // The zoom copy and the strip may have appeared since start: find the parts now.
          ctx.write(() => showVariationImage(galleryTargets(gallery), image));
          thumbnails?.showFirst();
        },
        restoreImage: () => ctx.write(() => restoreOriginalImage(galleryTargets(gallery))),
        refreshLightbox,
      },
    }),
  );
  linkZoomToLightbox(gallery, ctx);
  if (!form) return;

  const fromForm = (target: Element | Document | undefined) => target === undefined || target === form || form.contains(target as Node);

  ctx.bus.listen('found_variation', (event) => {
    if (!fromForm(event.target)) return;
    if (allChosen()) actor.send({ type: 'VARIATION', image: variationImageOf(event.args[0], warn, gallery.ownerDocument.baseURI) });
    else actor.send({ type: 'RESET' });
  });
  for (const type of ['reset_data', 'hide_variation'] as const) {
    ctx.bus.listen(type, (event) => {
      if (fromForm(event.target)) actor.send({ type: 'RESET' });
    });
  }
  // A select emptied by the visitor (or a swatch cleared) before WooCommerce says anything.
  ctx.listen(form, 'change', (event) => {
    if ((event.target as Element).matches?.(SELECTS) && !allChosen()) actor.send({ type: 'RESET' });
  });
}
