import { createActor, fromPromise } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { liveCartMachine, queued, type CartIntent } from '../../../machines/theme-shop/live-cart';

/** The machine with a server the test answers on a simulated clock: each request takes `delayMs`. */
function start(delayMs = 500, fail: (intent: CartIntent) => boolean = () => false) {
  const clock = createFakeClock();
  const sent: CartIntent[] = [];
  const calls: string[] = [];
  const actor = createActor(
    liveCartMachine.provide({
      actors: {
        update: fromPromise<unknown, CartIntent>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              sent.push(input);
              clock.setTimeout(() => (fail(input) ? reject(new Error('500')) : resolve({ quantity: input.quantity })), delayMs);
            }),
        ),
      },
      actions: {
        lock: () => void calls.push('lock'),
        unlock: () => void calls.push('unlock'),
        apply: (_, { intent, answer }) => void calls.push(`apply ${intent.key}=${intent.quantity} ${JSON.stringify(answer)}`),
        fail: (_, { intent }) => void calls.push(`fail ${intent.key}=${intent.quantity}`),
      },
    }),
    { clock },
  ).start();
  const change = (key: string, quantity: number) => actor.send({ type: 'CHANGE', intent: { key, quantity } });
  /** Moves the clock and lets the promise callbacks run. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { actor, clock, sent, calls, change, advance };
}

describe('live cart machine', () => {
  it('[SHOP-006] sends one change, locks the cart while it runs, applies the answer and unlocks', async () => {
    const { actor, sent, calls, change, advance } = start();
    change('a', 3);
    expect(actor.getSnapshot().matches({ busy: 'sending' })).toBe(true);
    expect(sent).toEqual([{ key: 'a', quantity: 3 }]);
    expect(calls).toEqual(['lock']);
    await advance(500);
    expect(calls).toEqual(['lock', 'apply a=3 {"quantity":3}', 'unlock']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('[SHOP-006] the last intent wins: 1, 5, 3 typed while 1 is in flight sends 1 then 3, and applies only 3', async () => {
    const { actor, sent, calls, change, advance } = start();
    change('a', 1);
    change('a', 5);
    change('a', 3);
    await advance(500);
    expect(sent).toEqual([{ key: 'a', quantity: 1 }, { key: 'a', quantity: 3 }]);
    await advance(500);
    expect(calls.filter((c) => c.startsWith('apply'))).toEqual(['apply a=3 {"quantity":3}']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.at(-1)).toBe('unlock');
  });

  it('[SHOP-006] changes to other lines wait their turn, one request at a time, in the order they were made', async () => {
    const { sent, calls, change, advance } = start();
    change('a', 2);
    change('b', 4);
    change('c', 1);
    change('b', 6);
    await advance(500);
    await advance(500);
    await advance(500);
    expect(sent).toEqual([{ key: 'a', quantity: 2 }, { key: 'b', quantity: 6 }, { key: 'c', quantity: 1 }]);
    expect(calls.filter((c) => c.startsWith('apply'))).toEqual(['apply a=2 {"quantity":2}', 'apply b=6 {"quantity":6}', 'apply c=1 {"quantity":1}']);
    expect(calls.filter((c) => c === 'unlock')).toHaveLength(1);
  });

  it('[SHOP-007] a failed request reports once and the cart goes on with the next intent', async () => {
    const { actor, sent, calls, change, advance } = start(500, (intent) => intent.quantity === 2);
    change('a', 2);
    change('b', 1);
    await advance(500);
    await advance(500);
    expect(sent).toEqual([{ key: 'a', quantity: 2 }, { key: 'b', quantity: 1 }]);
    expect(calls).toEqual(['lock', 'fail a=2', 'lock', 'apply b=1 {"quantity":1}', 'unlock']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps the latest intent per line in first-change order', () => {
    expect(queued([{ key: 'a', quantity: 1 }, { key: 'b', quantity: 1 }], { key: 'a', quantity: 9 })).toEqual([{ key: 'a', quantity: 9 }, { key: 'b', quantity: 1 }]);
  });
});
