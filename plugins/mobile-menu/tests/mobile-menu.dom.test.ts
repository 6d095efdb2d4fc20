import { fireEvent } from '@testing-library/dom';
import { mobileMenu } from '../definition';
import { flyout } from '../flyout/definition';
import { SLIDE_DURATION_MS } from '../../../machines/mobile-menu/disclosure';
import { fakeLayout, FRAME_MS, openTestbed, type FakeLayout, type Testbed } from '../../../test/support';
import { MENU_VARS } from '../../header/tests/avada';
import { headerV1, headerV4, type Design } from '../../header/tests/markup';

let testbed: Testbed;
let layout: FakeLayout | undefined;
afterEach(() => {
  testbed?.close();
  layout?.restore();
  layout = undefined;
});

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const $$ = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector));
const open = (design: Design, vars: Record<string, unknown> = {}) =>
  openTestbed(headerV1(design), [mobileMenu, flyout], { globals: { avadaMenuVars: { ...MENU_VARS, mobile_menu_design: design, ...vars } } });

describe('the mobile list', () => {
  it('[HDR-010] is built from the main menu in each design: classic, modern and flyout', async () => {
    for (const design of ['classic', 'modern', 'flyout'] as const) {
      testbed = await open(design);
      const list = $('.fusion-mobile-nav-holder > ul');
      expect(list.id).toBe('mobile-menu-main-menu');
      expect(list.querySelector('#mobile-menu-item-12')).toHaveClass('fusion-mobile-nav-item', 'menu-item-has-children');
      expect(list.querySelector('#mobile-menu-item-11')).toHaveClass('fusion-mobile-current-nav-item');
      // Desktop-only parts are left out of the copy; the mega menu becomes a submenu titled by its columns.
      expect(list.querySelector('.fusion-caret, .fusion-main-menu-search, .fusion-custom-menu-item-contents, .fusion-megamenu-wrapper')).toBeNull();
      expect(Array.from(list.querySelectorAll('#mobile-menu-item-20 > .sub-menu > li > a'), (a) => a.textContent)).toEqual(['Design', 'Build', 'Grow']);
      // Only the classic design keeps the cart, as a "Shopping Cart" entry.
      expect(list.querySelector('a[href="/cart/"]')?.textContent ?? null).toBe(design === 'classic' ? 'Shopping Cart' : null);
      expect($$('.fusion-mobile-selector')).toHaveLength(design === 'classic' ? 1 : 0);
      expect($$('.fusion-mobile-nav-holder .fusion-open-submenu').length).toBe(design === 'flyout' ? 0 : 6);
      testbed.close();
    }
  });

  it('[HDR-011] classic: the "Go to..." button expands and collapses the list, with aria-expanded', async () => {
    testbed = await open('classic');
    const selector = $('.fusion-mobile-selector');
    const list = $('.fusion-mobile-nav-holder > ul');
    expect(selector.textContent).toBe('Go to...');
    expect(selector.getAttribute('aria-controls')).toBe(list.id);
    expect(selector.getAttribute('aria-expanded')).toBe('false');
    expect(list.style.display).toBe('none');
    fireEvent.click(selector);
    expect(selector.getAttribute('aria-expanded')).toBe('true');
    expect(list).toHaveClass('mobile-menu-expanded');
    await testbed.settle(SLIDE_DURATION_MS);
    expect(list.style.display).toBe('block');
    // The mobile search slides with the list.
    expect($('.fusion-mobile-menu-search').style.display).toBe('block');
    fireEvent.click(selector);
    expect(selector.getAttribute('aria-expanded')).toBe('false');
    await testbed.settle(SLIDE_DURATION_MS);
    expect(list.style.display).toBe('none');
  });

  it('[HDR-011][HDR-022] modern: the bars expand the holder; the magnifier opens and closes the mobile search', async () => {
    testbed = await open('modern');
    const bars = $('.awb-icon-bars');
    const holder = $('.fusion-mobile-nav-holder');
    expect(bars.getAttribute('aria-controls')).toBe('mobile-menu-main-menu');
    fireEvent.click(bars);
    expect(bars.getAttribute('aria-expanded')).toBe('true');
    expect(holder).toHaveClass('fusion-mobile-menu-expanded');
    await testbed.settle(SLIDE_DURATION_MS);
    expect(holder.style.display).toBe('block');
    fireEvent.click(bars);
    await testbed.settle(SLIDE_DURATION_MS);
    expect(bars.getAttribute('aria-expanded')).toBe('false');
    expect(holder.style.display).toBe('none');
    const icon = $('.fusion-mobile-menu-icons .awb-icon-search');
    const search = $('.fusion-mobile-menu-search');
    fireEvent.click(icon);
    await testbed.settle(SLIDE_DURATION_MS);
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    expect(search.style.display).toBe('block');
    fireEvent.click(icon);
    await testbed.settle(SLIDE_DURATION_MS);
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    expect(search.style.display).toBe('none');
  });

  it('[HDR-012] a submenu toggle slides its submenu for 200 ms and relabels itself', async () => {
    testbed = await open('modern');
    const toggle = $('#mobile-menu-item-12 > .fusion-open-submenu');
    const submenu = $('#mobile-menu-item-12 > .sub-menu');
    expect(toggle.getAttribute('aria-label')).toBe('Open submenu of About');
    expect(submenu.style.display).toBe('none');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close submenu of About');
    expect(submenu).toHaveClass('fusion-sub-menu-open');
    await testbed.settle(SLIDE_DURATION_MS - 1);
    expect(testbed.runtime.actors().filter((actor) => actor.state === 'expanding')).toHaveLength(1);
    await testbed.settle(1);
    expect(submenu.style.display).toBe('block');
    // A parent link to "#" toggles its submenu instead of jumping to the top.
    const history = $<HTMLAnchorElement>('#mobile-menu-item-14 > a');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    history.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect($('#mobile-menu-item-14 > .fusion-open-submenu').getAttribute('aria-expanded')).toBe('true');
  });

  it('collapses when an in-page link is followed and when the header sticks', async () => {
    testbed = await open('modern');
    const bars = $('.awb-icon-bars');
    fireEvent.click(bars);
    await testbed.settle(SLIDE_DURATION_MS);
    document.querySelector('#main')!.id = 'contact';
    fireEvent.click($('#mobile-menu-item-30 > a'));
    await testbed.settle(SLIDE_DURATION_MS);
    expect(bars.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(bars);
    testbed.runtime.bus.emit('header:sticky', true);
    expect(bars.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('top bar divider', () => {
  it('[HDR-013] appears between the rows of an overflowing top-bar menu on phones wider than 318 px', async () => {
    layout = fakeLayout(window, { width: 360, height: 700, screenWidth: 360 });
    testbed = await openTestbed(headerV4(), [mobileMenu], { globals: { avadaMenuVars: { ...MENU_VARS, mobile_menu_design: 'classic' } }, start: false });
    $$('.fusion-secondary-menu > ul > li').forEach((item, i) => layout!.place(item, { top: 0, height: 38, left: i * 150, width: 150 }));
    await testbed.start();
    await testbed.settle(FRAME_MS);
    const line = $('.fusion-secondary-menu > .fusion-mobile-menu-sep');
    expect(line.style).toMatchObject({ position: 'absolute', top: '37px', width: '100%', borderBottomStyle: 'solid' });
    expect($('.fusion-secondary-menu > ul').querySelector('.fusion-mobile-menu-sep')).toBeNull();
    layout.resize(318, 700);
    await testbed.settle(FRAME_MS);
    expect(document.querySelector('.fusion-mobile-menu-sep')).toBeNull();
    layout.resize(1280, 700);
    await testbed.settle(FRAME_MS);
    expect(document.querySelector('.fusion-mobile-menu-sep')).toBeNull();
  });
});

describe('flyout', () => {
  const root = () => $('.fusion-header-has-flyout-menu');
  const menuToggle = () => $('.fusion-flyout-menu-toggle');
  const searchToggle = () => $('.fusion-flyout-search-toggle a');

  it('[HDR-017][HDR-019] the menu and search toggles move between inactive, menu-active and search-active, as buttons', async () => {
    testbed = await open('flyout');
    expect(menuToggle().hasAttribute('aria-hidden')).toBe(false);
    expect(menuToggle().getAttribute('role')).toBe('button');
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
    expect($('.fusion-flyout-cart-wrapper a').getAttribute('aria-label')).toBe('Shopping Cart 1');
    fireEvent.click(menuToggle());
    expect(root()).toHaveClass('fusion-flyout-active', 'fusion-flyout-menu-active');
    expect(menuToggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(menuToggle());
    expect(root()).not.toHaveClass('fusion-flyout-active');
    fireEvent.click(searchToggle());
    expect(root()).toHaveClass('fusion-flyout-active', 'fusion-flyout-search-active');
    expect(searchToggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('[HDR-020] toggling the other one while a panel is open switches to it', async () => {
    testbed = await open('flyout');
    fireEvent.click(menuToggle());
    fireEvent.click(searchToggle());
    expect(root()).toHaveClass('fusion-flyout-active', 'fusion-flyout-search-active');
    expect(root()).not.toHaveClass('fusion-flyout-menu-active');
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menuToggle());
    expect(root()).toHaveClass('fusion-flyout-menu-active');
    expect(root()).not.toHaveClass('fusion-flyout-search-active');
  });

  it('[HDR-018] Escape closes it and focus returns to the toggle', async () => {
    testbed = await open('flyout');
    menuToggle().focus();
    fireEvent.click(menuToggle());
    ($('.fusion-flyout-menu a') as HTMLElement).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(root()).not.toHaveClass('fusion-flyout-active');
    expect(document.activeElement).toBe(menuToggle());
  });

  it('[HDR-021] the mobile flyout closes itself when the window grows wider than the break point', async () => {
    layout = fakeLayout(window, { width: 600, screenWidth: 600 });
    testbed = await open('flyout');
    fireEvent.click(menuToggle());
    layout.resize(800, 800);
    await testbed.settle(FRAME_MS);
    expect(root()).toHaveClass('fusion-flyout-active');
    layout.resize(801, 800);
    await testbed.settle(FRAME_MS);
    expect(root()).not.toHaveClass('fusion-flyout-active');
  });
});
