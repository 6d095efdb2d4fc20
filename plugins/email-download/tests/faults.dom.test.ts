/**
 * Email Before Download's links call under every fault of docs/reliability.md, after a CF7 form was
 * sent: an alert in the form's wrapper says the links could not be fetched, the sent message stays,
 * nothing navigates, and sending the form again brings the links (the alert goes).
 */
import { faultAnswer, json, meetFault, type Answer, type FaultName, type Testbed } from '../../../test/support';
import { LINKS_FAILED } from '../failure-notice';
import { AJAX, SENT, openEbdForm, sendEbdForm } from './ebd-form';

// The first page loads the plugins' chunks in real time, which a busy machine stretches.
jest.setTimeout(60_000);

const LINKS = json({ html: '<div class="ebd_results"><a class="ebd_link" href="/dl/42">Annual report 2025</a></div>' });

let testbed: Testbed;
afterEach(() => testbed?.close());

async function open(links: Answer) {
  testbed = await openEbdForm(links, { quiet: true });
}

const send = () => sendEbdForm(testbed);

const alertOf = () => document.querySelector<HTMLElement>('#wpcf7-f103-p47-o1 [role="alert"]');
const links = () => document.querySelectorAll('#wpcf7-f103-p47-o1 .ebd_results a.ebd_link');

describe('ebd_inline_links under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'ebd_inline_links, time-out: an alert says the links could not be fetched, the sent message stays, sending again brings the links' },
    { fault: '500', title: 'ebd_inline_links, 500: an alert says the links could not be fetched, the sent message stays, sending again brings the links' },
    { fault: '403 / nonce', title: 'ebd_inline_links, 403 / nonce: an alert says the links could not be fetched, the sent message stays, sending again brings the links' },
    { fault: 'invalid JSON', title: 'ebd_inline_links, invalid JSON: an alert says the links could not be fetched, the sent message stays, sending again brings the links' },
    { fault: 'HTML for JSON', title: 'ebd_inline_links, HTML for JSON: an alert says the links could not be fetched, the sent message stays, sending again brings the links' },
    { fault: 'offline', title: 'ebd_inline_links, offline: an alert says the links could not be fetched, the sent message stays, sending again brings the links' },
  ])('$title', async ({ fault }) => {
    await open(faultAnswer(fault, 'admin_ajax'));
    await send();
    await meetFault(testbed, fault);
    expect(alertOf()).toHaveTextContent(LINKS_FAILED);
    expect(document.querySelector('.wpcf7-response-output')).toHaveTextContent(SENT.message);
    expect(links()).toHaveLength(0);
    expect(testbed.navigations).toEqual([]);

    testbed.site.routes[AJAX] = LINKS;
    await send();
    expect(alertOf()).toBeNull();
    expect(links()).toHaveLength(1);
  });

  it('ebd_inline_links, superseded: the links of a later send show alone; the earlier call timing out after them raises no alert', async () => {
    await open([{ ...json({ html: '<div class="ebd_results">late</div>' }), delay: Infinity }, LINKS]);
    await send();
    await send();
    expect(links()).toHaveLength(1);
    await meetFault(testbed, 'time-out');
    expect(alertOf()).toBeNull();
    expect(links()).toHaveLength(1);
  });
});
