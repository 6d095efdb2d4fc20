/**
 * The rules and the counters in storage, page view after page view: a page is
 * closed and opened again as the visitor's next page, storage kept; a new
 * browser session is a cleared sessionStorage.
 */
import { createFakeClock, type Testbed } from '../../../test/support';
import { DAY_MS } from '../../../machines/off-canvas/frequency';
import { PAGE_LOAD_DELAY_MS } from '../../../machines/off-canvas/panel';
import { click, endAnimation, isShown, openPanels, RULES, storedCounters, type PanelsOptions } from './avada';

let testbed: Testbed | undefined;
afterEach(() => {
  testbed?.close();
  testbed = undefined;
  localStorage.clear();
  sessionStorage.clear();
});

/** Only these panels of the rules page open on load; the others' triggers are off. */
function only(...ids: string[]): PanelsOptions['change'] {
  return Object.fromEntries(['341', '342', '343', '344'].map((id) => [id, ids.includes(id) ? {} : { on_page_load: 'no' }]));
}

/** The visitor's next page view: the previous page goes, this one runs past its page-load delay. */
async function visit(options: PanelsOptions = {}): Promise<Testbed> {
  testbed?.close();
  testbed = await openPanels(RULES, options);
  await testbed.settle(PAGE_LOAD_DELAY_MS);
  return testbed;
}

const closePanel = async (id: string) => {
  click(document.querySelector(`[data-id="${id}"] .off-canvas-close`)!);
  endAnimation(id);
  await testbed!.settle(10);
};

describe('off-canvas counters in storage', () => {
  it('[OFF-025] keeps last_open_date, open_count, close_count and closed in localStorage off_canvas_<ID> as JSON', async () => {
    const clock = createFakeClock(Date.UTC(2024, 4, 1, 12, 0, 0));
    await visit({ change: only('341'), clock });
    expect(isShown('341')).toBe(true);
    await closePanel('341');
    expect(JSON.parse(localStorage.getItem('off_canvas_341')!)).toEqual({
      last_open_date: '2024-05-01T12:00:00.100Z',
      open_count: 1,
      close_count: 1,
      closed: true,
    });
  });

  it('[OFF-025] [OFF-033] counters the legacy script wrote keep counting, and keys it does not know stay', async () => {
    localStorage.setItem('off_canvas_341', JSON.stringify({ last_open_date: '2024-01-01T10:00:00.000Z', open_count: 1, closed: true, theme_note: 'kept' }));
    await visit({ change: only('341') });
    expect(isShown('341')).toBe(true);
    expect(storedCounters('341')).toMatchObject({ open_count: 2, closed: true, theme_note: 'kept' });
    await visit({ change: only('341') });
    expect(isShown('341')).toBe(false);
  });

  it('[OFF-041] after_x_page_views counts page_views on every page and opens only after number_of_page_views', async () => {
    for (const expected of [false, false, true]) {
      await visit({ change: only('342') });
      expect(isShown('342')).toBe(expected);
    }
    expect(storedCounters('342')).toMatchObject({ page_views: 3, open_count: 1 });
  });

  it('[OFF-042] [OFF-026] after_x_sessions counts a session once (its flag in sessionStorage) and opens beyond number_of_sessions', async () => {
    const change = { ...only('342'), '342': { after_x_page_views: 'no', after_x_sessions: 'yes', number_of_sessions: '1' } };
    await visit({ change });
    await visit({ change });
    expect(isShown('342')).toBe(false);
    expect(storedCounters('342')).toMatchObject({ sessions: 1 });
    expect(sessionStorage.getItem('off_canvas_342')).toBe('true');
    sessionStorage.clear();
    await visit({ change });
    expect(isShown('342')).toBe(true);
    expect(storedCounters('342')).toMatchObject({ sessions: 2 });
  });

  it('[OFF-026] [OFF-021] frequency session: once per browser session, the flag off_canvas_<ID>_opened in sessionStorage', async () => {
    await visit({ change: only('344') });
    expect(isShown('344')).toBe(true);
    expect(sessionStorage.getItem('off_canvas_344_opened')).toBe('true');
    await visit({ change: only('344') });
    expect(isShown('344')).toBe(false);
    sessionStorage.clear();
    await visit({ change: only('344') });
    expect(isShown('344')).toBe(true);
  });

  it('[OFF-019] [OFF-021] frequency close: opens on every page until the visitor closes it', async () => {
    const change = { ...only('341'), '341': { frequency: 'close' } };
    await visit({ change });
    expect(isShown('341')).toBe(true);
    await visit({ change });
    expect(isShown('341')).toBe(true);
    await closePanel('341');
    await visit({ change });
    expect(isShown('341')).toBe(false);
  });

  it('[OFF-019] [OFF-022] frequency day: held back until 24 hours after the last opening', async () => {
    const change = { ...only('341'), '341': { frequency: 'day' } };
    const start = Date.UTC(2024, 2, 10, 9);
    await visit({ change, clock: createFakeClock(start) });
    expect(isShown('341')).toBe(true);
    await visit({ change, clock: createFakeClock(start + DAY_MS - 1000) });
    expect(isShown('341')).toBe(false);
    await visit({ change, clock: createFakeClock(start + DAY_MS + 100) });
    expect(isShown('341')).toBe(true);
  });

  it('[OFF-024] frequency month: held back until the same day of the next calendar month', async () => {
    const change = { ...only('341'), '341': { frequency: 'month' } };
    const at = (month: number, day: number, hour = 9) => createFakeClock(new Date(2023, month, day, hour).getTime());
    // February 2023 has 28 days: four weeks later is still within the month.
    await visit({ change, clock: at(1, 10) });
    expect(isShown('341')).toBe(true);
    await visit({ change, clock: at(2, 9, 12) });
    expect(isShown('341')).toBe(false);
    await visit({ change, clock: at(2, 10, 10) });
    expect(isShown('341')).toBe(true);
  });

  it('[OFF-027] when_arriving_from search opens for visitors from a search engine only', async () => {
    const referrer = (value: string) => Object.defineProperty(document, 'referrer', { configurable: true, value });
    try {
      referrer('https://www.google.com/');
      await visit({ change: only('343') });
      expect(isShown('343')).toBe(true);
      referrer('https://news.example.org/article');
      await visit({ change: only('343') });
      expect(isShown('343')).toBe(false);
      referrer('');
      await visit({ change: only('343') });
      expect(isShown('343')).toBe(false);
    } finally {
      delete (document as unknown as Record<string, unknown>).referrer;
    }
  });
});
