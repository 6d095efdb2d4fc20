/**
 * Contact Form 7 as the DOM tests see it: the printed wpcf7 global, the REST
 * routes of a form (route keys of the test kit's fake site), the demo forms'
 * schemas, and the form and fields of the page.
 */
import type { Testbed } from '../../../test/support';
import { FORMS } from '../../../fixtures/server/routes/contact-form.mjs';

export const ROOT = 'http://localhost/wp-json/';
export const WPCF7 = { api: { root: ROOT, namespace: 'contact-form-7/v1' } };

const FORM_ROUTES = 'rest:contact-form-7/v1/contact-forms';
export const SCHEMA = (id: number) => `GET ${FORM_ROUTES}/${id}/feedback/schema`;
export const REFILL = (id: number) => `GET ${FORM_ROUTES}/${id}/refill`;
/** The feedback answer of form 101 sent. */
export const SENT = {
  contact_form_id: 101,
  status: 'mail_sent',
  message: 'Thank you for your message. It has been sent.',
  posted_data_hash: 'd41d8cd98f00b204e9800998ecf8427e',
  into: '#wpcf7-f101-p45-o1',
  invalid_fields: [],
};

export const FEEDBACK = (id: number) => `POST ${FORM_ROUTES}/${id}/feedback`;

/** The schema the reference server gives for a demo form. */
export const schemaOf = (id: number) => ({ version: 'Contact Form 7 SWV Schema 2024-10', locale: 'en_US', rules: FORMS[id]!.rules });

/** The first CF7 form of the page. */
export const cf7Form = () => document.querySelector<HTMLFormElement>('.wpcf7 > form')!;
export const field = (name: string) => cf7Form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;

export async function submit(testbed: Testbed): Promise<void> {
  cf7Form().querySelector<HTMLInputElement>('.wpcf7-submit')!.click();
  await testbed.settle();
}

export function fillContact(values: Partial<Record<string, string>> = {}): void {
  const all = { 'your-name': 'Ada Lovelace', 'your-email': 'ada@example.com', 'your-subject': 'Engines', 'your-message': 'About the analytical engine.', ...values };
  for (const [name, value] of Object.entries(all)) field(name).value = value!;
  const consent = field('your-consent');
  consent.checked = true;
  // The acceptance gate re-checks on change, as it does when the visitor ticks the box.
  consent.dispatchEvent(new Event('change', { bubbles: true }));
}

/** What the runtime warned about on the console, each call's arguments joined by spaces. */
export const warningsOf = (testbed: Testbed): string[] => testbed.console.warn.mock.calls.map((args: unknown[]) => args.map(String).join(' '));
