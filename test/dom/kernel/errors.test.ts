import { openTestbed, recordingPlugin, type Testbed } from '../../support';
import './legacy-widget';
import type { Runtime } from '../../../kernel/runtime';
import type { RuntimeErrorInfo } from '../../../kernel/events';

let testbed: Testbed | undefined;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  testbed?.close();
  consoleError.mockRestore();
});

function collectErrors(rt: Runtime): RuntimeErrorInfo[] {
  const errors: RuntimeErrorInfo[] = [];
  rt.bus.on('runtime:error', (info) => errors.push(info));
  return errors;
}

describe('error isolation', () => {
  it('reports a throwing mount once, with plugin name and element, and keeps mounting the others', async () => {
    const healthy = recordingPlugin('healthy', ['.x']);
    const failure = new Error('boom');
    testbed = await openTestbed('<div class="x"></div>', [
      { name: 'broken', selectors: ['.x'], load: async () => ({ mount: () => { throw failure; } }) },
      healthy.definition,
    ], { start: false });
    const { runtime } = testbed;
    const errors = collectErrors(runtime);
    await testbed.start();
    expect(healthy.mounted).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ plugin: 'broken', phase: 'mount', error: failure, element: document.querySelector('.x') });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain('plugin "broken"');
    expect(consoleError.mock.calls[0]).toContain(document.querySelector('.x'));
  });

  it('reports a failing loader once and never retries it', async () => {
    const load = jest.fn(async () => { throw new Error('chunk missing'); });
    testbed = await openTestbed('<div class="y"></div><div class="y"></div>', [{ name: 'unloadable', selectors: ['.y'], load }], { start: false });
    const { runtime } = testbed;
    const errors = collectErrors(runtime);
    await testbed.start();
    document.body.insertAdjacentHTML('beforeend', '<div class="y"></div>');
    await testbed.settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors.map((e) => e.phase)).toEqual(['load']);
  });

  it('reports a throwing cleanup and still removes the mount', async () => {
    testbed = await openTestbed('<div class="z"></div>', [
      { name: 'bad-cleanup', selectors: ['.z'], load: async () => ({ mount: () => () => { throw new Error('cleanup'); } }) },
    ], { start: false });
    const { runtime } = testbed;
    const errors = collectErrors(runtime);
    await testbed.start();
    document.querySelector('.z')!.remove();
    await testbed.settle();
    expect(errors.map((e) => [e.plugin, e.phase])).toEqual([['bad-cleanup', 'cleanup']]);
    expect(runtime.stats().mounts).toBe(0);
  });

  it('skips a plugin with an invalid selector, reports it, and runs the others', async () => {
    const fine = recordingPlugin('fine', ['.ok']);
    testbed = await openTestbed('<div class="ok"></div>', [], { start: false });
    const { runtime } = testbed;
    const errors = collectErrors(runtime);
    runtime.register({ name: 'invalid', selectors: ['div[[['], load: async () => ({ mount() {} }) });
    runtime.register(fine.definition);
    await testbed.start();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ plugin: 'invalid', phase: 'selector' });
    expect(String((errors[0]!.error as Error).message)).toContain('div[[[');
    expect(runtime.stats().plugins).toEqual(['fine']);
    expect(fine.mounted).toHaveLength(1);
  });

  it('rejects malformed definitions without throwing', async () => {
    testbed = await openTestbed('', [], { start: false });
    const { runtime } = testbed;
    const errors = collectErrors(runtime);
    expect(() => {
      runtime.register(null as never);
      runtime.register({ name: '', selectors: ['.a'], load: async () => ({ mount() {} }) });
      runtime.register({ name: 'no-load', selectors: ['.a'] } as never);
      runtime.register({ name: 'dup', selectors: ['.a'], load: async () => ({ mount() {} }) });
      runtime.register({ name: 'dup', selectors: ['.b'], load: async () => ({ mount() {} }) });
    }).not.toThrow();
    expect(errors.map((e) => e.phase)).toEqual(['register', 'register', 'register', 'register']);
    expect(runtime.stats().plugins).toEqual(['dup']);
  });

  it('isolates a throwing bus handler: the other handlers still run and the error is reported with the plugin', async () => {
    const heard: unknown[] = [];
    testbed = await openTestbed('<div class="bus"></div>', [
      {
        name: 'listener',
        selectors: ['.bus'],
        load: async () => ({
          mount(_el, ctx) {
            ctx.bus.on('list_refreshed', () => { throw new Error('handler'); });
          },
        }),
      },
    ], { start: false });
    const { runtime } = testbed;
    const errors = collectErrors(runtime);
    runtime.bus.on('list_refreshed', () => heard.push('second'));
    await testbed.start();
    runtime.bus.emit('list_refreshed');
    expect(heard).toEqual(['second']);
    expect(errors).toMatchObject([{ plugin: 'listener', phase: 'bus' }]);
  });

  it('survives an element removed during its own mount: the cleanup runs', async () => {
    const cleaned: Element[] = [];
    testbed = await openTestbed('<div class="self"></div>', [
      {
        name: 'self-remover',
        selectors: ['.self'],
        load: async () => ({
          mount(element) {
            element.remove();
            return () => void cleaned.push(element);
          },
        }),
      },
    ]);
    expect(cleaned).toHaveLength(1);
    expect(testbed.runtime.stats().mounts).toBe(0);
  });

  it('stop can be called twice, and start after stop mounts again', async () => {
    const plugin = recordingPlugin('again', ['.again']);
    testbed = await openTestbed('<div class="again"></div>', [plugin.definition]);
    const { runtime } = testbed;
    runtime.stop();
    expect(() => runtime.stop()).not.toThrow();
    expect(plugin.cleaned).toHaveLength(1);
    await testbed.start();
    expect(plugin.mounted).toHaveLength(2);
  });
});

