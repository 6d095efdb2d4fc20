import { recordingPlugin, runtimeWith, settle } from '../../support/harness';
import type { Runtime } from '../../../kernel/runtime';
import type { RuntimeErrorInfo } from '../../../kernel/events';

let runtime: Runtime | undefined;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  document.body.innerHTML = '';
  consoleError.mockRestore();
});

function collectErrors(rt: Runtime): RuntimeErrorInfo[] {
  const errors: RuntimeErrorInfo[] = [];
  rt.bus.on('runtime:error', (info) => errors.push(info));
  return errors;
}

describe('error isolation', () => {
  it('reports a throwing mount once, with plugin name and element, and keeps mounting the others', async () => {
    document.body.innerHTML = '<div class="x"></div>';
    const healthy = recordingPlugin('healthy', ['.x']);
    const failure = new Error('boom');
    runtime = runtimeWith([
      { name: 'broken', selectors: ['.x'], load: async () => ({ mount: () => { throw failure; } }) },
      healthy.definition,
    ]);
    const errors = collectErrors(runtime);
    runtime.start();
    await settle();
    expect(healthy.mounted).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ plugin: 'broken', phase: 'mount', error: failure, element: document.querySelector('.x') });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]![0])).toContain('plugin "broken"');
    expect(consoleError.mock.calls[0]).toContain(document.querySelector('.x'));
  });

  it('reports a failing loader once and never retries it', async () => {
    document.body.innerHTML = '<div class="y"></div><div class="y"></div>';
    const load = jest.fn(async () => { throw new Error('chunk missing'); });
    runtime = runtimeWith([{ name: 'unloadable', selectors: ['.y'], load }]);
    const errors = collectErrors(runtime);
    runtime.start();
    await settle();
    document.body.insertAdjacentHTML('beforeend', '<div class="y"></div>');
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(errors.map((e) => e.phase)).toEqual(['load']);
  });

  it('reports a throwing cleanup and still removes the mount', async () => {
    document.body.innerHTML = '<div class="z"></div>';
    runtime = runtimeWith([
      { name: 'bad-cleanup', selectors: ['.z'], load: async () => ({ mount: () => () => { throw new Error('cleanup'); } }) },
    ]);
    const errors = collectErrors(runtime);
    runtime.start();
    await settle();
    document.querySelector('.z')!.remove();
    await settle();
    expect(errors.map((e) => [e.plugin, e.phase])).toEqual([['bad-cleanup', 'cleanup']]);
    expect(runtime.stats().mounts).toBe(0);
  });

  it('skips a plugin with an invalid selector, reports it, and runs the others', async () => {
    document.body.innerHTML = '<div class="ok"></div>';
    const fine = recordingPlugin('fine', ['.ok']);
    runtime = runtimeWith([]);
    const errors = collectErrors(runtime);
    runtime.register({ name: 'invalid', selectors: ['div[[['], load: async () => ({ mount() {} }) });
    runtime.register(fine.definition);
    runtime.start();
    await settle();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ plugin: 'invalid', phase: 'selector' });
    expect(String((errors[0]!.error as Error).message)).toContain('div[[[');
    expect(runtime.stats().plugins).toEqual(['fine']);
    expect(fine.mounted).toHaveLength(1);
  });

  it('rejects malformed definitions without throwing', () => {
    runtime = runtimeWith([]);
    const errors = collectErrors(runtime);
    expect(() => {
      runtime!.register(null as never);
      runtime!.register({ name: '', selectors: ['.a'], load: async () => ({ mount() {} }) });
      runtime!.register({ name: 'no-load', selectors: ['.a'] } as never);
      runtime!.register({ name: 'dup', selectors: ['.a'], load: async () => ({ mount() {} }) });
      runtime!.register({ name: 'dup', selectors: ['.b'], load: async () => ({ mount() {} }) });
    }).not.toThrow();
    expect(errors.map((e) => e.phase)).toEqual(['register', 'register', 'register', 'register']);
    expect(runtime.stats().plugins).toEqual(['dup']);
  });

  it('isolates a throwing bus handler: the other handlers still run and the error is reported with the plugin', async () => {
    document.body.innerHTML = '<div class="bus"></div>';
    const heard: unknown[] = [];
    runtime = runtimeWith([
      {
        name: 'listener',
        selectors: ['.bus'],
        load: async () => ({
          mount(_el, ctx) {
            ctx.bus.on('updated_wc_div', () => { throw new Error('handler'); });
          },
        }),
      },
    ]);
    const errors = collectErrors(runtime);
    runtime.bus.on('updated_wc_div', () => heard.push('second'));
    runtime.start();
    await settle();
    runtime.bus.emit('updated_wc_div');
    expect(heard).toEqual(['second']);
    expect(errors).toMatchObject([{ plugin: 'listener', phase: 'bus' }]);
  });

  it('survives an element removed during its own mount: the cleanup runs', async () => {
    document.body.innerHTML = '<div class="self"></div>';
    const cleaned: Element[] = [];
    runtime = runtimeWith([
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
    runtime.start();
    await settle();
    expect(cleaned).toHaveLength(1);
    expect(runtime.stats().mounts).toBe(0);
  });

  it('stop can be called twice, and start after stop mounts again', async () => {
    document.body.innerHTML = '<div class="again"></div>';
    const plugin = recordingPlugin('again', ['.again']);
    runtime = runtimeWith([plugin.definition]);
    runtime.start();
    await settle();
    runtime.stop();
    expect(() => runtime!.stop()).not.toThrow();
    expect(plugin.cleaned).toHaveLength(1);
    runtime.start();
    await settle();
    expect(plugin.mounted).toHaveLength(2);
  });
});

describe('services', () => {
  it('loads a declared service beside the plugin, and reports a clear error for one it did not declare', async () => {
    document.body.innerHTML = '<div class="declared"></div><div class="undeclared"></div>';
    const stored: unknown[] = [];
    runtime = runtimeWith([
      {
        name: 'declared',
        selectors: ['.declared'],
        uses: ['storage'],
        load: async () => ({ mount: (_el, ctx) => void stored.push(ctx.storage.local.set('k', 1)) }),
      },
      { name: 'undeclared', selectors: ['.undeclared'], load: async () => ({ mount: (_el, ctx) => void ctx.storage }) },
    ]);
    const errors = collectErrors(runtime);
    runtime.start();
    await settle();
    expect(stored).toEqual([true]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ plugin: 'undeclared', phase: 'mount' });
    expect((errors[0]!.error as Error).message).toBe(`plugin "undeclared" uses storage without declaring uses: ['storage'] in its definition`);
  });
});
