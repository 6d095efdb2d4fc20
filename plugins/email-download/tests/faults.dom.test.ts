/**
 * Email Before Download's links call under every fault of docs/reliability.md, after a CF7 form was
 * sent: an alert in the form's wrapper says the links could not be fetched, the sent message stays,
 * nothing navigates, and sending the form again brings the links (the alert goes).
 */
import { faultAnswer, json, meetFault, openTestbed, type Answer, type FaultName, type Testbed } from '../../../test/support';
import { contactForm } from '../../contact-form/definition';
import { emailDownload } from '../definition';
import { LINKS_FAILED } from '../failure-notice';

// The first page loads the plugins' chunks in real time, which a busy machine stretches.
jest.setTimeout(60_000);

const SENT = { contact_form_id: 103, status: 'mail_sent', message: 'Thank you for your message. It has been sent.', posted_data_hash: 'h', into: '#wpcf7-f103-p47-o1', invalid_fields: [] };
const CF7 = 'rest:contact-form-7/v1/contact-forms/103';
const AJAX = '/wp-admin/admin-ajax.php';
const LINKS = json({ html: '<div class="ebd_results"><a class="ebd_link" href="/dl/42">Annual report 2025</a></div>' });

let testbed: Testbed;
afterEach(() => testbed?.close());

async function open(links: Answer) {
  testbed = await openTestbed('email-download/cf7-ebd-links.html', [contactForm, emailDownload], {
    globals: {
      wpcf7: { api: { root: 'http://localhost/wp-json/', namespace: 'contact-form-7/v1' } },
      ebd_inline: { ajaxurl: `http://localhost${AJAX}`, ajax_nonce: 'abc123' },
    },
    quiet: true,
    routes: { [AJAX]: links, [`POST ${CF7}/feedback`]: json(SENT), [`GET ${CF7}/refill`]: json([]), [`GET ${CF7}/feedback/schema`]: json({ rules: [] }) },
  });
}

async function send() {
  document.querySelector<HTMLInputElement>('[name="your-email"]')!.value = 'ada@example.com';
  document.querySelector<HTMLInputElement>('.wpcf7-submit')!.click();
  await testbed.settle();
}

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
