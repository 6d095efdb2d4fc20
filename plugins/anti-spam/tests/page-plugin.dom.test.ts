// The page plugin runs wherever CleanTalk's globals exist, whatever tag printed them (docs/plugins/anti-spam.md#markup).
import { antiSpam } from '../definition';
import type { Runtime } from '../../../kernel/runtime';
import { loadMarkup } from '../../../test/support/fixtures';
import { NO_COOKIE_PREFIX } from '../client-data';
import { HIDDEN_FIELDS_DELAY_MS } from '../hidden-fields';
import { clearGlobals, fakeSite, quietEnvironment, startPage, tick } from './support';

let runtime: Runtime | undefined;
const win = window as unknown as Record<string, unknown> & { fetch: typeof fetch };
const realFetch = window.fetch;

/** Runs the fixture's inline script as the browser would have: its `var`s become page globals. */
function printGlobals(fixture: string): void {
  loadMarkup(fixture);
  (0, eval)(document.querySelector('script')!.textContent!);
}

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
  clearGlobals();
  win.fetch = realFetch;
  localStorage.clear();
});

describe('the page plugin\'s trigger', () => {
  it('[SPAM-043][SPAM-053] globals re-printed without data-cookieconsent (a consent tool\'s doing) still get spam protection', async () => {
    printGlobals('anti-spam/globals-rewritten.html');
    const upstream = jest.fn(async () => new Response('{}'));
    win.fetch = upstream;
    runtime = await startPage(['anti-spam/comment-form.html'], [antiSpam], quietEnvironment(fakeSite({}).fetch as unknown as typeof fetch), '', 'anti-spam/globals-rewritten.html');
    expect(document.querySelector('script[data-cookieconsent]')).toBeNull();
    await tick(HIDDEN_FIELDS_DELAY_MS);
    const form = document.getElementById('commentform')!;
    expect(form.querySelector('input[name="apbct_visible_fields"]')).not.toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name="ct_no_cookie_hidden_field"]')!.value.startsWith(NO_COOKIE_PREFIX)).toBe(true);
    await window.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: new URLSearchParams({ action: 'wpforms_submit' }) });
    const sent = (upstream.mock.calls[0] as unknown as [string, RequestInit])[1].body as URLSearchParams;
    expect(sent.get('ct_no_cookie_hidden_field')).toMatch(new RegExp(`^${NO_COOKIE_PREFIX}`));
    expect(win.cleantalkModal).toBeDefined();
  });

  it('without ctPublicFunctions nothing runs, even next to a tag shaped like CleanTalk\'s', async () => {
    const fetchBefore = window.fetch;
    runtime = await startPage(['anti-spam/comment-form.html'], [antiSpam], quietEnvironment(fakeSite({}).fetch as unknown as typeof fetch));
    expect(document.querySelector('script[data-cookieconsent="ignore"]')).not.toBeNull();
    await tick(HIDDEN_FIELDS_DELAY_MS);
    expect(document.querySelector('input[name="apbct_visible_fields"]')).toBeNull();
    expect(window.fetch).toBe(fetchBefore);
    expect(runtime.stats().mounts).toBe(0);
  });
});
