/**
 * Bad input ends in defaults, one warning naming the field, and a working
 * page: malformed or missing settings, unknown values, corrupt or foreign
 * JSON in the storage keys, storage that refuses.
 */
import type { Testbed } from '../../../test/support';
import { PAGE_LOAD_DELAY_MS } from '../../../machines/off-canvas/panel';
import { click, isShown, openPanels, POPUPS, RULES, storedCounters, type PanelsOptions } from './avada';

let testbed: Testbed;
afterEach(() => {
  testbed.close();
  localStorage.clear();
  sessionStorage.clear();
});

const TOGGLE = '<a id="toggle" href="#awb-oc__101">Newsletter</a>';
const warnings = () => testbed.console.warn.mock.calls.map((call) => call.slice(1).join(' '));
const onLoadOnly: PanelsOptions['change'] = { '342': { on_page_load: 'no' }, '343': { on_page_load: 'no' }, '344': { on_page_load: 'no' } };

describe('off-canvas with bad input', () => {
  it('settings that are not an object: one warning naming the global, defaults, and the anchors still work', async () => {
    testbed = await openPanels(POPUPS, { body: TOGGLE, quiet: true, globals: { off_canvas_101: 'nonsense' } });
    expect(warnings()).toEqual(['off_canvas_101: expected an object, got a string; using the default']);
    click(document.getElementById('toggle')!);
    expect(isShown('101')).toBe(true);
  });

  it('missing settings: one warning, defaults, a working panel', async () => {
    testbed = await openPanels(POPUPS, { body: TOGGLE, quiet: true, globals: { off_canvas_101: undefined } });
    expect(warnings()).toEqual(['off_canvas_101: missing; using the default']);
    click(document.getElementById('toggle')!);
    expect(isShown('101')).toBe(true);
  });

  it('unknown trigger, frequency and option values: one warning per field, each with its default', async () => {
    testbed = await openPanels(POPUPS, {
      body: TOGGLE,
      quiet: true,
      change: {
        '101': {
          frequency: 'sometimes',
          on_scroll: 'maybe',
          scroll_position: 'halfway',
          when_arriving_from: ['internal', 'the moon'],
          enter_animation: 'fade" onclick="x',
          auto_close_after_time: 'soon',
          on_click: 'yes',
          on_click_element: '[[',
        },
      },
    });
    const seen = warnings();
    for (const field of ['frequency', 'on_scroll', 'scroll_position', 'when_arriving_from[1]', 'enter_animation', 'auto_close_after_time', 'on_click_element']) {
      expect(seen.filter((warning) => warning.startsWith(`off_canvas_101.${field}:`))).toHaveLength(1);
    }
    expect(seen).toHaveLength(7);
    click(document.getElementById('toggle')!);
    expect(isShown('101')).toBe(true);
    expect(document.querySelector('[data-id="101"] .awb-off-canvas')!.className).toBe('awb-off-canvas');
  });

  it('[OFF-025] corrupt JSON in off_canvas_<ID>: one warning, counting starts again, and the key holds JSON again', async () => {
    localStorage.setItem('off_canvas_341', '{not json');
    testbed = await openPanels(RULES, { quiet: true, change: onLoadOnly });
    await testbed.settle(PAGE_LOAD_DELAY_MS);
    expect(isShown('341')).toBe(true);
    expect(warnings()).toEqual(['localStorage.off_canvas_341: not JSON; using the default']);
    expect(storedCounters('341')).toMatchObject({ open_count: 1 });
  });

  it('[OFF-025] foreign JSON in off_canvas_<ID>: a warning naming each bad field, which starts again; good fields are kept', async () => {
    localStorage.setItem('off_canvas_341', JSON.stringify({ open_count: 'lots', last_open_date: 'yesterday', closed: 'maybe', close_count: 3 }));
    localStorage.setItem('off_canvas_342', '[1,2,3]');
    testbed = await openPanels(RULES, { quiet: true, change: { ...onLoadOnly, '341': { frequency: 'once' } } });
    await testbed.settle(PAGE_LOAD_DELAY_MS);
    expect(warnings().sort()).toEqual(
      [
        'localStorage.off_canvas_341.closed: expected a boolean, got a string; using the default',
        'localStorage.off_canvas_341.last_open_date: expected a date; using the default',
        'localStorage.off_canvas_341.open_count: expected a number, got a string; using the default',
        'localStorage.off_canvas_342: expected an object; using the default',
      ].sort(),
    );
    expect(isShown('341')).toBe(true);
    expect(storedCounters('341')).toMatchObject({ open_count: 1, close_count: 3 });
  });

  it('storage disabled: one warning for the page, the panel opens by its trigger and the page works', async () => {
    testbed = await openPanels(RULES, { quiet: true, change: onLoadOnly, env: { localStorage: () => null, sessionStorage: () => null } });
    await testbed.settle(PAGE_LOAD_DELAY_MS);
    expect(isShown('341')).toBe(true);
    click(document.querySelector('[data-id="341"] .off-canvas-close')!);
    await testbed.settle(1000);
    expect(isShown('341')).toBe(false);
    expect(warnings()).toEqual([
      'localStorage.off_canvas_342: storage refused the write (disabled or full); the counters last for this page view only',
    ]);
  });
});
