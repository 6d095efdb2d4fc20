/** Types, positions, push, overlay and scrollbar, animations and reduced motion, and the dialog semantics. */
import type { Testbed } from '../../../test/support';
import { FOCUS_TRAP_DELAY_MS } from '../../../machines/off-canvas/panel';
import { click, endAnimation, isShown, openPanels, panelOf, POPUPS, SLIDING_BARS, wrapOf } from './avada';

let testbed: Testbed;
afterEach(() => {
  testbed.close();
  localStorage.clear();
});

const PAGE = `<div id="wrapper"><main><a id="opener" href="#awb-oc__101">Newsletter</a> <a id="bar" href="#awb-oc__201">Menu</a>
  <a id="cart" href="#awb-oc__202">Cart</a> <a id="top" href="#awb-oc__203">Offer</a> <a id="sections" href="#awb-oc__103">Sections</a>
  <button id="page-button" type="button">Elsewhere on the page</button></main></div>`;
const link = (id: string) => document.getElementById(id)!;
const tab = (shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  document.activeElement!.dispatchEvent(event);
  return event.defaultPrevented;
};
/** jsdom lays nothing out: the bar measures this wide. */
const giveWidth = (id: string, width: number) => {
  panelOf(id).getBoundingClientRect = () => ({ width, height: 800, top: 0, left: 0, right: width, bottom: 800, x: 0, y: 0, toJSON: () => ({}) });
};

