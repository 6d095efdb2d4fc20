import { runtimeWith, settle } from '../../support/harness';
import type { Runtime } from '../../../kernel/runtime';

const win = window as unknown as Record<string, unknown>;
let runtime: Runtime;
afterEach(() => {
  runtime.stop();
  delete win.legacyHelper;
  document.body.innerHTML = '';
});

function legacyPlugin(received: unknown[][]) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  runtime = runtimeWith([
    {
      name: 'legacy',
      selectors: ['.legacy'],
      callQueues: ['legacyHelper'],
      load: async () => {
        await gate; // the chunk is still on its way
        return { mount: (_el, ctx) => ctx.publish('legacyHelper', (...args: unknown[]) => void received.push(args)) };
      },
    },
  ]);
  return { release };
}

describe('call queues for globals inline scripts call early', () => {
  it('records calls made before the plugin loads and replays them in order; later calls go straight through', async () => {
    document.body.innerHTML = '<div class="legacy"></div>';
    const received: unknown[][] = [];
    const { release } = legacyPlugin(received);
    runtime.start();
    (win.legacyHelper as (...a: unknown[]) => void)('js_keys__get', { a: 1 });
    (win.legacyHelper as (...a: unknown[]) => void)('second');
    expect(received).toEqual([]);
    release();
    await settle();
    expect(received).toEqual([['js_keys__get', { a: 1 }], ['second']]);
    (win.legacyHelper as (...a: unknown[]) => void)('third');
    expect(received.at(-1)).toEqual(['third']);
  });

  it('queues again after the publisher leaves, and removes the stub on stop', async () => {
    document.body.innerHTML = '<div class="legacy"></div>';
    const received: unknown[][] = [];
    const { release } = legacyPlugin(received);
    runtime.start();
    release();
    await settle();
    document.querySelector('.legacy')!.remove();
    await settle();
    (win.legacyHelper as (...a: unknown[]) => void)('while away');
    expect(received).toEqual([]);
    document.body.innerHTML = '<div class="legacy"></div>';
    await settle();
    expect(received).toEqual([['while away']]);
    runtime.stop();
    expect(win.legacyHelper).toBeUndefined();
  });

  it('leaves alone a global another script already defined', async () => {
    const theirs = () => 'theirs';
    win.legacyHelper = theirs;
    document.body.innerHTML = '<div class="legacy"></div>';
    const { release } = legacyPlugin([]);
    runtime.start();
    release();
    await settle();
    expect(win.legacyHelper).toBe(theirs);
    runtime.stop();
    expect(win.legacyHelper).toBe(theirs);
  });
});

it('a stub kept by a caller (a callback captured early) forwards to the published function', async () => {
  document.body.innerHTML = '<div class="legacy"></div>';
  const received: unknown[][] = [];
  const { release } = legacyPlugin(received);
  runtime.start();
  const kept = win.legacyHelper as (...a: unknown[]) => void;
  release();
  await settle();
  kept('late, through the kept stub');
  expect(received).toEqual([['late, through the kept stub']]);
});
