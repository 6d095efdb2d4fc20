import { createMachine } from 'xstate';
import { openTestbed, type Testbed } from '../../support';
import './legacy-widget';
import type { PluginDefinition, PortalHandle } from '../../../kernel/types';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { FLIP: 'on' } }, on: { on: { FLIP: 'off' } } },
});

/** A plugin that uses every tracked resource: listener, timer, interval, frame, bus, actor, portal. */
const busy: PluginDefinition = {
  name: 'busy',
  selectors: ['.busy'],
  uses: ['spawn'],
  load: async () => ({
    mount(element, ctx) {
      ctx.listen(element, 'click', () => {});
      ctx.listen('window', 'scroll', () => {}, { passive: true });
      ctx.clock.setTimeout(() => {}, 60_000);
      ctx.clock.setInterval(() => {}, 1000);
      ctx.bus.on('list_refreshed', () => {});
      ctx.spawn(toggle);
      ctx.portal(element, <span className="badge">hi</span>);
    },
  }),
};

let testbed: Testbed | undefined;
afterEach(() => testbed?.close());

describe('ownership and teardown', () => {
  it('lists live actors with plugin, element and state value, and stops them on cleanup', async () => {
    testbed = await openTestbed('<div class="busy" id="a"></div>', [busy]);
    const { runtime } = testbed;
    const [info] = runtime.actors();
    expect(info).toMatchObject({ plugin: 'busy', element: document.getElementById('a'), state: 'off', status: 'active' });
    document.getElementById('a')!.remove();
    await testbed.settle();
    expect(runtime.actors()).toEqual([]);
  });

  it("a definition written for an earlier release, declaring uses: ['actors'], still gets ctx.spawn", async () => {
    testbed = await openTestbed('<div class="older" id="o"></div>', [{ ...busy, name: 'older', selectors: ['.older'], uses: ['actors' as never] }]);
    expect(testbed.runtime.actors()).toMatchObject([{ plugin: 'older', element: document.getElementById('o'), state: 'off' }]);
  });

  it('creates the React root only when the first portal is needed, and renders the view', async () => {
    testbed = await openTestbed('', [busy]);
    expect(document.querySelector('[data-site-runtime-root]')).toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<div class="busy"></div>');
    await testbed.settle();
    expect(document.querySelector('[data-site-runtime-root]')).not.toBeNull();
    expect(document.querySelector('.busy [data-site-runtime-portal] .badge')?.textContent).toBe('hi');
  });

  it('a portal is in the page at once; its code comes after: an update before then shows the latest view, a close before then leaves nothing', async () => {
    const handles: PortalHandle[] = [];
    const early: PluginDefinition = {
      name: 'early',
      selectors: ['.early'],
      load: async () => ({
        mount(element, ctx) {
          const handle = ctx.portal(element, <span className="view">first</span>, { className: 'early-host' });
          handles.push(handle);
          // The host is there in the mount's own task, before any portal code has loaded.
          expect(element.querySelector('.early-host')).toBe(handle.host);
          if (element.id === 'updated') handle.update(<span className="view">latest</span>);
          else handle.close();
        },
      }),
    };
    testbed = await openTestbed('<div class="early" id="updated"></div><div class="early" id="closed"></div>', [early]);
    await testbed.settle();
    expect(document.querySelector('#updated .view')?.textContent).toBe('latest');
    expect(document.querySelector('#closed [data-site-runtime-portal]')).toBeNull();
    expect(testbed.runtime.stats().portals).toBe(1);
    handles[0]!.close();
    expect(testbed.runtime.stats().portals).toBe(0);
  });

  it('gives each portal its own error boundary: a throwing view is reported and the others still render', async () => {
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = (): never => {
      throw new Error('view failed');
    };
    testbed = await openTestbed('<div class="views"></div>', [
      {
        name: 'views',
        selectors: ['.views'],
        load: async () => ({
          mount(element, ctx) {
            ctx.portal(element, <Broken />);
            ctx.portal(element, () => <em className="fine">fine</em>);
          },
        }),
      },
    ], { start: false });
    testbed.runtime.bus.on('runtime:error', (info) => errors.push(info));
    testbed.runtime.start();
    await testbed.settle();
    expect(document.querySelector('.views .fine')?.textContent).toBe('fine');
    expect(errors).toMatchObject([{ plugin: 'views', phase: 'portal' }]);
    consoleError.mockRestore();
  });

  it('stop runs every cleanup and leaves no listeners, timers, actors, portals or observer behind', async () => {
    testbed = await openTestbed('<div class="busy"></div><div class="busy"></div>', [busy], { start: false });
    const { runtime, leaks } = testbed;
    const baseline = { listeners: leaks.listeners(), timers: leaks.timers() };
    runtime.start();
    await testbed.settle();
    expect(runtime.stats()).toMatchObject({ mounts: 2, actors: 2, portals: 2 });
    expect(leaks.listeners()).toBeGreaterThan(baseline.listeners);
    runtime.stop();
    expect(runtime.stats()).toMatchObject({ mounts: 0, actors: 0, portals: 0 });
    expect(leaks.listeners()).toBe(baseline.listeners);
    expect(leaks.timers()).toBe(baseline.timers);
    expect(document.querySelector('[data-site-runtime-root], [data-site-runtime-portal]')).toBeNull();
    // The observer is disconnected: new markup is not mounted.
    document.body.insertAdjacentHTML('beforeend', '<div class="busy"></div>');
    await testbed.settle();
    expect(runtime.stats().mounts).toBe(0);
  });

  it('1,000 mount/unmount cycles leave zero listeners, timers, actors and portals', async () => {
    testbed = await openTestbed('', [busy]);
    const { runtime, leaks } = testbed;
    const host = document.createElement('div');
    document.body.append(host);
    // Warm-up: the plugin's chunk and the React root arrive with the first mount and stay.
    host.innerHTML = '<div class="busy"></div>';
    await testbed.settle();
    host.innerHTML = '';
    await testbed.settle();
    const baseline = { listeners: leaks.listeners(), timers: leaks.timers() };
    for (let i = 0; i < 1000; i++) {
      const element = document.createElement('div');
      element.className = 'busy';
      host.append(element);
      await Promise.resolve(); // the observer's batch runs at this checkpoint
      element.remove();
      await Promise.resolve();
    }
    await testbed.settle();
    expect(runtime.stats()).toMatchObject({ mounts: 0, actors: 0, portals: 0 });
    expect(leaks.listeners()).toBe(baseline.listeners);
    expect(leaks.timers()).toBe(baseline.timers);
    expect(host.querySelectorAll('[data-site-runtime-portal]')).toHaveLength(0);
  }, 60_000); // a leak test, not a timing one: shared CI cores may take long
});
