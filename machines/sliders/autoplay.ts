/**
 * Whether a slider's autoplay runs: `running` unless something holds it
 * `paused`: the pointer over its area (when the slider pauses on hover) or a
 * video in it playing. Every reason must be gone before it runs again. With
 * reduced motion it stays `still`. Pure: the plugin provides `pause` and
 * `resume` (the slider library's autoplay).
 */
import { assign, not, setup } from 'xstate';

export interface AutoplayContext {
  pauseOnHover: boolean;
  reducedMotion: boolean;
  hovered: boolean;
  /** Videos in the slider's area playing now. */
  playing: number;
}

export type AutoplayEvent = { type: 'POINTER_ENTER' } | { type: 'POINTER_LEAVE' } | { type: 'VIDEO_PLAY' } | { type: 'VIDEO_PAUSE' };

export const autoplayMachine = setup({
  types: {
    context: {} as AutoplayContext,
    events: {} as AutoplayEvent,
    input: {} as { pauseOnHover: boolean; reducedMotion: boolean },
  },
  actions: {
    pause: () => {},
    resume: () => {},
  },
  guards: {
    held: ({ context }) => (context.pauseOnHover && context.hovered) || context.playing > 0,
    reducedMotion: ({ context }) => context.reducedMotion,
  },
}).createMachine({
  id: 'sliderAutoplay',
  context: ({ input }) => ({ pauseOnHover: input.pauseOnHover, reducedMotion: input.reducedMotion, hovered: false, playing: 0 }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'reducedMotion', target: 'still' }, { target: 'running' }],
    },
    still: {},
    running: {
      always: { guard: 'held', target: 'paused' },
    },
    paused: {
      entry: 'pause',
      exit: 'resume',
      always: { guard: not('held'), target: 'running' },
    },
  },
  on: {
    POINTER_ENTER: { actions: assign({ hovered: true }) },
    POINTER_LEAVE: { actions: assign({ hovered: false }) },
    VIDEO_PLAY: { actions: assign({ playing: ({ context }) => context.playing + 1 }) },
    VIDEO_PAUSE: { actions: assign({ playing: ({ context }) => Math.max(0, context.playing - 1) }) },
  },
});
