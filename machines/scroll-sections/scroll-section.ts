/**
 * One group of 100%-height scroll sections (Avada's `.fusion-scroll-section`):
 * which element shows, and whether the group takes over scrolling.
 *
 * - `mobileDisabled`: below the content break point (unless 100% height on
 *   mobile is on) the elements are ordinary page content.
 * - `inactive`: the group does not fill the viewport; the page scrolls past it.
 * - `active`: the group fills the viewport; wheel, touch, keys and scrolling
 *   step one element up or down. Each move locks scrolling for `lockMs`
 *   (`moving`), so one gesture moves one element.
 *
 * Free mode (the `scroll-*-free` animations) has no steps: the position follows
 * the gesture continuously and the nearest element counts as the current one.
 * Pure: the plugin provides the actions that render it.
 */
import { assign, setup } from 'xstate';

export type Direction = 1 | -1;
/** Where the viewport was when the group began to fill it. */
export type Entry = 'above' | 'below';

export interface ScrollSectionContext {
  /** How many elements the group has. */
  count: number;
  /** The current element, 0-based. */
  index: number;
  /** Fractional position in free mode (equals index otherwise). */
  position: number;
  /** How long a move locks scrolling. */
  lockMs: number;
  /** Entering from above starts at the first element and from below at the last (the fade animation). */
  enterAtEdges: boolean;
}

export type ScrollSectionEvent =
  | { type: 'VIEWPORT'; mobile: boolean; fills: boolean; from: Entry }
  | { type: 'STEP'; direction: Direction }
  | { type: 'GO'; index: number; instant?: boolean }
  | { type: 'FREE'; position: number };

export interface ScrollSectionInput {
  count: number;
  lockMs: number;
  index?: number;
  enterAtEdges?: boolean;
}

/** What the plugin draws for a move. */
export interface MoveParams {
  from: number;
  to: number;
  /** No animation: a jump on load (hash) or from outside the group. */
  instant: boolean;
}

const clamp = (value: number, count: number) => Math.min(Math.max(value, 0), Math.max(count - 1, 0));

