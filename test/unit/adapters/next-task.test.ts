/**
 * The environment's nextTask, on which the kernel's arrival queue yields between
 * slices of mounts: a task that runs as soon as the browser has handled what is
 * waiting (scheduler.yield, else a MessageChannel message), never a timer, whose
 * minimum delay (4 ms once nested) would leave the thread idle between slices.
 */
import { browserEnvironment } from '../../../adapters/environment';

/** A stand-in window: only what nextTask may touch, with its timers spied on. */
function fakeWindow(extra: Record<string, unknown>) {
  const setTimeout = jest.fn((handler: () => void) => {
    handler();
    return 1;
  });
  const win = { document: {}, setTimeout, ...extra } as unknown as Window & typeof globalThis;
  return { win, setTimeout };
}

/** A MessageChannel whose messages the test delivers, in the order they were posted. */
function heldChannel() {
  const posted: (() => void)[] = [];
  class HeldChannel {
    readonly port1: { onmessage: (() => void) | null } = { onmessage: null };
    readonly port2 = { postMessage: () => void posted.push(() => this.port1.onmessage?.()) };
  }
  return { HeldChannel, deliver: () => posted.shift()?.(), posted };
}

const turns = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('nextTask', () => {
  it('yields through scheduler.yield where the browser has it', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    const { win, setTimeout } = fakeWindow({ scheduler: { yield: schedulerYield }, MessageChannel: heldChannel().HeldChannel });
    await browserEnvironment(win).timers.nextTask();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
    expect(setTimeout).not.toHaveBeenCalled();
  });

  it('else posts one message per call and resolves each when its message arrives, in order, with no timer', async () => {
    const channel = heldChannel();
    const { win, setTimeout } = fakeWindow({ MessageChannel: channel.HeldChannel });
    const { nextTask } = browserEnvironment(win).timers;
    const resolved: string[] = [];
    void nextTask().then(() => resolved.push('first'));
    void nextTask().then(() => resolved.push('second'));
    await turns();
    expect(channel.posted).toHaveLength(2);
    expect(resolved).toEqual([]);
    channel.deliver();
    await turns();
    expect(resolved).toEqual(['first']);
    channel.deliver();
    await turns();
    expect(resolved).toEqual(['first', 'second']);
    expect(setTimeout).not.toHaveBeenCalled();
  });
});
