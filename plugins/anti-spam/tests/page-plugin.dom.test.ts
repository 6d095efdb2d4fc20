// The page plugin runs wherever CleanTalk's globals exist, whatever tag printed them (docs/plugins/anti-spam.md#markup).
import { antiSpam } from '../definition';
import { openTestbed, type Testbed } from '../../../test/support';
import { markupOf } from '../../../test/support/markup';
import { NO_COOKIE_PREFIX } from '../client-data';
import { HIDDEN_FIELDS_DELAY_MS } from '../hidden-fields';
import { cleantalkGlobals } from './cleantalk';

let testbed: Testbed | undefined;
const win = window as unknown as Record<string, unknown> & { fetch: typeof fetch };
const realFetch = window.fetch;

/** The page globals a fixture's inline script defines, as the browser would have run it. */
function printedGlobals(fixture: string): Record<string, unknown> {
  const holder = document.createElement('div');
  holder.innerHTML = markupOf(fixture);
  const code = holder.querySelector('script')!.textContent!;
  return new Function(`${code}; return { ctPublicFunctions, ctPublic };`)() as Record<string, unknown>;
}

afterEach(() => {
  testbed?.close();
  testbed = undefined;
  win.fetch = realFetch;
  localStorage.clear();
});

describe('the page plugin\'s trigger', () => {
  it('[SPAM-043][SPAM-053] globals re-printed without data-cookieconsent (a consent tool\'s doing) still get spam protection', async () => {
    const upstream = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    win.fetch = upstream;
    testbed = await openTestbed(['anti-spam/globals-rewritten.html', 'anti-spam/comment-form.html'], [antiSpam], {
      globals: printedGlobals('anti-spam/globals-rewritten.html'),
      quiet: true,
    });
    expect(document.querySelector('script[data-cookieconsent]')).toBeNull();
    await testbed.settle(HIDDEN_FIELDS_DELAY_MS);
    const form = document.getElementById('commentform')!;
    expect(form.querySelector('input[name="apbct_visible_fields"]')).not.toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name="ct_no_cookie_hidden_field"]')!.value.startsWith(NO_COOKIE_PREFIX)).toBe(true);
    await window.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: 'wpforms_submit' }) });
    const sent = upstream.mock.calls[0]![1]!.body as URLSearchParams;
    expect(sent.get('ct_no_cookie_hidden_field')).toMatch(new RegExp(`^${NO_COOKIE_PREFIX}`));
    expect(win.cleantalkModal).toBeDefined();
  });

  it('without ctPublicFunctions nothing runs, even next to a tag shaped like CleanTalk\'s', async () => {
    const fetchBefore = window.fetch;
    const { ctPublic } = cleantalkGlobals();
    testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/comment-form.html'], [antiSpam], { globals: { ctPublic }, quiet: true });
    expect(document.querySelector('script[data-cookieconsent="ignore"]')).not.toBeNull();
    await testbed.settle(HIDDEN_FIELDS_DELAY_MS);
    expect(document.querySelector('input[name="apbct_visible_fields"]')).toBeNull();
    expect(window.fetch).toBe(fetchBefore);
    expect(testbed.runtime.stats().mounts).toBe(0);
  });
});
