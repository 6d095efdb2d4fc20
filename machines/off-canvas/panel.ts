/**
 * One off-canvas panel (popup or sliding bar): closed, opening, open, closing,
 * and beside that the automatic openings its triggers may make in this page
 * view. Pure: the plugin provides the actions (classes, counters, focus) and
 * sends what it observes (anchors, clicks, scrolls, pointer, animation ends).
 *
 * - `panel`: closed → shown (phase opening → open, with the auto-close timer,
 *   the delayed close button and the focus trap beside it) → closing → closed.
 * - `automatic`: watching the timed triggers and waiting for observed ones
 *   (TRIGGER) while the rules allow; the first that fires opens the panel and
 *   spends the region, so no trigger opens it twice in a page view.
 */
import { raise, setup } from 'xstate';

/** The on_page_load trigger waits this long after the page starts. */
export const PAGE_LOAD_DELAY_MS = 100;
/** The focus moves into a modal panel, and stays there, this long after it opens. */
export const FOCUS_TRAP_DELAY_MS = 100;
/** An animation whose end is never reported (keyframes missing from the theme's CSS) is taken as done this long after its duration. */
export const ANIMATION_GRACE_MS = 150;

export interface AutomaticInput {
  /** The rules (frequency, page views, sessions, arrival) let it open by itself in this page view. */
  allowed: boolean;
  /** A sliding bar set to start opened whose rules hold: it opens at once and no trigger runs. */
  openAtStart: boolean;
  onPageLoad: boolean;
  /** 0: no time-on-page trigger. */
  timeOnPageMs: number;
  /** 0: no inactivity trigger. */
  inactivityMs: number;
}

export interface PanelInput {
  /** The server printed the panel already shown (awb-show). */
  startsShown: boolean;
  /** 0: it appears and disappears at once (no animation, reduced motion, animations off). */
  enterMs: number;
  exitMs: number;
  /** 0: no auto-close. */
  autoCloseMs: number;
  /** 0: the close button shows from the start. */
  closeButtonDelayMs: number;
  /** It covers the page (an overlay): focus is trapped inside while it is open. */
  modal: boolean;
  automatic: AutomaticInput;
}

export type PanelContext = PanelInput;

export type PanelEvent =
  /** Open (anchor, click trigger, add to cart); `count` adds to open_count. */
  | { type: 'OPEN'; count: boolean }
  | { type: 'TOGGLE' }
  | { type: 'CLOSE' }
  /** An observed trigger fired (scroll, exit intent, element in view). */
  | { type: 'TRIGGER' }
  /** The visitor did something: the inactivity timer starts again. */
  | { type: 'ACTIVITY' }
  | { type: 'ANIMATION_END' }
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' }
  /** Raised by the machine when a trigger fires. */
  | { type: 'AUTO_OPEN' };

const AUTO_OPEN = { type: 'AUTO_OPEN' } as const;

/** What an opening adds to the counters: anchors and clicks are not counted, triggers and add-to-cart are. */
const countOf = ({ event }: { event: PanelEvent }) => ({
  count: event.type === 'AUTO_OPEN' || (event.type === 'OPEN' && event.count),
  automatic: event.type === 'AUTO_OPEN',
});
const animateEnter = ({ context }: { context: PanelContext }) => ({ animate: context.enterMs > 0 });
const animateExit = ({ context }: { context: PanelContext }) => ({ animate: context.exitMs > 0 });

const OPEN_PANEL = {
  target: '#offCanvasPanel.panel.shown',
  actions: ['recordOpenAttempt', { type: 'countOpen', params: countOf }, { type: 'show', params: animateEnter }, 'announceOpened'],
} as const;
const CLOSE_PANEL = {
  target: '#offCanvasPanel.panel.hidden.closing',
  actions: ['countClose', { type: 'hide', params: animateExit }, 'announceClosed'],
} as const;

