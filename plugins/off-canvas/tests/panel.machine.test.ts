import { createActor, SimulatedClock } from 'xstate';
import {
  ANIMATION_GRACE_MS,
  FOCUS_TRAP_DELAY_MS,
  PAGE_LOAD_DELAY_MS,
  panelMachine,
  type AutomaticInput,
  type PanelInput,
} from '../../../machines/off-canvas/panel';

const NO_AUTOMATIC: AutomaticInput = { allowed: true, openAtStart: false, onPageLoad: false, timeOnPageMs: 0, inactivityMs: 0 };

function start(input: Partial<Omit<PanelInput, 'automatic'>> & { automatic?: Partial<AutomaticInput> } = {}) {
  const clock = new SimulatedClock();
  const log: string[] = [];
  const note = (name: string) => () => void log.push(name);
  const actor = createActor(
    panelMachine.provide({
      actions: {
        recordOpenAttempt: note('attempt'),
        countOpen: (_args, { count, automatic }) => void log.push(`count-open ${count}${automatic ? ' automatic' : ''}`),
        show: (_args, { animate }) => void log.push(animate ? 'show animated' : 'show'),
        finishEnter: note('finish-enter'),
        announceOpened: note('opened'),
        revealCloseButton: note('reveal-close-button'),
        startFocusTrap: note('focus-trap'),
        countClose: note('count-close'),
        hide: (_args, { animate }) => void log.push(animate ? 'hide animated' : 'hide'),
        finishExit: note('finish-exit'),
        announceClosed: note('closed'),
      },
    }),
    {
      clock,
      input: {
        startsShown: false,
        enterMs: 0,
        exitMs: 0,
        autoCloseMs: 0,
        closeButtonDelayMs: 0,
        modal: false,
        ...input,
        automatic: { ...NO_AUTOMATIC, ...input.automatic },
      },
    },
  ).start();
  const is = (state: string) => actor.getSnapshot().matches({ panel: state } as never);
  const phase = () => {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches({ panel: { shown: { phase: 'opening' } } })) return 'opening';
    if (snapshot.matches({ panel: { shown: { phase: 'open' } } })) return 'open';
    if (snapshot.matches({ panel: { hidden: 'closing' } })) return 'closing';
    return 'closed';
  };
  return { actor, clock, log, is, phase };
}

