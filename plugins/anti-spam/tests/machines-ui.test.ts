import { createActor, fromPromise } from 'xstate';
import { createFakeClock } from '../../../test/support';
import { emailCheckMachine, type EmailVerdict } from '../../../machines/anti-spam/email-check';
import { BADGE_CLOSE_MS, TOUCH_CLOSE_MS, trpBadgeMachine } from '../../../machines/anti-spam/trp-badge';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('emailCheck machine', () => {
  function checker(verdict: () => Promise<EmailVerdict>) {
    // What the indicator goes through: the states its view draws, and each clear.
    const drawn: string[] = [];
    const actor = createActor(
      emailCheckMachine.provide({
        actions: { clear: () => drawn.push('clear') },
        actors: { check: fromPromise(verdict) },
      }),
    );
    actor.subscribe(({ value }) => {
      if (value !== 'idle' && drawn.at(-1) !== value) drawn.push(value);
    });
    actor.start();
    return { actor, drawn };
  }

  it('[SPAM-018] load, then good_email for EXISTS and bad_email for anything else', async () => {
    const good = checker(async () => ({ result: 'EXISTS', text_result: 'ok' }));
    good.actor.send({ type: 'CHECK', email: 'a@b.co' });
    expect(good.actor.getSnapshot().value).toBe('load');
    await flush();
    expect(good.drawn).toEqual(['load', 'good_email']);
    const bad = checker(async () => ({ result: 'NOT_EXISTS', text_result: 'no' }));
    bad.actor.send({ type: 'CHECK', email: 'a@b.co' });
    await flush();
    expect(bad.drawn).toEqual(['load', 'bad_email']);
  });

  it('[SPAM-020] an address without the x@y.z shape is not checked; an empty one clears', async () => {
    const { actor, drawn } = checker(async () => ({ result: 'EXISTS', text_result: '' }));
    actor.send({ type: 'CHECK', email: 'not-an-address' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'CHECK', email: '  ' });
    expect(drawn).toEqual(['clear']);
  });
});

describe('trpBadge machine', () => {
  function badge(selected = false) {
    const clock = createFakeClock();
    const shown: boolean[] = [];
    const actor = createActor(
      trpBadgeMachine.provide({ actions: { show: () => shown.push(true), hide: () => shown.push(false) }, guards: { hasSelection: () => selected } }),
      { clock },
    );
    actor.start();
    return { actor, clock, shown };
  }

  it('[SPAM-027] closes 1 s after leaving, and not if the pointer comes back in time', () => {
    const { actor, clock } = badge();
    actor.send({ type: 'ENTER' });
    actor.send({ type: 'LEAVE' });
    clock.advance(BADGE_CLOSE_MS - 1);
    actor.send({ type: 'ENTER' });
    clock.advance(BADGE_CLOSE_MS);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    actor.send({ type: 'LEAVE' });
    clock.advance(BADGE_CLOSE_MS);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('[SPAM-028] closes 3 s after a tap; with text selected it waits until the selection is cleared', () => {
    const plain = badge();
    plain.actor.send({ type: 'TOUCH_END' });
    plain.clock.advance(TOUCH_CLOSE_MS - 1);
    expect(plain.actor.getSnapshot().matches('open')).toBe(true);
    plain.clock.advance(1);
    expect(plain.actor.getSnapshot().value).toBe('closed');

    const selecting = badge(true);
    selecting.actor.send({ type: 'TOUCH_END' });
    selecting.clock.advance(TOUCH_CLOSE_MS * 3);
    expect(selecting.actor.getSnapshot().matches({ open: 'selecting' })).toBe(true);
    selecting.actor.send({ type: 'SELECTION_CLEARED' });
    expect(selecting.actor.getSnapshot().matches({ open: 'touched' })).toBe(true);
  });
});
