import { createActor, fromPromise } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { ADD_TO_CART_SPINNER_MS, cartSpinnerMachine } from '../../../machines/theme-shop/cart-spinner';
import { variationAddToCartMachine, type AddToCartOutcome } from '../../../machines/theme-shop/variation-add-to-cart';

describe('cart spinner machine', () => {
  it('[SHOP-042] spins for 2 s, then marks the item in the cart; a click while spinning starts over', () => {
    const clock = createFakeClock(0);
    const log: string[] = [];
    const actor = createActor(
      cartSpinnerMachine.provide({
        actions: { showSpinner: () => void log.push(`spin@${clock.now()}`), markInCart: () => void log.push(`in cart@${clock.now()}`) },
      }),
      { clock },
    ).start();
    actor.send({ type: 'CLICK' });
    clock.advance(ADD_TO_CART_SPINNER_MS - 1);
    expect(actor.getSnapshot().value).toBe('spinning');
    clock.advance(1);
    expect(actor.getSnapshot().value).toBe('inCart');
    actor.send({ type: 'CLICK' });
    clock.advance(1000);
    actor.send({ type: 'CLICK' });
    clock.advance(ADD_TO_CART_SPINNER_MS);
    expect(log).toEqual(['spin@0', 'in cart@2000', 'spin@2000', 'spin@3000', 'in cart@5000']);
  });
});

describe('variation add-to-cart machine', () => {
  function start(outcome: () => Promise<AddToCartOutcome>) {
    const log: string[] = [];
    const actor = createActor(
      variationAddToCartMachine.provide({
        actors: { addToCart: fromPromise(outcome) },
        actions: {
          startLoading: () => void log.push('loading'),
          stopLoading: () => void log.push('loaded'),
          redirect: (_args, { url }) => void log.push(`go ${url}`),
          announceAdded: (_args, { cartHash }) => void log.push(`added ${cartHash}`),
          showUnexpectedAnswer: () => void log.push('unexpected'),
          showFailure: (_args, { error }) => void log.push(`failed ${(error as Error).message}`),
        },
      }),
    ).start();
    return { actor, log };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('[SHOP-046] an added answer announces the fragments and cart hash', async () => {
    const { actor, log } = start(async () => ({ kind: 'added', fragments: {}, cartHash: 'h1' }));
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(log).toEqual(['loading', 'loaded', 'added h1']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('[SHOP-045] a redirect answer goes to the product page and takes no more submits', async () => {
    const { actor, log } = start(async () => ({ kind: 'redirect', url: '/product/' }));
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SUBMIT' });
    expect(log).toEqual(['loading', 'loaded', 'go /product/']);
    expect(actor.getSnapshot().value).toBe('leaving');
  });

  it('one request at a time; an unexpected answer or a failure says so and the form can be sent again', async () => {
    let calls = 0;
    const { actor, log } = start(async () => {
      calls += 1;
      if (calls === 2) throw new Error('offline');
      return { kind: 'unexpected' };
    });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(calls).toBe(2);
    expect(log).toEqual(['loading', 'loaded', 'unexpected', 'loading', 'loaded', 'failed offline']);
  });
});
