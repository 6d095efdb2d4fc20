import { createActor, fromPromise } from 'xstate';
import { DEBOUNCE_MS, FADE_MS, liveSearchMachine, type SearchResultItem } from '../../../machines/live-search/search';
import { createFakeClock } from '../../../test/support';

const LAMP: SearchResultItem = { post_url: 'https://site.test/lamp/', title: 'Desk lamp' };

/** A search actor whose answers the test releases; it records what was asked and what was aborted. */
function start(minLength = 4) {
  const clock = createFakeClock();
  const asked: string[] = [];
  const aborted: string[] = [];
  const pending = new Map<string, (items: SearchResultItem[]) => void>();
  const log: string[] = [];
  const actor = createActor(
    liveSearchMachine.provide({
      actors: {
        search: fromPromise<SearchResultItem[], { text: string }>(({ input, signal }) => {
          asked.push(input.text);
          signal.addEventListener('abort', () => aborted.push(input.text));
          return new Promise((resolve) => pending.set(input.text, resolve));
        }),
      },
      actions: {
        showResults: (_args, { results }) => void log.push(`results ${results.length}`),
        showEmpty: () => void log.push('empty'),
        hideList: () => void log.push('hide'),
        endFade: () => void log.push('faded'),
        highlight: (_args, { index }) => void log.push(`highlight ${index}`),
        follow: (_args, { result }) => void log.push(`follow ${result.post_url}`),
      },
    }),
    { input: { minLength }, clock },
  ).start();
  const answer = async (text: string, items: SearchResultItem[]) => {
    pending.get(text)!(items);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { actor, clock, asked, aborted, answer, log, state: () => actor.getSnapshot().value };
}

describe('live search machine', () => {
  it('[SRCH-007] searches 500 ms after the last keystroke; each keystroke restarts the wait', () => {
    const { actor, clock, asked, state } = start();
    actor.send({ type: 'INPUT', text: 'lamp' });
    clock.advance(DEBOUNCE_MS - 100);
    actor.send({ type: 'INPUT', text: 'lamps' });
    clock.advance(DEBOUNCE_MS - 1);
    expect(state()).toBe('debouncing');
    expect(asked).toEqual([]);
    clock.advance(1);
    expect(state()).toBe('searching');
    expect(asked).toEqual(['lamps']);
  });

  it('[SRCH-002] text below the minimum length never searches', () => {
    const { actor, clock, asked, state } = start(4);
    actor.send({ type: 'INPUT', text: 'lam' });
    clock.advance(5 * DEBOUNCE_MS);
    expect(asked).toEqual([]);
    expect(state()).toEqual({ idle: 'hidden' });
  });

  it('[SRCH-004] [SRCH-006] [SRCH-008] the list shows once the minimum is met and fades out over 300 ms below it', async () => {
    const { actor, clock, answer, log, state } = start(4);
    actor.send({ type: 'INPUT', text: 'lamp' });
    clock.advance(DEBOUNCE_MS);
    await answer('lamp', [LAMP]);
    expect(state()).toBe('showing');
    expect(log).toEqual(['results 1']);
    actor.send({ type: 'INPUT', text: 'lam' });
    expect(state()).toEqual({ idle: 'fading' });
    clock.advance(FADE_MS - 1);
    expect(log).toEqual(['results 1', 'hide']);
    clock.advance(1);
    expect(state()).toEqual({ idle: 'hidden' });
    expect(log).toEqual(['results 1', 'hide', 'faded']);
  });

  it('[SRCH-005] a blur hides the list; focus shows it again while the text is unchanged', async () => {
    const { actor, clock, answer, log, asked, state } = start();
    actor.send({ type: 'INPUT', text: 'lamp' });
    clock.advance(DEBOUNCE_MS);
    await answer('lamp', [LAMP]);
    actor.send({ type: 'BLUR' });
    expect(state()).toEqual({ idle: 'fading' });
    clock.advance(FADE_MS);
    actor.send({ type: 'FOCUS' });
    expect(state()).toBe('showing');
    expect(asked).toEqual(['lamp']);
    expect(log).toEqual(['results 1', 'hide', 'faded', 'results 1']);
  });

  it('[SRCH-015] an answer with no results shows the empty state', async () => {
    const { actor, clock, answer, log, state } = start();
    actor.send({ type: 'INPUT', text: 'zzzz' });
    clock.advance(DEBOUNCE_MS);
    await answer('zzzz', []);
    expect(state()).toBe('empty');
    expect(log).toEqual(['empty']);
  });

  it('the last query wins: typing again aborts the search in flight and its late answer is dropped', async () => {
    const { actor, clock, answer, aborted, log, asked } = start();
    actor.send({ type: 'INPUT', text: 'lamp' });
    clock.advance(DEBOUNCE_MS);
    actor.send({ type: 'INPUT', text: 'lamps' });
    expect(aborted).toEqual(['lamp']);
    clock.advance(DEBOUNCE_MS);
    await answer('lamp', [LAMP, LAMP]);
    expect(log).toEqual([]);
    await answer('lamps', [LAMP]);
    expect(asked).toEqual(['lamp', 'lamps']);
    expect(log).toEqual(['results 1']);
  });

  it('arrow keys move the active option round the list (none between last and first); Enter follows it', async () => {
    const { actor, clock, answer, log } = start();
    actor.send({ type: 'INPUT', text: 'lamp' });
    clock.advance(DEBOUNCE_MS);
    await answer('lamp', [LAMP, { post_url: 'https://site.test/shade/', title: 'Shade' }]);
    actor.send({ type: 'CHOOSE' });
    actor.send({ type: 'MOVE', by: 1 });
    actor.send({ type: 'MOVE', by: 1 });
    actor.send({ type: 'MOVE', by: 1 });
    actor.send({ type: 'MOVE', by: -1 });
    actor.send({ type: 'CHOOSE' });
    expect(log).toEqual(['results 2', 'highlight 0', 'highlight 1', 'highlight -1', 'highlight 1', 'follow https://site.test/shade/']);
  });
});
