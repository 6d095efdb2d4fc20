import { fireEvent } from '@testing-library/dom';
import { POPUP_OPEN_DELAY_MS, POPUP_REMOVE_DELAY_MS } from '../add-ons';
import { json, openTestbed, type Testbed, type RecordedEvent } from '../../../test/support';
import { contactForm } from '../definition';
import { cf7Form, FEEDBACK, fillContact, REFILL, SCHEMA, schemaOf, warningsOf, WPCF7 } from './cf7';

const POPUP_HTML =
  '<div class="wpcf7r-modal popup-template modal" aria-labelledby="popup-title"><h2 id="popup-title">Thank you!</h2><button type="button" class="close-button">Close</button></div>';

const sent = (addOns: Record<string, unknown>) => ({
  ...addOns,
  contact_form_id: 101,
  status: 'mail_sent',
  message: 'Thank you for your message. It has been sent.',
  posted_data_hash: 'abc',
  into: '#wpcf7-f101-p45-o1',
  invalid_fields: [],
});

let testbed: Testbed;

async function sendWith(addOns: Record<string, unknown>, beforeSubmit: () => void = () => undefined): Promise<void> {
  testbed = await openTestbed('contact-form/cf7-contact.html', [contactForm], {
    globals: { wpcf7: WPCF7 },
    routes: { [SCHEMA(101)]: json(schemaOf(101)), [REFILL(101)]: json([]), [FEEDBACK(101)]: json(sent(addOns)) },
  });
  fillContact();
  await testbed.settle();
  beforeSubmit();
  cf7Form().querySelector<HTMLInputElement>('.wpcf7-submit')!.click();
  await testbed.settle();
}

afterEach(() => {
  testbed?.close();
  jest.restoreAllMocks();
});

describe('success popup', () => {
  it('[CF-060] is appended on mail_sent and opens after 1 s as a dialog with focus on its close button', async () => {
    await sendWith({ popup: [{ 'popup-template': POPUP_HTML, 'template-name': 'popup-template-1' }] });
    const popup = document.querySelector<HTMLElement>('body > .wpcf7r-modal')!;
    expect(popup).not.toBeNull();
    expect(document.body).toHaveClass('popup-template-1');
    expect(popup).not.toHaveClass('is-open');
    await testbed.settle(POPUP_OPEN_DELAY_MS - 1);
    expect(popup).not.toHaveClass('is-open');
    await testbed.settle(1);
    expect(POPUP_OPEN_DELAY_MS).toBe(1000);
    expect(popup).toHaveClass('is-open');
    expect(document.body).toHaveClass('modal-popup-open');
    expect(popup).toHaveAttribute('role', 'dialog');
    expect(popup).toHaveAttribute('aria-modal', 'true');
    expect(document.activeElement).toBe(popup.querySelector('.close-button'));
  });

  it('[CF-061] its close button fades it out and removes it 4 s later', async () => {
    await sendWith({ popup: [{ 'popup-template': POPUP_HTML, 'template-name': 'popup-template-1' }] });
    await testbed.settle(POPUP_OPEN_DELAY_MS);
    const popup = document.querySelector<HTMLElement>('.wpcf7r-modal')!;
    fireEvent.click(popup.querySelector('.close-button')!);
    expect(popup).not.toHaveClass('is-open');
    expect(popup).toHaveClass('fade');
    expect(document.body).not.toHaveClass('modal-popup-open');
    await testbed.settle(POPUP_REMOVE_DELAY_MS - 1);
    expect(popup.isConnected).toBe(true);
    await testbed.settle(1);
    expect(POPUP_REMOVE_DELAY_MS).toBe(4000);
    expect(document.querySelector('.wpcf7r-modal')).toBeNull();
  });

  it('a template without a label is named by its heading', async () => {
    await sendWith({ popup: [{ 'popup-template': '<div class="wpcf7r-modal"><h3>Sent!</h3><button type="button" class="close-button">OK</button></div>' }] });
    const popup = document.querySelector<HTMLElement>('.wpcf7r-modal')!;
    const heading = popup.querySelector('h3')!;
    expect(heading.id).not.toBe('');
    expect(popup).toHaveAttribute('aria-labelledby', heading.id);
  });

  it('Escape closes it too', async () => {
    await sendWith({ popup: [{ 'popup-template': POPUP_HTML }] });
    await testbed.settle(POPUP_OPEN_DELAY_MS);
    const popup = document.querySelector<HTMLElement>('.wpcf7r-modal')!;
    fireEvent.keyDown(popup, { key: 'Escape' });
    expect(popup).toHaveClass('fade');
  });
});

