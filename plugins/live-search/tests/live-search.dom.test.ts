import { fireEvent } from '@testing-library/dom';
import { json, never, openTestbed, text, type Answer, type Testbed } from '../../../test/support';
import { liveSearch } from '../definition';
import { GUIDE, LAMP, liveSearchGlobals, ROUTE } from './avada';

let testbed: Testbed;
afterEach(() => testbed?.close());

const THEME = 'live-search/theme-search.html';
const ELEMENT = 'live-search/search-element.html';

async function open(answer: Answer, options: { markup?: string[]; vars?: Record<string, unknown>; quiet?: boolean } = {}) {
  testbed = await openTestbed(options.markup ?? [THEME], [liveSearch], { globals: liveSearchGlobals(options.vars), routes: { [ROUTE]: answer }, url: '/search-demo/', quiet: options.quiet });
}

const input = (index = 0) => document.querySelectorAll<HTMLInputElement>('.fusion-live-search-input')[index]!;
const list = (index = 0) => document.querySelectorAll<HTMLElement>('.fusion-search-results')[index]!;
const requests = () => testbed.site.requestsTo(ROUTE);
const warnings = () => testbed.console.warn.mock.calls.map((args: unknown[]) => args.map(String).join(' '));

async function type(value: string, index = 0, wait = 500) {
  const field = input(index);
  field.focus();
  field.value = value;
  fireEvent.input(field);
  await testbed.settle(wait);
}

