import { fireEvent } from '@testing-library/dom';
import { tabsWidget } from '../tabs/definition';
import { openTestbed, type Testbed } from '../../../test/support';
import { markupOf } from '../../../test/support/markup';

let testbed: Testbed;
beforeEach(async () => {
  testbed = await openTestbed('widgets/tabs.html', [tabsWidget]);
});
afterEach(() => testbed.close());

const link = (name: string) => document.querySelector<HTMLAnchorElement>(`a[data-link="${name}"]`)!;
const pane = (name: string) => document.querySelector<HTMLElement>(`.fusion-tab-content[data-name="${name}"]`)!;

describe('tabs widget on Avada markup', () => {
  it('[WDG-001] clicking a tab marks its list item active and only that one', () => {
    fireEvent.click(link('fusion-tab-recent'));
    expect(link('fusion-tab-recent').parentElement).toHaveClass('active');
    expect(document.querySelectorAll('.fusion-tabs-nav li.active')).toHaveLength(1);
  });

  it('[WDG-002] clicking a tab shows only the pane whose data-name matches', () => {
    fireEvent.click(link('fusion-tab-comments'));
    expect(pane('fusion-tab-comments')).toBeVisible();
    expect(pane('fusion-tab-popular')).not.toBeVisible();
    expect(pane('fusion-tab-recent')).not.toBeVisible();
  });

  it('stop leaves no listener, timer or actor behind', () => {
    fireEvent.click(link('fusion-tab-recent'));
    testbed.runtime.stop();
    expect(testbed.leaks.check()).toEqual([]);
  });

  it('keeps the page from jumping to "#" and shows the live actor in actors()', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('fusion-tab-recent').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(testbed.runtime.actors()).toMatchObject([{ plugin: 'widgets/tabs', state: 'revealing' }]);
  });
});

const tabs = () => Array.from(document.querySelectorAll<HTMLAnchorElement>('.fusion-tabs-nav a[data-link]'));
const press = (target: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe('tabs widget: the WAI-ARIA tabs pattern', () => {
  it('[WDG-001] [WDG-002] the nav list is a tablist of tabs, each controlling its labelled panel; the others are hidden', () => {
    const list = document.querySelector('.fusion-tabs-nav ul')!;
    expect(list).toHaveAttribute('role', 'tablist');
    expect(list).not.toHaveAttribute('aria-orientation');
    for (const item of Array.from(list.children)) expect(item).toHaveAttribute('role', 'presentation');
    for (const tab of tabs()) {
      const panel = pane(tab.dataset.link!);
      expect(tab).toHaveAttribute('role', 'tab');
      expect(tab.id).not.toBe('');
      expect(panel.id).not.toBe('');
      expect(tab).toHaveAttribute('aria-controls', panel.id);
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    expect(tabs().map((tab) => [tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([['true', 0], ['false', -1], ['false', -1]]);
    expect(pane('fusion-tab-popular').hidden).toBe(false);
    expect(pane('fusion-tab-recent').hidden).toBe(true);
    expect(pane('fusion-tab-comments').hidden).toBe(true);
  });

  it('[WDG-001] [WDG-002] a click moves aria-selected, the tab stop and the shown panel to the chosen tab', () => {
    fireEvent.click(link('fusion-tab-comments'));
    expect(tabs().map((tab) => [tab.getAttribute('aria-selected'), tab.tabIndex])).toEqual([['false', -1], ['false', -1], ['true', 0]]);
    expect(pane('fusion-tab-comments').hidden).toBe(false);
    expect(pane('fusion-tab-popular').hidden).toBe(true);
    // Every aria-selected sits on an element whose role allows it (axe's aria-allowed-attr).
    for (const element of Array.from(document.querySelectorAll('[aria-selected]'))) expect(element).toHaveAttribute('role', 'tab');
  });

  it('[WDG-001] Right, Left, Home and End move the focus between tabs, wrapping at the ends, without choosing one', () => {
    link('fusion-tab-popular').focus();
    expect(press(link('fusion-tab-popular'), 'ArrowRight').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(link('fusion-tab-recent'));
    press(link('fusion-tab-recent'), 'ArrowRight');
    press(link('fusion-tab-comments'), 'ArrowRight');
    expect(document.activeElement).toBe(link('fusion-tab-popular'));
    press(link('fusion-tab-popular'), 'ArrowLeft');
    expect(document.activeElement).toBe(link('fusion-tab-comments'));
    press(link('fusion-tab-comments'), 'Home');
    expect(document.activeElement).toBe(link('fusion-tab-popular'));
    press(link('fusion-tab-popular'), 'End');
    expect(document.activeElement).toBe(link('fusion-tab-comments'));
    // A horizontal tab list leaves Up and Down to the page.
    expect(press(link('fusion-tab-comments'), 'ArrowDown').defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(link('fusion-tab-comments'));
    expect(link('fusion-tab-popular')).toHaveAttribute('aria-selected', 'true');
    expect(pane('fusion-tab-comments').hidden).toBe(true);
  });

  it('[WDG-001] [WDG-002] Enter and Space choose the focused tab and show its panel', () => {
    expect(press(link('fusion-tab-recent'), 'Enter').defaultPrevented).toBe(true);
    expect(link('fusion-tab-recent')).toHaveAttribute('aria-selected', 'true');
    expect(link('fusion-tab-recent').parentElement).toHaveClass('active');
    expect(pane('fusion-tab-recent')).toBeVisible();
    expect(press(link('fusion-tab-comments'), ' ').defaultPrevented).toBe(true);
    expect(link('fusion-tab-comments')).toHaveAttribute('aria-selected', 'true');
    expect(pane('fusion-tab-comments')).toBeVisible();
    expect(pane('fusion-tab-recent')).not.toBeVisible();
  });
});

describe('tabs widget laid out vertically', () => {
  beforeEach(async () => {
    testbed.close();
    testbed = await openTestbed(markupOf('widgets/tabs.html').replace('fusion-tabs-widget-wrapper', 'fusion-tabs-widget-wrapper vertical-tabs'), [tabsWidget]);
  });

  it('[WDG-001] says so on the tablist, and Down and Up move the focus too', () => {
    expect(document.querySelector('.fusion-tabs-nav ul')).toHaveAttribute('aria-orientation', 'vertical');
    expect(press(link('fusion-tab-popular'), 'ArrowDown').defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(link('fusion-tab-recent'));
    press(link('fusion-tab-recent'), 'ArrowUp');
    press(link('fusion-tab-popular'), 'ArrowUp');
    expect(document.activeElement).toBe(link('fusion-tab-comments'));
  });
});
