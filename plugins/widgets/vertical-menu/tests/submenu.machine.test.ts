import { createActor } from 'xstate';
import { HOVER_DELAY_MS, submenuMachine } from '../../../../machines/widgets/submenu';
import { createFakeClock } from '../../../../test/support';

function start(input: { holdsCurrentPage?: boolean; open?: boolean } = {}) {
  const clock = createFakeClock();
  const log: string[] = [];
  const actor = createActor(
    submenuMachine.provide({ actions: { expand: () => void log.push('expand'), collapse: () => void log.push('collapse') } }),
    { input: { holdsCurrentPage: false, open: false, ...input }, clock },
  ).start();
  return { actor, clock, log, state: () => actor.getSnapshot().value };
}

describe('vertical menu submenu machine', () => {
  it('[WDG-003] a submenu of the current page opens on load', () => {
    const { log, state } = start({ holdsCurrentPage: true, open: true });
    expect(state()).toBe('open');
    expect(log).toEqual(['expand']);
  });

  it('[WDG-005] the pointer on the item opens the submenu after the 500 ms hover delay', () => {
    expect(HOVER_DELAY_MS).toBe(500);
    const { actor, clock, log, state } = start();
    actor.send({ type: 'POINTER_ENTER' });
    clock.advance(HOVER_DELAY_MS - 1);
    expect(log).toEqual([]);
    clock.advance(1);
    expect(log).toEqual(['expand']);
    expect(state()).toBe('open');
  });

  it('[WDG-005] leaving before the delay opens nothing', () => {
    const { actor, clock, log } = start();
    actor.send({ type: 'POINTER_ENTER' });
    clock.advance(300);
    actor.send({ type: 'POINTER_LEAVE' });
    clock.advance(1000);
    expect(log).toEqual([]);
  });

  it('[WDG-006] leaving closes it 500 ms later; coming back in time keeps it open', () => {
    const { actor, clock, log, state } = start();
    actor.send({ type: 'POINTER_ENTER' });
    clock.advance(HOVER_DELAY_MS);
    actor.send({ type: 'POINTER_LEAVE' });
    clock.advance(400);
    actor.send({ type: 'POINTER_ENTER' });
    clock.advance(1000);
    expect(state()).toBe('open');
    actor.send({ type: 'POINTER_LEAVE' });
    clock.advance(HOVER_DELAY_MS - 1);
    expect(log).toEqual(['expand']);
    clock.advance(1);
    expect(log).toEqual(['expand', 'collapse']);
    expect(state()).toBe('closed');
  });

  it('[WDG-007] a submenu that holds the current page stays open when the pointer leaves', () => {
    const { actor, clock, log, state } = start({ holdsCurrentPage: true, open: true });
    actor.send({ type: 'POINTER_ENTER' });
    actor.send({ type: 'POINTER_LEAVE' });
    clock.advance(5 * HOVER_DELAY_MS);
    expect(state()).toBe('open');
    expect(log).toEqual(['expand']);
  });

  it('[WDG-004] the arrow toggles at once; the keyboard opens and closes', () => {
    const { actor, log } = start();
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CLOSE' });
    expect(log).toEqual(['expand', 'collapse', 'expand', 'collapse']);
  });
});
