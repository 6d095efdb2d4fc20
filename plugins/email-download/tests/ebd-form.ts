/** The CF7 form with Email Before Download's choices, mailed, for the DOM tests: the fake site's routes and the send. */
import { json, openTestbed, type Answer, type Testbed } from '../../../test/support';
import { contactForm } from '../../contact-form/definition';
import { emailDownload } from '../definition';

export const SENT = { contact_form_id: 103, status: 'mail_sent', message: 'Thank you for your message. It has been sent.', posted_data_hash: 'h', into: '#wpcf7-f103-p47-o1', invalid_fields: [] };
export const AJAX = '/wp-admin/admin-ajax.php';
export const EBD_INLINE = { ajaxurl: `http://localhost${AJAX}`, ajax_nonce: 'abc123' };
const CF7 = 'rest:contact-form-7/v1/contact-forms/103';

/** Opens the form of cf7-ebd-links.html; `links` answers ebd_inline_links. */
export function openEbdForm(links: Answer, options: { ebdInline?: unknown; quiet?: boolean } = {}): Promise<Testbed> {
  return openTestbed('email-download/cf7-ebd-links.html', [contactForm, emailDownload], {
    globals: { wpcf7: { api: { root: 'http://localhost/wp-json/', namespace: 'contact-form-7/v1' } }, ebd_inline: options.ebdInline ?? EBD_INLINE },
    quiet: options.quiet,
    routes: { [AJAX]: links, [`POST ${CF7}/feedback`]: json(SENT), [`GET ${CF7}/refill`]: json([]), [`GET ${CF7}/feedback/schema`]: json({ rules: [] }) },
  });
}

/** Fills the e-mail and sends the form; CF7 answers mail_sent. */
export async function sendEbdForm(testbed: Testbed): Promise<void> {
  document.querySelector<HTMLInputElement>('[name="your-email"]')!.value = 'ada@example.com';
  document.querySelector<HTMLInputElement>('.wpcf7-submit')!.click();
  await testbed.settle();
}
