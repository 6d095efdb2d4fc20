/**
 * Avada's back-to-top link. Two regions:
 * - `visibility`: shown (`fusion-to-top-active`) once the page is scrolled
 *   more than 200 px; with the scroll-down-only setting, only while scrolling down.
 * - `travel`: a click scrolls the page to its top over 1500 ms less 500 ms
 *   times how far down the page was (instantly with reduced motion); the
 *   visitor's own wheel, key, mouse or touch stops it.
 * The ring's progress is drawn on every reading. Pure: the plugin provides
 * the actions that draw and scroll.
 */
import { assign, not, setup } from 'xstate';

/** Scrolled this far (px) the link shows. */
export const SHOW_AFTER_PX = 200;
/** The ring's stroke length (its dash array). */
export const RING_LENGTH = 166;
/** Travel time from the very top, and what the bottom saves. */
export const TRAVEL_MS = 1500;
export const TRAVEL_SAVED_AT_BOTTOM_MS = 500;

/** How long the way up takes from `fraction` (0 at the top, 1 at the bottom) of the page. */
export function travelDuration(fraction: number): number {
  const f = Number.isFinite(fraction) ? Math.min(Math.max(fraction, 0), 1) : 0;
  return TRAVEL_MS - TRAVEL_SAVED_AT_BOTTOM_MS * f;
}

/** The ring's stroke-dashoffset: the share scrolled, in whole percents rounded up, taken off the ring's length. */
export function ringOffset(scrollY: number, maxScroll: number): number {
  const percent = maxScroll > 0 ? Math.min(Math.ceil((Math.max(scrollY, 0) / maxScroll) * 100), 100) : 0;
  return RING_LENGTH - (RING_LENGTH * percent) / 100;
}

export interface ToTopContext {
  y: number;
  previousY: number;
  maxScroll: number;
  downOnly: boolean;
  reducedMotion: boolean;
  /** The device may not use the link (mobile, and the setting is desktop only). */
  blocked: boolean;
  travelMs: number;
}

export type ToTopEvent =
  | { type: 'SCROLLED'; y: number; maxScroll: number }
  | { type: 'GO_TOP' }
  | { type: 'INTERRUPT' };

export interface ToTopInput {
  y: number;
  maxScroll: number;
  downOnly: boolean;
  reducedMotion: boolean;
  blocked: boolean;
}

export const toTopMachine = setup({
  types: { context: {} as ToTopContext, events: {} as ToTopEvent, input: {} as ToTopInput },
  actions: {
    show: () => {},
    hide: () => {},
    drawRing: (_args, _params: { offset: number }) => {},
    /** Starts the way up: from where, over how long (0: a jump). */
    travel: (_args, _params: { from: number; durationMs: number }) => {},
    stopTravel: () => {},
    /** The way up took its time: the page is at its top. */
    arrive: () => {},
  },
  guards: {
    shouldShow: ({ context }) => context.y > SHOW_AFTER_PX && (!context.downOnly || context.y >= context.previousY),
    allowed: ({ context }) => !context.blocked,
  },
  delays: {
    travelTime: ({ context }) => context.travelMs,
  },
}).createMachine({
  id: 'toTop',
  type: 'parallel',
  context: ({ input }) => ({ ...input, previousY: input.y, travelMs: 0 }),
  entry: { type: 'drawRing', params: ({ context }) => ({ offset: ringOffset(context.y, context.maxScroll) }) },
  on: {
    SCROLLED: {
      actions: [
        assign(({ context, event }) => ({ previousY: context.y, y: event.y, maxScroll: event.maxScroll })),
        { type: 'drawRing', params: ({ context }) => ({ offset: ringOffset(context.y, context.maxScroll) }) },
      ],
    },
  },
  states: {
    visibility: {
      initial: 'hidden',
      states: {
        hidden: { always: { guard: 'shouldShow', target: 'shown' } },
        shown: { entry: 'show', exit: 'hide', always: { guard: not('shouldShow'), target: 'hidden' } },
      },
    },
    travel: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            GO_TOP: {
              guard: 'allowed',
              target: 'travelling',
              actions: assign(({ context }) => ({
                travelMs: context.reducedMotion ? 0 : travelDuration(context.maxScroll > 0 ? context.y / context.maxScroll : 0),
              })),
            },
          },
        },
        travelling: {
          entry: { type: 'travel', params: ({ context }) => ({ from: context.y, durationMs: context.travelMs }) },
          exit: 'stopTravel',
          after: { travelTime: { target: 'idle', actions: 'arrive' } },
          on: { INTERRUPT: 'idle' },
        },
      },
    },
  },
});
