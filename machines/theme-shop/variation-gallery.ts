/**
 * The product gallery beside a variations form (Avada's product images with
 * WooCommerce's variations). Three regions at once:
 * - `gallery`: started (thumbnails, a default variation announced)
 *   GALLERY_INIT_DELAY_MS after start (Avada waits for WooCommerce's slider);
 * - `image`: the original images, or a variation's image while a variation
 *   with an image is found with every attribute chosen;
 * - `lightbox`: after each change of image the lightbox is refreshed at once,
 *   after 500 ms and after 1500 ms (images and links settle late).
 * Pure: the plugin provides the DOM actions.
 */
import { raise, setup } from 'xstate';

/** Avada starts its gallery after WooCommerce's slider, which waits 100 ms. */
export const GALLERY_INIT_DELAY_MS = 100;
/** When the lightbox reads the gallery again after a change of image (besides at once). */
export const LIGHTBOX_REFRESH_MS = [500, 1500] as const;

/** The image fields of a variation, as WooCommerce sends them (false or '' for "none"). */
export type ImageValue = string | number | boolean | undefined;
export interface VariationImage {
  src: string;
  src_w?: ImageValue;
  src_h?: ImageValue;
  srcset?: ImageValue;
  sizes?: ImageValue;
  title?: ImageValue;
  alt?: ImageValue;
  caption?: ImageValue;
  full_src?: ImageValue;
  full_src_w?: ImageValue;
  full_src_h?: ImageValue;
  gallery_thumbnail_src?: ImageValue;
}

export type VariationGalleryEvent =
  /** A variation was found with every attribute chosen; `image` is null when it has none to show. */
  | { type: 'VARIATION'; image: VariationImage | null }
  /** Not every attribute is chosen (or the choice matches nothing). */
  | { type: 'RESET' }
  | { type: 'REFRESH_LIGHTBOX' };

export const variationGalleryMachine = setup({
  types: { events: {} as VariationGalleryEvent },
  actions: {
    startGallery: () => {},
    showVariationImage: (_args, _params: { image: VariationImage }) => {},
    restoreImage: () => {},
    refreshLightbox: () => {},
  },
  guards: {
    hasImage: ({ event }) => event.type === 'VARIATION' && event.image !== null,
  },
  delays: {
    initDelay: GALLERY_INIT_DELAY_MS,
    firstRefresh: LIGHTBOX_REFRESH_MS[0],
    secondRefresh: LIGHTBOX_REFRESH_MS[1] - LIGHTBOX_REFRESH_MS[0],
  },
}).createMachine({
  id: 'variationGallery',
  type: 'parallel',
  states: {
    gallery: {
      initial: 'starting',
      states: {
        starting: { after: { initDelay: { target: 'ready', actions: 'startGallery' } } },
        ready: {},
      },
    },
    image: {
      initial: 'original',
      on: {
        VARIATION: [
          {
            guard: 'hasImage',
            target: '.variation',
            actions: [
              { type: 'showVariationImage', params: ({ event }) => ({ image: (event as { image: VariationImage }).image }) },
              raise({ type: 'REFRESH_LIGHTBOX' }),
            ],
          },
          { target: '.original', actions: ['restoreImage', raise({ type: 'REFRESH_LIGHTBOX' })] },
        ],
        RESET: { target: '.original', actions: ['restoreImage', raise({ type: 'REFRESH_LIGHTBOX' })] },
      },
      states: {
        original: {},
        variation: {},
      },
    },
    lightbox: {
      initial: 'idle',
      states: {
        idle: { on: { REFRESH_LIGHTBOX: 'refreshed' } },
        // A new change starts the series over (leaving and entering the state again restarts its timer).
        refreshed: {
          entry: 'refreshLightbox',
          on: { REFRESH_LIGHTBOX: { target: 'refreshed', reenter: true } },
          after: { firstRefresh: 'refreshedAgain' },
        },
        refreshedAgain: {
          entry: 'refreshLightbox',
          on: { REFRESH_LIGHTBOX: 'refreshed' },
          after: { secondRefresh: { target: 'idle', actions: 'refreshLightbox' } },
        },
      },
    },
  },
});
