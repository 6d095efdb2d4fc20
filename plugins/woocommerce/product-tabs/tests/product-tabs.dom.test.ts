import { fireEvent } from '@testing-library/dom';
import { wooProductTabs } from '../definition';
import { TAB_CONTENT_REINIT_MS } from '../plugin';
import { openTestbed, type Testbed } from '../../../../test/support';
import { markupOf } from '../../../../test/support/markup';

let testbed: Testbed;
afterEach(() => testbed.close());

async function open(url = '/shop/product.html?product=hoodie', head = '') {
  testbed = await openTestbed(`${head}${markupOf('shop/product-hoodie.html')}`, [wooProductTabs], { url, globals: { wc_single_product_params: {} } });
}

const tab = (key: string) => document.querySelector<HTMLAnchorElement>(`a[href="#tab-${key}"]`)!;
const panel = (key: string) => document.getElementById(`tab-${key}`)!;
const KEYS = ['description', 'additional_information', 'reviews'];
const shown = () => KEYS.filter((key) => !panel(key).hidden && panel(key).style.display !== 'none');
/** The first touch of the tab list: the tabs' actor is made then. */
async function touchTabs() {
  tab('description').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
  await testbed.settle();
}
const running = () => testbed.runtime.actors().filter((actor) => actor.plugin === 'woocommerce/product-tabs');
const press = (target: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe('product tabs', () => {
  it('[SHOP-029] clicking a tab hides the other panels and shows its own', async () => {
    await open();
    expect(shown()).toEqual(['description']);
    await touchTabs();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab('additional_information').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(shown()).toEqual(['additional_information']);
    expect(tab('additional_information').parentElement).toHaveClass('active');
    expect(tab('description').parentElement).not.toHaveClass('active');
    fireEvent.click(tab('reviews'));
    expect(shown()).toEqual(['reviews']);
  });

  it('[SHOP-030] the chosen panel\'s content is re-initialised 150 ms after the click', async () => {
    await open();
    const refreshed: Element[] = [];
    testbed.runtime.bus.on('layout:refresh', (root) => refreshed.push(root));
    await touchTabs();
    fireEvent.click(tab('reviews'));
    testbed.clock.advance(TAB_CONTENT_REINIT_MS - 1);
    expect(refreshed).toEqual([]);
    testbed.clock.advance(1);
    expect(refreshed).toEqual([panel('reviews')]);
  });

  it('[SHOP-029] the WAI-ARIA tabs pattern: tabs control their labelled panels, one tab stop, arrows move the focus, Enter chooses', async () => {
    await open();
    const links = KEYS.map(tab);
    for (const link of links) {
      expect(link).toHaveAttribute('role', 'tab');
      expect(panel(link.getAttribute('href')!.slice(5))).toHaveAttribute('aria-labelledby', link.id);
      expect(link).toHaveAttribute('aria-controls', link.getAttribute('href')!.slice(1));
    }
    expect(links.map((link) => [link.getAttribute('aria-selected'), link.tabIndex])).toEqual([['true', 0], ['false', -1], ['false', -1]]);
    links[0]!.focus();
    await testbed.settle();
    expect(press(links[0]!, 'ArrowRight').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(links[1]);
    press(links[1]!, 'End');
    expect(document.activeElement).toBe(links[2]);
    press(links[2]!, 'ArrowRight');
    expect(document.activeElement).toBe(links[0]);
    expect(shown()).toEqual(['description']);
    press(links[0]!, 'ArrowLeft');
    press(links[2]!, 'Enter');
    expect(shown()).toEqual(['reviews']);
    expect(links.map((link) => [link.getAttribute('aria-selected'), link.tabIndex])).toEqual([['false', -1], ['false', -1], ['true', 0]]);
    press(links[2]!, 'Home');
    press(links[0]!, ' ');
    expect(shown()).toEqual(['description']);
  });

  it('opens the reviews tab for an address at the reviews or a comment, and for the product\'s reviews link', async () => {
    await open('/shop/product.html?product=hoodie#comment-7');
    expect(shown()).toEqual(['reviews']);
    testbed.close();
    await open('/shop/product.html?product=hoodie#tab-additional_information');
    expect(shown()).toEqual(['additional_information']);
    const reviewLink = document.createElement('a');
    reviewLink.className = 'woocommerce-review-link';
    reviewLink.href = '#reviews';
    document.querySelector('.summary')!.append(reviewLink);
    // Before the tabs' machine is in: the panel shows in the click's own task, so the jump to #reviews lands in it.
    expect(running()).toEqual([]);
    fireEvent.click(reviewLink);
    expect(shown()).toEqual(['reviews']);
    await testbed.settle();
    expect(shown()).toEqual(['reviews']);
    expect(tab('reviews').getAttribute('aria-selected')).toBe('true');
  });

  it('the tabs\' machine is made at the first touch, focus or key on them; a click that comes first is kept until it is in', async () => {
    await open();
    await testbed.settle();
    expect(running()).toEqual([]);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab('reviews').dispatchEvent(click);
    // The page does not jump; the tab is chosen once the machine is in.
    expect(click.defaultPrevented).toBe(true);
    expect(shown()).toEqual(['description']);
    await testbed.settle();
    expect(shown()).toEqual(['reviews']);
    expect(running()).toHaveLength(1);
    testbed.close();

    await open();
    press(tab('description'), 'Tab');
    await testbed.settle();
    expect(running()).toHaveLength(1);
    expect(shown()).toEqual(['description']);
  });

  it('stop leaves no listener, timer or actor behind', async () => {
    await open();
    fireEvent.click(tab('reviews'));
    testbed.runtime.stop();
    // The actor asked for by the click arrives after the stop: it must not outlive it.
    await testbed.settle();
    expect(testbed.leaks.check()).toEqual([]);
  });

  it('stands down where WooCommerce\'s single-product.js still runs: the tabs are left to it', async () => {
    await open(undefined, '<script id="wc-single-product-js" type="text/x-inert"></script>');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    tab('reviews').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(shown()).toEqual(['description']);
  });
});
