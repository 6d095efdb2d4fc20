/**
 * Avada's sticky header (docs/plugins/header.md#sticky-header). The header is
 * `off` while sticky is disabled for the device or the page is too short,
 * `normal` at or above the trigger position and `sticky` past it. With
 * shrinking on, a sticky header is `shrinking` for the shrink duration (300 ms,
 * 0 on tablets and phones), then `shrunk`. Pure: the plugin measures the page,
 * sends the scroll position and provides the DOM actions.
 */
import { assign, setup } from 'xstate';
import { STICKY_SHADOW_DELAY_MS, sticksAt, type StickyLayout } from './sticky-layout';

export interface StickyHeaderContext extends StickyLayout {
  scrollY: number;
  /** How long the header had already been sticky when the measure came (ms): the plugin sticks it before this machine has loaded. */
  stuckFor: number;
}

export type StickyHeaderEvent =
  | { type: 'SCROLLED'; y: number }
  /**
   * A new measure of the page (load, resize, ajax) with the scroll position it was taken at; the
   * first one after the plugin stuck the header itself says for how long (the shadow's delay counts from then).
   */
  | ({ type: 'MEASURED'; y: number; stuckFor?: number } & StickyLayout)
  /** The page asked to turn sticky behaviour off until it asks again (fusion-disable-sticky-header). */
  | { type: 'DISABLE' };

const layoutOf = ({ enabled, trigger, shrink, shrinkMs, shadow }: StickyLayout): StickyLayout => ({ enabled, trigger, shrink, shrinkMs, shadow });

const OFF: StickyLayout = { enabled: false, trigger: 0, shrink: false, shrinkMs: 0, shadow: false };

export const stickyHeaderMachine = setup({
  types: {
    context: {} as StickyHeaderContext,
    events: {} as StickyHeaderEvent,
  },
  actions: {
    stick: () => {},
    unstick: () => {},
    shrink: (_args, _params: { ms: number }) => {},
    grow: (_args, _params: { ms: number }) => {},
    showShadow: () => {},
    remember: assign(({ event }) => (event.type === 'MEASURED' ? { ...layoutOf(event), scrollY: event.y, stuckFor: event.stuckFor ?? 0 } : {})),
  },
  guards: {
    disabled: ({ context }) => !context.enabled,
    pastTrigger: ({ context }) => sticksAt(context, context.scrollY),
    atOrAboveTrigger: ({ context }) => !sticksAt(context, context.scrollY),
    shrinks: ({ context }) => context.shrink,
    keepsFullHeight: ({ context }) => !context.shrink,
    hasShadow: ({ context }) => context.shadow,
  },
  delays: {
    shrinkDuration: ({ context }) => context.shrinkMs,
    shadowDelay: ({ context }) => Math.max(0, STICKY_SHADOW_DELAY_MS - context.stuckFor),
  },
}).createMachine({
  id: 'stickyHeader',
  context: { ...OFF, scrollY: 0, stuckFor: 0 },
  initial: 'off',
  on: {
    SCROLLED: { actions: assign({ scrollY: ({ event }) => event.y }) },
    // A new layout (resize, ajax, load) only updates the numbers: the guards below decide again.
    MEASURED: { actions: 'remember' },
    DISABLE: { target: '.off', actions: assign(OFF) },
  },
  states: {
    off: {
      on: { MEASURED: { target: 'normal', actions: 'remember' } },
    },
    normal: {
      always: [
        { guard: 'disabled', target: 'off' },
        { guard: 'pastTrigger', target: 'sticky' },
      ],
    },
    sticky: {
      entry: 'stick',
      exit: 'unstick',
      always: [
        { guard: 'disabled', target: 'off' },
        { guard: 'atOrAboveTrigger', target: 'normal' },
      ],
      after: { shadowDelay: { guard: 'hasShadow', actions: 'showShadow' } },
      initial: 'full',
      states: {
        full: {
          always: { guard: 'shrinks', target: 'small' },
        },
        small: {
          entry: { type: 'shrink', params: ({ context }) => ({ ms: context.shrinkMs }) },
          exit: { type: 'grow', params: ({ context }) => ({ ms: context.shrinkMs }) },
          // A resize to a tablet or phone layout while shrunk gives the header its height back.
          always: { guard: 'keepsFullHeight', target: 'full' },
          initial: 'shrinking',
          states: {
            shrinking: { after: { shrinkDuration: 'shrunk' } },
            shrunk: {},
          },
        },
      },
    },
  },
});
