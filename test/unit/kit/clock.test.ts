import { createActor, createMachine } from 'xstate';
import { createFakeClock, FRAME_MS } from '../../support';

describe('fake clock', () => {
  it('starts at the given time and moves only when told', () => {
    const clock = createFakeClock(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(250);
    expect(clock.now()).toBe(1_250);
  });

  it('fires due timers in time order while advancing, each at its own time', () => {
    const clock = createFakeClock(0);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 20);
    clock.setTimeout(() => fired.push(`a@${clock.now()}`), 10);
    clock.setTimeout(() => fired.push(`c@${clock.now()}`), 30);
    clock.advance(20);
    expect(fired).toEqual(['a@10', 'b@20']);
    expect(clock.pending()).toBe(1);
  });

  it('repeats intervals, runs frames after a frame, and clears any of them', () => {
    const clock = createFakeClock(0);
    const ticks: number[] = [];
    const interval = clock.setInterval(() => ticks.push(clock.now()), 100);
    const frame = jest.fn();
    clock.requestAnimationFrame(frame);
    clock.advance(FRAME_MS);
    expect(frame).toHaveBeenCalledWith(FRAME_MS);
    clock.advance(300 - FRAME_MS);
    expect(ticks).toEqual([100, 200, 300]);
    clock.clearInterval(interval);
    clock.cancelAnimationFrame(clock.requestAnimationFrame(frame));
    clock.advance(1000);
    expect(ticks).toHaveLength(3);
    expect(frame).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });

  it('runAll fires timers that timers schedule, and gives up on an interval', () => {
    const clock = createFakeClock(0);
    const fired: number[] = [];
    clock.setTimeout(() => {
      fired.push(clock.now());
      clock.setTimeout(() => fired.push(clock.now()), 500);
    }, 100);
    clock.runAll();
    expect(fired).toEqual([100, 600]);
    clock.setInterval(() => undefined, 10);
    expect(() => clock.runAll()).toThrow(/still busy/);
  });

  it('is a clock XState actors can run their delays on', () => {
    const clock = createFakeClock();
    const machine = createMachine({ initial: 'waiting', states: { waiting: { after: { 1000: 'done' } }, done: {} } });
    const actor = createActor(machine, { clock }).start();
    clock.advance(999);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.advance(1);
    expect(actor.getSnapshot().value).toBe('done');
  });
});
