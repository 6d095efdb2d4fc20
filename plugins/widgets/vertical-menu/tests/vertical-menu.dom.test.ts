import { fireEvent } from '@testing-library/dom';
import { openTestbed, type Testbed } from '../../../../test/support';
import { verticalMenu } from '../definition';
import { RESIZE_DEBOUNCE_MS } from '../plugin';

let testbed: Testbed;
afterEach(() => testbed?.close());

const MARKUP = ['widgets/vertical-menu-hover.html', 'widgets/vertical-menu-click.html'];
/** The menu links point into this page: a click that goes through only changes the hash. */
const PAGE = '/widgets/vertical-menu';
const item = (text: string) => Array.from(document.querySelectorAll('li')).find((li) => li.querySelector(':scope > a .link-text')?.textContent === text)!;
const submenu = (text: string) => item(text).querySelector<HTMLElement>(':scope > .sub-menu, :scope > .children')!;
const open = (text: string) => submenu(text).style.display === 'block';
const arrow = (text: string) => item(text).querySelector(':scope > a .arrow')!;

/** A matchMedia whose "(hover: none)" answer the test changes. */
function touchScreen(initially: boolean) {
  const screen = { touch: initially };
  return { screen, matchMedia: (query: string) => ({ matches: query === '(hover: none)' && screen.touch }) };
}

describe('vertical menu widget on Avada markup', () => {
  it('[WDG-003] the current page\'s submenu and those around it open on load; the others stay closed', async () => {
    testbed = await openTestbed(MARKUP, [verticalMenu], { url: PAGE });
    expect(open('Lighting')).toBe(true);
    expect(item('Lighting').querySelector(':scope > a')).toHaveAttribute('aria-expanded', 'true');
    expect(open('Furniture')).toBe(false);
    expect(item('Furniture').querySelector(':scope > a')).toHaveAttribute('aria-expanded', 'false');
    expect(open('Company')).toBe(false);
  });

  it('[WDG-004] click mode: the arrow toggles its submenu and does not follow the link', async () => {
    testbed = await openTestbed(MARKUP, [verticalMenu], { url: PAGE });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    arrow('Company').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(open('Company')).toBe(true);
    fireEvent.click(arrow('Company'));
    expect(open('Company')).toBe(false);
    expect(open('Stores')).toBe(false);
  });

  it('[WDG-005] [WDG-006] hover mode: a submenu slides open 500 ms after the pointer arrives, and closes 500 ms after it leaves', async () => {
    testbed = await openTestbed(MARKUP, [verticalMenu], { url: PAGE });
    fireEvent.pointerEnter(item('Furniture'));
    await testbed.settle(499);
    expect(open('Furniture')).toBe(false);
    await testbed.settle(1);
    expect(open('Furniture')).toBe(true);
    fireEvent.pointerLeave(item('Furniture'));
    await testbed.settle(499);
    expect(open('Furniture')).toBe(true);
    await testbed.settle(1);
    expect(open('Furniture')).toBe(false);
  });

  it('[WDG-007] hover mode: the submenu holding the current page stays open when the pointer leaves', async () => {
    testbed = await openTestbed(MARKUP, [verticalMenu], { url: PAGE });
    fireEvent.pointerEnter(item('Lighting'));
    fireEvent.pointerLeave(item('Lighting'));
    await testbed.settle(2000);
    expect(open('Lighting')).toBe(true);
  });

  it('hover mode: the arrow does nothing where the pointer can hover; ArrowRight and ArrowLeft open and close from the link', async () => {
    testbed = await openTestbed(MARKUP, [verticalMenu], { url: PAGE });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    arrow('Furniture').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const link = item('Furniture').querySelector(':scope > a')!;
    fireEvent.keyDown(link, { key: 'ArrowRight' });
    expect(open('Furniture')).toBe(true);
    expect(link).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(link, { key: 'ArrowLeft' });
    expect(open('Furniture')).toBe(false);
  });

  it('[WDG-008] after a resize, debounced 250 ms, a hover menu on a screen that cannot hover toggles with the arrow', async () => {
    const { screen, matchMedia } = touchScreen(false);
    testbed = await openTestbed(MARKUP, [verticalMenu], { url: PAGE, globals: { matchMedia } });
    expect(RESIZE_DEBOUNCE_MS).toBe(250);
    screen.touch = true;
    for (let i = 0; i < 4; i++) {
      window.dispatchEvent(new Event('resize'));
      await testbed.settle(100);
    }
    await testbed.settle(RESIZE_DEBOUNCE_MS - 100 - 1);
    fireEvent.click(arrow('Furniture'));
    expect(open('Furniture')).toBe(false);
    await testbed.settle(1);
    fireEvent.click(arrow('Furniture'));
    expect(open('Furniture')).toBe(true);
    fireEvent.pointerEnter(item('Chairs'));
    fireEvent.pointerLeave(item('Furniture'));
    await testbed.settle(1000);
    expect(open('Furniture')).toBe(true);
  });

  it('a stop closes nothing it did not open and leaves no listener behind', async () => {
    testbed = await openTestbed(MARKUP, [verticalMenu], { url: PAGE });
    fireEvent.pointerEnter(item('Furniture'));
    testbed.runtime.stop();
    expect(submenu('Lighting').style.display).toBe('');
    expect(item('Lighting').querySelector(':scope > a')).not.toHaveAttribute('aria-expanded');
    expect(testbed.leaks.check()).toEqual([]);
  });
});
