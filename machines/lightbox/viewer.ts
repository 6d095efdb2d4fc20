/**
 * The lightbox viewer: `closed`, then `shown` (`opening` while it fades in, then `open`), and
 * `closing` while it fades out. One item of a gallery shows at a time; NEXT
 * and PREV wrap around, GOTO jumps. The fade lasts `speed` ms (the page's
 * animation speed, 0 with reduced motion). Pure: the plugin provides the
 * actions (building and removing the dialog, showing an item, writing the
 * address, returning focus).
 */
import { assign, setup } from 'xstate';

export interface ViewerContext {
  /** Fade duration in ms. */
  speed: number;
  /** Items in the gallery on show (1 for a single link). */
  count: number;
  index: number;
}

export type ViewerEvent =
  | { type: 'OPEN'; count: number; index: number }
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GOTO'; index: number }
  | { type: 'CLOSE' };

const wrap = (index: number, count: number) => ((index % count) + count) % count;

const showCurrent = { type: 'showItem', params: ({ context }: { context: ViewerContext }) => ({ index: context.index }) } as const;

export const viewerMachine = setup({
  types: {
    context: {} as ViewerContext,
    events: {} as ViewerEvent,
    input: {} as { speed: number },
  },
  actions: {
    /** Builds the dialog and starts the fade-in. */
    present: () => {},
    /** Shows item `index` (media, title, counter) and writes the deep link when galleries have one. */
    showItem: (_args, _params: { index: number }) => {},
    /** Starts the fade-out. */
    dismiss: () => {},
    /** Removes the dialog, drops the deep link and gives focus back to what opened it. */
    teardown: () => {},
  },
  guards: {
    isGallery: ({ context }) => context.count > 1,
  },
  delays: {
    speed: ({ context }) => context.speed,
  },
}).createMachine({
  id: 'lightboxViewer',
  context: ({ input }) => ({ speed: input.speed, count: 0, index: 0 }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: {
          target: 'shown',
          actions: [assign(({ event }) => ({ count: Math.max(1, event.count), index: wrap(event.index, Math.max(1, event.count)) })), 'present', showCurrent],
        },
      },
    },
    shown: {
      initial: 'opening',
      states: {
        opening: { after: { speed: 'open' } },
        open: {},
      },
      on: {
        NEXT: { guard: 'isGallery', actions: [assign({ index: ({ context }) => wrap(context.index + 1, context.count) }), showCurrent] },
        PREV: { guard: 'isGallery', actions: [assign({ index: ({ context }) => wrap(context.index - 1, context.count) }), showCurrent] },
        GOTO: { actions: [assign({ index: ({ context, event }) => wrap(event.index, context.count) }), showCurrent] },
        CLOSE: 'closing',
      },
    },
    closing: {
      entry: 'dismiss',
      after: { speed: { target: 'closed', actions: 'teardown' } },
    },
  },
});
