import { fireEvent } from '@testing-library/dom';
import type { RuntimeErrorInfo } from '../../../kernel/events';
import { menus } from '../definition';
import { menuCart } from '../cart/definition';
import { menuLogin } from '../login/definition';
import { menuSearch } from '../search/definition';
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from '../../../machines/menus/dropdown';
import { OVERLAY_TRANSITION_MS } from '../../../machines/menus/search-box';
import { openTestbed, type Testbed } from '../../../test/support';
import { MENU_VARS } from '../../header/tests/avada';
import { headerV1, mainMenu } from '../../header/tests/markup';

let testbed: Testbed;
afterEach(() => testbed?.close());

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const link = (id: string) => $<HTMLAnchorElement>(`#${id} > a`);
const expanded = (id: string) => link(id).getAttribute('aria-expanded');
const open = (options: { search?: 'dropdown' | 'overlay'; globals?: Record<string, unknown> } = {}) =>
  openTestbed(headerV1('modern', { menu: mainMenu(options.search) }), [menus, menuSearch, menuCart, menuLogin], {
    globals: { avadaMenuVars: MENU_VARS, ...options.globals },
  });
const key = (target: Element, name: string) => fireEvent.keyDown(target, { key: name });

describe('dropdowns and mega menus', () => {
  beforeEach(async () => {
    testbed = await open();
  });

  it('[HDR-014] marks every item with a dropdown or a mega menu collapsed', () => {
    expect(expanded('menu-item-12')).toBe('false');
    expect(expanded('menu-item-20')).toBe('false');
    expect(expanded('menu-item-14')).toBe('false');
    expect(link('menu-item-11').hasAttribute('aria-expanded')).toBe(false);
    // A mega menu's columns are not dropdowns of their own.
    expect(link('menu-item-22').hasAttribute('aria-expanded')).toBe(false);
  });

  it('[HDR-014] a dropdown opens when the pointer rests on its item, and closes after it left', async () => {
    const about = $('#menu-item-12');
    fireEvent(about, new Event('pointerenter'));
    await testbed.settle(HOVER_OPEN_DELAY_MS - 1);
    expect(about).not.toHaveClass('fusion-active-link');
    await testbed.settle(1);
    expect(about).toHaveClass('fusion-active-link');
    expect(expanded('menu-item-12')).toBe('true');
    fireEvent(about, new Event('pointerleave'));
    await testbed.settle(HOVER_CLOSE_DELAY_MS);
    expect(about).not.toHaveClass('fusion-active-link');
    expect(expanded('menu-item-12')).toBe('false');
  });

  it('[HDR-014] keyboard: ArrowDown opens the mega menu on its first entry, arrows move, Escape closes and returns', async () => {
    const services = link('menu-item-20');
    services.focus();
    key(services, 'ArrowDown');
    // The item's actor arrives (its first key), then the panel opens and takes the focus.
    await testbed.settle();
    expect(expanded('menu-item-20')).toBe('true');
    expect(document.activeElement).toBe(link('menu-item-22'));
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(link('menu-item-23'));
    key(document.activeElement!, 'ArrowUp');
    key(document.activeElement!, 'ArrowUp');
    expect(document.activeElement).toBe(link('menu-item-29'));
    key(document.activeElement!, 'Escape');
    expect(expanded('menu-item-20')).toBe('false');
    expect(document.activeElement).toBe(services);
  });

  it('[HDR-014] keyboard: Space toggles, Enter toggles a link to "#" but follows a real one, Left and Right move along the top', async () => {
    const about = link('menu-item-12');
    about.focus();
    expect(key(about, ' ')).toBe(false);
    await testbed.settle();
    expect(expanded('menu-item-12')).toBe('true');
    key(about, ' ');
    expect(expanded('menu-item-12')).toBe('false');
    // About leads to /about/: Enter follows it (the default is not prevented).
    expect(key(about, 'Enter')).toBe(true);
    expect(expanded('menu-item-12')).toBe('false');
    // Services leads nowhere: Enter opens its mega menu.
    expect(key(link('menu-item-20'), 'Enter')).toBe(false);
    await testbed.settle();
    expect(expanded('menu-item-20')).toBe('true');
    key(about, 'ArrowRight');
    expect(document.activeElement).toBe(link('menu-item-20'));
    key(link('menu-item-11'), 'ArrowLeft');
    expect(document.activeElement?.closest('li')).toHaveClass('fusion-main-menu-search');
  });

  it('[HDR-014] keyboard: Right opens a nested dropdown, Left closes it; one dropdown of a level is open at a time', async () => {
    key(link('menu-item-12'), 'ArrowDown');
    key(link('menu-item-14'), 'ArrowRight');
    await testbed.settle();
    expect(expanded('menu-item-14')).toBe('true');
    expect(document.activeElement).toBe(link('menu-item-15'));
    key(link('menu-item-15'), 'ArrowLeft');
    expect(expanded('menu-item-14')).toBe('false');
    expect(expanded('menu-item-12')).toBe('true');
    expect(document.activeElement).toBe(link('menu-item-14'));
    key(link('menu-item-20'), ' ');
    await testbed.settle();
    expect(expanded('menu-item-20')).toBe('true');
    expect(expanded('menu-item-12')).toBe('false');
  });

  it('[HDR-014] focus leaving the item closes its dropdown', async () => {
    key(link('menu-item-12'), 'ArrowDown');
    await testbed.settle();
    expect(expanded('menu-item-12')).toBe('true');
    fireEvent.focusOut($('#menu-item-13 > a'), { relatedTarget: $('h1, p') });
    expect(expanded('menu-item-12')).toBe('false');
  });
});

