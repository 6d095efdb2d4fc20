import { fireEvent } from '@testing-library/dom';
import { openTestbed, type Testbed } from '../../../test/support';
import { themeShopAnchors } from '../anchors/definition';
import { FIRST_LEG_MS, SECOND_LEG_MS } from '../anchors/glide';

let testbed: Testbed;
let scrolled: number[];
let reducedMotion = false;
const TARGET_TOP = 2000;

beforeEach(() => {
  scrolled = [];
  reducedMotion = false;
  (window as unknown as { scrollY: number }).scrollY = 0;
  jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrolled.push(Math.round(options.top ?? 0));
    (window as unknown as { scrollY: number }).scrollY = options.top ?? 0;
  }) as typeof window.scrollTo);
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  testbed?.close();
  jest.restoreAllMocks();
  delete (window as unknown as { matchMedia?: unknown }).matchMedia;
});

const MARKUP = `
  <nav class="fusion-main-menu"><ul class="fusion-menu"><li><a id="to-faq" href="#faq">Questions</a></li><li><a id="to-other" href="/shop/cart.html#shipping">Shipping</a></li><li><a id="to-top" href="#">Top</a></li></ul></nav>
  <p><a id="plain" href="#faq">a plain link (not Avada's)</a> <a id="noscroll" class="fusion-one-page-text-link avada-noscroll" href="#faq">no scroll</a></p>
  <main><h2 id="faq">Questions</h2></main>`;

async function open(url = '/shop/') {
  testbed = await openTestbed(MARKUP, [themeShopAnchors], { globals: { fusionScrollToAnchorVars: { content_break_point: '800', hundred_percent_scroll_sensitivity: '450' } }, url });
  // jsdom has no layout: the target sits 2000 px down the page.
  jest.spyOn(document.getElementById('faq')!, 'getBoundingClientRect').mockImplementation(() => ({ top: TARGET_TOP - window.scrollY, height: 40, bottom: 0, left: 0, right: 0, width: 0, x: 0, y: 0, toJSON: () => ({}) }));
}

function click(id: string): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
}

describe('anchor scrolling', () => {
  it('[SHOP-056] [SHOP-058] an in-page anchor scrolls smoothly: halfway in 400 ms, the rest in 450 ms, then focus moves there', async () => {
    await open();
    expect(click('to-faq').defaultPrevented).toBe(true);
    await testbed.settle(FIRST_LEG_MS / 2);
    expect(window.scrollY).toBeGreaterThan(0);
    expect(window.scrollY).toBeLessThan(TARGET_TOP / 2);
    await testbed.settle(FIRST_LEG_MS / 2);
    // The first leg ends on the halfway point; every step before it is short of it.
    const halfway = scrolled.indexOf(TARGET_TOP / 2);
    expect(halfway).toBeGreaterThan(0);
    expect(scrolled.slice(0, halfway).every((y, i, all) => y < TARGET_TOP / 2 && (i === 0 || y >= all[i - 1]!))).toBe(true);
    await testbed.settle(SECOND_LEG_MS - 100);
    expect(window.scrollY).toBeLessThan(TARGET_TOP);
    expect(document.activeElement).not.toBe(document.getElementById('faq'));
    await testbed.settle(150);
    expect(scrolled.at(-1)).toBe(TARGET_TOP);
    expect(document.activeElement).toBe(document.getElementById('faq'));
    expect(window.location.hash).toBe('#faq');
  });

  it('[SHOP-056] with reduced motion the page jumps at once', async () => {
    reducedMotion = true;
    await open();
    click('to-faq');
    expect(scrolled).toEqual([TARGET_TOP]);
  });

  it('[SHOP-057] an anchor on another page travels as #_id', async () => {
    await open();
    expect(click('to-other').defaultPrevented).toBe(true);
    expect(testbed.navigations).toEqual([`${window.location.origin}/shop/cart.html#_shipping`]);
  });

  it('[SHOP-057] [SHOP-058] arriving with #_id scrolls to the element once the page has loaded, then shows #id', async () => {
    await open('/shop/#_faq');
    await testbed.settle(FIRST_LEG_MS + SECOND_LEG_MS + 100);
    expect(scrolled.at(-1)).toBe(TARGET_TOP);
    expect(window.location.hash).toBe('#faq');
  });

  it('leaves other links alone: bare #, avada-noscroll, links outside the theme\'s lists, modified clicks', async () => {
    await open();
    expect(click('to-top').defaultPrevented).toBe(false);
    expect(click('noscroll').defaultPrevented).toBe(false);
    expect(click('plain').defaultPrevented).toBe(false);
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    document.getElementById('to-faq')!.dispatchEvent(ctrl);
    expect(ctrl.defaultPrevented).toBe(false);
    fireEvent.click(document.body);
    await testbed.settle(1000);
    expect(scrolled).toEqual([]);
  });
});
