/**
 * One live-search input: `idle` (list hidden; `fading` for the 300 ms the
 * list takes to fade out), `debouncing` for 500 ms after the last keystroke,
 * `searching` while the answer is on its way, then `showing` the results or
 * `empty` (the no-results text). Typing below the minimum length, a blur or
 * Escape hide the list; typing again drops the search in flight (the invoked
 * actor stops and aborts), so the last query wins. Arrow keys move the active
 * option, Enter follows it. Pure: the plugin provides the `search` actor
 * (cache, request, answer check) and the DOM actions.
 */
import { assign, fromPromise, setup } from 'xstate';

/** Avada's typing pause before a search. */
export const DEBOUNCE_MS = 500;
/** How long the list fades out (Avada's `suggestions-transition`). */
export const FADE_MS = 300;

export interface SearchResultItem {
  post_url: string;
  title: string;
  image_url?: string;
  id?: string | number;
  type?: string;
}

export interface LiveSearchContext {
  minLength: number;
  text: string;
  /** The last answer and the text it answers. */
  results: SearchResultItem[];
  resultsText: string | null;
  /** The highlighted option, -1 for none. */
  active: number;
}

export type LiveSearchEvent =
  | { type: 'INPUT'; text: string }
  /** A key released in the field: Avada counts its wait from the last keyup. */
  | { type: 'KEYUP' }
  | { type: 'FOCUS' }
  | { type: 'BLUR' }
  | { type: 'ESCAPE' }
  | { type: 'MOVE'; by: 1 | -1 }
  | { type: 'CHOOSE' };

type Args = { context: LiveSearchContext };

const longEnough = ({ context }: Args) => context.text.length >= context.minLength;
const answered = (args: Args) => longEnough(args) && args.context.resultsText === args.context.text;
const reachesMinimum = ({ context, event }: Args & { event: LiveSearchEvent }) => event.type === 'INPUT' && event.text.length >= context.minLength;

export const liveSearchMachine = setup({
  types: {
    context: {} as LiveSearchContext,
    events: {} as LiveSearchEvent,
    input: {} as { minLength: number },
  },
  actors: {
    search: fromPromise<SearchResultItem[], { text: string }>(async () => []),
  },
  actions: {
    rememberText: assign({ text: ({ context, event }) => (event.type === 'INPUT' ? event.text : context.text) }),
    showLoading: () => {},
    hideLoading: () => {},
    showResults: (_args, _params: { results: SearchResultItem[] }) => {},
    showEmpty: () => {},
    /** Starts the fade-out: the list loses `suggestions-added`. */
    hideList: () => {},
    /** The fade is over. */
    endFade: () => {},
    highlight: (_args, _params: { index: number }) => {},
    follow: (_args, _params: { result: SearchResultItem }) => {},
  },
  guards: {
    longEnough,
    answered,
    hasResults: ({ context }) => context.results.length > 0,
    hasActive: ({ context }) => context.active >= 0,
  },
  delays: { debounce: DEBOUNCE_MS, fade: FADE_MS },
}).createMachine({
  id: 'liveSearch',
  context: ({ input }) => ({ minLength: input.minLength, text: '', results: [], resultsText: null, active: -1 }),
  initial: 'idle',
  on: {
    INPUT: [
      { guard: reachesMinimum, target: '.debouncing', reenter: true, actions: 'rememberText' },
      { target: '.idle.fading', actions: 'rememberText' },
    ],
  },
  states: {
    idle: {
      initial: 'hidden',
      states: {
        hidden: {},
        fading: {
          entry: 'hideList',
          after: { fade: { target: 'hidden', actions: 'endFade' } },
        },
      },
      on: {
        // Below the minimum with the list already hidden: only the text changes.
        INPUT: [{ guard: reachesMinimum, target: 'debouncing', actions: 'rememberText' }, { actions: 'rememberText' }],
        // Back in the field (or Down in it): the last list shows again if it answers what is typed.
        FOCUS: [{ guard: 'answered', target: 'shown' }, { guard: 'longEnough', target: 'debouncing' }],
        MOVE: { guard: 'answered', target: 'shown' },
      },
    },
    debouncing: {
      after: { debounce: 'searching' },
      // The wait starts again at each key release (a key held down is still being typed).
      on: { KEYUP: { target: 'debouncing', reenter: true }, BLUR: 'idle.fading', ESCAPE: 'idle.fading' },
    },
    searching: {
      entry: 'showLoading',
      exit: 'hideLoading',
      invoke: {
        src: 'search',
        input: ({ context }) => ({ text: context.text }),
        onDone: {
          target: 'shown',
          actions: assign(({ context, event }) => ({ results: event.output, resultsText: context.text })),
        },
        onError: {
          target: 'shown',
          actions: assign(({ context }) => ({ results: [], resultsText: context.text })),
        },
      },
      on: { BLUR: 'idle.fading', ESCAPE: 'idle.fading' },
    },
    shown: {
      always: [{ guard: 'hasResults', target: 'showing' }, { target: 'empty' }],
    },
    showing: {
      entry: [assign({ active: -1 }), { type: 'showResults', params: ({ context }) => ({ results: context.results }) }],
      on: {
        BLUR: 'idle.fading',
        ESCAPE: 'idle.fading',
        MOVE: {
          actions: [
            assign({ active: ({ context, event }) => ((context.active + 1 + event.by + context.results.length + 1) % (context.results.length + 1)) - 1 }),
            { type: 'highlight', params: ({ context }) => ({ index: context.active }) },
          ],
        },
        CHOOSE: { guard: 'hasActive', actions: { type: 'follow', params: ({ context }) => ({ result: context.results[context.active]! }) } },
      },
    },
    empty: {
      entry: 'showEmpty',
      on: { BLUR: 'idle.fading', ESCAPE: 'idle.fading' },
    },
  },
});
