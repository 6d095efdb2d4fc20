/**
 * CleanTalk's real-person badge popup (docs/plugins/anti-spam.md#real-person-badge): opens on hover
 * or click. A click closes only a popup that a click opened: with a mouse,
 * hovering comes first, and the original's plain toggle shut the popup under
 * the visitor's click. It closes BADGE_CLOSE_MS after the pointer leaves the
 * badge or the popup unless it comes back, TOUCH_CLOSE_MS after a tap ends
 * (waiting while the visitor has text selected), and at once on an outside
 * click or when another badge opens. Pure: the plugin shows and hides.
 */
import { setup } from 'xstate';

/** The badge popup closes this long after the pointer leaves. */
export const BADGE_CLOSE_MS = 1000;
/** On touch it closes this long after the tap. */
export const TOUCH_CLOSE_MS = 3000;

export type TrpEvent =
  | { type: 'ENTER' }
  | { type: 'LEAVE' }
  | { type: 'CLICK' }
  | { type: 'TOUCH_END' }
  | { type: 'SELECTION_CLEARED' }
  | { type: 'CLOSE' };

export const trpBadgeMachine = setup({
  types: { events: {} as TrpEvent },
  actions: { show: () => {}, hide: () => {} },
  guards: { hasSelection: () => false },
  delays: { close: BADGE_CLOSE_MS, touchClose: TOUCH_CLOSE_MS },
}).createMachine({
  id: 'trpBadge',
  initial: 'closed',
  states: {
    closed: {
      entry: 'hide',
      on: { ENTER: 'open', CLICK: 'open.clicked', TOUCH_END: 'open.touched' },
    },
    open: {
      entry: 'show',
      initial: 'shown',
      on: { CLOSE: 'closed' },
      states: {
        shown: { on: { LEAVE: 'leaving', TOUCH_END: 'touched', CLICK: 'clicked' } },
        clicked: { on: { LEAVE: 'leaving', TOUCH_END: 'touched', CLICK: '#trpBadge.closed' } },
        leaving: {
          after: { close: '#trpBadge.closed' },
          on: { ENTER: 'shown', TOUCH_END: 'touched', CLICK: 'clicked' },
        },
        touched: {
          after: { touchClose: [{ guard: 'hasSelection', target: 'selecting' }, { target: '#trpBadge.closed' }] },
          on: { TOUCH_END: { target: 'touched', reenter: true } },
        },
        // Text is being selected in the popup: the countdown restarts once the selection is gone.
        selecting: { on: { SELECTION_CLEARED: 'touched' } },
      },
    },
  },
});
