import { json, networkError, never, text, type Answer, type Testbed } from '../../../test/support';
import { TIMEOUT_MS } from '../../../adapters/http';
import { openEbdForm, sendEbdForm } from './ebd-form';

/** Email Before Download's links call failing after the mail was sent: the visitor is told, in the form's wrapper. */
let testbed: Testbed;
afterEach(() => testbed.close());

async function sendWithLinksAnswer(answer: Answer) {
  testbed = await openEbdForm(answer, { quiet: true });
  await sendEbdForm(testbed);
}

const alertOf = () => document.querySelector<HTMLElement>('#wpcf7-f103-p47-o1 [role="alert"]');

describe('a failed ebd_inline_links call is shown to the visitor', () => {
  it.each<[string, Answer, number]>([
    ['a 500', text('<h1>There has been a critical error on this website.</h1>', 500), 0],
    ['a failed nonce (403 "-1")', text('-1', 403), 0],
    ['no connection', networkError(), 0],
    ['an HTML page where JSON was expected', text('<!doctype html><html><body>Maintenance</body></html>', 200, { 'content-type': 'text/html' }), 0],
    ['no answer within the time-out', never(), TIMEOUT_MS],
  ])('%s: an alert in the form\'s wrapper says the links could not be fetched; the sent message stays', async (_case, answer, wait) => {
    await sendWithLinksAnswer(answer);
    await testbed.settle(wait);
    const alert = alertOf();
    expect(alert).not.toBeNull();
    expect(alert).toBeVisible();
    expect(alert!.textContent).toBe('Your message was sent, but the download links could not be fetched. Please send the form again.');
    expect(alert!.previousElementSibling?.tagName).toBe('FORM');
    expect(document.querySelector('.wpcf7-response-output')!.textContent).toBe('Thank you for your message. It has been sent.');
    expect(testbed.navigations).toEqual([]);
  });

  it('the next send takes the old alert away, and links that then come show alone', async () => {
    await sendWithLinksAnswer([text('', 500), json({ html: '<div class="ebd_results"><a class="ebd_link" href="/dl/42">Annual report 2025</a></div>' })]);
    expect(alertOf()).not.toBeNull();
    document.querySelector<HTMLInputElement>('.wpcf7-submit')!.click();
    await testbed.settle();
    expect(alertOf()).toBeNull();
    expect(document.querySelectorAll('#wpcf7-f103-p47-o1 > .ebd_results')).toHaveLength(1);
    expect(document.querySelector('.ebd_results a.ebd_link')).toHaveAttribute('href', '/dl/42');
  });

  it.each<[string, Answer]>([
    ['an empty body (no links for this address yet)', text('')],
    ['"email sent" (the links went by e-mail)', text('"email sent"')],
  ])('%s is no failure: nothing is shown', async (_case, answer) => {
    await sendWithLinksAnswer(answer);
    expect(alertOf()).toBeNull();
    expect(document.querySelector('.ebd_results')).toBeNull();
  });
});
