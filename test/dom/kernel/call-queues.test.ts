import { openTestbed, type Testbed } from '../../support';
import { boot } from '../../../kernel/boot';
import type { PluginDefinition } from '../../../kernel/types';

const win = window as unknown as Record<string, unknown>;
let testbed: Testbed;
afterEach(() => testbed.close());

function legacyPlugin(received: unknown[][], name = 'legacyHelper'): { definition: PluginDefinition; release(): void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const definition: PluginDefinition = {
    name: 'legacy',
    selectors: ['.legacy'],
    callQueues: [name],
    load: async () => {
      await gate; // the chunk is still on its way
      return { mount: (_el, ctx) => ctx.publish(name, (...args: unknown[]) => void received.push(args)) };
    },
  };
  return { definition, release };
}

describe('call queues for globals inline scripts call early', () => {
  it('records calls made before the plugin loads and replays them in order; later calls go straight through', async () => {
    const received: unknown[][] = [];
    const { definition, release } = legacyPlugin(received);
    testbed = await openTestbed('<div class="legacy"></div>', [definition]);
    (win.legacyHelper as (...a: unknown[]) => void)('js_keys__get', { a: 1 });
    (win.legacyHelper as (...a: unknown[]) => void)('second');
    expect(received).toEqual([]);
    release();
    await testbed.settle();
    expect(received).toEqual([['js_keys__get', { a: 1 }], ['second']]);
    (win.legacyHelper as (...a: unknown[]) => void)('third');
    expect(received.at(-1)).toEqual(['third']);
  });

  it('queues again after the publisher leaves, and removes the stub on stop', async () => {
    const received: unknown[][] = [];
    const { definition, release } = legacyPlugin(received);
    testbed = await openTestbed('<div class="legacy"></div>', [definition]);
    release();
    await testbed.settle();
    document.querySelector('.legacy')!.remove();
    await testbed.settle();
    (win.legacyHelper as (...a: unknown[]) => void)('while away');
    expect(received).toEqual([]);
    document.body.innerHTML = '<div class="legacy"></div>';
    await testbed.settle();
    expect(received).toEqual([['while away']]);
    testbed.runtime.stop();
    expect(win.legacyHelper).toBeUndefined();
  });

  it('leaves alone a global another script already defined', async () => {
    const theirs = () => 'theirs';
    const { definition, release } = legacyPlugin([]);
    testbed = await openTestbed('<div class="legacy"></div>', [definition], { globals: { legacyHelper: theirs } });
    release();
    await testbed.settle();
    expect(win.legacyHelper).toBe(theirs);
    testbed.runtime.stop();
    expect(win.legacyHelper).toBe(theirs);
  });
});

it('a stub kept by a caller (a callback captured early) forwards to the published function', async () => {
  const received: unknown[][] = [];
  const { definition, release } = legacyPlugin(received);
  testbed = await openTestbed('<div class="legacy"></div>', [definition]);
  const kept = win.legacyHelper as (...a: unknown[]) => void;
  release();
  await testbed.settle();
  kept('late, through the kept stub');
  expect(received).toEqual([['late, through the kept stub']]);
});

it('boot defines the stubs at once: a call at DOMContentLoaded, before the start a task later, is queued and replayed', async () => {
  const received: unknown[][] = [];
  const { definition, release } = legacyPlugin(received);
  document.body.innerHTML = '<div class="legacy"></div>';
  const runtime = boot([definition]);
  try {
    expect(runtime.stats().ready).toBe(false); // the start comes a task later
    (win.legacyHelper as (...a: unknown[]) => void)('at DOMContentLoaded');
    release();
    // The real start and chunk arrive in later tasks: wait for the replay, not for a set time.
    for (let tries = 0; received.length === 0 && tries < 200; tries++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received).toEqual([['at DOMContentLoaded']]);
    expect(runtime.stats()).toMatchObject({ ready: true, pending: 0, mounts: 1 });
  } finally {
    runtime.stop();
    delete win.siteRuntime;
    document.body.innerHTML = '';
  }
});

