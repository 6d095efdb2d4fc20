/**
 * startedSoon: a mount's machine starts at its first use or in the task after the mount, once either way.
 */
import { createTrackedClock } from '../../../adapters/clock';
import { startedSoon } from '../../../plugins/started-soon';
import { createFakeClock } from '../../support/clock';

function setup() {
  const fake = createFakeClock(0);
  const start = jest.fn(() => ({ id: Math.random() }));
  const machine = startedSoon(createTrackedClock(fake), start);
  return { fake, start, machine };
}

describe('startedSoon', () => {
  it('starts nothing in the mount task and starts once in the next task', () => {
    const { fake, start, machine } = setup();
    expect(start).not.toHaveBeenCalled();
    fake.advance(0);
    expect(start).toHaveBeenCalledTimes(1);
    const first = machine();
    expect(machine()).toBe(first);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at a use before the task, and the task does not start it again', () => {
    const { fake, start, machine } = setup();
    const used = machine();
    fake.advance(0);
    expect(start).toHaveBeenCalledTimes(1);
    expect(machine()).toBe(used);
  });
});