describe("an item's dropdown actor, made at its first need", () => {
  // The main menu alone: the search and login items have actors of their own.
  beforeEach(async () => {
    testbed = await openTestbed(headerV1('modern', { menu: mainMenu() }), [menus], { globals: { avadaMenuVars: MENU_VARS } });
  });
  const actors = () => testbed.runtime.stats().actors;

  it('[HDR-014] mounts without actors, every dropdown marked collapsed; leaving, focus leaving and closing load nothing; the first hover makes one', async () => {
    expect(actors()).toBe(0);
    expect(expanded('menu-item-12')).toBe('false');
    expect(expanded('menu-item-20')).toBe('false');
    const about = $('#menu-item-12');
    fireEvent(about, new Event('pointerleave'));
    fireEvent.focusOut(link('menu-item-12'), { relatedTarget: $('h1, p') });
    key(link('menu-item-12'), 'Escape');
    await testbed.settle(HOVER_CLOSE_DELAY_MS);
    expect(actors()).toBe(0);
    fireEvent(about, new Event('pointerenter'));
    await testbed.settle(HOVER_OPEN_DELAY_MS);
    expect(actors()).toBe(1);
    expect(expanded('menu-item-12')).toBe('true');
  });

  it('[HDR-014] the first key press is kept: ArrowDown on a closed item opens its panel on its first entry once the actor is in', async () => {
    key(link('menu-item-20'), 'ArrowDown');
    expect(actors()).toBe(0);
    await testbed.settle();
    expect(actors()).toBe(1);
    expect(expanded('menu-item-20')).toBe('true');
    expect(document.activeElement).toBe(link('menu-item-22'));
  });

  it('what the visitor does while the actor loads is carried out in order: Space twice ends closed, in and out with the pointer opens nothing', async () => {
    key(link('menu-item-12'), ' ');
    key(link('menu-item-12'), ' ');
    const services = $('#menu-item-20');
    fireEvent(services, new Event('pointerenter'));
    fireEvent(services, new Event('pointerleave'));
    expect(actors()).toBe(0);
    await testbed.settle(HOVER_OPEN_DELAY_MS + HOVER_CLOSE_DELAY_MS);
    expect(actors()).toBe(2);
    expect(expanded('menu-item-12')).toBe('false');
    expect(expanded('menu-item-20')).toBe('false');
    expect(services).not.toHaveClass('fusion-active-link');
  });

  it('Escape while the actor loads closes what the key before it opened', async () => {
    link('menu-item-12').focus();
    key(link('menu-item-12'), ' ');
    key(link('menu-item-12'), 'Escape');
    await testbed.settle();
    expect(expanded('menu-item-12')).toBe('false');
    expect(document.activeElement).toBe(link('menu-item-12'));
  });

  it('[HDR-014] a first tap while the actor loads opens the dropdown (the focus the tap gave its link first does not count as open); the next tap follows the link', async () => {
    const about = link('menu-item-12');
    const tap = () => {
      // jsdom has no PointerEvent: a plain event that says it came from a finger.
      fireEvent(about, Object.assign(new Event('pointerdown', { bubbles: true }), { pointerType: 'touch' }));
      about.focus();
      return fireEvent.click(about);
    };
    expect(tap()).toBe(false);
    expect(actors()).toBe(0);
    await testbed.settle();
    expect(expanded('menu-item-12')).toBe('true');
    expect(tap()).toBe(true);
  });

  it('when its code fails to load: reported once, nothing opens; the next key loads it again and opens', async () => {
    const errors: RuntimeErrorInfo[] = [];
    testbed.runtime.bus.on('runtime:error', (info) => errors.push(info));
    jest.doMock('../dropdown-actor', () => {
      throw new Error('chunk failed to load');
    });
    fireEvent(link('menu-item-12').parentElement!, new Event('pointerenter'));
    key(link('menu-item-12'), 'ArrowDown');
    await testbed.settle(HOVER_OPEN_DELAY_MS);
    expect(errors.map((info) => [info.plugin, (info.error as Error).message])).toEqual([['menus', 'chunk failed to load']]);
    expect(expanded('menu-item-12')).toBe('false');
    expect(actors()).toBe(0);
    jest.dontMock('../dropdown-actor');
    key(link('menu-item-12'), ' ');
    await testbed.settle();
    expect(expanded('menu-item-12')).toBe('true');
    expect(actors()).toBe(1);
  });
});

