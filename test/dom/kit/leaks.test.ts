import { createMachine } from 'xstate';
import { openPage, type Page } from '../../support';
import type { PluginDefinition } from '../../../kernel/types';

/** A plugin that adds a listener with addEventListener itself and never removes it. */
const forgetful = (name: string, target: (element: Element) => EventTarget): PluginDefinition => ({
  name,
  selectors: ['.forgetful'],
  load: async () => ({
    mount(element) {
      target(element).addEventListener('resize', () => undefined);
    },
  }),
});

/** The same listeners, added through the context, which removes them on cleanup. */
const tidy: PluginDefinition = {
  name: 'tidy',
  selectors: ['.forgetful'],
  load: async () => ({
    mount(element, ctx) {
      ctx.listen('window', 'resize', () => undefined);
      ctx.listen('document', 'keydown', () => undefined);
      ctx.listen(element, 'click', () => undefined);
      ctx.clock.setInterval(() => undefined, 1000);
    },
  }),
};

let page: Page;
afterEach(() => page?.close());

describe('leak check', () => {
  it('reports a window listener a plugin never removes', async () => {
    page = await openPage('<div class="forgetful"></div>', [forgetful('window-leak', () => window)], { leakCheck: false });
    page.runtime.stop();
    expect(page.leaks.count()).toMatchObject({ windowListeners: 1, documentListeners: 0, elementListeners: 0 });
    expect(page.leaks.check()).toEqual(['1 "resize" listener on window']);
  });

  it('reports a document listener a plugin never removes', async () => {
    page = await openPage('<div class="forgetful"></div>', [forgetful('document-leak', () => document)], { leakCheck: false });
    page.runtime.stop();
    expect(page.leaks.count()).toMatchObject({ windowListeners: 0, documentListeners: 1, elementListeners: 0 });
    expect(page.leaks.check()).toEqual(['1 "resize" listener on document']);
  });

  it('fails the test at close(), naming what was left, unless the page was opened with leakCheck: false', async () => {
    page = await openPage('<div class="forgetful"></div>', [forgetful('close-leak', () => window)]);
    expect(() => page.close()).toThrow('the page left behind, after the runtime stopped: 1 "resize" listener on window');
  });

  it('reports an element listener while the element stays in the page', async () => {
    page = await openPage('<div class="forgetful" id="f"></div>', [forgetful('element-leak', (element) => element)]);
    page.runtime.stop();
    expect(page.leaks.check()).toEqual(['1 "resize" listener on <div#f.forgetful>']);
  });

  it('finds nothing once the context has cleaned up listeners and timers', async () => {
    page = await openPage('<div class="forgetful"></div>', [tidy]);
    expect(page.leaks.check()).toEqual(
      expect.arrayContaining(['1 "resize" listener on window', '1 "keydown" listener on document', '1 "click" listener on <div.forgetful>', '1 pending timer(s)']),
    );
    page.runtime.stop();
    expect(page.leaks.check()).toEqual([]);
  });

  it('counts pending timers, live actors and open portals', async () => {
    const owner: PluginDefinition = {
      name: 'owner',
      selectors: ['.owner'],
      uses: ['spawn'],
      load: async () => ({
        mount(element, ctx) {
          ctx.spawn(createMachine({ initial: 'idle', states: { idle: {} } }));
          ctx.portal(element, 'hello');
          ctx.clock.setTimeout(() => undefined, 5000);
        },
      }),
    };
    page = await openPage('<div class="owner"></div>', [owner]);
    expect(page.leaks.count()).toMatchObject({ timers: 1, actors: 1, portals: 1 });
    expect(page.leaks.check()).toEqual(expect.arrayContaining(['1 pending timer(s)', '1 live actor(s)', '1 open portal(s)']));
    page.runtime.stop();
    expect(page.leaks.count()).toMatchObject({ timers: 0, actors: 0, portals: 0 });
  });

  it('forgets a once listener after its call', async () => {
    page = await openPage('', [], { start: false });
    window.addEventListener('focus', () => undefined, { once: true });
    expect(page.leaks.listeners()).toBe(1);
    window.dispatchEvent(new Event('focus'));
    expect(page.leaks.listeners()).toBe(0);
  });

  it('stops watching on close', async () => {
    page = await openPage('', []);
    page.close();
    window.addEventListener('resize', () => undefined);
    expect(page.leaks.listeners()).toBe(0);
    expect(Object.prototype.hasOwnProperty.call(window, 'addEventListener')).toBe(true);
  });
});
