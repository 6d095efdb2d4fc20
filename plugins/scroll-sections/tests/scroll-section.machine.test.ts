import { createActor } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { scrollSectionMachine, type MoveParams } from '../../../machines/scroll-sections/scroll-section';

function start(input: { count?: number; lockMs?: number; enterAtEdges?: boolean } = {}) {
  const clock = createFakeClock();
  const log: string[] = [];
  const moves: MoveParams[] = [];
  const actor = createActor(
    scrollSectionMachine.provide({
      actions: {
        show: (_args, move) => void moves.push(move),
        place: (_args, { position }) => void log.push(`place ${position}`),
        engage: (_args, { index, from }) => void log.push(`engage ${index} from ${from}`),
        release: (_args, { towards }) => void log.push(`release ${towards}`),
        disable: () => void log.push('disable'),
        enable: () => void log.push('enable'),
        reveal: (_args, { index }) => void log.push(`reveal ${index}`),
      },
    }),
    { input: { count: input.count ?? 3, lockMs: input.lockMs ?? 450, enterAtEdges: input.enterAtEdges ?? false }, clock },
  ).start();
  const fill = (from: 'above' | 'below' = 'above') => actor.send({ type: 'VIEWPORT', mobile: false, fills: true, from });
  const state = () => actor.getSnapshot().value;
  const index = () => actor.getSnapshot().context.index;
  return { actor, clock, log, moves, fill, state, index };
}

describe('scroll section machine', () => {
  it('[SCR-009] is inactive until the group fills the viewport, active while it does, inactive again when it leaves', () => {
    const { actor, fill, state, log } = start();
    expect(state()).toBe('inactive');
    fill();
    expect(state()).toEqual({ active: 'moving' });
    expect(log).toEqual(['engage 0 from above', 'reveal 0']);
    actor.send({ type: 'VIEWPORT', mobile: false, fills: false, from: 'below' });
    expect(state()).toBe('inactive');
    expect(log).toContain('release below');
  });

  it('[SCR-009] [SCR-007] is mobile-disabled on a small screen, whatever the scroll position, until the screen is wide again', () => {
    const { actor, state, log } = start();
    actor.send({ type: 'VIEWPORT', mobile: true, fills: true, from: 'above' });
    expect(state()).toBe('mobileDisabled');
    expect(log).toEqual(['disable']);
    actor.send({ type: 'STEP', direction: 1 });
    expect(state()).toBe('mobileDisabled');
    actor.send({ type: 'VIEWPORT', mobile: false, fills: true, from: 'above' });
    expect(log).toContain('enable');
    expect(state()).toBe('inactive');
    actor.send({ type: 'VIEWPORT', mobile: false, fills: true, from: 'above' });
    expect(state()).toEqual({ active: 'moving' });
  });

  it('[SCR-010] navigation goes down and up one element at a time, never past the ends', () => {
    const { actor, clock, fill, moves, index } = start({ lockMs: 100 });
    fill();
    clock.advance(100);
    actor.send({ type: 'STEP', direction: 1 });
    clock.advance(100);
    actor.send({ type: 'STEP', direction: 1 });
    clock.advance(100);
    expect(index()).toBe(2);
    expect(actor.getSnapshot().can({ type: 'STEP', direction: 1 })).toBe(false);
    actor.send({ type: 'STEP', direction: 1 });
    expect(index()).toBe(2);
    actor.send({ type: 'STEP', direction: -1 });
    expect(index()).toBe(1);
    expect(moves).toEqual([
      { from: 0, to: 1, instant: false },
      { from: 1, to: 2, instant: false },
      { from: 2, to: 1, instant: false },
    ]);
  });

  it('[SCR-011] [SCR-014] a move locks scrolling for the sensitivity it was given, then steps are taken again', () => {
    const { actor, clock, fill, state, index } = start({ lockMs: 700 });
    fill();
    clock.advance(700);
    actor.send({ type: 'STEP', direction: 1 });
    expect(state()).toEqual({ active: 'moving' });
    clock.advance(699);
    actor.send({ type: 'STEP', direction: 1 });
    actor.send({ type: 'GO', index: 0 });
    expect(index()).toBe(1);
    clock.advance(1);
    expect(state()).toEqual({ active: 'idle' });
    actor.send({ type: 'STEP', direction: 1 });
    expect(index()).toBe(2);
  });

  it('enters a fade group at its first element from above and at its last from below', () => {
    const top = start({ enterAtEdges: true });
    top.fill('above');
    expect(top.index()).toBe(0);
    const bottom = start({ enterAtEdges: true });
    bottom.fill('below');
    expect(bottom.index()).toBe(2);
    expect(bottom.log).toEqual(['engage 2 from below', 'reveal 2']);
  });

  it('[SCR-005] [SCR-006] a jump from outside goes straight to the element, without animation, and brings the group into view', () => {
    const { actor, state, moves, log, index } = start();
    actor.send({ type: 'GO', index: 2, instant: true });
    expect(index()).toBe(2);
    expect(moves).toEqual([{ from: 0, to: 2, instant: true }]);
    expect(log).toEqual(['engage 2 from above', 'reveal 2']);
    expect(state()).toEqual({ active: 'moving' });
  });

  it('[SCR-006] a link to another element while the group is active animates there; one that names no element is ignored', () => {
    const { actor, clock, fill, moves, index } = start({ lockMs: 10 });
    fill();
    clock.advance(10);
    actor.send({ type: 'GO', index: 7 });
    expect(index()).toBe(0);
    actor.send({ type: 'GO', index: 1 });
    expect(moves).toEqual([{ from: 0, to: 1, instant: false }]);
  });

  it('[SCR-003] free mode follows the gesture between elements, the nearest element counting as current', () => {
    const { actor, clock, fill, log } = start({ lockMs: 10 });
    fill();
    clock.advance(10);
    actor.send({ type: 'FREE', position: 0.4 });
    expect(actor.getSnapshot().context).toMatchObject({ position: 0.4, index: 0 });
    actor.send({ type: 'FREE', position: 1.6 });
    expect(actor.getSnapshot().context).toMatchObject({ position: 1.6, index: 2 });
    actor.send({ type: 'FREE', position: 9 });
    expect(actor.getSnapshot().context.position).toBe(2);
    expect(log.filter((line) => line.startsWith('place'))).toEqual(['place 0.4', 'place 1.6', 'place 2']);
  });
});