describe('menu search', () => {
  it('[HDR-015][HDR-022] as a dropdown: the magnifier opens the form under it, focuses the field; a click elsewhere closes it', async () => {
    testbed = await open();
    const item = $('.fusion-main-menu-search');
    const icon = $('.fusion-main-menu-search > a');
    fireEvent.click(icon);
    expect(item).toHaveClass('fusion-main-menu-search-open');
    expect($('.fusion-main-menu-search .fusion-custom-menu-item-contents').style.display).toBe('block');
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe($('.fusion-main-menu-search input[type="search"]'));
    fireEvent.click($('#main p'));
    expect(item).not.toHaveClass('fusion-main-menu-search-open');
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(icon);
    key(document.activeElement!, 'Escape');
    expect(item).not.toHaveClass('fusion-main-menu-search-open');
    expect(document.activeElement).toBe(icon);
  });

  it('[HDR-015][HDR-022] as an overlay: the magnifier covers the menu with the form for the 800 ms cross-fade; the close button toggles back', async () => {
    testbed = await open({ search: 'overlay' });
    const nav = $('.fusion-main-menu');
    const icon = $('.fusion-main-menu-search > a');
    fireEvent.click(icon);
    expect(nav).toHaveClass('search-open');
    expect(nav).toHaveClass('search-transition');
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe($('.fusion-overlay-search input[type="search"]'));
    await testbed.settle(OVERLAY_TRANSITION_MS);
    expect(nav).not.toHaveClass('search-transition');
    fireEvent.click($('.fusion-close-search'));
    expect(nav).not.toHaveClass('search-open');
    expect(icon.getAttribute('aria-expanded')).toBe('false');
  });
});

