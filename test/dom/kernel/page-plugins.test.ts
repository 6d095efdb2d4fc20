/**
 * Page plugins (mounted once per document when their trigger holds), the
 * order they give element plugins that name them in `after`, plugin scopes,
 * and the declared-globals check on `context.global`.
 */
import { createFakeClock, openTestbed, type Testbed } from '../../support';
import type { PluginContext, PluginDefinition } from '../../../kernel/types';

let testbed: Testbed | undefined;
afterEach(() => testbed?.close());

/** Opens a page whose runtime the test starts and stops itself. */
async function open(markup: string, plugins: PluginDefinition[], globals: Record<string, unknown> = {}) {
  testbed = await openTestbed(markup, plugins, { globals, start: false, quiet: true });
  return testbed.runtime;
}

/** Stops the runtime, prints a page global as the server would on the next load, and starts it again. */
async function restartWithGlobal(runtime: Awaited<ReturnType<typeof open>>, name: string, value: unknown) {
  runtime.stop();
  (window as unknown as Record<string, unknown>)[name] = value;
  runtime.start();
  await testbed!.settle();
}

function pagePlugin(name: string, page: PluginDefinition['page'], log: string[], extra: Partial<PluginDefinition> = {}): PluginDefinition {
  return {
    name,
    page,
    ...extra,
    load: async () => ({
      mount(element: Element) {
        log.push(`${name} on ${element.localName}`);
        return () => void log.push(`${name} cleaned`);
      },
    }),
  };
}

