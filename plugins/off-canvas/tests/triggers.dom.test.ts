/** Every trigger of the per-id settings, on Avada's markup, on the kit's clock. */
import { FRAME_MS, type Testbed } from '../../../test/support';
import { PAGE_LOAD_DELAY_MS } from '../../../machines/off-canvas/panel';
import { click, isShown, openPanels, RULES, SCROLL_TRIGGERS, storedCounters, VISITOR_TRIGGERS } from './avada';

let testbed: Testbed;
const restores: (() => void)[] = [];
afterEach(() => {
  testbed.close();
  localStorage.clear();
  restores.splice(0).reverse().forEach((restore) => restore());
});

/** Replaces a property of `target` for this test. */
function stub(target: object, name: string, value: unknown) {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, value });
  restores.push(() => (own ? Object.defineProperty(target, name, own) : delete (target as Record<string, unknown>)[name]));
}

/** Scrolls the (unlaid) jsdom page to `y` and lets the frame run. */
async function scrollTo(y: number) {
  stub(window, 'scrollY', y);
  window.dispatchEvent(new Event('scroll'));
  await testbed.settle(FRAME_MS);
}

describe('off-canvas triggers', () => {
  it('[OFF-036] [OFF-028] on_page_load opens the panel 100 ms after the page starts, and counts it', async () => {
    testbed = await openPanels(RULES, { change: { '342': { on_page_load: 'no' }, '343': { on_page_load: 'no' }, '344': { on_page_load: 'no' } } });
    await testbed.settle(PAGE_LOAD_DELAY_MS - 1);
    expect(isShown('341')).toBe(false);
    await testbed.settle(1);
    expect(isShown('341')).toBe(true);
    expect(storedCounters('341')).toMatchObject({ open_count: 1 });
  });

  it('[OFF-037] time_on_page opens the panel after time_on_page_duration seconds', async () => {
    testbed = await openPanels(VISITOR_TRIGGERS);
    await testbed.settle(4999);
    expect(isShown('323')).toBe(false);
    await testbed.settle(1);
    expect(isShown('323')).toBe(true);
  });

  it('[OFF-038] on_scroll down to a percentage opens once the page is scrolled down that far', async () => {
    stub(document.documentElement, 'scrollHeight', 3000);
    testbed = await openPanels(SCROLL_TRIGGERS);
    await scrollTo(600);
    expect(isShown('311')).toBe(false);
    await scrollTo(1199);
    expect(isShown('311')).toBe(false);
    await scrollTo(1200);
    expect(isShown('311')).toBe(true);
  });

  it('[OFF-038] on_scroll up opens on the first upward scroll, and scroll events in one frame are read once', async () => {
    testbed = await openPanels(SCROLL_TRIGGERS);
    await scrollTo(800);
    expect(isShown('312')).toBe(false);
    stub(window, 'scrollY', 700);
    for (let i = 0; i < 20; i++) window.dispatchEvent(new Event('scroll'));
    expect(isShown('312')).toBe(false);
    await testbed.settle(FRAME_MS);
    expect(isShown('312')).toBe(true);
  });

  it('[OFF-038] on_scroll down to an element opens when the element first comes into view', async () => {
    const observed: { element: Element; report: (entries: { isIntersecting: boolean }[]) => void }[] = [];
    stub(
      window,
      'IntersectionObserver',
      class {
        constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
        observe(element: Element) {
          observed.push({ element, report: this.report });
        }
        disconnect() {}
      },
    );
    testbed = await openPanels(SCROLL_TRIGGERS, { body: '<section id="newsletter-signup"><h2>Newsletter</h2></section>' });
    expect(observed.map(({ element }) => element.id)).toEqual(['newsletter-signup']);
    observed[0]!.report([{ isIntersecting: false }]);
    expect(isShown('313')).toBe(false);
    observed[0]!.report([{ isIntersecting: true }]);
    expect(isShown('313')).toBe(true);
  });

  it('[OFF-039] exit_intent opens when the pointer leaves the page, not when it leaves a select', async () => {
    testbed = await openPanels(VISITOR_TRIGGERS, { body: '<select id="size"><option>M</option></select>' });
    document.getElementById('size')!.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null }));
    expect(isShown('321')).toBe(false);
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body.firstElementChild }));
    expect(isShown('321')).toBe(false);
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null }));
    expect(isShown('321')).toBe(true);
  });

  it('[OFF-040] after_inactivity opens after inactivity_duration seconds without mouse, keys, touch or scroll', async () => {
    testbed = await openPanels(VISITOR_TRIGGERS);
    await testbed.settle(2500);
    document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    await testbed.settle(2500);
    document.dispatchEvent(new KeyboardEvent('keypress', { bubbles: true }));
    await testbed.settle(2500);
    expect(isShown('322')).toBe(false);
    await testbed.settle(500 + FRAME_MS);
    expect(isShown('322')).toBe(true);
  });

  it('[OFF-034] on_click opens the panel from a click on on_click_element (marked data-off-canvas), uncounted and whatever the rules', async () => {
    localStorage.setItem('off_canvas_324', JSON.stringify({ open_count: 9 }));
    testbed = await openPanels(VISITOR_TRIGGERS, {
      change: { '324': { frequency: 'once' } },
      body: '<p><a class="open-size-guide" href="/size-guide/"><span>Size guide</span></a></p>',
    });
    const trigger = document.querySelector('.open-size-guide')!;
    expect(trigger.getAttribute('data-off-canvas')).toBe('.open-size-guide');
    expect(click(trigger.querySelector('span')!)).toBe(true);
    expect(isShown('324')).toBe(true);
    expect(storedCounters('324')).toMatchObject({ open_count: 9 });
  });

  it('[OFF-035] on_add_to_cart opens the panel at every added_to_cart event, and counts it', async () => {
    testbed = await openPanels(VISITOR_TRIGGERS);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{}, 'hash', null] }));
    expect(isShown('325')).toBe(true);
    click(document.querySelector('[data-id="325"] .off-canvas-close')!);
    await testbed.settle(1000);
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{}, 'hash', null] }));
    expect(isShown('325')).toBe(true);
    expect(storedCounters('325')).toMatchObject({ open_count: 2 });
  });

  it('[OFF-020] once a trigger opened it, no other trigger opens it again in that page view; their listeners go', async () => {
    testbed = await openPanels(VISITOR_TRIGGERS, { change: { '321': { on_page_load: 'yes' } } });
    const before = testbed.leaks.count().documentListeners;
    await testbed.settle(PAGE_LOAD_DELAY_MS);
    expect(isShown('321')).toBe(true);
    click(document.querySelector('[data-id="321"] .off-canvas-close')!);
    await testbed.settle(1000);
    document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: null }));
    expect(isShown('321')).toBe(false);
    expect(testbed.leaks.count().documentListeners).toBe(before - 1);
  });
});
