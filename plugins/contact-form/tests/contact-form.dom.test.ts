import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent } from '@testing-library/dom';
import { settle } from '../../../test/support/harness';
import { fillContact, jsonAnswer, openCf7Page, recordEvents, ROOT, schemaOf, submit, type Cf7Page } from './cf7-page';

const SENT = {
  contact_form_id: 101,
  status: 'mail_sent',
  message: 'Thank you for your message. It has been sent.',
  posted_data_hash: 'd41d8cd98f00b204e9800998ecf8427e',
  into: '#wpcf7-f101-p45-o1',
  invalid_fields: [],
};
const INVALID = {
  contact_form_id: 101,
  status: 'validation_failed',
  message: 'One or more fields have an error. Please check and try again.',
  posted_data_hash: '',
  into: '#wpcf7-f101-p45-o1',
  invalid_fields: [{ field: 'your-email', message: 'Please enter an email address.', idref: null, error_id: 'wpcf7-f101-p45-o1-ve-your-email' }],
};

const baseRoutes = () => ({
  'GET contact-forms/101/feedback/schema': () => jsonAnswer(schemaOf(101)),
  'GET contact-forms/101/refill': () => jsonAnswer([]),
  'POST contact-forms/101/feedback': () => jsonAnswer(SENT),
});

let page: Cf7Page;
afterEach(() => {
  page?.runtime.stop();
  delete (window as unknown as { wpcf7?: unknown }).wpcf7;
});