describe('page plugins', () => {
  it('mounts a page: "always" plugin once, on the root element, whatever the markup', async () => {
    const log: string[] = [];
    const runtime = await open('', [pagePlugin('everywhere', 'always', log)]);
    runtime.start();
    await testbed!.settle();
    document.body.innerHTML = '<div><p>more</p></div>';
    await testbed!.settle();
    expect(log).toEqual(['everywhere on html']);
    runtime.stop();
    expect(log).toEqual(['everywhere on html', 'everywhere cleaned']);
  });

  it("mounts the page plugins (and asks for their code) in the task after the start's", async () => {
    const log: string[] = [];
    const clock = createFakeClock();
    // Each yield resolves only when the test says: a task boundary the test controls.
    const yields: (() => void)[] = [];
    clock.nextTask = () => new Promise<void>((resolve) => yields.push(resolve));
    const plugin = pagePlugin('everywhere', 'always', log);
    const load = jest.fn(plugin.load);
    testbed = await openTestbed('', [{ ...plugin, load }], { clock, start: false, quiet: true });
    testbed.runtime.start();
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(testbed.runtime.stats().mounts).toBe(0);
    yields.shift()!();
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    clock.nextTask = () => Promise.resolve();
    for (const next of yields.splice(0)) next();
    await testbed.settle();
    expect(log).toEqual(['everywhere on html']);
  });

  it('mounts a globals-triggered plugin only when every named global exists', async () => {
    const log: string[] = [];
    const runtime = await open('', [pagePlugin('needs-global', { globals: ['pagePluginGlobal'] }, log)], { pagePluginGlobal: undefined });
    runtime.start();
    await testbed!.settle();
    expect(log).toEqual([]);
    await restartWithGlobal(runtime, 'pagePluginGlobal', { printed: true });
    expect(log).toEqual(['needs-global on html']);
  });

  it('mounts a page plugin registered after start at once', async () => {
    const log: string[] = [];
    const runtime = await open('', [], { pagePluginGlobal: {} });
    runtime.start();
    runtime.register(pagePlugin('late', { globals: ['pagePluginGlobal'] }, log));
    await testbed!.settle();
    expect(log).toEqual(['late on html']);
  });

  it('mounts element plugins that name a page plugin in after only once that plugin has mounted', async () => {
    const log: string[] = [];
    let release!: () => void;
    const slow: PluginDefinition = {
      name: 'area',
      page: 'always',
      load: () => new Promise((resolve) => (release = () => resolve({ mount: () => void log.push('area mounted') }))),
    };
    const element: PluginDefinition = {
      name: 'area/widget',
      selectors: ['.widget'],
      after: ['area'],
      load: async () => ({ mount: () => void log.push('widget mounted') }),
    };
    const runtime = await open('<div class="widget"></div>', [element, slow]);
    runtime.start();
    await testbed!.settle();
    expect(log).toEqual([]);
    release();
    await testbed!.settle();
    expect(log).toEqual(['area mounted', 'widget mounted']);
  });

  it('neither loads nor mounts an element plugin whose after names a page plugin that does not run here', async () => {
    const log: string[] = [];
    let loads = 0;
    const element: PluginDefinition = {
      name: 'area/widget',
      selectors: ['.widget'],
      after: ['area'],
      load: async () => {
        loads++;
        return { mount: () => void log.push('widget mounted') };
      },
    };
    const runtime = await open('<div class="widget"></div>', [pagePlugin('area', { globals: ['areaGlobal'] }, log), element], { areaGlobal: undefined });
    runtime.start();
    await testbed!.settle();
    document.body.insertAdjacentHTML('beforeend', '<div class="widget"></div>');
    await testbed!.settle();
    expect({ loads, log }).toEqual({ loads: 0, log: [] });
    await restartWithGlobal(runtime, 'areaGlobal', {});
    expect({ loads, log }).toEqual({ loads: 1, log: ['area on html', 'widget mounted', 'widget mounted'] });
  });

  it('leaves such an element plugin out of discovery: its selectors are never matched against added markup', async () => {
    const runtime = await open('', [pagePlugin('area', { globals: ['areaGlobal'] }, []), { name: 'area/encoded', selectors: ['span[data-encoded]'], after: ['area'], load: async () => ({ mount() {} }) }], {
      areaGlobal: undefined,
    });
    runtime.start();
    await testbed!.settle();
    const matches = jest.spyOn(Element.prototype, 'matches');
    try {
      document.body.insertAdjacentHTML('beforeend', '<p><span data-encoded="x">one</span><span data-encoded="y">two</span></p>');
      await testbed!.settle();
      expect(matches.mock.calls.filter(([selector]) => selector === 'span[data-encoded]')).toEqual([]);
    } finally {
      matches.mockRestore();
    }
  });

  it('neither loads nor mounts a page plugin whose after names a page plugin that does not run, whatever the order of registration', async () => {
    const log: string[] = [];
    let loads = 0;
    const part: PluginDefinition = {
      name: 'area/page-part',
      page: { globals: ['partGlobal'] },
      after: ['area'],
      load: async () => {
        loads++;
        return { mount: () => void log.push('part mounted') };
      },
    };
    const runtime = await open('', [part, pagePlugin('area', { globals: ['areaGlobal'] }, log)], { partGlobal: {}, areaGlobal: undefined });
    runtime.start();
    await testbed!.settle();
    expect({ loads, log }).toEqual({ loads: 0, log: [] });
    await restartWithGlobal(runtime, 'areaGlobal', {});
    expect({ loads, log }).toEqual({ loads: 1, log: ['area on html', 'part mounted'] });
  });

  it('neither loads nor mounts an element plugin whose needsGlobals are missing, nor matches its selectors; with them printed it runs', async () => {
    const log: string[] = [];
    let loads = 0;
    const checkout: PluginDefinition = {
      name: 'shop/checkout',
      selectors: ['form.checkout'],
      needsGlobals: ['checkoutParams'],
      load: async () => {
        loads++;
        return { mount: () => void log.push('checkout mounted') };
      },
    };
    const runtime = await open('<form class="checkout"></form>', [checkout], { checkoutParams: undefined });
    runtime.start();
    await testbed!.settle();
    const matches = jest.spyOn(Element.prototype, 'matches');
    try {
      document.body.insertAdjacentHTML('beforeend', '<form class="checkout"></form>');
      await testbed!.settle();
      expect(matches.mock.calls.filter(([selector]) => selector === 'form.checkout')).toEqual([]);
    } finally {
      matches.mockRestore();
    }
    expect({ loads, log }).toEqual({ loads: 0, log: [] });
    await restartWithGlobal(runtime, 'checkoutParams', {});
    expect({ loads, log }).toEqual({ loads: 1, log: ['checkout mounted', 'checkout mounted'] });
  });

  it('refuses needsGlobals on a page plugin and a needsGlobals that is not a list of names', async () => {
    const errors: string[] = [];
    const runtime = await open('', []);
    runtime.bus.on('runtime:error', (info) => errors.push(String((info.error as Error).message)));
    runtime.register({ name: 'paged', page: 'always', needsGlobals: ['x'], load: async () => ({ mount() {} }) });
    runtime.register({ name: 'listless', selectors: ['.x'], needsGlobals: 'x' as unknown as string[], load: async () => ({ mount() {} }) });
    expect(errors).toEqual([expect.stringContaining('"paged" has needsGlobals'), expect.stringContaining('"listless" has needsGlobals')]);
  });

  it('refuses a definition with both selectors and page, and one with neither', async () => {
    const errors: string[] = [];
    const runtime = await open('', []);
    runtime.bus.on('runtime:error', (info) => errors.push(String((info.error as Error).message)));
    runtime.register({ name: 'both', selectors: ['.x'], page: 'always', load: async () => ({ mount() {} }) });
    runtime.register({ name: 'neither', load: async () => ({ mount() {} }) } as PluginDefinition);
    expect(errors).toEqual([
      expect.stringContaining('"both" has both selectors and page'),
      expect.stringContaining('"neither" needs a non-empty list of selector strings, or a page trigger'),
    ]);
  });
});