describe('a method on an object the server printed (owner.name)', () => {
  type Api = { api: string; send: (...a: unknown[]) => unknown };

  it('is stubbed on that object; a wrapper put over the stub before the plugin loads reaches the published method, without calling itself', async () => {
    const received: unknown[][] = [];
    const wrapped: unknown[][] = [];
    const { definition, release } = legacyPlugin(received, 'legacyApi.send');
    const printed: Api = { api: '/rest' } as Api;
    testbed = await openTestbed('<div class="legacy"></div>', [definition], { globals: { legacyApi: printed } });
    expect(typeof printed.send).toBe('function');
    // As CF7's reCAPTCHA module does at DOMContentLoaded: keep the current method, put a wrapper in its place.
    const original = printed.send;
    printed.send = (...args: unknown[]) => {
      wrapped.push(args);
      return original(...args);
    };
    printed.send('before the chunk');
    release();
    await testbed.settle();
    expect(received).toEqual([['before the chunk']]);
    printed.send('after');
    expect(wrapped).toEqual([['before the chunk'], ['after']]);
    expect(received).toEqual([['before the chunk'], ['after']]);
    const wrapper = printed.send;
    testbed.runtime.stop();
    expect(printed.send).toBe(wrapper);
    expect(printed.api).toBe('/rest');
  });

  it('is served in place of its stub, and queues again after the publisher leaves', async () => {
    const received: unknown[][] = [];
    const { definition, release } = legacyPlugin(received, 'legacyApi.send');
    const printed = {} as Api;
    testbed = await openTestbed('<div class="legacy"></div>', [definition], { globals: { legacyApi: printed } });
    const stub = printed.send;
    release();
    await testbed.settle();
    expect(printed.send).not.toBe(stub);
    document.querySelector('.legacy')!.remove();
    await testbed.settle();
    expect(printed.send).toBe(stub);
    printed.send('while away');
    expect(received).toEqual([]);
    testbed.runtime.stop();
    expect('send' in printed).toBe(false);
  });

  it('is not defined where the page has no such object, nor on it when it already has the method', async () => {
    const theirs = () => 'theirs';
    const { definition, release } = legacyPlugin([], 'legacyApi.send');
    testbed = await openTestbed('<div class="legacy"></div>', [definition]);
    release();
    await testbed.settle();
    expect(win.legacyApi).toBeUndefined();
    testbed.close();
    const second = legacyPlugin([], 'legacyApi.send');
    const printed = { send: theirs };
    testbed = await openTestbed('<div class="legacy"></div>', [second.definition], { globals: { legacyApi: printed } });
    second.release();
    await testbed.settle();
    expect(printed.send).toBe(theirs);
  });
});

describe("page objects other scripts add to before a plugin's chunk arrives", () => {
  const definition = (): PluginDefinition => ({
    name: 'objects',
    selectors: ['.legacy'],
    callQueues: ['kit.use'],
    pageObjects: { when: 'printedConfig', paths: ['kit', 'kit.validators'] },
    load: async () => ({ mount: () => undefined }),
  });

  it('are made where the page printed their `when` global, a call queue stands on them, and they leave on stop', async () => {
    testbed = await openTestbed('<div class="legacy"></div>', [definition()], { globals: { printedConfig: {} } });
    const kit = win.kit as { validators: Record<string, unknown>; use: unknown };
    expect(kit.validators).toEqual({});
    expect(typeof kit.use).toBe('function');
    kit.validators.theirs = () => undefined;
    testbed.runtime.stop();
    expect(win.kit).toBeUndefined();
  });

  it('are not made where the page lacks the `when` global, and what the page holds stays as it is', async () => {
    testbed = await openTestbed('<div class="legacy"></div>', [definition()]);
    expect(win.kit).toBeUndefined();
    await testbed.close();
    const theirs = { validators: { required: () => undefined } };
    testbed = await openTestbed('<div class="legacy"></div>', [definition()], { globals: { printedConfig: {}, kit: theirs } });
    expect(win.kit).toBe(theirs);
    expect(Object.keys(theirs.validators)).toEqual(['required']);
    testbed.runtime.stop();
    expect(win.kit).toBe(theirs);
  });
});
