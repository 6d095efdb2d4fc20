import { createActor, fromPromise } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { enqueued, requestQueueMachine, type QueuedJob } from '../../../machines/woocommerce/request-queue';

type Job = QueuedJob & { name: string };

/** The queue over a server the test answers on a simulated clock: each request takes `delayMs`. */
function start(delayMs = 300, fails: (job: Job) => boolean = () => false) {
  const clock = createFakeClock();
  const calls: string[] = [];
  const actor = createActor(
    requestQueueMachine.provide({
      actors: {
        send: fromPromise<unknown, QueuedJob>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              calls.push(`send ${(input as Job).name}`);
              clock.setTimeout(() => (fails(input as Job) ? reject(new Error('500')) : resolve(`answer ${(input as Job).name}`)), delayMs);
            }),
        ),
      },
      actions: {
        busy: () => void calls.push('busy'),
        idle: () => void calls.push('idle'),
        succeed: (_, { job, output, superseded }) => void calls.push(`done ${(job as Job).name}: ${String(output)}${superseded ? ' (superseded)' : ''}`),
        fail: (_, { job, superseded }) => void calls.push(`fail ${(job as Job).name}${superseded ? ' (superseded)' : ''}`),
      },
    }),
    { clock },
  ).start();
  const ask = (name: string, coalesce?: string) => actor.send({ type: 'ENQUEUE', job: { name, coalesce } as Job });
  const advance = async (ms: number) => {
    clock.advance(ms);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { actor, calls, ask, advance };
}

describe('the cart request queue', () => {
  it('sends one request at a time, in the order asked, each after the previous answer (WooCommerce PR 23293)', async () => {
    const { actor, calls, ask, advance } = start();
    ask('add 1');
    ask('add 2');
    ask('remove 3');
    expect(calls).toEqual(['busy', 'send add 1']);
    await advance(300);
    expect(calls).toEqual(['busy', 'send add 1', 'done add 1: answer add 1', 'send add 2']);
    await advance(300);
    await advance(300);
    expect(calls.slice(4)).toEqual(['done add 2: answer add 2', 'send remove 3', 'done remove 3: answer remove 3', 'idle']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a failed request is reported and the next one still goes', async () => {
    const { calls, ask, advance } = start(100, (job) => job.name === 'a');
    ask('a');
    ask('b');
    await advance(100);
    await advance(100);
    expect(calls).toEqual(['busy', 'send a', 'fail a', 'send b', 'done b: answer b', 'idle']);
  });

  it('a submit while busy is queued, not dropped; a second waiting update is merged into the first', async () => {
    const { calls, ask, advance } = start();
    ask('update 1', 'update');
    ask('update 2', 'update');
    ask('coupon');
    ask('update 3', 'update');
    await advance(300);
    await advance(300);
    await advance(300);
    expect(calls.filter((c) => c.startsWith('send'))).toEqual(['send update 1', 'send update 3', 'send coupon']);
    expect(calls.at(-1)).toBe('idle');
  });

  it("an answer whose key already has a newer job waiting comes superseded: a cart line typed 1, 5, 3 sends 1 and 3, and only 3's answer is current", async () => {
    const { calls, ask, advance } = start(300, (job) => job.name === 'b 2');
    ask('a 1', 'a');
    ask('a 5', 'a');
    ask('a 3', 'a');
    await advance(300);
    await advance(300);
    expect(calls).toEqual(['busy', 'send a 1', 'done a 1: answer a 1 (superseded)', 'send a 3', 'done a 3: answer a 3', 'idle']);
    ask('b 2', 'b');
    ask('b 4', 'b');
    await advance(300);
    expect(calls.slice(6)).toEqual(['busy', 'send b 2', 'fail b 2 (superseded)', 'send b 4']);
  });

  it('enqueued() appends, or replaces the waiting job with the same key in place', () => {
    const a = { coalesce: 'u', n: 1 } as QueuedJob;
    const b = { n: 2 } as QueuedJob;
    const c = { coalesce: 'u', n: 3 } as QueuedJob;
    expect(enqueued([a, b], c)).toEqual([c, b]);
    expect(enqueued([b], b)).toEqual([b, b]);
  });
});
