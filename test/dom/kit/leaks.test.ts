import { createMachine } from 'xstate';
import { never, openTestbed, type Testbed } from '../../support';
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

let testbed: Testbed;
afterEach(() => testbed?.close());

describe('leak check', () => {
  it('reports a window listener a plugin never removes', async () => {
    testbed = await openTestbed('<div class="forgetful"></div>', [forgetful('window-leak', () => window)], { leakCheck: false });
    testbed.runtime.stop();
    expect(testbed.leaks.count()).toMatchObject({ windowListeners: 1, documentListeners: 0, elementListeners: 0 });
    expect(testbed.leaks.check()).toEqual(['1 "resize" listener on window']);
  });

  it('reports a document listener a plugin never removes', async () => {
    testbed = await openTestbed('<div class="forgetful"></div>', [forgetful('document-leak', () => document)], { leakCheck: false });
    testbed.runtime.stop();
    expect(testbed.leaks.count()).toMatchObject({ windowListeners: 0, documentListeners: 1, elementListeners: 0 });
    expect(testbed.leaks.check()).toEqual(['1 "resize" listener on document']);
  });

  it('fails the test at close(), naming what was left, unless the page was opened with leakCheck: false', async () => {
    testbed = await openTestbed('<div class="forgetful"></div>', [forgetful('close-leak', () => window)]);
    expect(() => testbed.close()).toThrow('the page left behind, after the runtime stopped: 1 "resize" listener on window');
  });

  it('reports an element listener while the element stays in the page', async () => {
    testbed = await openTestbed('<div class="forgetful" id="f"></div>', [forgetful('element-leak', (element) => element)], { leakCheck: false });
    testbed.runtime.stop();
    expect(testbed.leaks.check()).toEqual(['1 "resize" listener on <div#f.forgetful>']);
  });

  it('finds nothing once the context has cleaned up listeners and timers', async () => {
    testbed = await openTestbed('<div class="forgetful"></div>', [tidy]);
    expect(testbed.leaks.check()).toEqual(
      expect.arrayContaining(['1 "resize" listener on window', '1 "keydown" listener on document', '1 "click" listener on <div.forgetful>', '1 pending timer(s)']),
    );
    testbed.runtime.stop();
    expect(testbed.leaks.check()).toEqual([]);
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
    testbed = await openTestbed('<div class="owner"></div>', [owner]);
    expect(testbed.leaks.count()).toMatchObject({ timers: 1, actors: 1, portals: 1 });
    expect(testbed.leaks.check()).toEqual(expect.arrayContaining(['1 pending timer(s)', '1 live actor(s)', '1 open portal(s)']));
    testbed.runtime.stop();
    expect(testbed.leaks.count()).toMatchObject({ timers: 0, actors: 0, portals: 0 });
  });

  it('forgets a once listener after its call', async () => {
    testbed = await openTestbed('', [], { start: false });
    window.addEventListener('focus', () => undefined, { once: true });
    expect(testbed.leaks.listeners()).toBe(1);
    window.dispatchEvent(new Event('focus'));
    expect(testbed.leaks.listeners()).toBe(0);
  });

  it('stops watching on close', async () => {
    testbed = await openTestbed('', []);
    testbed.close();
    window.addEventListener('resize', () => undefined);
    expect(testbed.leaks.listeners()).toBe(0);
    expect(Object.prototype.hasOwnProperty.call(window, 'addEventListener')).toBe(true);
  });

  it('counts an element listener before close() empties the page, and fails the test naming it', async () => {
    testbed = await openTestbed('<div class="forgetful" id="f"></div>', [forgetful('element-close-leak', (element) => element)]);
    expect(() => testbed.close()).toThrow('the page left behind, after the runtime stopped: 1 "resize" listener on <div#f.forgetful>');
  });
});

/** A plugin that leaves `leave(element)` running: what it returns undoes it, unless `tidy`. */
const leaving = (name: string, leave: (element: Element) => () => void, tidy = false): PluginDefinition => ({
  name,
  selectors: ['.leaving'],
  load: async () => ({
    mount(element, ctx) {
      const undo = leave(element);
      if (tidy) ctx.onCleanup(undo);
    },
  }),
});

