/**
 * Loading YouTube's iframe API once for the page, on demand: requested when
 * the first background video needs it, then checked every 325 ms, five times;
 * after that the page gives up (the containers keep their background image or
 * colour). The API arriving later, or the page's own callback firing, still
 * makes it ready. A script that fails to load gives up at once.
 * Pure: the plugin provides the request, the check and what ready and giving up do.
 */
import { assign, setup } from 'xstate';

export const YOUTUBE_RETRY_MS = 325;
export const YOUTUBE_RETRIES = 5;

export type YouTubeApiEvent = { type: 'NEED' } | { type: 'API_READY' } | { type: 'SCRIPT_FAILED' };

export const youTubeApiMachine = setup({
  types: { context: {} as { checks: number }, events: {} as YouTubeApiEvent },
  actions: {
    requestScript: () => {},
    announceReady: () => {},
    giveUp: () => {},
  },
  guards: {
    /** The YT.Player constructor exists (the plugin looks). */
    apiPresent: () => false,
    /** This check is not the last of the five. */
    checksLeft: ({ context }) => context.checks + 1 < YOUTUBE_RETRIES,
  },
  delays: { retry: YOUTUBE_RETRY_MS },
}).createMachine({
  id: 'youTubeApi',
  context: { checks: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        NEED: [{ guard: 'apiPresent', target: 'ready' }, { target: 'waiting', actions: 'requestScript' }],
        API_READY: 'ready',
      },
    },
    waiting: {
      on: { API_READY: 'ready', SCRIPT_FAILED: 'gaveUp' },
      after: {
        retry: [
          { guard: 'apiPresent', target: 'ready' },
          { guard: 'checksLeft', target: 'waiting', reenter: true, actions: assign({ checks: ({ context }) => context.checks + 1 }) },
          { target: 'gaveUp' },
        ],
      },
    },
    ready: { entry: 'announceReady' },
    gaveUp: {
      entry: 'giveUp',
      on: { API_READY: 'ready' },
    },
  },
});
