/**
 * WooCommerce's product gallery slider (docs/plugins/woocommerce-product-gallery.md#the-machine):
 * one slide shows at a time; NEXT and PREV stop at the ends (WooCommerce's
 * slider does not loop), GOTO jumps, FIRST comes back to the first slide
 * (where a variation's image goes). Pure: the plugin shows the slide.
 */
import { assign, setup } from 'xstate';

export interface ProductGalleryContext {
  count: number;
  index: number;
}

export type ProductGalleryEvent = { type: 'NEXT' } | { type: 'PREV' } | { type: 'GOTO'; index: number } | { type: 'FIRST' } | { type: 'COUNT'; count: number };

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));

const show = { type: 'showSlide', params: ({ context }: { context: ProductGalleryContext }) => ({ index: context.index }) } as const;

export const productGalleryMachine = setup({
  types: { context: {} as ProductGalleryContext, events: {} as ProductGalleryEvent, input: {} as { count: number } },
  actions: {
    showSlide: (_, _params: { index: number }) => undefined,
  },
}).createMachine({
  id: 'productGallery',
  context: ({ input }) => ({ count: input.count, index: 0 }),
  on: {
    NEXT: { actions: [assign({ index: ({ context }) => clamp(context.index + 1, context.count) }), show] },
    PREV: { actions: [assign({ index: ({ context }) => clamp(context.index - 1, context.count) }), show] },
    GOTO: { actions: [assign({ index: ({ context, event }) => clamp(event.index, context.count) }), show] },
    FIRST: { actions: [assign({ index: 0 }), show] },
    COUNT: { actions: [assign(({ context, event }) => ({ count: event.count, index: clamp(context.index, event.count) })), show] },
  },
});
