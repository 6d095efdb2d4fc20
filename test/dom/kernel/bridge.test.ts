import { createBus } from '../../../kernel/bus';
import { openTestbed, type Testbed } from '../../support';
import { legacyWidget } from './legacy-widget';

// The real jQuery package, bound to jsdom's window.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const jQuery = require('jquery') as JQueryStaticLike;

interface JQueryStaticLike {
  (target: unknown): { on(e: string, h: (...a: unknown[]) => void): unknown; off(e?: string): unknown; trigger(t: string, a?: unknown[]): unknown };
  fn: { jquery: string };
}

let testbed: Testbed | undefined;
afterEach(() => {
  testbed?.close();
  jQuery(document).off();
  jQuery(document.body).off();
  delete (window as unknown as Record<string, unknown>).jQuery;
});

describe('bus', () => {
  it('runs every handler even when one throws, and reports the failure', () => {
    const failures: unknown[] = [];
    const bus = createBus({ onError: (error) => failures.push(error) });
    const heard: string[] = [];
    bus.on('list_refreshed', () => heard.push('first'));
    bus.on('list_refreshed', () => {
      throw new Error('second fails');
    });
    bus.on('list_refreshed', () => heard.push('third'));
    bus.emit('list_refreshed');
    expect(heard).toEqual(['first', 'third']);
    expect(failures).toHaveLength(1);
  });

  it('removes every handler of a scoped view on dispose', () => {
    const bus = createBus({ onError: () => {} });
    const view = bus.scoped('p', () => {});
    const heard: unknown[] = [];
    view.on('choice_found', (v) => heard.push(v));
    view.onAny(() => heard.push('any'));
    view.dispose();
    bus.emit('choice_found', { id: 1 });
    expect(heard).toEqual([]);
  });
});

describe('jQuery bridge', () => {
  it('replays jQuery triggers on document.body with their positional arguments, once', async () => {
    testbed = await openTestbed('', [legacyWidget], { globals: { jQuery } });
    const { runtime } = testbed;
    const calls: unknown[][] = [];
    runtime.bus.on('item_added', (...args) => calls.push(args));
    const fragments = { 'div.mini-list': '<div>1 item</div>' };
    const button = jQuery(document.createElement('button'));
    jQuery(document.body).trigger('item_added', [fragments, 'hash123', button]);
    await testbed.settle();
    expect(calls).toEqual([[fragments, 'hash123', button]]);
  });

  it('replays events triggered on an element below body (on a form) with the target', async () => {
    testbed = await openTestbed('<form class="chooser"></form>', [legacyWidget], { globals: { jQuery } });
    const { runtime } = testbed;
    const seen: unknown[] = [];
    runtime.bus.listen('choice_found', (event) => seen.push(event.target, event.args[0], event.origin));
    const choice = { id: 42, image: { src: 'a.jpg' } };
    jQuery(document.querySelector('form')).trigger('choice_found', [choice]);
    expect(seen).toEqual([document.querySelector('form'), choice, 'page']);
  });

  it('triggers runtime events through jQuery so legacy listeners get (event, fragments, hash, $button), without echo', async () => {
    testbed = await openTestbed('', [legacyWidget], { globals: { jQuery } });
    const { runtime } = testbed;
    const legacy: unknown[][] = [];
    testbed!.leaks.untracked(() => jQuery(document.body).on('item_added', (_event: unknown, ...args: unknown[]) => legacy.push(args)));
    const busEvents: unknown[] = [];
    runtime.bus.onAny((event) => busEvents.push(event.type));
    runtime.bus.emit('item_added', { a: '1' }, 'h', 'btn');
    expect(legacy).toEqual([[{ a: '1' }, 'h', 'btn']]);
    expect(busEvents).toEqual(['item_added']); // the page-side copy did not come back
  });

  it('gives (event, choice) to legacy listeners on the document', async () => {
    testbed = await openTestbed('', [legacyWidget], { globals: { jQuery } });
    const { runtime } = testbed;
    const got: unknown[] = [];
    jQuery(document).on('choice_found', (_event: unknown, choice: unknown) => got.push(choice));
    runtime.bus.emit('choice_found', { id: 7 });
    expect(got).toEqual([{ id: 7 }]);
    // jQuery keeps its one native listener while the test's handler stays: the test takes its own off.
    jQuery(document).off('choice_found');
  });

  it('attaches when jQuery is loaded after start', async () => {
    testbed = await openTestbed('', [legacyWidget]);
    const { runtime } = testbed;
    (window as unknown as Record<string, unknown>).jQuery = jQuery; // a footer script
    const calls: unknown[][] = [];
    runtime.bus.on('choice_found', (...args) => calls.push(args));
    jQuery(document.body).trigger('choice_found', [{ fragments: {} }]);
    expect(calls).toEqual([[{ fragments: {} }]]);
    expect((window as unknown as Record<string, unknown>).jQuery).toBe(jQuery);
  });

  it('relays global triggers (jQuery.event.trigger, as jQuery.ajax fires ajaxComplete)', async () => {
    testbed = await openTestbed('', [legacyWidget], { globals: { jQuery } });
    const { runtime } = testbed;
    const calls: unknown[] = [];
    runtime.bus.on('request_done', (xhr, settings) => calls.push(xhr, settings));
    (jQuery as unknown as { event: { trigger(t: string, a: unknown[]): void } }).event.trigger('request_done', ['xhr', { url: '/x' }]);
    expect(calls).toEqual(['xhr', { url: '/x' }]);
  });

  it('stops relaying after stop', async () => {
    testbed = await openTestbed('', [legacyWidget], { globals: { jQuery } });
    const { runtime } = testbed;
    const calls: unknown[] = [];
    runtime.bus.on('list_refreshed', () => calls.push(1));
    runtime.stop();
    jQuery(document.body).trigger('list_refreshed');
    expect(calls).toEqual([]);
  });
});