describe('off-canvas types, positions and options', () => {
  it('[OFF-030] a push sliding bar on the left moves the page aside by its width while open, and back on close', async () => {
    testbed = await openPanels(SLIDING_BARS, { body: PAGE });
    giveWidth('201', 320);
    click(link('bar'));
    const wrapper = document.getElementById('wrapper')!;
    expect(wrapOf('201')).toHaveClass('type-sliding-bar', 'position-left', 'awb-show');
    expect(panelOf('201')).toHaveClass('slideShortInLeft');
    expect(wrapper.style.marginInlineStart).toBe('320px');
    expect(wrapper.style.transition).toBe('margin-inline-start 0.4s');
    click(link('bar'));
    expect(wrapper.style.marginInlineStart).toBe('0px');
  });

  it('[OFF-030] a push bar on the right moves the page the other way, and right-to-left pages mirror it', async () => {
    testbed = await openPanels(SLIDING_BARS, { body: PAGE, change: { '201': { position: 'right' } } });
    giveWidth('201', 300);
    click(link('bar'));
    expect(document.getElementById('wrapper')!.style.marginInlineStart).toBe('-300px');
    click(link('bar'));
    document.body.classList.add('rtl');
    click(link('bar'));
    expect(document.getElementById('wrapper')!.style.marginInlineStart).toBe('300px');
  });

  it('[OFF-030] an overlapping bar leaves the page where it is; a top bar slides down', async () => {
    testbed = await openPanels(SLIDING_BARS, { body: PAGE });
    click(link('cart'));
    click(link('top'));
    expect(document.getElementById('wrapper')!.style.marginInlineStart).toBe('');
    expect(panelOf('202')).toHaveClass('slideShortInRight');
    expect(panelOf('203')).toHaveClass('slideShortInDown');
  });

  it('[OFF-031] overlay_page_scrollbar no hides the page scrollbar while the panel is open; two such panels restore it once both close', async () => {
    testbed = await openPanels([POPUPS, SLIDING_BARS], { body: PAGE });
    const html = document.documentElement;
    click(link('cart'));
    expect(html.style.overflow).toBe('');
    click(link('bar'));
    click(link('sections'));
    expect(html.style.overflow).toBe('hidden');
    click(link('bar'));
    expect(html.style.overflow).toBe('hidden');
    click(link('sections'));
    expect(html.style.overflow).toBe('');
  });

  it('[OFF-031] a panel printed with overlay-disabled is not modal: no aria-modal, no inert page, no focus taken', async () => {
    testbed = await openPanels(SLIDING_BARS, { body: PAGE });
    link('cart').focus();
    click(link('cart'));
    await testbed.settle(500);
    expect(panelOf('202')).toHaveAttribute('role', 'dialog');
    expect(panelOf('202')).not.toHaveAttribute('aria-modal');
    expect(document.getElementById('wrapper')).not.toHaveAttribute('inert');
    expect(document.activeElement).toBe(link('cart'));
  });

  it('[OFF-032] the enter and exit animations take their direction, speed and timing from the settings', async () => {
    testbed = await openPanels(POPUPS, { body: PAGE, change: { '101': { enter_animation_timing: 'ease-in-out', exit_animation: 'slide', exit_animation_direction: 'up', exit_animation_timing: 'cubic-bezier(0.2, 0, 0.2, 1)' } } });
    click(link('opener'));
    const panel = panelOf('101');
    expect(panel.style.animationDuration).toBe('0.4s');
    expect(panel.style.animationTimingFunction).toBe('ease-in-out');
    endAnimation('101');
    click(link('opener'));
    expect(panel).toHaveClass('slideOutUp');
    expect(panel.style.animationDuration).toBe('0.3s');
    expect(panel.style.animationTimingFunction).toBe('cubic-bezier(0.2, 0, 0.2, 1)');
  });

  it('[OFF-032] animations without a direction keep their bare name', async () => {
    testbed = await openPanels(POPUPS, { body: PAGE, change: { '101': { enter_animation: 'rubberBand', enter_animation_direction: 'left' } } });
    click(link('opener'));
    expect(panelOf('101')).toHaveClass('rubberBand');
  });

  it('[OFF-032] prefers-reduced-motion: the panel shows and hides at once, without animation classes', async () => {
    const matchMedia = (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList;
    testbed = await openPanels(POPUPS, { body: PAGE, globals: { matchMedia } });
    click(link('opener'));
    expect(panelOf('101')).not.toHaveClass('fusion-animated');
    expect(isShown('101')).toBe(true);
    click(link('opener'));
    expect(isShown('101')).toBe(false);
  });

  it('[OFF-043] status_css_animations off, or desktop on a phone, shows the panel without animation', async () => {
    testbed = await openPanels(POPUPS, { body: PAGE, change: { '101': { status_css_animations: 'off' }, '103': { status_css_animations: 'desktop', is_mobile: true } } });
    click(link('opener'));
    click(link('sections'));
    expect(panelOf('101')).not.toHaveClass('fusion-animated');
    expect(panelOf('103')).not.toHaveClass('fusion-animated');
  });

  it('[OFF-043] a sliding bar the server printed open (off_canvas_state opened, no rules) starts shown and closes by its link', async () => {
    testbed = await openPanels(SLIDING_BARS, { body: PAGE });
    expect(isShown('204')).toBe(true);
    click(wrapOf('204').querySelector('a[href="#awb-close-oc__204"]')!);
    await testbed.settle(1000);
    expect(isShown('204')).toBe(false);
  });
});

describe('off-canvas accessibility (beyond the original)', () => {
  it('marks the panel up as a dialog named by its heading, modal when it has an overlay', async () => {
    testbed = await openPanels(POPUPS, { body: PAGE });
    const panel = panelOf('101');
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(panel.getAttribute('aria-labelledby')).toBe(wrapOf('101').querySelector('h2')!.id);
    expect(wrapOf('101').querySelector('h2')!.id).toBe('awb-oc-101-title');
  });

  it('[OFF-029] moves the focus into a popup 100 ms after it opens, keeps Tab inside, and gives it back to the opener', async () => {
    testbed = await openPanels(POPUPS, { body: PAGE });
    link('opener').focus();
    click(link('opener'));
    await testbed.settle(FOCUS_TRAP_DELAY_MS - 1);
    expect(document.activeElement).toBe(link('opener'));
    await testbed.settle(1);
    expect(document.activeElement).toBe(panelOf('101'));
    const tabbable = Array.from(panelOf('101').querySelectorAll<HTMLElement>('button, input, a[href]'));
    const first = tabbable[0]!;
    const last = tabbable.at(-1)!;
    expect(first).toHaveClass('off-canvas-close');
    last.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(tab(true)).toBe(true);
    expect(document.activeElement).toBe(last);
    expect(tab()).toBe(true);
    document.getElementById('newsletter-email')!.focus();
    expect(tab()).toBe(false);

    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.activeElement).toBe(link('opener'));
  });

  it('makes the page behind a modal panel inert while it is open, and only then', async () => {
    testbed = await openPanels(POPUPS, { body: PAGE });
    click(link('opener'));
    expect(document.getElementById('wrapper')).toHaveAttribute('inert');
    expect(wrapOf('102')).toHaveAttribute('inert');
    expect(wrapOf('101')).not.toHaveAttribute('inert');
    click(panelOf('101').querySelector('.off-canvas-close')!);
    expect(document.getElementById('wrapper')).not.toHaveAttribute('inert');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('leaves nothing behind when the page goes: listeners, timers, dialog attributes', async () => {
    testbed = await openPanels([POPUPS, SLIDING_BARS], { body: PAGE });
    click(link('opener'));
    testbed.runtime.stop();
    expect(testbed.leaks.check()).toEqual([]);
    expect(panelOf('202')).not.toHaveAttribute('role');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });
});