describe('redirect actions', () => {
  it('[CF-066] a redirect item navigates to redirect_url after its delay in seconds', async () => {
    await sendWith({ redirect: [{ type: 'redirect', redirect_url: 'http://localhost/thanks/', delay: 2 }] });
    await testbed.settle(1999);
    expect(testbed.navigations).toEqual([]);
    await testbed.settle(1);
    expect(testbed.navigations).toEqual(['http://localhost/thanks/']);
  });

  it('[CF-066] a new_tab item opens redirect_url in a new window; delay_redirect counts in milliseconds', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    await sendWith({ redirect: [{ type: 'new_tab', redirect_url: 'http://localhost/brochure/', delay_redirect: 500 }] });
    await testbed.settle(499);
    expect(open).not.toHaveBeenCalled();
    await testbed.settle(1);
    expect(open).toHaveBeenCalledWith('http://localhost/brochure/', undefined, undefined);
    expect(testbed.navigations).toEqual([]);
  });

  it('[CF-066] an item with a form appends it and posts #cf7r-result-form', async () => {
    const submitted: HTMLFormElement[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    await sendWith({
      redirect: [{ type: 'redirect', redirect_url: 'http://localhost/crm/', delay: 0, form: '<form id="cf7r-result-form" action="http://localhost/crm/" method="post"><input type="hidden" name="your-name" value="Ada"></form>' }],
    });
    await testbed.settle();
    expect(submitted.map((f) => f.id)).toEqual(['cf7r-result-form']);
    expect(submitted[0]!.querySelector('input')).toHaveValue('Ada');
    expect(testbed.navigations).toEqual([]);
  });

  it('a payment form keeps fields named like form and document properties (charset, action, submit) and is posted with them', async () => {
    const submitted: HTMLFormElement[] = [];
    jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    const form =
      '<form id="cf7r-result-form" action="https://pay.example/cgi-bin/webscr" method="post"><input type="hidden" name="cmd" value="_xclick"><input type="hidden" name="charset" value="utf-8"><input type="hidden" name="action" value="pay"><input type="hidden" name="submit" value="1"></form>';
    await sendWith({ redirect_to_paypal: [{ type: 'redirect', redirect_url: 'https://pay.example/', delay: 0, form }] });
    await testbed.settle();
    expect(submitted.map((f) => f.id)).toEqual(['cf7r-result-form']);
    expect(Array.from(new FormData(submitted[0]!).keys())).toEqual(['cmd', 'charset', 'action', 'submit']);
  });
});

describe('redirect targets the server sends', () => {
  it.each([
    ['javascript:alert(document.cookie)', 'redirect', 'redirect', 'the "javascript:" scheme'],
    ['data:text/html,<script>alert(1)</script>', 'redirect', 'redirect', 'the "data:" scheme'],
    [' JaVaScRiPt:alert(1)', 'new_tab', 'new-tab redirect', 'the "javascript:" scheme'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'new_tab', 'new-tab redirect', 'the "data:" scheme'],
    ['//elsewhere.example/thanks/', 'redirect', 'redirect', 'a scheme-less address to another origin (elsewhere.example)'],
  ])('[CF-066] %j (%s) is refused with one console warning, and the page stays', async (url, type, purpose, reason) => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    await sendWith({ redirect: [{ type, redirect_url: url, delay: 0 }] });
    await testbed.settle(0);
    expect(testbed.navigations).toEqual([]);
    expect(open).not.toHaveBeenCalled();
    expect(warningsOf(testbed)).toEqual([
      `[site-runtime:contact-form] site-runtime: ignored the ${purpose} URL the server sent: ${reason} is not allowed (only http(s) and same-origin addresses are followed).`,
    ]);
  });

  it('[CF-066] a relative redirect_url on this origin is followed', async () => {
    await sendWith({ redirect_to_paypal: [{ type: 'redirect', redirect_url: '/pay/?order=7', delay: 0 }] });
    await testbed.settle(0);
    expect(testbed.navigations).toEqual(['http://localhost/pay/?order=7']);
    expect(warningsOf(testbed)).toEqual([]);
  });
});

