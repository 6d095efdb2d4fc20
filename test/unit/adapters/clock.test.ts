import { createTrackedClock } from '../../../adapters/clock';
import { createFakeClock, type FakeClock } from '../../support';

describe('tracked clock', () => {
  let timers: FakeClock;
  beforeEach(() => (timers = createFakeClock()));

  const clockOnFakeTimers = () => createTrackedClock(timers);
  /** Moves the fake clock, then lets the promise callbacks it started run. */
  const advance = async (ms: number) => {
    timers.advance(ms);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  it('counts pending timers, intervals and frames, and forgets timeouts that fired', () => {
    const clock = clockOnFakeTimers();
    const fired = jest.fn();
    clock.setTimeout(fired, 100);
    clock.setInterval(() => undefined, 50);
    clock.requestAnimationFrame(() => undefined);
    expect(clock.pending()).toBe(3);
    timers.advance(100);
    expect(fired).toHaveBeenCalledTimes(1);
    // The timeout and the frame have run; the interval is still pending.
    expect(clock.pending()).toBe(1);
  });

  it('dispose() clears everything still pending, and later timers are ignored', () => {
    const clock = clockOnFakeTimers();
    const handler = jest.fn();
    clock.setTimeout(handler, 100);
    clock.setInterval(handler, 10);
    clock.requestAnimationFrame(handler);
    clock.dispose();
    expect(clock.pending()).toBe(0);
    expect(timers.pending()).toBe(0);
    clock.setTimeout(handler, 1);
    timers.advance(1000);
    expect(handler).not.toHaveBeenCalled();
    expect(clock.pending()).toBe(0);
  });

  it('clearTimeout and clearInterval untrack and cancel; unknown ids are ignored', () => {
    const clock = clockOnFakeTimers();
    const handler = jest.fn();
    const t = clock.setTimeout(handler, 10);
    const i = clock.setInterval(handler, 10);
    clock.clearTimeout(t);
    clock.clearInterval(i);
    clock.clearTimeout(12345);
    clock.clearTimeout(undefined);
    timers.advance(100);
    expect(handler).not.toHaveBeenCalled();
    expect(clock.pending()).toBe(0);
  });

  it('sleep(ms) resolves after ms on the clock, and never once disposed', async () => {
    const clock = clockOnFakeTimers();
    const done = jest.fn();
    void clock.sleep(500).then(done);
    await advance(499);
    expect(done).not.toHaveBeenCalled();
    await advance(1);
    expect(done).toHaveBeenCalled();

    const late = jest.fn();
    void clock.sleep(10).then(late);
    clock.dispose();
    await advance(100);
    expect(late).not.toHaveBeenCalled();
  });
});
