import { createActor, fromPromise } from 'xstate';
import { createFakeClock } from '../../../../test/support';
import { checkoutMachine, UPDATE_DEBOUNCE_MS, type PlaceOrderOutcome } from '../../../../machines/woocommerce/checkout';

/** The machine over a server the test answers on a simulated clock. */
function start({ reviewMs = 100, orderMs = 100, outcome = { kind: 'success', redirect: '/done', answer: {} } as PlaceOrderOutcome, allow = (): boolean => true } = {}) {
  const clock = createFakeClock();
  const calls: string[] = [];
  const signals: AbortSignal[] = [];
  let reviews = 0;
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        updateOrderReview: fromPromise(({ signal }) => {
          const n = ++reviews;
          signals.push(signal);
          calls.push(`review ${n} sent`);
          return new Promise((resolve) => clock.setTimeout(() => resolve({ n }), reviewMs));
        }),
        placeOrder: fromPromise(() => {
          calls.push('order sent');
          return new Promise<PlaceOrderOutcome>((resolve) => clock.setTimeout(() => resolve(outcome), orderMs));
        }),
      },
      actions: {
        blockReview: () => void calls.push('block review'),
        unblockReview: () => void calls.push('unblock review'),
        applyReview: (_, { answer }) => void calls.push(`apply ${JSON.stringify(answer)}`),
        reviewFailed: () => void calls.push('review failed'),
        blockForm: () => void calls.push('block form'),
        unblockForm: () => void calls.push('unblock form'),
        leave: (_, { outcome: done }) => void calls.push(`leave ${done.redirect}`),
        showErrors: (_, { outcome: failed }) => void calls.push(`errors ${failed.messages}`),
        submitFailed: () => void calls.push('submit failed'),
      },
      guards: { hooksAllow: () => allow() },
    }),
    { clock },
  ).start();
  const advance = async (ms: number) => {
    clock.advance(ms);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { actor, calls, signals, advance };
}

describe('checkout machine', () => {
  it('debounces update intents: a burst within the debounce sends one request', async () => {
    const { actor, calls, advance } = start();
    actor.send({ type: 'UPDATE' });
    await advance(UPDATE_DEBOUNCE_MS - 1);
    actor.send({ type: 'UPDATE' });
    await advance(UPDATE_DEBOUNCE_MS - 1);
    actor.send({ type: 'UPDATE' });
    expect(calls).toEqual([]);
    await advance(UPDATE_DEBOUNCE_MS);
    await advance(100);
    expect(calls).toEqual(['block review', 'review 1 sent', 'unblock review', 'apply {"n":1}']);
  });

  it('aborts the review in flight when a newer intent comes, and applies only the last answer', async () => {
    const { actor, calls, signals, advance } = start();
    actor.send({ type: 'UPDATE' });
    await advance(UPDATE_DEBOUNCE_MS + 50);
    actor.send({ type: 'UPDATE' });
    expect(signals[0]!.aborted).toBe(true);
    await advance(UPDATE_DEBOUNCE_MS);
    await advance(100);
    expect(calls.filter((c) => c.startsWith('apply'))).toEqual(['apply {"n":2}']);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('places an order once: submits while one is in flight or after success are ignored', async () => {
    const { actor, calls, advance } = start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await advance(50);
    actor.send({ type: 'SUBMIT' });
    await advance(50);
    actor.send({ type: 'SUBMIT' });
    await advance(200);
    expect(calls).toEqual(['block form', 'order sent', 'leave /done']);
    expect(actor.getSnapshot().matches({ order: 'leaving' })).toBe(true);
  });

  it('does not send when the hooks veto, and allows a new try after a failure', async () => {
    let allowed = false;
    const { actor, calls, advance } = start({ outcome: { kind: 'failure', messages: 'bad', refresh: false, reload: false }, allow: () => allowed });
    actor.send({ type: 'SUBMIT' });
    await advance(200);
    expect(calls).toEqual([]);
    allowed = true;
    actor.send({ type: 'SUBMIT' });
    await advance(200);
    actor.send({ type: 'SUBMIT' });
    await advance(200);
    expect(calls).toEqual(['block form', 'order sent', 'unblock form', 'errors bad', 'block form', 'order sent', 'unblock form', 'errors bad']);
  });
});
