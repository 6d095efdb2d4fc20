import { fireEvent } from '@testing-library/dom';
import { tabsWidget } from '../definition';
import { openPage, type Page } from '../../../test/support';

let page: Page;
beforeEach(async () => {
  page = await openPage('tabs-widget.html', [tabsWidget]);
});
afterEach(() => page.close());

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

  it('keeps the page from jumping to "#" and shows the live actor in actors()', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('fusion-tab-recent').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(page.runtime.actors()).toMatchObject([{ plugin: 'tabs-widget', state: 'revealing' }]);
  });
});