export const panelMachine = setup({
  types: {
    context: {} as PanelContext,
    events: {} as PanelEvent,
    input: {} as PanelInput,
  },
  actions: {
    /** Writes last_open_date: every request to open, even of a panel already open. */
    recordOpenAttempt: () => {},
    countOpen: (_args, _params: { count: boolean; automatic: boolean }) => {},
    show: (_args, _params: { animate: boolean }) => {},
    finishEnter: () => {},
    announceOpened: () => {},
    revealCloseButton: () => {},
    startFocusTrap: () => {},
    countClose: () => {},
    hide: (_args, _params: { animate: boolean }) => {},
    finishExit: () => {},
    announceClosed: () => {},
  },
  guards: {
    startsShown: ({ context }) => context.startsShown,
    entersAtOnce: ({ context }) => context.enterMs <= 0,
    exitsAtOnce: ({ context }) => context.exitMs <= 0,
    closesByItself: ({ context }) => context.autoCloseMs > 0,
    closeButtonWaits: ({ context }) => context.closeButtonDelayMs > 0,
    isModal: ({ context }) => context.modal,
    opensAtStart: ({ context }) => context.automatic.allowed && context.automatic.openAtStart,
    mayOpenByItself: ({ context }) => context.automatic.allowed,
    opensOnPageLoad: ({ context }) => context.automatic.onPageLoad,
    opensAfterTime: ({ context }) => context.automatic.timeOnPageMs > 0,
    opensAfterInactivity: ({ context }) => context.automatic.inactivityMs > 0,
  },
  delays: {
    enterFallback: ({ context }) => context.enterMs + ANIMATION_GRACE_MS,
    exitFallback: ({ context }) => context.exitMs + ANIMATION_GRACE_MS,
    autoClose: ({ context }) => context.autoCloseMs,
    closeButtonDelay: ({ context }) => context.closeButtonDelayMs,
    focusTrapDelay: FOCUS_TRAP_DELAY_MS,
    pageLoad: PAGE_LOAD_DELAY_MS,
    timeOnPage: ({ context }) => context.automatic.timeOnPageMs,
    inactivity: ({ context }) => context.automatic.inactivityMs,
  },
}).createMachine({
  id: 'offCanvasPanel',
  type: 'parallel',
  context: ({ input }) => input,
  states: {
    panel: {
      initial: 'boot',
      states: {
        boot: {
          always: [
            { guard: 'startsShown', target: '#offCanvasPanel.panel.shown.phase.open', actions: { type: 'show', params: { animate: false } } },
            { target: 'hidden' },
          ],
        },
        hidden: {
          initial: 'closed',
          // Asked to open while the exit animation runs, it comes back.
          on: { OPEN: OPEN_PANEL, TOGGLE: OPEN_PANEL, AUTO_OPEN: OPEN_PANEL },
          states: {
            closed: {},
            closing: {
              exit: 'finishExit',
              always: { guard: 'exitsAtOnce', target: 'closed' },
              on: { ANIMATION_END: 'closed' },
              after: { exitFallback: 'closed' },
            },
          },
        },
        shown: {
          type: 'parallel',
          on: {
            CLOSE: CLOSE_PANEL,
            TOGGLE: CLOSE_PANEL,
            OPEN: { actions: 'recordOpenAttempt' },
            AUTO_OPEN: { actions: 'recordOpenAttempt' },
          },
          states: {
            phase: {
              initial: 'opening',
              states: {
                opening: {
                  always: { guard: 'entersAtOnce', target: 'open' },
                  on: { ANIMATION_END: 'open' },
                  after: { enterFallback: 'open' },
                  exit: 'finishEnter',
                },
                open: {},
              },
            },
            autoClose: {
              initial: 'check',
              states: {
                check: { always: [{ guard: 'closesByItself', target: 'running' }, { target: 'off' }] },
                running: {
                  on: { POINTER_ENTER: 'paused' },
                  after: { autoClose: { actions: raise({ type: 'CLOSE' }) } },
                },
                paused: { on: { POINTER_LEAVE: 'running' } },
                off: {},
              },
            },
            closeButton: {
              initial: 'check',
              states: {
                check: { always: [{ guard: 'closeButtonWaits', target: 'waiting' }, { target: 'visible' }] },
                waiting: { after: { closeButtonDelay: 'visible' } },
                visible: { entry: 'revealCloseButton' },
              },
            },
            focus: {
              initial: 'check',
              states: {
                check: { always: [{ guard: 'isModal', target: 'waiting' }, { target: 'off' }] },
                waiting: { after: { focusTrapDelay: 'trapping' } },
                trapping: { entry: 'startFocusTrap' },
                off: {},
              },
            },
          },
        },
      },
    },
    automatic: {
      initial: 'check',
      states: {
        check: {
          always: [
            { guard: 'opensAtStart', target: 'spent', actions: raise(AUTO_OPEN) },
            { guard: 'mayOpenByItself', target: 'watching' },
            { target: 'held' },
          ],
        },
        watching: {
          type: 'parallel',
          on: { TRIGGER: { target: 'spent', actions: raise(AUTO_OPEN) } },
          states: {
            pageLoad: {
              initial: 'check',
              states: {
                check: { always: [{ guard: 'opensOnPageLoad', target: 'waiting' }, { target: 'off' }] },
                waiting: { after: { pageLoad: { target: '#offCanvasPanel.automatic.spent', actions: raise(AUTO_OPEN) } } },
                off: {},
              },
            },
            timeOnPage: {
              initial: 'check',
              states: {
                check: { always: [{ guard: 'opensAfterTime', target: 'waiting' }, { target: 'off' }] },
                waiting: { after: { timeOnPage: { target: '#offCanvasPanel.automatic.spent', actions: raise(AUTO_OPEN) } } },
                off: {},
              },
            },
            inactivity: {
              initial: 'check',
              states: {
                check: { always: [{ guard: 'opensAfterInactivity', target: 'waiting' }, { target: 'off' }] },
                waiting: {
                  on: { ACTIVITY: { target: 'waiting', reenter: true } },
                  after: { inactivity: { target: '#offCanvasPanel.automatic.spent', actions: raise(AUTO_OPEN) } },
                },
                off: {},
              },
            },
          },
        },
        /** A trigger fired: no more automatic openings in this page view. */
        spent: {},
        /** The rules hold it back in this page view. */
        held: {},
      },
    },
  },
});

export type PanelMachine = typeof panelMachine;