export const scrollSectionMachine = setup({
  types: {
    context: {} as ScrollSectionContext,
    events: {} as ScrollSectionEvent,
    input: {} as ScrollSectionInput,
  },
  actions: {
    /** Renders a move between elements (and holds scrolling while `moving`). */
    show: (_args, _params: MoveParams) => {},
    /** Renders a free-mode position. */
    place: (_args, _params: { position: number }) => {},
    /** The group took over the viewport (fixed elements, nav on). */
    engage: (_args, _params: { index: number; from: Entry }) => {},
    /** The page scrolled out of the group, past its top (`above`) or its end (`below`). */
    release: (_args, _params: { towards: Entry }) => {},
    /** Small screen: the elements become ordinary content. */
    disable: () => {},
    enable: () => {},
    /** Scrolls the page to where the group shows element `index` (fade: that element's resting place; slides: the group under the offset). */
    reveal: (_args, _params: { index: number }) => {},
  },
  guards: {
    isMobile: ({ event }) => event.type === 'VIEWPORT' && event.mobile,
    isWide: ({ event }) => event.type === 'VIEWPORT' && !event.mobile,
    fills: ({ event }) => event.type === 'VIEWPORT' && !event.mobile && event.fills,
    leaves: ({ event }) => event.type === 'VIEWPORT' && !event.mobile && !event.fills,
    canStep: ({ context, event }) =>
      event.type === 'STEP' && context.index + event.direction >= 0 && context.index + event.direction < context.count,
    isOtherElement: ({ context, event }) =>
      event.type === 'GO' && clamp(event.index, context.count) === event.index && event.index !== context.index,
    isElement: ({ context, event }) => event.type === 'GO' && clamp(event.index, context.count) === event.index,
  },
  delays: {
    lock: ({ context }) => context.lockMs,
  },
}).createMachine({
  id: 'scrollSection',
  context: ({ input }) => {
    const index = clamp(input.index ?? 0, input.count);
    return { count: input.count, index, position: index, lockMs: input.lockMs, enterAtEdges: input.enterAtEdges ?? false };
  },
  initial: 'inactive',
  states: {
    mobileDisabled: {
      entry: 'disable',
      exit: 'enable',
      on: {
        // Wide again: the next reading decides whether the group fills the viewport.
        VIEWPORT: { guard: 'isWide', target: 'inactive' },
        GO: { guard: 'isElement', actions: { type: 'reveal', params: ({ event }) => ({ index: (event as { index: number }).index }) } },
      },
    },
    inactive: {
      on: {
        VIEWPORT: [
          { guard: 'isMobile', target: 'mobileDisabled' },
          {
            guard: 'fills',
            target: 'active.moving',
            actions: [
              assign(({ context, event }) => {
                if (!context.enterAtEdges || event.type !== 'VIEWPORT') return {};
                const index = event.from === 'above' ? 0 : context.count - 1;
                return { index, position: index };
              }),
              {
                type: 'engage',
                params: ({ context, event }) => ({ index: context.index, from: event.type === 'VIEWPORT' ? event.from : 'above' }),
              },
              // The group catches the scroll: it settles where its element shows whole.
              { type: 'reveal', params: ({ context }) => ({ index: context.index }) },
            ],
          },
        ],
        // A nav link, an anchor or the address's hash: straight to that element, then into view.
        GO: {
          guard: 'isElement',
          target: 'active.moving',
          actions: [
            { type: 'show', params: ({ context, event }) => ({ from: context.index, to: (event as { index: number }).index, instant: true }) },
            assign(({ event }) => {
              const index = (event as { index: number }).index;
              return { index, position: index };
            }),
            { type: 'engage', params: ({ context }) => ({ index: context.index, from: 'above' as Entry }) },
            { type: 'reveal', params: ({ context }) => ({ index: context.index }) },
          ],
        },
      },
    },
    active: {
      initial: 'idle',
      on: {
        VIEWPORT: [
          { guard: 'isMobile', target: 'mobileDisabled' },
          {
            guard: 'leaves',
            target: 'inactive',
            actions: { type: 'release', params: ({ event }) => ({ towards: event.type === 'VIEWPORT' ? event.from : 'above' }) },
          },
        ],
      },
      states: {
        idle: {
          on: {
            STEP: {
              guard: 'canStep',
              target: 'moving',
              actions: [
                {
                  type: 'show',
                  params: ({ context, event }) => ({ from: context.index, to: context.index + (event as { direction: Direction }).direction, instant: false }),
                },
                assign(({ context, event }) => {
                  const index = context.index + (event as { direction: Direction }).direction;
                  return { index, position: index };
                }),
                { type: 'reveal', params: ({ context }) => ({ index: context.index }) },
              ],
            },
            GO: [
              {
                guard: 'isOtherElement',
                target: 'moving',
                actions: [
                  {
                    type: 'show',
                    params: ({ context, event }) => {
                      const go = event as { index: number; instant?: boolean };
                      return { from: context.index, to: go.index, instant: go.instant ?? false };
                    },
                  },
                  assign(({ event }) => {
                    const index = (event as { index: number }).index;
                    return { index, position: index };
                  }),
                  { type: 'reveal', params: ({ context }) => ({ index: context.index }) },
                ],
              },
              // Already there (the address's hash again once the page has loaded): just into view.
              { guard: 'isElement', actions: { type: 'reveal', params: ({ context }) => ({ index: context.index }) } },
            ],
            FREE: {
              actions: [
                assign(({ context, event }) => {
                  const position = Math.min(Math.max((event as { position: number }).position, 0), context.count - 1);
                  return { position, index: Math.round(position) };
                }),
                { type: 'place', params: ({ context }) => ({ position: context.position }) },
              ],
            },
          },
        },
        // Scrolling is locked until the move has had its time.
        moving: {
          after: { lock: 'idle' },
        },
      },
    },
  },
});
