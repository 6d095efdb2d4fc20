import { fireEvent } from '@testing-library/dom';
import { json, openTestbed, text, type Testbed, type TestbedOptions, type Routes } from '../../../test/support';
import { contactForm } from '../definition';
import { cf7Form, FEEDBACK, field, fillContact, REFILL, SCHEMA, schemaOf, submit, warningsOf, WPCF7 } from './cf7';

const TAG = '[site-runtime:contact-form]';
const ENDPOINT = 'POST contact-forms/101/feedback';

const answer = (extra: Record<string, unknown>) => ({
  contact_form_id: 101,
  status: 'validation_failed',
  message: 'One or more fields have an error. Please check and try again.',
  posted_data_hash: '',
  into: '#wpcf7-f101-p45-o1',
  invalid_fields: [],
  ...extra,
});

const routes = (feedback: unknown, schema: unknown = schemaOf(101)): Routes => ({
  [SCHEMA(101)]: json(schema),
  [REFILL(101)]: json([]),
  [FEEDBACK(101)]: json(feedback),
});

let testbed: Testbed;
const open = (markup: string, pageRoutes: Routes, options: TestbedOptions = {}) =>
  openTestbed(markup, [contactForm], { quiet: true, ...options, globals: { wpcf7: WPCF7, ...options.globals }, routes: pageRoutes });
afterEach(() => testbed?.close());

describe('feedback answers of the wrong shape', () => {
  it('[CF-063] a bad field warns once, naming the endpoint and the field, and the form goes on with its default', async () => {
    testbed = await open(
      'contact-form/cf7-contact.html',
      routes(answer({ message: { text: 'Check the form.' }, invalid_fields: 'your-email' })),
    );
    fillContact();
    await submit(testbed);
    await submit(testbed);
    expect(warningsOf(testbed)).toEqual([
      `${TAG} ${ENDPOINT} answer: field message: expected a string, got an object; using the default`,
      `${TAG} ${ENDPOINT} answer: field invalid_fields: expected a list, got a string; using the default`,
    ]);
    expect(cf7Form()).toHaveAttribute('data-status', 'invalid');
    expect(cf7Form().querySelector('.wpcf7-response-output')).toHaveTextContent('');
    expect(cf7Form().querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
  });

  it.each([
    ['a string', '"Thank you"'],
    ['null', 'null'],
    ['a list', '[{"status":"mail_sent"}]'],
  ])('[CF-068] an answer that is %s fails as invalid_json, with one warning; the input stays', async (_what, body) => {
    testbed = await open('contact-form/cf7-contact.html', {
      ...routes(answer({})),
      [FEEDBACK(101)]: text(body, 200, { 'content-type': 'application/json' }),
    });
    fillContact();
    await submit(testbed);
    expect(cf7Form().querySelector('.wpcf7-response-output')).toHaveTextContent('The response is not a valid JSON response.');
    expect(cf7Form()).toHaveAttribute('data-status', 'failed');
    expect(field('your-name').value).toBe('Ada Lovelace');
    expect(warningsOf(testbed)).toEqual([expect.stringMatching(new RegExp(`^\\${TAG} ${ENDPOINT} answer: expected a JSON object, got .*; failing as invalid_json$`))]);
  });

  it('[CF-066] add-on keys of the wrong shape warn and are skipped; the good ones still run', async () => {
    testbed = await open(
      'contact-form/cf7-contact.html',
      routes(answer({ status: 'mail_sent', redirect_to_paypal: 'https://paypal.example/', redirect: [{ type: 'redirect', redirect_url: '/thanks/', delay: 'soon' }] })),
    );
    fillContact();
    await submit(testbed);
    expect(warningsOf(testbed)).toEqual([
      `${TAG} ${ENDPOINT} answer: field redirect_to_paypal: expected a list, got a string; using the default`,
      `${TAG} ${ENDPOINT} answer: field redirect[0].delay: expected a number, got a string; using the default`,
    ]);
    await testbed.settle(0);
    expect(testbed.navigations).toEqual(['http://localhost/thanks/']);
  });
});

describe('other answers and the global', () => {
  it('[CF-002] a schema answer whose rules are not a list warns once and validates nothing', async () => {
    testbed = await open('contact-form/cf7-contact.html', routes(answer({}), { ...schemaOf(101), rules: 'required' }));
    const email = field('your-email');
    email.value = 'not an address';
    fireEvent.change(email);
    await testbed.settle();
    expect(warningsOf(testbed)).toEqual([`${TAG} GET contact-forms/101/feedback/schema answer: field rules: expected a list, got a string; using the default`]);
    expect(cf7Form().querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
    expect((cf7Form() as unknown as { wpcf7: { schema: unknown } }).wpcf7.schema).toMatchObject({ rules: [] });
  });

  it('[CF-055] a refill whose quiz is not [question, hash] pairs warns and leaves the quiz alone', async () => {
    testbed = await open('contact-form/cf7-all-fields.html', {
      [SCHEMA(102)]: json(schemaOf(102)),
      [REFILL(102)]: json({ quiz: { 'your-quiz': 'What is 2 + 3?' } }),
    });
    const label = cf7Form().querySelector('.wpcf7-quiz-label')!.textContent;
    cf7Form().reset();
    await testbed.settle();
    expect(warningsOf(testbed)).toEqual([
      `${TAG} GET contact-forms/102/refill answer: field quiz: expected a map of names to [question, answer hash] pairs; using the default`,
    ]);
    expect(cf7Form().querySelector('.wpcf7-quiz-label')).toHaveTextContent(label!);
    expect(cf7Form()).toHaveAttribute('data-status', 'init');
  });

  it('[CF-062] a wpcf7.api.root that is not text warns once naming the global and the field; calls go to /wp-json/', async () => {
    testbed = await open('contact-form/cf7-contact.html', routes(answer({})), { globals: { wpcf7: { api: { root: ['x'], namespace: 'contact-form-7/v1' } } } });
    fillContact();
    await submit(testbed);
    expect(warningsOf(testbed)).toEqual(['[site-runtime] page global wpcf7.api.root: expected a string, got an array; using the default']);
    expect(testbed.site.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /wp-json/contact-form-7/v1/contact-forms/101/feedback/schema',
      'POST /wp-json/contact-form-7/v1/contact-forms/101/feedback',
    ]);
  });
});