const CART_FRAGMENT =
  '<li class="fusion-custom-menu-item fusion-menu-cart fusion-main-menu-cart fusion-widget-cart-counter"><a class="fusion-main-menu-icon fusion-main-menu-icon-active" href="/cart/"><span class="menu-text" aria-label="View Cart">Cart</span><span class="fusion-widget-cart-number">3</span></a>' +
  '<div class="fusion-custom-menu-item-contents fusion-menu-cart-items"><div class="fusion-menu-cart-item"><a href="/product/rope/"><img src="/rope.png" alt="" onerror="window.__pwned=1"><div class="fusion-menu-cart-item-details"><span class="fusion-menu-cart-item-title">Rope</span></div></a></div><script>window.__pwned=1</script></div></li>';

describe('menu cart', () => {
  it('[HDR-016] takes the cart fragment of added_to_cart (fragments, cart hash, button), sanitised, and stays a working dropdown', async () => {
    testbed = await open();
    const cart = $('.fusion-main-menu-cart');
    testbed.runtime.bus.emit('added_to_cart', { '.fusion-main-menu-cart': CART_FRAGMENT, 'div.widget_shopping_cart_content': '<div></div>' }, 'hash-1', null);
    await testbed.settle();
    expect($('.fusion-main-menu-cart')).toBe(cart);
    expect(cart.querySelector('.fusion-widget-cart-number')?.textContent).toBe('3');
    expect(cart.querySelector('.fusion-menu-cart-item-title')?.textContent).toBe('Rope');
    expect(cart.querySelector('script')).toBeNull();
    expect(cart.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    fireEvent(cart, new Event('pointerenter'));
    await testbed.settle(HOVER_OPEN_DELAY_MS);
    expect(cart).toHaveClass('fusion-active-link');
    expect(cart.querySelector(':scope > a')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('[HDR-016] after wc_fragments_refreshed, takes the fragment WooCommerce stored; corrupt storage warns once and keeps the cart', async () => {
    testbed = await open({ globals: { wc_cart_fragments_params: { fragment_name: 'wc_fragments_abc', cart_hash_key: 'wc_cart_hash_abc' } } });
    sessionStorage.setItem('wc_fragments_abc', JSON.stringify({ '.fusion-main-menu-cart': CART_FRAGMENT }));
    testbed.runtime.bus.emit('wc_fragments_refreshed');
    await testbed.settle();
    expect($('.fusion-widget-cart-number').textContent).toBe('3');
    sessionStorage.setItem('wc_fragments_abc', '{not json');
    testbed.runtime.bus.emit('wc_fragments_refreshed');
    testbed.runtime.bus.emit('wc_fragments_loaded');
    await testbed.settle();
    expect($('.fusion-widget-cart-number').textContent).toBe('3');
    const warnings = testbed.console.warn.mock.calls.filter((call) => call.join(' ').includes('wc_fragments_abc'));
    expect(warnings).toHaveLength(1);
    sessionStorage.clear();
  });
});

describe('login box', () => {
  it('[HDR-016] the username field marks the box active, typing keeps it open, an outside click clears it', async () => {
    testbed = await open();
    const box = $('.fusion-menu-login-box');
    const username = $<HTMLInputElement>('.fusion-menu-login-box input[name="log"]');
    fireEvent.click(username);
    expect(box).toHaveClass('fusion-active-login');
    fireEvent.input(username, { target: { value: 'ann' } });
    expect(box).not.toHaveClass('fusion-active-login');
    expect(box).toHaveClass('fusion-active-link');
    fireEvent.click($('#main p'));
    expect(box).not.toHaveClass('fusion-active-link');
    fireEvent.click(username);
    fireEvent.click($('.fusion-menu-login-box input[name="pwd"]'));
    expect(box).not.toHaveClass('fusion-active-login');
  });
});

describe('bad page variables', () => {
  it('a missing avadaMenuVars warns once; the menus work with the defaults', async () => {
    testbed = await openTestbed(headerV1(), [menus, menuSearch], { quiet: true });
    const warnings = testbed.console.warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('avadaMenuVars'));
    expect(warnings).toEqual(['[site-runtime] page global avadaMenuVars: missing; using the default']);
    key(link('menu-item-12'), ' ');
    await testbed.settle();
    expect(expanded('menu-item-12')).toBe('true');
  });
});
