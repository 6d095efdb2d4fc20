import { createActor } from 'xstate';
import { checkoutStepsMachine } from '../../../machines/theme-shop/checkout-steps';

const STEPS = ['col-1', 'col-2', 'order_review'];

function start(active?: string) {
  const log: string[] = [];
  const actor = createActor(
    checkoutStepsMachine.provide({
      actions: {
        showStep: (_args, { step, focus }) => void log.push(`show ${step}${focus ? ' +focus' : ''}`),
        scrollToSteps: () => void log.push('scroll to steps'),
        showBanner: () => void log.push('banner'),
        clearBanner: () => void log.push('clear banner'),
        scrollToNotices: () => void log.push('scroll to notices'),
      },
    }),
    { input: { steps: STEPS, active } },
  ).start();
  return { actor, log };
}

describe('checkout steps machine', () => {
  it('[SHOP-017] starts on the given step, or the first one when it names no step', () => {
    expect(start('col-2').actor.getSnapshot().context.active).toBe('col-2');
    expect(start('nope').actor.getSnapshot().context.active).toBe('col-1');
  });

  it('[SHOP-020] a valid move shows the chosen step with the focus and clears the banner; a continue also scrolls to the steps', () => {
    const { actor, log } = start();
    actor.send({ type: 'GO', to: 'col-2', via: 'continue', valid: true });
    actor.send({ type: 'GO', to: 'order_review', via: 'nav', valid: true });
    expect(log).toEqual(['clear banner', 'show col-2 +focus', 'scroll to steps', 'clear banner', 'show order_review +focus']);
    expect(actor.getSnapshot().context.active).toBe('order_review');
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('[SHOP-020] [SHOP-021] a move with a field left invalid keeps the step and shows the banner, each time', () => {
    const { actor, log } = start();
    actor.send({ type: 'GO', to: 'col-2', via: 'continue', valid: false });
    actor.send({ type: 'GO', to: 'order_review', via: 'nav', valid: false });
    expect(log).toEqual(['banner', 'banner']);
    expect(actor.getSnapshot().context.active).toBe('col-1');
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'GO', to: 'col-2', via: 'nav', valid: true });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('ignores a move to a step that does not exist', () => {
    const { actor, log } = start();
    actor.send({ type: 'GO', to: 'col-9', via: 'nav', valid: false });
    expect(log).toEqual([]);
  });

  it('[SHOP-024] [SHOP-025] the server error scrolls to the notices; a re-render shows the active step again without taking the focus', () => {
    const { actor, log } = start('col-2');
    actor.send({ type: 'SERVER_ERROR' });
    actor.send({ type: 'REFRESH' });
    expect(log).toEqual(['scroll to notices', 'show col-2']);
  });
});
