import { createBus } from '../../../kernel/bus';
import { openPage, type Page } from '../../support';

// The real jQuery package, bound to jsdom's window.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const jQuery = require('jquery') as JQueryStaticLike;

interface JQueryStaticLike {
  (target: unknown): { on(e: string, h: (...a: unknown[]) => void): unknown; off(e?: string): unknown; trigger(t: string, a?: unknown[]): unknown };
  fn: { jquery: string };
}

let page: Page | undefined;
afterEach(() => {
  page?.close();
  jQuery(document).off();
  jQuery(document.body).off();
  delete (window as unknown as Record<string, unknown>).jQuery;
});

describe('bus', () => {
  it('runs every handler even when one throws, and reports the failure', () => {
    const failures: unknown[] = [];
    const bus = createBus({ onError: (error) => failures.push(error) });
    const heard: string[] = [];
    bus.on('reset_data', () => heard.push('first'));
    bus.on('reset_data', () => {
      throw new Error('second fails');
    });
    bus.on('reset_data', () => heard.push('third'));
    bus.emit('reset_data');
    expect(heard).toEqual(['first', 'third']);
    expect(failures).toHaveLength(1);
  });

  it('removes every handler of a scoped view on dispose', () => {
    const bus = createBus({ onError: () => {} });
    const view = bus.scoped('p', () => {});
    const heard: unknown[] = [];
    view.on('found_variation', (v) => heard.push(v));
    view.onAny(() => heard.push('any'));
    view.dispose();
    bus.emit('found_variation', { variation_id: 1 });
    expect(heard).toEqual([]);
  });
});

describe('jQuery bridge', () => {
  it('replays jQuery triggers on document.body with their positional arguments, once', async () => {
    page = await openPage('', [], { globals: { jQuery } });
    const { runtime } = page;
    const calls: unknown[][] = [];
    runtime.bus.on('added_to_cart', (...args) => calls.push(args));
    const fragments = { 'div.widget_shopping_cart_content': '<div>1 item</div>' };
    const button = jQuery(document.createElement('button'));
    jQuery(document.body).trigger('added_to_cart', [fragments, 'hash123', button]);
    await page.settle();
    expect(calls).toEqual([[fragments, 'hash123', button]]);
  });

  it('replays events triggered on an element below body (found_variation on its form) with the target', async () => {
    page = await openPage('<form class="variations_form"></form>', [], { globals: { jQuery } });
    const { runtime } = page;
    const seen: unknown[] = [];
    runtime.bus.listen('found_variation', (event) => seen.push(event.target, event.args[0], event.origin));
    const variation = { variation_id: 42, image: { src: 'a.jpg' } };
    jQuery(document.querySelector('form')).trigger('found_variation', [variation]);
    expect(seen).toEqual([document.querySelector('form'), variation, 'page']);
  });

  it('triggers runtime events through jQuery so legacy listeners get (event, fragments, cart_hash, $button), without echo', async () => {
    page = await openPage('', [], { globals: { jQuery } });
    const { runtime } = page;
    const legacy: unknown[][] = [];
    page!.leaks.untracked(() => jQuery(document.body).on('added_to_cart', (_event: unknown, ...args: unknown[]) => legacy.push(args)));
    const busEvents: unknown[] = [];
    runtime.bus.onAny((event) => busEvents.push(event.type));
    runtime.bus.emit('added_to_cart', { a: '1' }, 'h', 'btn');
    expect(legacy).toEqual([[{ a: '1' }, 'h', 'btn']]);
    expect(busEvents).toEqual(['added_to_cart']); // the page-side copy did not come back
  });

  it('gives (event, variation) to legacy found_variation listeners', async () => {
    page = await openPage('', [], { globals: { jQuery } });
    const { runtime } = page;
    const got: unknown[] = [];
    jQuery(document).on('found_variation', (_event: unknown, variation: unknown) => got.push(variation));
    runtime.bus.emit('found_variation', { variation_id: 7 });
    expect(got).toEqual([{ variation_id: 7 }]);
    // jQuery keeps its one native listener while the test's handler stays: the test takes its own off.
    jQuery(document).off('found_variation');
  });

  it('attaches when jQuery is loaded after start', async () => {
    page = await openPage('', []);
    const { runtime } = page;
    (window as unknown as Record<string, unknown>).jQuery = jQuery; // a footer script
    const calls: unknown[][] = [];
    runtime.bus.on('updated_checkout', (...args) => calls.push(args));
    jQuery(document.body).trigger('updated_checkout', [{ fragments: {} }]);
    expect(calls).toEqual([[{ fragments: {} }]]);
    expect((window as unknown as Record<string, unknown>).jQuery).toBe(jQuery);
  });

  it('relays ajaxComplete from jQuery.ajax-style global triggers', async () => {
    page = await openPage('', [], { globals: { jQuery } });
    const { runtime } = page;
    const calls: unknown[] = [];
    runtime.bus.on('ajaxComplete', (xhr, settings) => calls.push(xhr, settings));
    (jQuery as unknown as { event: { trigger(t: string, a: unknown[]): void } }).event.trigger('ajaxComplete', ['xhr', { url: '/x' }]);
    expect(calls).toEqual(['xhr', { url: '/x' }]);
  });

  it('stops relaying after stop', async () => {
    page = await openPage('', [], { globals: { jQuery } });
    const { runtime } = page;
    const calls: unknown[] = [];
    runtime.bus.on('updated_wc_div', () => calls.push(1));
    runtime.stop();
    jQuery(document.body).trigger('updated_wc_div');
    expect(calls).toEqual([]);
  });
});

