/**
 * Avada's live search under every fault of docs/reliability.md: the spinner stops, the list shows
 * the no-results text (never a spinner for ever), the text typed stays, and the failed text is not
 * cached: the same text typed again asks again.
 */
import { fireEvent } from '@testing-library/dom';
import { faultAnswer, json, meetFault, openTestbed, type FaultName, type Testbed } from '../../../test/support';
import { liveSearch } from '../definition';
import { LAMP, liveSearchGlobals, ROUTE } from './avada';

// The first page loads the plugin's chunk in real time, which a busy machine stretches.
jest.setTimeout(60_000);

let testbed: Testbed;
afterEach(() => testbed?.close());

const input = () => document.querySelector<HTMLInputElement>('.fusion-live-search-input')!;
const list = () => document.querySelector<HTMLElement>('.fusion-search-results')!;
const spinner = () => input().closest('form')!.querySelector<HTMLElement>('.fusion-slider-loading')!;

/** Types `value` and lets the 500 ms wait pass (all but `short` of it). */
async function type(value: string, short = 0) {
  input().focus();
  input().value = value;
  fireEvent.input(input());
  await testbed.settle(500 - short);
}

describe('live_search_retrieve_posts under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'live_search_retrieve_posts, time-out: the spinner stops, the no-results text shows, the text stays, the same text asks again' },
    { fault: '500', title: 'live_search_retrieve_posts, 500: the spinner stops, the no-results text shows, the text stays, the same text asks again' },
    { fault: '403 / nonce', title: 'live_search_retrieve_posts, 403 / nonce: the spinner stops, the no-results text shows, the text stays, the same text asks again' },
    { fault: 'invalid JSON', title: 'live_search_retrieve_posts, invalid JSON: the spinner stops, the no-results text shows, the text stays, the same text asks again' },
    { fault: 'HTML for JSON', title: 'live_search_retrieve_posts, HTML for JSON: the spinner stops, the no-results text shows, the text stays, the same text asks again' },
    { fault: 'offline', title: 'live_search_retrieve_posts, offline: the spinner stops, the no-results text shows, the text stays, the same text asks again' },
  ])('$title', async ({ fault }) => {
    testbed = await openTestbed('live-search/theme-search.html', [liveSearch], {
      globals: liveSearchGlobals({ no_search_results: 'Nothing here, sorry.' }),
      routes: { [ROUTE]: faultAnswer(fault, 'admin_ajax') },
      url: '/search-demo/',
      quiet: true,
    });
    await type('lamp', 1);
    // The request leaves in this step of the clock; its answer has not been read yet.
    testbed.clock.advance(1);
    expect(spinner().style.display).toBe('block');
    await meetFault(testbed, fault);
    expect(spinner().style.display).toBe('');
    expect(list()).toHaveClass('suggestions-empty');
    expect(list()).toHaveTextContent('Nothing here, sorry.');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input().value).toBe('lamp');

    testbed.site.routes[ROUTE] = json([LAMP]);
    await type('lam');
    await type('lamp');
    expect(testbed.site.requestsTo(ROUTE).filter((request) => request.fields.search === 'lamp')).toHaveLength(2);
    expect(list().querySelectorAll('a.fusion-search-result')).toHaveLength(1);
  });
});