describe('off-canvas panel machine', () => {
  it('[OFF-007] opening moves a panel from hidden to shown, closing from shown back to hidden', () => {
    const { actor, log, phase } = start();
    expect(phase()).toBe('closed');
    actor.send({ type: 'OPEN', count: false });
    expect(phase()).toBe('open');
    expect(log).toEqual(['attempt', 'count-open false', 'show', 'opened', 'finish-enter', 'reveal-close-button']);
    log.length = 0;
    actor.send({ type: 'CLOSE' });
    expect(phase()).toBe('closed');
    expect(log).toEqual(['count-close', 'hide', 'closed', 'finish-exit']);
  });

  it('[OFF-007] [OFF-032] with animations it is opening until the enter animation ends and closing until the exit animation ends', () => {
    const { actor, log, phase } = start({ enterMs: 500, exitMs: 300 });
    actor.send({ type: 'OPEN', count: false });
    expect(phase()).toBe('opening');
    expect(log).toContain('show animated');
    actor.send({ type: 'ANIMATION_END' });
    expect(phase()).toBe('open');
    actor.send({ type: 'CLOSE' });
    expect(phase()).toBe('closing');
    expect(log).toContain('hide animated');
    expect(log).not.toContain('finish-exit');
    actor.send({ type: 'ANIMATION_END' });
    expect(phase()).toBe('closed');
    expect(log.at(-1)).toBe('finish-exit');
  });

  it('[OFF-032] takes an animation whose end never comes as done after its speed plus a grace period', () => {
    const { actor, clock, phase } = start({ enterMs: 500, exitMs: 300 });
    actor.send({ type: 'OPEN', count: false });
    clock.increment(500 + ANIMATION_GRACE_MS - 1);
    expect(phase()).toBe('opening');
    clock.increment(1);
    expect(phase()).toBe('open');
    actor.send({ type: 'CLOSE' });
    clock.increment(300 + ANIMATION_GRACE_MS);
    expect(phase()).toBe('closed');
  });

  it('comes back when asked to open while its exit animation runs', () => {
    const { actor, log, phase } = start({ exitMs: 300 });
    actor.send({ type: 'OPEN', count: false });
    actor.send({ type: 'CLOSE' });
    expect(phase()).toBe('closing');
    log.length = 0;
    actor.send({ type: 'OPEN', count: false });
    expect(phase()).toBe('open');
    expect(log.slice(0, 2)).toEqual(['finish-exit', 'attempt']);
  });

  it('[OFF-008] a toggle opens a hidden panel and closes a shown one', () => {
    const { actor, phase, log } = start();
    actor.send({ type: 'TOGGLE' });
    expect(phase()).toBe('open');
    expect(log).toContain('count-open false');
    actor.send({ type: 'TOGGLE' });
    expect(phase()).toBe('closed');
    expect(log).toContain('count-close');
  });

  it('records an open request on a panel already open without opening it twice', () => {
    const { actor, log } = start();
    actor.send({ type: 'OPEN', count: true });
    log.length = 0;
    actor.send({ type: 'OPEN', count: true });
    expect(log).toEqual(['attempt']);
  });

  it('[OFF-014] the auto-close timer closes the panel', () => {
    const { actor, clock, phase } = start({ autoCloseMs: 5000 });
    actor.send({ type: 'OPEN', count: false });
    clock.increment(4999);
    expect(phase()).toBe('open');
    clock.increment(1);
    expect(phase()).toBe('closed');
  });

  it('[OFF-015] the auto-close timer is paused while the pointer is over the panel and restarted when it leaves', () => {
    const { actor, clock, phase } = start({ autoCloseMs: 5000 });
    actor.send({ type: 'OPEN', count: false });
    clock.increment(4000);
    actor.send({ type: 'POINTER_ENTER' });
    clock.increment(60_000);
    expect(phase()).toBe('open');
    actor.send({ type: 'POINTER_LEAVE' });
    clock.increment(4999);
    expect(phase()).toBe('open');
    clock.increment(1);
    expect(phase()).toBe('closed');
  });

  it('[OFF-018] reveals a delayed close button only after its delay, every time the panel opens', () => {
    const { actor, clock, log } = start({ closeButtonDelayMs: 3000 });
    actor.send({ type: 'OPEN', count: false });
    clock.increment(2999);
    expect(log).not.toContain('reveal-close-button');
    clock.increment(1);
    expect(log.filter((entry) => entry === 'reveal-close-button')).toHaveLength(1);
    actor.send({ type: 'CLOSE' });
    actor.send({ type: 'OPEN', count: false });
    clock.increment(2999);
    expect(log.filter((entry) => entry === 'reveal-close-button')).toHaveLength(1);
    clock.increment(1);
    expect(log.filter((entry) => entry === 'reveal-close-button')).toHaveLength(2);
  });

  it('[OFF-029] starts the focus trap of a modal panel 100 ms after opening, and never for a panel without overlay', () => {
    const modal = start({ modal: true });
    modal.actor.send({ type: 'OPEN', count: false });
    modal.clock.increment(FOCUS_TRAP_DELAY_MS - 1);
    expect(modal.log).not.toContain('focus-trap');
    modal.clock.increment(1);
    expect(modal.log).toContain('focus-trap');
    expect(FOCUS_TRAP_DELAY_MS).toBe(100);

    const plain = start({ modal: false });
    plain.actor.send({ type: 'OPEN', count: false });
    plain.clock.increment(10_000);
    expect(plain.log).not.toContain('focus-trap');
  });

  it('[OFF-028] [OFF-036] the on-page-load trigger opens the panel 100 ms after the page starts, counted', () => {
    const { clock, phase, log } = start({ automatic: { onPageLoad: true } });
    clock.increment(PAGE_LOAD_DELAY_MS - 1);
    expect(phase()).toBe('closed');
    clock.increment(1);
    expect(phase()).toBe('open');
    expect(log).toContain('count-open true automatic');
    expect(PAGE_LOAD_DELAY_MS).toBe(100);
  });

  it('[OFF-037] the time-on-page trigger opens the panel after its duration', () => {
    const { clock, phase } = start({ automatic: { timeOnPageMs: 30_000 } });
    clock.increment(29_999);
    expect(phase()).toBe('closed');
    clock.increment(1);
    expect(phase()).toBe('open');
  });

  it('[OFF-040] the inactivity trigger opens the panel after that long without activity; activity starts it again', () => {
    const { actor, clock, phase } = start({ automatic: { inactivityMs: 10_000 } });
    clock.increment(9000);
    actor.send({ type: 'ACTIVITY' });
    clock.increment(9000);
    actor.send({ type: 'ACTIVITY' });
    clock.increment(9999);
    expect(phase()).toBe('closed');
    clock.increment(1);
    expect(phase()).toBe('open');
  });

  it('[OFF-020] once opened by a trigger it does not open by itself again in that page view', () => {
    const { actor, clock, phase, log } = start({ automatic: { onPageLoad: true, timeOnPageMs: 5000, inactivityMs: 8000 } });
    clock.increment(PAGE_LOAD_DELAY_MS);
    expect(phase()).toBe('open');
    actor.send({ type: 'CLOSE' });
    // The exit-intent trigger, time on page and inactivity come later: none opens it again.
    actor.send({ type: 'TRIGGER' });
    clock.increment(60_000);
    expect(phase()).toBe('closed');
    expect(log.filter((entry) => entry.startsWith('count-open'))).toEqual(['count-open true automatic']);
    // The visitor can still open it.
    actor.send({ type: 'OPEN', count: false });
    expect(phase()).toBe('open');
  });

  it('[OFF-020] a trigger firing while the panel is already open spends the automatic opening', () => {
    const { actor, clock, phase } = start({ automatic: { timeOnPageMs: 5000 } });
    actor.send({ type: 'OPEN', count: false });
    actor.send({ type: 'TRIGGER' });
    actor.send({ type: 'CLOSE' });
    clock.increment(10_000);
    expect(phase()).toBe('closed');
  });

  it('[OFF-019] rules that hold the panel back stop every trigger, while anchors and clicks still open it', () => {
    const { actor, clock, phase } = start({ automatic: { allowed: false, onPageLoad: true, timeOnPageMs: 1000, inactivityMs: 1000 } });
    actor.send({ type: 'TRIGGER' });
    clock.increment(60_000);
    expect(phase()).toBe('closed');
    actor.send({ type: 'OPEN', count: false });
    expect(phase()).toBe('open');
  });

  it('[OFF-043] a sliding bar set to start opened whose rules hold opens at once and runs no other trigger', () => {
    const { actor, clock, phase, log } = start({ automatic: { openAtStart: true, timeOnPageMs: 1000 } });
    expect(phase()).toBe('open');
    expect(log).toContain('count-open true automatic');
    actor.send({ type: 'CLOSE' });
    clock.increment(5000);
    expect(phase()).toBe('closed');

    const held = start({ automatic: { openAtStart: true, allowed: false } });
    expect(held.phase()).toBe('closed');
  });

  it('[OFF-043] a panel the server printed shown starts shown, without counting or announcing', () => {
    const { actor, log, phase } = start({ startsShown: true });
    expect(phase()).toBe('open');
    expect(log).toEqual(['show', 'reveal-close-button']);
    actor.send({ type: 'TOGGLE' });
    expect(phase()).toBe('closed');
  });

  it('[OFF-035] an opening that counts (add to cart) adds to the count without spending the automatic opening', () => {
    const { actor, clock, log, phase } = start({ automatic: { timeOnPageMs: 5000 } });
    actor.send({ type: 'OPEN', count: true });
    expect(log).toContain('count-open true');
    actor.send({ type: 'CLOSE' });
    clock.increment(5000);
    expect(phase()).toBe('open');
  });
});