/** A ResizeObserver as the page may define it (jsdom has none). */
class FakeResizeObserver {
  observe(_target: Element) {}
  unobserve(_target: Element) {}
  disconnect() {}
}

describe('leak check: observers, media query lists, abort signals, requests', () => {
  // Four items each: a test function taking more arguments than a row gives is taken for a done-callback test.
  const cases: [string, (element: Element) => () => void, string, Record<string, unknown>][] = [
    [
      'a MutationObserver',
      (element) => {
        const observer = new MutationObserver(() => undefined);
        observer.observe(element, { attributes: true });
        return () => observer.disconnect();
      },
      'a MutationObserver still observing <div#l.leaving>',
      {},
    ],
    [
      'a ResizeObserver',
      (element) => {
        const observer = new (window as unknown as { ResizeObserver: typeof FakeResizeObserver }).ResizeObserver();
        observer.observe(element);
        return () => observer.unobserve(element);
      },
      'a ResizeObserver still observing <div#l.leaving>',
      { ResizeObserver: FakeResizeObserver },
    ],
    [
      'a media query list listener',
      () => {
        const list = window.matchMedia('(max-width: 600px)');
        const listener = () => undefined;
        list.addEventListener('change', listener);
        return () => list.removeEventListener('change', listener);
      },
      '1 "change" listener on the media query list "(max-width: 600px)"',
      {},
    ],
    [
      'an abort listener on a signal never aborted',
      () => {
        const controller = new AbortController();
        controller.signal.addEventListener('abort', () => undefined);
        return () => controller.abort();
      },
      '1 "abort" listener on an AbortSignal not aborted',
      {},
    ],
  ];

  it.each(cases)('%s left running fails the test at close(), named', async (_what, leave, named, globals) => {
    testbed = await openTestbed('<div class="leaving" id="l"></div>', [leaving('leaver', leave)], { globals, layout: { width: 1024, height: 768 } });
    expect(() => testbed.close()).toThrow(`the page left behind, after the runtime stopped: ${named}`);
  });

  it.each(cases)('%s undone on cleanup leaves nothing', async (_what, leave, _named, globals) => {
    testbed = await openTestbed('<div class="leaving" id="l"></div>', [leaving('leaver', leave, true)], { globals, layout: { width: 1024, height: 768 } });
    testbed.runtime.stop();
    expect(testbed.leaks.check()).toEqual([]);
    expect(testbed.leaks.count()).toMatchObject({ observers: 0, mediaQueryListeners: 0, abortSignalListeners: 0 });
  });

  it('an observer whose target left the page is no leak', async () => {
    testbed = await openTestbed('<div class="leaving" id="l"></div>', [leaving('leaver', (element) => (new MutationObserver(() => undefined).observe(element, { attributes: true }), () => undefined))], { start: false });
    await testbed.start();
    document.getElementById('l')!.remove();
    testbed.runtime.stop();
    expect(testbed.leaks.count().observers).toBe(0);
  });

  it('a request still in flight fails the test at close(); one aborted does not', async () => {
    let signal: AbortSignal | undefined;
    testbed = await openTestbed('<div class="leaving"></div>', [leaving('fetcher', () => (void testbed.site.fetch('http://localhost/slow', { signal }).catch(() => undefined), () => undefined))], {
      routes: { '/slow': never() },
      start: false,
    });
    await testbed.start();
    expect(() => testbed.close()).toThrow('the page left behind, after the runtime stopped: a request still in flight: GET /slow');

    const controller = new AbortController();
    signal = controller.signal;
    testbed = await openTestbed('<div class="leaving"></div>', [leaving('fetcher', () => (void testbed.site.fetch('http://localhost/slow', { signal }).catch(() => undefined), () => controller.abort()), true)], {
      routes: { '/slow': never() },
      start: false,
    });
    await testbed.start();
    expect(testbed.leaks.count().requests).toBe(1);
    testbed.close();
  });
});

