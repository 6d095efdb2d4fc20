/** The address anchors as commands, on Avada's popup markup. */
import type { Testbed } from '../../../test/support';
import { LOAD_ANCHOR_DELAY_MS } from '../page-wide';
import { click, endAnimation, isShown, openPanels, POPUPS, storedCounters, wrapOf } from './avada';

const LINKS = `
  <p>
    <a id="toggle" href="#awb-oc__101">Newsletter</a>
    <a id="open" href="#awb-open-oc__101">Open the newsletter</a>
    <a id="close" href="#awb-close-oc__101">Close the newsletter</a>
    <a id="close-all" href="#awb-close-oc__">Close everything</a>
    <a id="open-102" href="#awb-open-oc__102">Flash sale</a>
    <a id="full" href="/shop/?ref=menu#awb-open-oc__102">Flash sale (full address)</a>
    <a id="elsewhere" href="/other/#awb-open-oc__102">Flash sale on another page</a>
  </p>`;

let testbed: Testbed;
afterEach(() => {
  testbed.close();
  localStorage.clear();
});
const link = (id: string) => document.getElementById(id)!;

describe('off-canvas address anchors', () => {
  it('[OFF-001] [KERNEL-002] a #awb-oc__<ID> link toggles its panel, in the page, without navigating', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS, url: '/shop/?ref=menu' });
    expect(click(link('toggle'))).toBe(true);
    expect(isShown('101')).toBe(true);
    expect(link('toggle')).toHaveClass('awb-oc-active');
    click(link('toggle'));
    endAnimation('101');
    expect(isShown('101')).toBe(false);
    expect(link('toggle')).not.toHaveClass('awb-oc-active');
    expect(testbed.navigations).toEqual([]);
    expect(window.location.pathname + window.location.search).toBe('/shop/?ref=menu');
  });

  it('[OFF-002] a #awb-open-oc__<ID> link only opens: a second click leaves the panel open', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    click(link('open'));
    endAnimation('101');
    click(link('open'));
    expect(isShown('101')).toBe(true);
    expect(wrapOf('101').querySelector('.awb-off-canvas')).not.toHaveClass('is-closing');
  });

  it('[OFF-003] a #awb-close-oc__<ID> link closes that panel', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    click(link('open'));
    endAnimation('101');
    // The link inside the popup ("No thanks") is one of these.
    expect(click(wrapOf('101').querySelector('a.no-thanks')!)).toBe(true);
    endAnimation('101');
    expect(isShown('101')).toBe(false);
  });

  it('[OFF-004] the close anchor with no id closes every open panel', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS });
    click(link('open'));
    click(link('open-102'));
    expect(isShown('101') && isShown('102')).toBe(true);
    click(link('close-all'));
    await testbed.settle(1000);
    expect(isShown('101')).toBe(false);
    expect(isShown('102')).toBe(false);
  });

  it('[OFF-005] the command anchor leaves the address after a close; path and query stay', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS, url: '/shop/?ref=menu#awb-open-oc__101' });
    await testbed.settle(LOAD_ANCHOR_DELAY_MS);
    expect(isShown('101')).toBe(true);
    expect(window.location.hash).toBe('#awb-open-oc__101');
    click(wrapOf('101').querySelector('.off-canvas-close')!);
    await testbed.settle(10);
    expect(window.location.href).toBe(`${window.location.origin}/shop/?ref=menu`);
  });

  it('[OFF-005] leaves an address whose hash is not a command alone', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS, url: '/shop/#reviews' });
    click(link('open'));
    click(wrapOf('101').querySelector('.off-canvas-close')!);
    await testbed.settle(100);
    expect(window.location.hash).toBe('#reviews');
  });

  it('[OFF-006] [KERNEL-002] an anchor in the address when the page loads opens its panel after 100 ms, without counting', async () => {
    testbed = await openPanels(POPUPS, { url: '/shop/#awb-oc__102' });
    await testbed.settle(LOAD_ANCHOR_DELAY_MS - 1);
    expect(isShown('102')).toBe(false);
    await testbed.settle(1);
    expect(isShown('102')).toBe(true);
    expect(LOAD_ANCHOR_DELAY_MS).toBe(100);
    expect(storedCounters('102')).not.toHaveProperty('open_count');
    expect(testbed.navigations).toEqual([]);
  });

  it('[OFF-006] a close anchor in the address at load opens nothing', async () => {
    testbed = await openPanels(POPUPS, { url: '/shop/#awb-close-oc__101' });
    await testbed.settle(500);
    expect(document.querySelectorAll('.awb-show')).toHaveLength(0);
  });

  it('[KERNEL-002] a link to this very page written in full runs its anchor in place; a link to another page is followed', async () => {
    testbed = await openPanels(POPUPS, { body: LINKS, url: '/shop/?ref=menu' });
    expect(click(link('full'))).toBe(true);
    expect(isShown('102')).toBe(true);
    // Whether the runtime left the click alone, seen after its own document listener (jsdom cannot navigate).
    let prevented: boolean | undefined;
    document.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    }, { once: true });
    click(link('elsewhere'));
    expect(prevented).toBe(false);
  });

  it('[KERNEL-002] a hash change to a command (typed address, back button) runs it without a reload', async () => {
    testbed = await openPanels(POPUPS, { url: '/shop/' });
    window.location.hash = '#awb-open-oc__101';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(isShown('101')).toBe(true);
    window.location.hash = '#awb-close-oc__101';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await testbed.settle(1000);
    expect(isShown('101')).toBe(false);
    expect(window.location.hash).toBe('');
    expect(testbed.navigations).toEqual([]);
  });

  it('[OFF-001] [OFF-003] the site\'s scripts command panels through Avada\'s window.awbOffCanvas, as before', async () => {
    testbed = await openPanels(POPUPS);
    const api = (window as unknown as { awbOffCanvas: Record<string, (...args: unknown[]) => void> }).awbOffCanvas;
    api.open_off_canvas!(101);
    expect(isShown('101')).toBe(true);
    expect(storedCounters('101')).toMatchObject({ open_count: 1 });
    api.close_off_canvas!('101');
    endAnimation('101');
    expect(isShown('101')).toBe(false);
    api.open_off_canvas!('102', false, true);
    expect(isShown('102')).toBe(true);
    expect(storedCounters('102')).not.toHaveProperty('open_count');
    testbed.close();
    expect(window).not.toHaveProperty('awbOffCanvas');
  });
});