describe('without jQuery', () => {
  it('dispatches runtime events to the page as CustomEvents with the arguments in detail, without echo', async () => {
    page = await openPage('', []);
    const { runtime } = page;
    const details: unknown[] = [];
    page!.leaks.untracked(() => document.body.addEventListener('removed_from_cart', (event) => details.push((event as CustomEvent).detail)));
    const busEvents: unknown[] = [];
    runtime.bus.onAny((event) => busEvents.push(event.type));
    runtime.bus.emit('removed_from_cart', { f: '1' }, 'hash', undefined);
    expect(details).toEqual([[{ f: '1' }, 'hash', undefined]]);
    expect(busEvents).toEqual(['removed_from_cart']);
  });

  it('replays page CustomEvents (bubbling or not) on the bus', async () => {
    page = await openPage('', []);
    const { runtime } = page;
    const calls: unknown[][] = [];
    runtime.bus.on('found_variation', (...args) => calls.push(args));
    document.body.dispatchEvent(new CustomEvent('found_variation', { detail: [{ variation_id: 3 }] }));
    expect(calls).toEqual([[{ variation_id: 3 }]]);
  });
});

declare module '../../../kernel/events' {
  interface BusEvents {
    'legacy-widget-opened': [detail: unknown];
  }
}

describe('plugin page events', () => {
  it('relays the legacy events a plugin declares, also when it registers after start', async () => {
    page = await openPage('', [], { globals: { jQuery } });
    const { runtime } = page;
    runtime.register({
      name: 'legacy-widget',
      selectors: ['.never-present'],
      pageEvents: ['legacy-widget-opened'],
      load: async () => ({ mount() {} }),
    });
    const legacy: unknown[] = [];
    page!.leaks.untracked(() => jQuery(document.body).on('legacy-widget-opened', (_event: unknown, detail: unknown) => legacy.push(detail)));
    runtime.bus.emit('legacy-widget-opened', { status: 'open' });
    expect(legacy).toEqual([{ status: 'open' }]);
    const onBus: unknown[] = [];
    runtime.bus.on('legacy-widget-opened', (detail) => onBus.push(detail));
    jQuery(document.body).trigger('legacy-widget-opened', [{ from: 'page' }]);
    expect(onBus).toEqual([{ from: 'page' }]);
  });
});