describe('binding CF7 markup', () => {
  it('[CF-001] keeps the entity CF7 keeps on form.wpcf7: id, version, locale, unit tag, container post, status, schema, posted_data_hash', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', baseRoutes());
    const entity = (page.form as unknown as { wpcf7: Record<string, unknown> }).wpcf7;
    expect(entity).toMatchObject({
      id: 101,
      pluginVersion: '6.2-dev',
      locale: 'en_US',
      unitTag: 'wpcf7-f101-p45-o1',
      containerPost: 45,
      status: 'init',
      schema: schemaOf(101),
      postedDataHash: '',
      parent: document.querySelector('#wpcf7-f101-p45-o1'),
    });
    expect(document.querySelector('#wpcf7-f101-p45-o1')).toHaveClass('js');
    expect(document.querySelector('.has-spinner + .wpcf7-spinner')).not.toBeNull();
    fillContact(page);
    await submit(page);
    expect(entity).toMatchObject({ status: 'sent', postedDataHash: SENT.posted_data_hash });
  });

  it('[CF-002] fetches the schema once per form id with GET contact-forms/{id}/feedback/schema, without a nonce', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', baseRoutes());
    const schemaCalls = page.calls.filter((c) => c.url.endsWith('/feedback/schema'));
    expect(schemaCalls).toEqual([
      expect.objectContaining({ method: 'GET', url: `${ROOT}contact-form-7/v1/contact-forms/101/feedback/schema` }),
    ]);
    expect(schemaCalls[0]!.headers).toMatchObject({ accept: 'application/json, */*;q=0.1' });
    expect(schemaCalls[0]!.headers).not.toHaveProperty('x-wp-nonce');
  });

  it('[CF-002] forms sharing an id share one schema request; a failed one is forgotten, so a form added later asks again', async () => {
    const schemaCalls = () => page.calls.filter((c) => c.url.endsWith('/contact-forms/101/feedback/schema'));
    page = await openCf7Page('contact-form/cf7-contact.html', { ...baseRoutes(), 'GET contact-forms/101/feedback/schema': () => jsonAnswer({ code: 'down' }, 500) }, {
      prepare: () => document.body.insertAdjacentHTML('beforeend', readFileSync(join(__dirname, '../../../fixtures/markup/contact-form/cf7-contact-second.html'), 'utf8')),
    });
    expect(schemaCalls()).toHaveLength(1);
    page.routes['GET contact-forms/101/feedback/schema'] = () => jsonAnswer(schemaOf(101));
    document.body.insertAdjacentHTML('beforeend', readFileSync(join(__dirname, '../../../fixtures/markup/contact-form/cf7-contact-second.html'), 'utf8').replaceAll('-o2', '-o3'));
    await settle(10);
    expect(schemaCalls()).toHaveLength(2);
    const third = document.querySelector<HTMLFormElement>('#wpcf7-f101-p45-o3 > form')!;
    expect((third as unknown as { wpcf7: { schema: unknown } }).wpcf7.schema).toEqual(schemaOf(101));
  });

  it('[CF-062] [CF-063] posts the form data to contact-forms/{id}/feedback and writes posted_data_hash back', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', baseRoutes());
    fillContact(page);
    await submit(page);
    const post = page.calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`${ROOT}contact-form-7/v1/contact-forms/101/feedback`);
    expect(post.headers).not.toHaveProperty('x-wp-nonce');
    expect(post.body!.get('_wpcf7_unit_tag')).toBe('wpcf7-f101-p45-o1');
    expect(post.body!.get('your-email')).toBe('ada@example.com');
    expect(post.body!.get('your-consent')).toBe('1');
    expect(page.field('_wpcf7_posted_data_hash').value).toBe(SENT.posted_data_hash);
    expect(page.form.querySelector('.wpcf7-response-output')).toHaveTextContent(SENT.message);
    expect(document.querySelector('.screen-reader-response [role="status"]')).toHaveTextContent(SENT.message);
  });

  it('[CF-065] [CF-051] fires CF7 events in its order with its detail fields (unitTag and contactFormId, not id)', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', baseRoutes());
    fillContact(page);
    await settle(10);
    const events = recordEvents(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset', 'wpcf7statuschanged']);
    await submit(page);
    expect(events.map((e) => (e.name === 'wpcf7statuschanged' ? `status:${e.detail.status}` : e.name))).toEqual([
      'wpcf7beforesubmit',
      'status:submitting',
      'status:sent',
      'wpcf7mailsent',
      'wpcf7submit',
      'status:resetting',
      'status:sent',
      'wpcf7reset',
    ]);
    const sent = events.find((e) => e.name === 'wpcf7mailsent')!.detail;
    expect(sent).toMatchObject({
      contactFormId: 101,
      pluginVersion: '6.2-dev',
      contactFormLocale: 'en_US',
      unitTag: 'wpcf7-f101-p45-o1',
      containerPostId: 45,
      status: 'mail_sent',
      apiResponse: SENT,
    });
    expect(sent).not.toHaveProperty('id');
    expect(sent.inputs).toEqual(
      expect.arrayContaining([
        { name: 'your-email', value: 'ada@example.com' },
        { name: 'your-consent', value: '1' },
      ]),
    );
    expect((sent.inputs as { name: string }[]).some((i) => i.name.startsWith('_'))).toBe(false);
    expect(sent.formData).toBeInstanceOf(FormData);
    const changed = events.find((e) => e.name === 'wpcf7statuschanged' && e.detail.status === 'submitting')!.detail;
    expect(changed).toEqual({ contactFormId: 101, pluginVersion: '6.2-dev', contactFormLocale: 'en_US', unitTag: 'wpcf7-f101-p45-o1', containerPostId: 45, status: 'submitting', prevStatus: 'init' });
  });

  it('[CF-057] [CF-063] shows invalid_fields as tips with aria-invalid, aria-describedby and the screen-reader list', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', { ...baseRoutes(), 'POST contact-forms/101/feedback': () => jsonAnswer(INVALID) });
    const invalid = recordEvents(['wpcf7invalid']);
    fillContact(page, { 'your-email': 'ada@localhost' });
    await submit(page);
    expect(page.form).toHaveAttribute('data-status', 'invalid');
    expect(page.form).toHaveClass('wpcf7-form', 'invalid');
    expect(page.form).not.toHaveClass('init');
    expect(invalid).toHaveLength(1);
    const email = page.field('your-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'wpcf7-f101-p45-o1-ve-your-email');
    expect(email).toHaveClass('wpcf7-not-valid');
    expect(email.validationMessage).toBe('Please enter an email address.');
    expect(email.parentElement!.querySelector('.wpcf7-not-valid-tip')).toHaveTextContent('Please enter an email address.');
    expect(document.querySelector('.screen-reader-response ul li#wpcf7-f101-p45-o1-ve-your-email')).toHaveTextContent('Please enter an email address.');
    expect(email.value).toBe('ada@localhost');

    // The next submission clears every tip first.
    page.routes['POST contact-forms/101/feedback'] = () => jsonAnswer(SENT);
    page.field('your-email').value = 'ada@example.com';
    await submit(page);
    expect(document.querySelectorAll('.wpcf7-not-valid-tip, .screen-reader-response li')).toHaveLength(0);
    expect(page.field('your-email')).toHaveAttribute('aria-invalid', 'false');
    expect(page.field('your-email')).not.toHaveAttribute('aria-describedby');
  });

  it('[CF-059] the response box can be dismissed with its close button', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', { ...baseRoutes(), 'POST contact-forms/101/feedback': () => jsonAnswer(INVALID) });
    fillContact(page);
    await submit(page);
    const output = page.form.querySelector<HTMLElement>('.wpcf7-response-output')!;
    expect(output).toBeVisible();
    fireEvent.click(output.querySelector('button.wpcf7-response-dismiss')!);
    expect(output).not.toBeVisible();
    await submit(page);
    expect(output).toBeVisible();
  });
});

