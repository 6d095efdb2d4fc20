import { fireEvent } from '@testing-library/dom';
import { settle } from '../../../test/support/harness';
import { fillContact, jsonAnswer, openCf7Page, ROOT, schemaOf, submit, type Cf7Page } from './cf7-page';

const TAG = '[site-runtime:contact-form]';
const FEEDBACK = 'POST contact-forms/101/feedback';

const answer = (extra: Record<string, unknown>) => ({
  contact_form_id: 101,
  status: 'validation_failed',
  message: 'One or more fields have an error. Please check and try again.',
  posted_data_hash: '',
  into: '#wpcf7-f101-p45-o1',
  invalid_fields: [],
  ...extra,
});

const routes = (feedback: unknown, schema: unknown = schemaOf(101)) => ({
  'GET contact-forms/101/feedback/schema': () => jsonAnswer(schema),
  'GET contact-forms/101/refill': () => jsonAnswer([]),
  'POST contact-forms/101/feedback': () => jsonAnswer(feedback),
});

let page: Cf7Page;
afterEach(() => {
  jest.useRealTimers();
  page?.runtime.stop();
  delete (window as unknown as { wpcf7?: unknown }).wpcf7;
});

describe('feedback answers of the wrong shape', () => {
  it('[CF-063] a bad field warns once, naming the endpoint and the field, and the form goes on with its default', async () => {
    page = await openCf7Page(
      'contact-form/cf7-contact.html',
      routes(answer({ message: { text: 'Check the form.' }, invalid_fields: 'your-email' })),
    );
    fillContact(page);
    await submit(page);
    await submit(page);
    expect(page.warnings).toEqual([
      `${TAG} ${FEEDBACK} answer: field message: expected a string, got an object; using the default`,
      `${TAG} ${FEEDBACK} answer: field invalid_fields: expected a list, got a string; using the default`,
    ]);
    expect(page.form).toHaveAttribute('data-status', 'invalid');
    expect(page.form.querySelector('.wpcf7-response-output')).toHaveTextContent('');
    expect(page.form.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
  });

  it.each([
    ['a string', '"Thank you"'],
    ['null', 'null'],
    ['a list', '[{"status":"mail_sent"}]'],
  ])('[CF-068] an answer that is %s fails as invalid_json, with one warning; the input stays', async (_what, body) => {
    page = await openCf7Page('contact-form/cf7-contact.html', {
      ...routes(answer({})),
      'POST contact-forms/101/feedback': () => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
    });
    fillContact(page);
    await submit(page);
    expect(page.form.querySelector('.wpcf7-response-output')).toHaveTextContent('The response is not a valid JSON response.');
    expect(page.form).toHaveAttribute('data-status', 'failed');
    expect(page.field('your-name').value).toBe('Ada Lovelace');
    expect(page.warnings).toEqual([expect.stringMatching(new RegExp(`^\\${TAG} ${FEEDBACK} answer: expected a JSON object, got .*; failing as invalid_json$`))]);
  });

  it('[CF-066] add-on keys of the wrong shape warn and are skipped; the good ones still run', async () => {
    const assign = jest.fn();
    page = await openCf7Page(
      'contact-form/cf7-contact.html',
      routes(answer({ status: 'mail_sent', redirect_to_paypal: 'https://paypal.example/', redirect: [{ type: 'redirect', redirect_url: '/thanks/', delay: 'soon' }] })),
      { env: { location: () => ({ ...window.location, assign }) as Location } },
    );
    fillContact(page);
    await submit(page);
    expect(page.warnings).toEqual([
      `${TAG} ${FEEDBACK} answer: field redirect_to_paypal: expected a list, got a string; using the default`,
      `${TAG} ${FEEDBACK} answer: field redirect[0].delay: expected a number, got a string; using the default`,
    ]);
    expect(assign).toHaveBeenCalledWith('http://localhost/thanks/');
  });
});

describe('other answers and the global', () => {
  it('[CF-002] a schema answer whose rules are not a list warns once and validates nothing', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', routes(answer({}), { ...schemaOf(101), rules: 'required' }));
    const email = page.field('your-email');
    email.value = 'not an address';
    fireEvent.change(email);
    await settle(10);
    expect(page.warnings).toEqual([`${TAG} GET contact-forms/101/feedback/schema answer: field rules: expected a list, got a string; using the default`]);
    expect(page.form.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
    expect((page.form as unknown as { wpcf7: { schema: unknown } }).wpcf7.schema).toMatchObject({ rules: [] });
  });

  it('[CF-055] a refill whose quiz is not [question, hash] pairs warns and leaves the quiz alone', async () => {
    page = await openCf7Page('contact-form/cf7-all-fields.html', {
      'GET contact-forms/102/feedback/schema': () => jsonAnswer(schemaOf(102)),
      'GET contact-forms/102/refill': () => jsonAnswer({ quiz: { 'your-quiz': 'What is 2 + 3?' } }),
    });
    const label = page.form.querySelector('.wpcf7-quiz-label')!.textContent;
    page.form.reset();
    await settle(10);
    expect(page.warnings).toEqual([
      `${TAG} GET contact-forms/102/refill answer: field quiz: expected a map of names to [question, answer hash] pairs; using the default`,
    ]);
    expect(page.form.querySelector('.wpcf7-quiz-label')).toHaveTextContent(label!);
    expect(page.form).toHaveAttribute('data-status', 'init');
  });

  it('[CF-062] a wpcf7.api.root that is not text warns once naming the global and the field; calls go to /wp-json/', async () => {
    page = await openCf7Page('contact-form/cf7-contact.html', routes(answer({})), { wpcf7: { api: { root: ['x'], namespace: 'contact-form-7/v1' } } });
    fillContact(page);
    await submit(page);
    expect(page.warnings).toEqual(['[site-runtime] page global wpcf7.api.root: expected a string, got an array; using the default']);
    expect(page.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /wp-json/contact-form-7/v1/contact-forms/101/feedback/schema',
      'POST /wp-json/contact-form-7/v1/contact-forms/101/feedback',
    ]);
    expect(ROOT).toBe('http://localhost/wp-json/');
  });
});
