import { createActor } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { ringOffset, toTopMachine, travelDuration, type ToTopInput } from '../../../machines/to-top/to-top';

function start(input: Partial<ToTopInput> = {}) {
  const clock = createFakeClock();
  const log: string[] = [];
  const actor = createActor(
    toTopMachine.provide({
      actions: {
        show: () => void log.push('show'),
        hide: () => void log.push('hide'),
        drawRing: (_args, { offset }) => void log.push(`ring ${offset}`),
        travel: (_args, { from, durationMs }) => void log.push(`travel from ${from} over ${durationMs}`),
        stopTravel: () => void log.push('stop'),
        arrive: () => void log.push('arrive'),
      },
    }),
    { input: { y: 0, maxScroll: 3000, downOnly: false, reducedMotion: false, blocked: false, ...input }, clock },
  ).start();
  const scroll = (y: number, maxScroll = 3000) => actor.send({ type: 'SCROLLED', y, maxScroll });
  const shown = () => actor.getSnapshot().matches({ visibility: 'shown' });
  return { actor, clock, log, scroll, shown };
}

describe('back-to-top machine', () => {
  it('[FX-026] shows once the page is scrolled more than 200 px and hides at 200 or less', () => {
    const { scroll, shown, log } = start();
    scroll(200);
    expect(shown()).toBe(false);
    scroll(201);
    expect(shown()).toBe(true);
    scroll(150);
    expect(shown()).toBe(false);
    expect(log.filter((line) => line === 'show' || line === 'hide')).toEqual(['show', 'hide']);
  });

  it('[FX-029] scroll-down-only: shown only while scrolling down', () => {
    const { scroll, shown } = start({ downOnly: true });
    scroll(400);
    expect(shown()).toBe(true);
    scroll(380);
    expect(shown()).toBe(false);
    scroll(390);
    expect(shown()).toBe(true);
    scroll(390);
    expect(shown()).toBe(true);
  });

  it('[FX-028] the ring is drawn on every reading: 166 less 166 times the share scrolled, in whole percents rounded up', () => {
    expect(ringOffset(0, 3000)).toBe(166);
    expect(ringOffset(1500, 3000)).toBe(83);
    expect(ringOffset(1, 3000)).toBeCloseTo(166 - 1.66);
    expect(ringOffset(3000, 3000)).toBe(0);
    expect(ringOffset(5000, 3000)).toBe(0);
    expect(ringOffset(100, 0)).toBe(166);
    const { scroll, log } = start();
    scroll(750);
    expect(log).toEqual(['ring 166', 'ring 124.5', 'show']);
  });

  it('[FX-030] the way up takes 1500 ms less 500 ms times the share scrolled, then the page is at its top', () => {
    expect(travelDuration(0)).toBe(1500);
    expect(travelDuration(0.5)).toBe(1250);
    expect(travelDuration(1)).toBe(1000);
    const { actor, clock, scroll, log } = start();
    scroll(1500);
    actor.send({ type: 'GO_TOP' });
    expect(log).toContain('travel from 1500 over 1250');
    expect(actor.getSnapshot().matches({ travel: 'travelling' })).toBe(true);
    clock.advance(1249);
    expect(log).not.toContain('arrive');
    clock.advance(1);
    expect(log.slice(-2)).toEqual(['stop', 'arrive']);
  });

  it('[FX-030] the visitor\'s own input stops the way up where it is', () => {
    const { actor, clock, scroll, log } = start();
    scroll(3000);
    actor.send({ type: 'GO_TOP' });
    clock.advance(300);
    actor.send({ type: 'INTERRUPT' });
    expect(actor.getSnapshot().matches({ travel: 'idle' })).toBe(true);
    clock.advance(2000);
    expect(log).not.toContain('arrive');
    expect(log.at(-1)).toBe('stop');
  });

  it('with reduced motion the way up is a jump; on a device the setting excludes, the link does nothing', () => {
    const reduced = start({ reducedMotion: true });
    reduced.scroll(2000);
    reduced.actor.send({ type: 'GO_TOP' });
    expect(reduced.log).toContain('travel from 2000 over 0');
    reduced.clock.advance(0);
    expect(reduced.log).toContain('arrive');
    const blocked = start({ blocked: true });
    blocked.scroll(2000);
    blocked.actor.send({ type: 'GO_TOP' });
    expect(blocked.log.some((line) => line.startsWith('travel'))).toBe(false);
  });
});