describe('without jQuery', () => {
  it('dispatches runtime events to the page as CustomEvents with the arguments in detail, without echo', async () => {
    testbed = await openTestbed('', [legacyWidget]);
    const { runtime } = testbed;
    const details: unknown[] = [];
    testbed!.leaks.untracked(() => document.body.addEventListener('item_removed', (event) => details.push((event as CustomEvent).detail)));
    const busEvents: unknown[] = [];
    runtime.bus.onAny((event) => busEvents.push(event.type));
    runtime.bus.emit('item_removed', { f: '1' }, 'hash', undefined);
    expect(details).toEqual([[{ f: '1' }, 'hash', undefined]]);
    expect(busEvents).toEqual(['item_removed']);
  });

  it('replays page CustomEvents (bubbling or not) on the bus', async () => {
    testbed = await openTestbed('', [legacyWidget]);
    const { runtime } = testbed;
    const calls: unknown[][] = [];
    runtime.bus.on('choice_found', (...args) => calls.push(args));
    document.body.dispatchEvent(new CustomEvent('choice_found', { detail: [{ id: 3 }] }));
    expect(calls).toEqual([[{ id: 3 }]]);
  });
});

declare module '../../../kernel/events' {
  interface BusEvents {
    'legacy-widget-opened': [detail: unknown];
  }
}

describe('plugin page events', () => {
  it('relays the legacy events a plugin declares, also when it registers after start', async () => {
    testbed = await openTestbed('', [], { globals: { jQuery } });
    const { runtime } = testbed;
    runtime.register({
      name: 'late-widget',
      selectors: ['.never-present'],
      pageEvents: ['legacy-widget-opened'],
      load: async () => ({ mount() {} }),
    });
    const legacy: unknown[] = [];
    testbed!.leaks.untracked(() => jQuery(document.body).on('legacy-widget-opened', (_event: unknown, detail: unknown) => legacy.push(detail)));
    runtime.bus.emit('legacy-widget-opened', { status: 'open' });
    expect(legacy).toEqual([{ status: 'open' }]);
    const onBus: unknown[] = [];
    runtime.bus.on('legacy-widget-opened', (detail) => onBus.push(detail));
    jQuery(document.body).trigger('legacy-widget-opened', [{ from: 'page' }]);
    expect(onBus).toEqual([{ from: 'page' }]);
  });

  it('relays no event that no registered plugin lists: the kernel knows none of its own', async () => {
    testbed = await openTestbed('', [], { globals: { jQuery } });
    const { runtime } = testbed;
    const onBus: unknown[] = [];
    runtime.bus.onAny((event) => onBus.push(event.type));
    const onPage: unknown[] = [];
    testbed!.leaks.untracked(() => jQuery(document.body).on('item_added ajaxComplete added_to_cart', (event: unknown) => onPage.push((event as { type: string }).type)));
    jQuery(document.body).trigger('item_added', [undefined, 'hash', null]);
    jQuery(document.body).trigger('added_to_cart', [undefined, 'hash', null]);
    (jQuery as unknown as { event: { trigger(t: string, a: unknown[]): void } }).event.trigger('ajaxComplete', ['xhr', {}]);
    expect(onBus).toEqual([]);
    onPage.length = 0;
    runtime.bus.emit('item_added', undefined, 'hash', null);
    expect(onBus).toEqual(['item_added']);
    expect(onPage).toEqual([]);
  });
});