describe('nothing lost', () => {
  it('[CF-068] a 200 answer that is not JSON keeps the input and shows CF7\'s invalid_json message', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    page = await openCf7Page('contact-form/cf7-contact.html', { ...baseRoutes(), 'POST contact-forms/101/feedback': () => new Response('<html>maintenance</html>', { status: 200 }) });
    fillContact(page);
    await submit(page);
    expect(page.form.querySelector('.wpcf7-response-output')).toHaveTextContent('The response is not a valid JSON response.');
    expect(page.field('your-name').value).toBe('Ada Lovelace');
    expect(page.form.querySelector('.wpcf7-submit')).toBeEnabled();
    errors.mockRestore();
  });

  it('[CF-067] a fetch that fails shows "You are probably offline." and the next click sends again', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', { ...baseRoutes(), 'POST contact-forms/101/feedback': () => Promise.reject(new TypeError('Failed to fetch')) });
    fillContact(page);
    await submit(page);
    expect(page.form.querySelector('.wpcf7-response-output')).toHaveTextContent('You are probably offline.');
    expect(page.field('your-email').value).toBe('ada@example.com');
    page.routes['POST contact-forms/101/feedback'] = () => jsonAnswer(SENT);
    await submit(page);
    expect(page.form).toHaveAttribute('data-status', 'sent');
  });

  it('a time-out after 15 s keeps the input and frees the form', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', { ...baseRoutes(), 'POST contact-forms/101/feedback': () => new Promise<Response>(() => {}) });
    jest.useFakeTimers();
    try {
      fillContact(page);
      page.form.querySelector<HTMLInputElement>('.wpcf7-submit')!.click();
      await jest.advanceTimersByTimeAsync(14999);
      expect(page.form).toHaveAttribute('data-status', 'submitting');
      await jest.advanceTimersByTimeAsync(1);
      expect(page.form.querySelector('.wpcf7-response-output')).toHaveTextContent('Server response timeout');
      expect(page.form).toHaveAttribute('data-status', 'failed');
      expect(page.field('your-message').value).toBe('About the analytical engine.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('clicks while a submission runs send nothing more', async () => {
    let release!: () => void;
    page = await openCf7Page('contact-form/cf7-contact.html', {
      ...baseRoutes(),
      'POST contact-forms/101/feedback': () => new Promise<Response>((resolve) => (release = () => resolve(jsonAnswer(SENT)))),
    });
    fillContact(page);
    await submit(page);
    await submit(page);
    await submit(page);
    release();
    await settle(10);
    expect(page.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(page.form).toHaveAttribute('data-status', 'sent');
  });
});

describe('validation on change', () => {
  it('[CF-003] [CF-004] a changed field is checked against the schema with the schema\'s error text', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', baseRoutes());
    const email = page.field('your-email');
    email.value = 'ada@localhost';
    fireEvent.change(email);
    await settle(10);
    expect(email.parentElement!.querySelector('.wpcf7-not-valid-tip')).toHaveTextContent('Please enter an email address.');
    expect(page.form).toHaveAttribute('data-status', 'init');
    email.value = 'ada@example.com';
    fireEvent.change(email);
    await settle(10);
    expect(email.parentElement!.querySelector('.wpcf7-not-valid-tip')).toBeNull();
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('[CF-003] checks the wraps before and including the changed one, in DOM order, and leaves later fields alone', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', baseRoutes());
    const email = page.field('your-email');
    email.value = 'x';
    fireEvent.change(email);
    await settle(10);
    const tips = Array.from(document.querySelectorAll('.wpcf7-not-valid-tip')).map((tip) => tip.closest('[data-name]')!.getAttribute('data-name'));
    // The empty name before it fails required; the empty subject after it is not judged yet.
    expect(tips).toEqual(['your-name', 'your-email']);
  });

  it('inside .use-floating-validation-tip a tip hides when its control gets focus or the tip is clicked', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', baseRoutes(), { prepare: () => document.querySelector('form')!.classList.add('use-floating-validation-tip') });
    for (const name of ['your-name', 'your-email']) {
      page.field(name).value = name === 'your-email' ? 'x' : '';
    }
    fireEvent.change(page.field('your-email'));
    await settle(10);
    const [nameTip, emailTip] = Array.from(document.querySelectorAll<HTMLElement>('.wpcf7-not-valid-tip'));
    fireEvent.focusIn(page.field('your-name'));
    expect(nameTip).not.toBeVisible();
    expect(emailTip).toBeVisible();
    fireEvent.click(emailTip!);
    expect(emailTip).not.toBeVisible();
  });

  it('does nothing for a change inside .novalidate', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', baseRoutes(), { prepare: () => document.querySelector('[data-name="your-email"]')!.classList.add('novalidate') });
    const email = page.field('your-email');
    email.value = 'x';
    fireEvent.change(email);
    await settle(10);
    expect(document.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
    expect(page.form).toHaveAttribute('data-status', 'init');
  });

  it('does nothing before the schema has arrived', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', { ...baseRoutes(), 'GET contact-forms/101/feedback/schema': () => new Promise<Response>(() => {}) });
    const email = page.field('your-email');
    email.value = 'x';
    fireEvent.change(email);
    await settle(10);
    expect(document.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
  });

  it('[CF-035] a URL input without a scheme gets http:// when it is changed', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', baseRoutes());
    const website = page.field('your-website');
    website.value = ' example.com/about ';
    fireEvent.change(website);
    expect(website.value).toBe('http://example.com/about');
    await settle(10);
    expect(website.parentElement!.querySelector('.wpcf7-not-valid-tip')).toBeNull();
  });
});
