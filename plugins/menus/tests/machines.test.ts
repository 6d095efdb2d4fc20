import { createActor } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { dropdownMachine, HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from '../../../machines/menus/dropdown';
import { loginBoxMachine, type LoginBoxMark } from '../../../machines/menus/login-box';
import { OVERLAY_TRANSITION_MS, searchBoxMachine } from '../../../machines/menus/search-box';

function dropdown() {
  const clock = createFakeClock();
  const shown: boolean[] = [];
  const actor = createActor(
    dropdownMachine.provide({ actions: { show: () => void shown.push(true), hide: () => void shown.push(false) } }),
    { clock },
  ).start();
  const isOpen = () => actor.getSnapshot().matches('open');
  return { actor, clock, shown, isOpen };
}

describe('dropdown machine', () => {
  it('[HDR-014] opens on hover only after the pointer rests for the intent delay; a pass-through never opens it', () => {
    const { actor, clock, isOpen, shown } = dropdown();
    actor.send({ type: 'POINTER_ENTER' });
    clock.advance(HOVER_OPEN_DELAY_MS - 1);
    actor.send({ type: 'POINTER_LEAVE' });
    clock.advance(1000);
    expect(shown).toEqual([]);
    actor.send({ type: 'POINTER_ENTER' });
    clock.advance(HOVER_OPEN_DELAY_MS);
    expect(isOpen()).toBe(true);
    expect(shown).toEqual([true]);
  });

  it('[HDR-014] stays open for the grace period after the pointer leaves, and for good when it comes back', () => {
    const { actor, clock, isOpen } = dropdown();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'POINTER_LEAVE' });
    clock.advance(HOVER_CLOSE_DELAY_MS - 1);
    actor.send({ type: 'POINTER_ENTER' });
    clock.advance(5000);
    expect(isOpen()).toBe(true);
    actor.send({ type: 'POINTER_LEAVE' });
    clock.advance(HOVER_CLOSE_DELAY_MS);
    expect(isOpen()).toBe(false);
  });

  it('[HDR-014] the keyboard opens, toggles and closes at once, and focus inside keeps it open when the pointer leaves', () => {
    const { actor, clock, isOpen } = dropdown();
    actor.send({ type: 'TOGGLE' });
    expect(isOpen()).toBe(true);
    actor.send({ type: 'FOCUS_IN' });
    actor.send({ type: 'POINTER_ENTER' });
    actor.send({ type: 'POINTER_LEAVE' });
    clock.advance(5000);
    expect(isOpen()).toBe(true);
    actor.send({ type: 'FOCUS_OUT' });
    expect(isOpen()).toBe(false);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'TOGGLE' });
    expect(isOpen()).toBe(false);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    expect(isOpen()).toBe(false);
  });

  it('focus leaving while the pointer is still over the item keeps it open', () => {
    const { actor, isOpen } = dropdown();
    actor.send({ type: 'POINTER_ENTER' });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'FOCUS_IN' });
    actor.send({ type: 'FOCUS_OUT' });
    expect(isOpen()).toBe(true);
  });
});

describe('search box machine', () => {
  it('[HDR-022] the search box is open or closed, and toggles between them', () => {
    const opened: string[] = [];
    const actor = createActor(
      searchBoxMachine.provide({ actions: { open: () => void opened.push('open'), close: () => void opened.push('close') } }),
      { input: {}, clock: createFakeClock() },
    ).start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    expect(opened).toEqual(['open', 'close', 'open', 'close']);
  });

  it('[HDR-015] the overlay search marks its 800 ms cross-fade each way', () => {
    const clock = createFakeClock();
    const marks: string[] = [];
    const actor = createActor(
      searchBoxMachine.provide({ actions: { startTransition: () => void marks.push('start'), endTransition: () => void marks.push('end') } }),
      { input: { transitionMs: OVERLAY_TRANSITION_MS }, clock },
    ).start();
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches({ open: 'moving' })).toBe(true);
    clock.advance(OVERLAY_TRANSITION_MS - 1);
    expect(marks).toEqual(['start']);
    clock.advance(1);
    expect(actor.getSnapshot().matches({ open: 'still' })).toBe(true);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().matches({ closed: 'moving' })).toBe(true);
    clock.advance(OVERLAY_TRANSITION_MS);
    expect(marks).toEqual(['start', 'end', 'start', 'end']);
  });
});

describe('login box machine', () => {
  it('[HDR-016] clicking the username marks the box, typing keeps it open, another field or an outside click clears it', () => {
    const marks: LoginBoxMark[] = [];
    const actor = createActor(loginBoxMachine.provide({ actions: { mark: (_args, { mark }) => void marks.push(mark) } })).start();
    actor.send({ type: 'USERNAME_TYPED' });
    actor.send({ type: 'USERNAME_CLICKED' });
    actor.send({ type: 'USERNAME_TYPED' });
    actor.send({ type: 'CLICKED_OUTSIDE' });
    actor.send({ type: 'USERNAME_CLICKED' });
    actor.send({ type: 'OTHER_FIELD_CLICKED' });
    expect(marks).toEqual(['none', 'login', 'link', 'none', 'login', 'none']);
  });
});