describe('live search on Avada markup', () => {
  it('[SRCH-001] [SRCH-004] [SRCH-013] lists the results under the input: link, title as text, image and type when given', async () => {
    await open(json([LAMP, GUIDE]));
    await type('lamp');
    expect(list()).toHaveClass('suggestions-added');
    const results = list().querySelectorAll<HTMLAnchorElement>('a.fusion-search-result');
    expect(results).toHaveLength(2);
    expect(results[0]!.href).toBe(LAMP.post_url);
    expect(results[0]!.title).toBe('Brass desk lamp');
    expect(results[0]!.querySelector('img.fusion-search-image-tag')).toHaveAttribute('src', LAMP.image_url);
    expect(results[0]!.querySelector('.fusion-search-post-type')).toHaveTextContent('Product');
    expect(results[1]!.querySelector('.fusion-search-post-title')!.textContent).toBe('Lighting a reading corner – a guide');
    expect(results[1]!.querySelector('.fusion-search-image')).toBeNull();
    expect(results[1]!.querySelector('.fusion-search-post-type')).toBeNull();
  });

  it('[SRCH-009] [SRCH-010] [SRCH-011] posts live_search_retrieve_posts to the ajax URL with the theme form\'s fields, no term filters', async () => {
    await open(json([LAMP]));
    await type('lamp');
    expect(requests()).toHaveLength(1);
    const [request] = requests();
    expect(request!.method).toBe('POST');
    expect(request!.href).toBe('http://localhost/wp-admin/admin-ajax.php');
    expect([...request!.form!.entries()]).toEqual([
      ['action', 'live_search_retrieve_posts'],
      ['search', 'lamp'],
      ['per_page', '100'],
      ['show_feat_img', '1'],
      ['display_post_type', '0'],
      ['search_limit_to_post_titles', ''],
      ['add_woo_product_skus', ''],
    ]);
  });

  it('[SRCH-010] [SRCH-011] [SRCH-003] the Search element\'s hidden fields override the page variables and add post types and terms', async () => {
    await open(json([LAMP]), { markup: [ELEMENT] });
    await type('lam');
    const form = requests()[0]!.form!;
    expect(form.get('per_page')).toBe('5');
    expect(form.get('display_post_type')).toBe('1');
    expect(form.getAll('post_type[]')).toEqual(['product', 'post']);
    expect(form.get('add_woo_product_skus')).toBe('1');
    expect(form.get('search_limit_to_post_titles')).toBe('0');
    expect(form.get('include_terms')).toBe('guides,lighting');
    expect(form.has('exclude_terms')).toBe(false);
    expect(list()).toHaveClass('live-results-scrollbar-default');
  });

  it('[SRCH-002] [SRCH-003] the minimum length comes from the page variables: below it nothing is asked', async () => {
    await open(json([LAMP]), { vars: { min_char_count: '2' } });
    await type('l');
    expect(requests()).toHaveLength(0);
    expect(list()).not.toHaveClass('suggestions-added');
    await type('la');
    expect(requests()).toHaveLength(1);
    expect(requests()[0]!.fields.search).toBe('la');
  });

  it('[SRCH-007] the request leaves 500 ms after the last keystroke', async () => {
    await open(json([LAMP]));
    await type('lamp', 0, 300);
    await type('lamps', 0, 499);
    expect(requests()).toHaveLength(0);
    await testbed.settle(1);
    expect(requests().map((request) => request.fields.search)).toEqual(['lamps']);
  });

  it('[SRCH-005] [SRCH-006] [SRCH-008] hidden on blur and below the minimum, with a 300 ms fade', async () => {
    await open(json([LAMP]));
    await type('lamp');
    input().blur();
    expect(list()).not.toHaveClass('suggestions-added');
    expect(list()).toHaveClass('suggestions-transition');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    await testbed.settle(300);
    expect(list()).not.toHaveClass('suggestions-transition');
    input().focus();
    expect(list()).toHaveClass('suggestions-added');
    await type('lam', 0, 0);
    expect(list()).not.toHaveClass('suggestions-added');
    expect(list()).toHaveClass('suggestions-transition');
  });

  it('[SRCH-012] a map of results (PHP\'s array with gaps) lists its items in order', async () => {
    await open(json({ 3: LAMP, 7: GUIDE }));
    await type('lamp');
    expect(Array.from(list().querySelectorAll('.fusion-search-post-title'), (title) => title.textContent)).toEqual(['Brass desk lamp', 'Lighting a reading corner – a guide']);
  });

  it('[SRCH-014] results are cached by text plus post types: the same text asks once, other post types ask again', async () => {
    await open(json([LAMP]), { markup: [THEME, ELEMENT] });
    await type('lamp');
    await type('lampshade');
    await type('lamp');
    expect(requests().map((request) => request.fields.search)).toEqual(['lamp', 'lampshade']);
    expect(list()).toHaveClass('suggestions-added');
    await type('lamp', 1);
    expect(requests().map((request) => request.fields.search)).toEqual(['lamp', 'lampshade', 'lamp']);
    await type('lampshade', 1);
    await type('lamp', 1);
    expect(requests()).toHaveLength(4);
  });

  it('[SRCH-015] no results show the no_search_results text of the page variables', async () => {
    await open(json([]), { vars: { no_search_results: 'Nothing here, sorry.' } });
    await type('zzzz');
    expect(list()).toHaveClass('suggestions-added');
    expect(list()).toHaveClass('suggestions-empty');
    expect(list().querySelector('.fusion-search-result')).toHaveTextContent('Nothing here, sorry.');
  });

  it('[SRCH-015] PHP\'s null (nothing found) shows the no-results text without a warning', async () => {
    await open(json(null));
    await type('zzzz');
    expect(list()).toHaveClass('suggestions-empty');
    expect(warnings()).toEqual([]);
  });

  it('[SRCH-012] [SRCH-015] an answer that is no list or map shows the no-results text and warns once', async () => {
    await open(json('oops'), { quiet: true });
    await type('lamp');
    await type('lamps');
    expect(list()).toHaveClass('suggestions-empty');
    expect(warnings().filter((w: string) => w.includes('live_search_retrieve_posts answer: expected a list or a map'))).toHaveLength(1);
  });

  it('[SRCH-013] an item without post_url is left out with one warning; an unsafe address is refused', async () => {
    await open(json([{ title: 'No address' }, { ...LAMP, post_url: 'javascript:alert(1)' }, GUIDE]), { quiet: true });
    await type('lamp');
    expect(list().querySelectorAll('a.fusion-search-result')).toHaveLength(1);
    expect(warnings().filter((w: string) => w.includes('item [0] has no post_url'))).toHaveLength(1);
    expect(warnings().filter((w: string) => w.includes('"javascript:" scheme'))).toHaveLength(1);
  });

  it('a server error or an answer that is no JSON shows the no-results text, warns, and is asked again next time', async () => {
    await open([text('<html>oops</html>', 200, { 'content-type': 'text/html' }), { status: 500, text: 'error' }, json([LAMP])], { quiet: true });
    await type('lamp');
    expect(list()).toHaveClass('suggestions-empty');
    await type('lampshade');
    expect(list()).toHaveClass('suggestions-empty');
    await type('lamp');
    expect(list().querySelectorAll('a.fusion-search-result')).toHaveLength(1);
    expect(warnings().some((w: string) => w.includes('not JSON'))).toBe(true);
    expect(warnings().some((w: string) => w.includes('Internal server error.'))).toBe(true);
  });

  it('the last query wins: an answer still on its way when the text changes is dropped', async () => {
    await open([never(), json([GUIDE])]);
    await type('lamp');
    expect(input().closest('form')!.querySelector<HTMLElement>('.fusion-slider-loading')!.style.display).toBe('block');
    await type('guide');
    expect(requests()).toHaveLength(2);
    expect(requests()[0]!.signal!.aborted).toBe(true);
    expect(list().querySelectorAll('a.fusion-search-result')).toHaveLength(1);
    expect(list().querySelector('.fusion-search-post-title')!.textContent).toContain('reading corner');
    expect(input().closest('form')!.querySelector<HTMLElement>('.fusion-slider-loading')!.style.display).toBe('');
  });

  it('is a combobox: expanded state, arrow keys set the active descendant, Enter follows it, Escape closes', async () => {
    await open(json([LAMP, GUIDE]));
    expect(input()).toHaveAttribute('role', 'combobox');
    expect(input()).toHaveAttribute('aria-controls', list().id);
    expect(list()).toHaveAttribute('role', 'listbox');
    await type('lamp');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const options = list().querySelectorAll('[role="option"]');
    expect(input()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(testbed.navigations).toEqual([GUIDE.post_url]);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('does nothing when live search is off; a stop puts the markup back', async () => {
    await open(json([LAMP]), { vars: { live_search: '' } });
    await type('lamp');
    expect(requests()).toHaveLength(0);
    expect(input()).not.toHaveAttribute('role');
    testbed.close();
    await open(json([LAMP]));
    await type('lamp');
    testbed.runtime.stop();
    expect(list().children).toHaveLength(0);
    expect(input()).not.toHaveAttribute('role');
    expect(testbed.leaks.check()).toEqual([]);
  });
});