describe('plugin scopes', () => {
  /** Counts what each mount sees of the scope, and how often its value and its page-wide listener are made. */
  function scoped(made: { values: number; clicks: number; disposed: number }): PluginDefinition {
    return {
      name: 'scoped',
      selectors: ['.item'],
      load: async () => ({
        mount(_element: Element, ctx: PluginContext) {
          ctx.scope.get('shared', (scope) => {
            made.values++;
            scope.listen('document', 'click', () => made.clicks++);
            scope.onCleanup(() => made.disposed++);
            return {};
          });
        },
      }),
    };
  }

  it('gives all mounts of a plugin one value and one document listener, disposed with the last mount', async () => {
    const made = { values: 0, clicks: 0, disposed: 0 };
    const runtime = await open('<i class="item"></i><i class="item"></i><i class="item"></i>', [scoped(made)]);
    runtime.start();
    await testbed!.settle();
    document.body.click();
    expect(made).toEqual({ values: 1, clicks: 1, disposed: 0 });
    expect(runtime.stats().scopes).toBe(1);
    document.querySelectorAll('.item')[0]!.remove();
    document.querySelectorAll('.item')[0]!.remove();
    await testbed!.settle();
    expect(made.disposed).toBe(0);
    document.querySelector('.item')!.remove();
    await testbed!.settle();
    document.body.click();
    expect(made).toEqual({ values: 1, clicks: 1, disposed: 1 });
    expect(runtime.stats().scopes).toBe(0);
  });

  it('shows nothing of a first run after stop and a new start', async () => {
    const made = { values: 0, clicks: 0, disposed: 0 };
    const runtime = await open('<i class="item"></i>', [scoped(made)]);
    runtime.start();
    await testbed!.settle();
    runtime.stop();
    expect(made.disposed).toBe(1);
    expect(runtime.stats().scopes).toBe(0);
    runtime.start();
    await testbed!.settle();
    expect(made.values).toBe(2);
    document.body.click();
    expect(made.clicks).toBe(1);
  });

  it('caches a promise per scope and forgets it when it rejects', async () => {
    const calls: string[] = [];
    const results: unknown[] = [];
    let attempt = 0;
    const plugin: PluginDefinition = {
      name: 'cached',
      selectors: ['.item'],
      load: async () => ({
        mount(_element: Element, ctx: PluginContext) {
          const load = () => {
            calls.push('load');
            attempt++;
            return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(`answer ${attempt}`);
          };
          ctx.scope.cached('schema', load).then((v) => results.push(v), (e: Error) => results.push(e.message));
        },
      }),
    };
    const runtime = await open('<i class="item"></i>', [plugin]);
    runtime.start();
    await testbed!.settle();
    document.body.insertAdjacentHTML('beforeend', '<i class="item"></i><i class="item"></i>');
    await testbed!.settle();
    expect(calls).toEqual(['load', 'load']);
    expect(results).toEqual(['offline', 'answer 2', 'answer 2']);
  });
});

describe('context.global', () => {
  it('reads a declared page global and refuses an undeclared one, naming the plugin', async () => {
    const seen: unknown[] = [];
    const plugin: PluginDefinition = {
      name: 'reader',
      page: 'always',
      reads: ['pagePluginGlobal'],
      load: async () => ({
        mount(_element: Element, ctx: PluginContext) {
          // The boundary holds at run time too: no raw environment hides behind the type.
          seen.push('env' in ctx, 'window' in ctx);
          seen.push(ctx.global('pagePluginGlobal'));
          try {
            ctx.global('ctPublic');
          } catch (error) {
            seen.push((error as Error).message);
          }
        },
      }),
    };
    const runtime = await open('', [plugin], { pagePluginGlobal: { value: 7 } });
    runtime.start();
    await testbed!.settle();
    expect(seen).toEqual([false, false, { value: 7 }, 'plugin "reader" reads the page global "ctPublic" without naming it in reads: [...] in its definition']);
  });

  it('reads globals whose names the server makes up through a reads entry ending in *, and nothing beside the prefix', async () => {
    const seen: unknown[] = [];
    const attempt = (ctx: PluginContext, name: string) => {
      try {
        seen.push(ctx.global(name));
      } catch (error) {
        seen.push((error as Error).message);
      }
    };
    const plugin: PluginDefinition = {
      name: 'panels',
      page: 'always',
      reads: ['off_canvas_*'],
      load: async () => ({
        mount(_element: Element, ctx: PluginContext) {
          attempt(ctx, 'off_canvas_12');
          attempt(ctx, 'off_canvas_');
          attempt(ctx, 'awbOffCanvas');
        },
      }),
    };
    const runtime = await open('', [plugin], { off_canvas_12: { type: 'popup' }, off_canvas_: { bare: true } });
    runtime.start();
    await testbed!.settle();
    expect(seen).toEqual([
      { type: 'popup' },
      'plugin "panels" reads the page global "off_canvas_" without naming it in reads: [...] in its definition',
      'plugin "panels" reads the page global "awbOffCanvas" without naming it in reads: [...] in its definition',
    ]);
  });
});
