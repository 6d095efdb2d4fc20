import { createActor, fromPromise } from 'xstate';
import { createFakeClock } from '../../../../test/support';
import { choiceOf, optionStates, type Choice, type Variation } from '../../../../machines/woocommerce/variation-match';
import { INIT_DELAY_MS, variationsFormMachine } from '../../../../machines/woocommerce/variations-form';

const BLUE_YES: Variation = { attributes: { attribute_color: 'blue', attribute_logo: 'Yes' }, variation_id: 1, variation_is_active: true };
const GREEN_ANY: Variation = { attributes: { attribute_color: 'green', attribute_logo: '' }, variation_id: 2, variation_is_active: true };
const RED_NO: Variation = { attributes: { attribute_color: 'red', attribute_logo: 'No' }, variation_id: 3, variation_is_active: false };
const VARIATIONS = [BLUE_YES, GREEN_ANY, RED_NO];

const choice = (color: string, logo: string) => choiceOf({ attribute_color: color, attribute_logo: logo });

/** Lets the answered requests' promises settle. */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** The machine with every action recorded, over a server the test answers on a simulated clock. */
function start(variations: Variation[] | false, answerMs = 100) {
  const clock = createFakeClock();
  const calls: string[] = [];
  const signals: AbortSignal[] = [];
  const actor = createActor(
    variationsFormMachine.provide({
      actors: {
        fetchVariation: fromPromise<Variation | null, Choice>(({ input, signal }) => {
          signals.push(signal);
          calls.push(`ask ${input.data.attribute_color}/${input.data.attribute_logo}`);
          const match = VARIATIONS.find((v) => v.attributes.attribute_color === input.data.attribute_color) ?? null;
          return new Promise((resolve) => clock.setTimeout(() => resolve(match), answerMs));
        }),
      },
      actions: {
        announceStart: () => void calls.push('start'),
        requestCheck: () => void calls.push('check'),
        updateValues: () => void calls.push('update values'),
        found: (_, { variation }) => void calls.push(`found ${String(variation.variation_id)}`),
        noMatch: (_, { notice }) => void calls.push(`no match${notice ? ' + notice' : ''}`),
        resetData: () => void calls.push('reset'),
        showReset: (_, { shown }) => void calls.push(`reset link ${shown ? 'shown' : 'hidden'}`),
        block: () => void calls.push('block'),
        unblock: () => void calls.push('unblock'),
        lookupFailed: () => void calls.push('failed'),
      },
    }),
    { input: { variations }, clock },
  );
  actor.start();
  return { actor, clock, calls, signals };
}

/** The machine once it has started (its first check done), with nothing recorded yet. */
function started(variations: Variation[] | false) {
  const machine = start(variations);
  machine.clock.advance(INIT_DELAY_MS);
  machine.calls.length = 0;
  return machine;
}

describe('variations form machine', () => {
  it(`starts ${INIT_DELAY_MS} ms after mount; a choice matching nothing shows no notice until then`, () => {
    const { actor, clock, calls } = start(VARIATIONS);
    actor.send({ type: 'CHECK', choice: choice('red', 'Yes') });
    expect(calls).toEqual(['update values', 'no match', 'reset link shown']);
    clock.advance(INIT_DELAY_MS);
    expect(calls.slice(3)).toEqual(['start']);
    calls.length = 0;
    actor.send({ type: 'CHECK', choice: choice('red', 'Yes') });
    expect(calls).toEqual(['update values', 'no match + notice', 'reset link shown']);
  });

  it('inline: a complete choice finds the first match (an empty value matches any); an incomplete one resets', () => {
    const { actor, calls } = started(VARIATIONS);
    actor.send({ type: 'CHECK', choice: choice('green', 'No') });
    actor.send({ type: 'CHECK', choice: choice('green', '') });
    actor.send({ type: 'CHECK', choice: choice('', '') });
    expect(calls).toEqual(['update values', 'found 2', 'reset link shown', 'update values', 'reset', 'reset link shown', 'update values', 'reset', 'reset link hidden']);
  });

  it('asks the server for a complete choice; a newer choice aborts the request in flight and only its answer is found', async () => {
    const { actor, clock, calls, signals } = started(false);
    actor.send({ type: 'CHECK', choice: choice('blue', 'Yes') });
    clock.advance(50);
    actor.send({ type: 'CHECK', choice: choice('green', 'Yes') });
    expect(signals[0]!.aborted).toBe(true);
    clock.advance(100);
    await flush();
    expect(calls).toEqual(['reset link shown', 'block', 'ask blue/Yes', 'unblock', 'reset link shown', 'block', 'ask green/Yes', 'unblock', 'found 2']);
  });

  it('an incomplete choice while asking aborts the request and resets', async () => {
    const { actor, clock, calls, signals } = started(false);
    actor.send({ type: 'CHECK', choice: choice('blue', 'Yes') });
    actor.send({ type: 'CHECK', choice: choice('blue', '') });
    clock.advance(200);
    await flush();
    expect(signals[0]!.aborted).toBe(true);
    expect(calls).not.toContain('found 1');
    expect(calls.slice(-3)).toEqual(['update values', 'reset', 'reset link shown']);
  });

  it('RELOAD takes the new variations and asks for a check', () => {
    const { actor, calls } = started(false);
    actor.send({ type: 'RELOAD', variations: [BLUE_YES] });
    expect(calls).toEqual(['check']);
    actor.send({ type: 'CHECK', choice: choice('blue', 'Yes') });
    expect(calls).toContain('found 1');
  });
});

describe('option states', () => {
  it("leave the attribute's own choice out, attach any value for an empty one, enable only active variations", () => {
    expect(optionStates(VARIATIONS, { attribute_color: 'red', attribute_logo: 'Yes' }, 'attribute_logo')).toEqual({
      any: null,
      values: new Map([['No', { attached: true, enabled: false }]]),
    });
    expect(optionStates(VARIATIONS, { attribute_color: 'green', attribute_logo: '' }, 'attribute_logo').any).toEqual({ attached: true, enabled: true });
  });
});