describe('script actions', () => {
  it('[CF-065] the mailsent event carries the add-on keys in apiResponse for third-party listeners', async () => {
    const addOns = { redirect: [{ type: 'redirect', redirect_url: 'http://localhost/t/', delay: 60 }], FireScript: [], popup: [], api_url_request: [], api_json_xml_request: [], redirect_to_paypal: [] };
    let events: RecordedEvent[] = [];
    await sendWith(addOns, () => (events = testbed.recordEvents(['wpcf7mailsent'])));
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toMatchObject({ status: 'mail_sent', contactFormId: 101, unitTag: 'wpcf7-f101-p45-o1', apiResponse: { ...addOns, into: '#wpcf7-f101-p45-o1', invalid_fields: [] } });
  });

  it('FireScript strings run in order', async () => {
    await sendWith({ FireScript: ['window.__fired = ["a"];', 'window.__fired.push("b");'] });
    expect((window as unknown as { __fired: string[] }).__fired).toEqual(['a', 'b']);
    delete (window as unknown as { __fired?: unknown }).__fired;
  });

  it('[CF-069] an API action whose script throws is logged as "Error handling API action"; the next one still runs', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await sendWith({
      api_url_request: [
        { result_javascript: 'throw new Error("crm down")', api_response: '{"ok":false}' },
        { result_javascript: 'window.__crm = rcf7_response.id;', api_response: '{"id":7}' },
      ],
    });
    expect(errors).toHaveBeenCalledWith('[site-runtime:contact-form]', 'Error handling API action:', expect.objectContaining({ message: 'crm down' }));
    expect((window as unknown as { __crm: number }).__crm).toBe(7);
    delete (window as unknown as { __crm?: unknown }).__crm;
  });
});

describe("Redirection for CF7's jQuery events", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const jQuery = require('jquery') as (target: unknown) => { on(e: string, h: (...a: unknown[]) => void): void; off(): void; is(s: string): boolean };

  afterEach(() => {
    jQuery(document.body).off();
    delete (window as unknown as { jQuery?: unknown }).jQuery;
  });

  it('fires wpcf7r-mailsent with the CF7 event and popup events with the jQuery-wrapped popup, on body', async () => {
    (window as unknown as { jQuery?: unknown }).jQuery = jQuery;
    const heard: Array<[string, unknown]> = [];
    for (const name of ['wpcf7r-mailsent', 'wpcf7r-before-open-popup', 'wpcf7r-popup-appended', 'wpcf7r-popup-removed', 'wpcf7r-handle_redirect_action']) {
      jQuery(document.body).on(name, (_event: unknown, arg: unknown) => heard.push([name, arg]));
    }
    await sendWith({
      popup: [{ 'popup-template': POPUP_HTML }],
      redirect: [{ redirect_url: '/thanks/', type: 'redirect', delay: 0 }],
    });
    const names = heard.map(([name]) => name);
    expect(names).toEqual(['wpcf7r-mailsent', 'wpcf7r-before-open-popup', 'wpcf7r-popup-appended', 'wpcf7r-handle_redirect_action']);
    expect((heard[0]![1] as CustomEvent).type).toBe('wpcf7mailsent');
    expect((heard[2]![1] as { is(s: string): boolean }).is('.wpcf7r-modal')).toBe(true);
    expect(heard[3]![1]).toEqual([{ redirect_url: '/thanks/', type: 'redirect', delay: 0 }]);
    await testbed.settle(POPUP_OPEN_DELAY_MS);
    fireEvent.click(document.querySelector('.wpcf7r-modal .close-button')!);
    await testbed.settle(POPUP_REMOVE_DELAY_MS);
    expect(heard.at(-1)![0]).toBe('wpcf7r-popup-removed');
  });
});