describe('services', () => {
  it('loads a declared service beside the plugin, and reports a clear error for one it did not declare', async () => {
    const stored: unknown[] = [];
    testbed = await openTestbed('<div class="declared"></div><div class="undeclared"></div>', [
      {
        name: 'declared',
        selectors: ['.declared'],
        uses: ['storage'],
        load: async () => ({ mount: (_el, ctx) => void stored.push(ctx.storage.local.set('k', 1)) }),
      },
      { name: 'undeclared', selectors: ['.undeclared'], load: async () => ({ mount: (_el, ctx) => void ctx.storage }) },
    ], { start: false });
    const { runtime } = testbed;
    const errors = collectErrors(runtime);
    await testbed.start();
    expect(stored).toEqual([true]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ plugin: 'undeclared', phase: 'mount' });
    expect((errors[0]!.error as Error).message).toBe(`plugin "undeclared" uses storage without declaring uses: ['storage'] in its definition`);
  });

  it('gives a service declared onDemand when asked, not on the context at mount, and refuses one not declared so', async () => {
    const seen: { atMount?: string; asked?: unknown; refused?: string } = {};
    testbed = await openTestbed('<div class="later"></div>', [
      {
        name: 'later',
        selectors: ['.later'],
        onDemand: ['storage'],
        load: async () => ({
          mount: (_el, ctx) => {
            try {
              void ctx.storage;
            } catch (error) {
              seen.atMount = (error as Error).message;
            }
            ctx.onDemand('storage').then((storage) => (seen.asked = storage.local.set('k', 1)));
            ctx.onDemand('beacon').catch((error: Error) => (seen.refused = error.message));
          },
        }),
      },
    ]);
    await testbed.settle();
    expect(seen.atMount).toBe(`plugin "later" uses storage without declaring uses: ['storage'] in its definition`);
    expect(seen.asked).toBe(true);
    expect(seen.refused).toBe(`plugin "later" asks for beacon without declaring onDemand: ['beacon'] in its definition`);
  });

  it('never settles an onDemand asked by a mount that is cleaned up before the service arrives', async () => {
    const outcomes: string[] = [];
    testbed = await openTestbed('<div class="gone"></div>', [
      {
        name: 'gone',
        selectors: ['.gone'],
        onDemand: ['clipboard'],
        load: async () => ({
          mount: (element, ctx) => {
            ctx.onDemand('clipboard').then(() => outcomes.push('resolved'), () => outcomes.push('rejected'));
            element.remove();
          },
        }),
      },
    ]);
    await testbed.settle();
    expect(testbed.runtime.stats().mounts).toBe(0);
    expect(outcomes).toEqual([]);
  });
});
