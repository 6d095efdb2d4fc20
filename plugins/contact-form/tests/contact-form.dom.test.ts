import { fireEvent } from '@testing-library/dom';
import { json, networkError, never, openTestbed, text, type Answer, type Testbed, type Routes } from '../../../test/support';
import { markupOf } from '../../../test/support/markup';
import { contactForm } from '../definition';
import { cf7Form, FEEDBACK, field, fillContact, REFILL, ROOT, SCHEMA, schemaOf, SENT, submit, warningsOf, WPCF7 } from './cf7';

const INVALID = {
  contact_form_id: 101,
  status: 'validation_failed',
  message: 'One or more fields have an error. Please check and try again.',
  posted_data_hash: '',
  into: '#wpcf7-f101-p45-o1',
  invalid_fields: [{ field: 'your-email', message: 'Please enter an email address.', idref: null, error_id: 'wpcf7-f101-p45-o1-ve-your-email' }],
};

const baseRoutes = (): Routes => ({
  [SCHEMA(101)]: json(schemaOf(101)),
  [REFILL(101)]: json([]),
  [FEEDBACK(101)]: json(SENT),
});

let testbed: Testbed;
const open = (routes: Routes) => openTestbed('contact-form/cf7-contact.html', [contactForm], { globals: { wpcf7: WPCF7 }, routes });
afterEach(() => testbed?.close());

describe('binding CF7 markup', () => {
  it('[CF-001] keeps the entity CF7 keeps on form.wpcf7: id, version, locale, unit tag, container post, status, schema, posted_data_hash', async () => {
    testbed = await open(baseRoutes());
    const entity = (cf7Form() as unknown as { wpcf7: Record<string, unknown> }).wpcf7;
    // The schema comes with the form's first need.
    fireEvent.focusIn(field('your-name'));
    await testbed.settle();
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
    fillContact();
    await submit(testbed);
    expect(entity).toMatchObject({ status: 'sent', postedDataHash: SENT.posted_data_hash });
  });

  it('[CF-002] fetches the schema once per form id with GET contact-forms/{id}/feedback/schema, without a nonce, at the form\'s first focus', async () => {
    testbed = await open(baseRoutes());
    const schemaRequests = () => testbed.site.requests.filter((c) => c.url.endsWith('/feedback/schema'));
    // A page nobody fills asks nothing.
    expect(schemaRequests()).toEqual([]);
    fireEvent.focusIn(field('your-name'));
    fireEvent.focusIn(field('your-email'));
    await testbed.settle();
    fireEvent.pointerDown(field('your-email'));
    await testbed.settle();
    const schemaCalls = schemaRequests();
    expect(schemaCalls).toEqual([
      expect.objectContaining({ method: 'GET', url: `${ROOT}contact-form-7/v1/contact-forms/101/feedback/schema` }),
    ]);
    expect(schemaCalls[0]!.headers).toMatchObject({ accept: 'application/json, */*;q=0.1' });
    expect(schemaCalls[0]!.headers).not.toHaveProperty('x-wp-nonce');
  });

  it('[CF-002] forms sharing an id share one schema request; a failed one is forgotten, so the next focus asks again', async () => {
    const second = markupOf('contact-form/cf7-contact-second.html');
    const schemaCalls = () => testbed.site.requests.filter((c) => c.url.endsWith('/contact-forms/101/feedback/schema'));
    testbed = await openTestbed(['contact-form/cf7-contact.html', second], [contactForm], {
      globals: { wpcf7: WPCF7 },
      routes: { ...baseRoutes(), [SCHEMA(101)]: json({ code: 'down' }, 500) },
    });
    const [first, other] = Array.from(document.querySelectorAll<HTMLFormElement>('.wpcf7 > form'));
    const focusIn = async (...forms: HTMLFormElement[]) => {
      for (const form of forms) fireEvent.focusIn(form.querySelector('input[name="your-email"]')!);
      await testbed.settle();
    };
    // Both ask while the request is in flight: one request.
    await focusIn(first!, other!);
    expect(schemaCalls()).toHaveLength(1);
    testbed.site.routes[SCHEMA(101)] = json(schemaOf(101));
    document.body.insertAdjacentHTML('beforeend', second.replaceAll('-o2', '-o3'));
    await testbed.settle();
    const third = document.querySelector<HTMLFormElement>('#wpcf7-f101-p45-o3 > form')!;
    await focusIn(third);
    expect(schemaCalls()).toHaveLength(2);
    expect((third as unknown as { wpcf7: { schema: unknown } }).wpcf7.schema).toEqual(schemaOf(101));
    // The first form, whose request failed, shares the new one at its next focus.
    await focusIn(first!);
    expect(schemaCalls()).toHaveLength(2);
    expect((first as unknown as { wpcf7: { schema: unknown } }).wpcf7.schema).toEqual(schemaOf(101));
  });

  it('[CF-062] [CF-063] posts the form data to contact-forms/{id}/feedback and writes posted_data_hash back', async () => {
    testbed = await open(baseRoutes());
    fillContact();
    await submit(testbed);
    const post = testbed.site.requests.find((c) => c.method === 'POST')!;
    expect(post.url).toBe(`${ROOT}contact-form-7/v1/contact-forms/101/feedback`);
    expect(post.headers).not.toHaveProperty('x-wp-nonce');
    expect(post.form!.get('_wpcf7_unit_tag')).toBe('wpcf7-f101-p45-o1');
    expect(post.form!.get('your-email')).toBe('ada@example.com');
    expect(post.form!.get('your-consent')).toBe('1');
    expect(field('_wpcf7_posted_data_hash').value).toBe(SENT.posted_data_hash);
    expect(cf7Form().querySelector('.wpcf7-response-output')).toHaveTextContent(SENT.message);
    expect(document.querySelector('.screen-reader-response [role="status"]')).toHaveTextContent(SENT.message);
  });

  it('[CF-065] [CF-051] fires CF7 events in its order with its detail fields (unitTag and contactFormId, not id)', async () => {
    testbed = await open(baseRoutes());
    fillContact();
    await testbed.settle();
    const events = testbed.recordEvents(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset', 'wpcf7statuschanged']);
    await submit(testbed);
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
    testbed = await open({ ...baseRoutes(), [FEEDBACK(101)]: json(INVALID) });
    const invalid = testbed.recordEvents(['wpcf7invalid']);
    fillContact({ 'your-email': 'ada@localhost' });
    await submit(testbed);
    expect(cf7Form()).toHaveAttribute('data-status', 'invalid');
    expect(cf7Form()).toHaveClass('wpcf7-form', 'invalid');
    expect(cf7Form()).not.toHaveClass('init');
    expect(invalid).toHaveLength(1);
    const email = field('your-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'wpcf7-f101-p45-o1-ve-your-email');
    expect(email).toHaveClass('wpcf7-not-valid');
    expect(email.validationMessage).toBe('Please enter an email address.');
    expect(email.parentElement!.querySelector('.wpcf7-not-valid-tip')).toHaveTextContent('Please enter an email address.');
    expect(document.querySelector('.screen-reader-response ul li#wpcf7-f101-p45-o1-ve-your-email')).toHaveTextContent('Please enter an email address.');
    expect(email.value).toBe('ada@localhost');

    // The next submission clears every tip first.
    testbed.site.routes[FEEDBACK(101)] = json(SENT);
    field('your-email').value = 'ada@example.com';
    await submit(testbed);
    expect(document.querySelectorAll('.wpcf7-not-valid-tip, .screen-reader-response li')).toHaveLength(0);
    expect(field('your-email')).toHaveAttribute('aria-invalid', 'false');
    expect(field('your-email')).not.toHaveAttribute('aria-describedby');
  });

  it('[CF-059] the response box can be dismissed with its close button', async () => {
    testbed = await open({ ...baseRoutes(), [FEEDBACK(101)]: json(INVALID) });
    fillContact();
    await submit(testbed);
    const output = cf7Form().querySelector<HTMLElement>('.wpcf7-response-output')!;
    expect(output).toBeVisible();
    fireEvent.click(output.querySelector('button.wpcf7-response-dismiss')!);
    expect(output).not.toBeVisible();
    await submit(testbed);
    expect(output).toBeVisible();
  });
});

describe('nothing lost', () => {
  it('[CF-068] a 200 answer that is not JSON keeps the input and shows CF7\'s invalid_json message', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    testbed = await open({ ...baseRoutes(), [FEEDBACK(101)]: text('<html>maintenance</html>') });
    fillContact();
    await submit(testbed);
    expect(cf7Form().querySelector('.wpcf7-response-output')).toHaveTextContent('The response is not a valid JSON response.');
    expect(field('your-name').value).toBe('Ada Lovelace');
    expect(cf7Form().querySelector('.wpcf7-submit')).toBeEnabled();
    errors.mockRestore();
  });

  it('[CF-067] a fetch that fails shows "You are probably offline." and the next click sends again', async () => {
    testbed = await open({ ...baseRoutes(), [FEEDBACK(101)]: networkError() });
    fillContact();
    await submit(testbed);
    expect(cf7Form().querySelector('.wpcf7-response-output')).toHaveTextContent('You are probably offline.');
    expect(field('your-email').value).toBe('ada@example.com');
    testbed.site.routes[FEEDBACK(101)] = json(SENT);
    await submit(testbed);
    expect(cf7Form()).toHaveAttribute('data-status', 'sent');
  });

  it('a time-out after 15 s keeps the input and frees the form', async () => {
    testbed = await open({ ...baseRoutes(), [FEEDBACK(101)]: never() });
    fillContact();
    cf7Form().querySelector<HTMLInputElement>('.wpcf7-submit')!.click();
    await testbed.settle(14999);
    expect(cf7Form()).toHaveAttribute('data-status', 'submitting');
    await testbed.settle(1);
    expect(cf7Form().querySelector('.wpcf7-response-output')).toHaveTextContent('Server response timeout');
    expect(cf7Form()).toHaveAttribute('data-status', 'failed');
    expect(field('your-message').value).toBe('About the analytical engine.');
  });

  it('clicks while a submission runs send nothing more', async () => {
    let release!: () => void;
    testbed = await open({
      ...baseRoutes(),
      [FEEDBACK(101)]: () => new Promise<Answer>((resolve) => (release = () => resolve(json(SENT)))),
    });
    fillContact();
    await submit(testbed);
    await submit(testbed);
    await submit(testbed);
    release();
    await testbed.settle();
    expect(testbed.site.requests.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(cf7Form()).toHaveAttribute('data-status', 'sent');
  });
});

describe('validation on change', () => {
  it('[CF-003] [CF-004] a changed field is checked against the schema with the schema\'s error text', async () => {
    testbed = await open(baseRoutes());
    const email = field('your-email');
    email.value = 'ada@localhost';
    fireEvent.change(email);
    await testbed.settle();
    expect(email.parentElement!.querySelector('.wpcf7-not-valid-tip')).toHaveTextContent('Please enter an email address.');
    expect(cf7Form()).toHaveAttribute('data-status', 'init');
    email.value = 'ada@example.com';
    fireEvent.change(email);
    await testbed.settle();
    expect(email.parentElement!.querySelector('.wpcf7-not-valid-tip')).toBeNull();
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('[CF-003] checks the wraps before and including the changed one, in DOM order, and leaves later fields alone', async () => {
    testbed = await open(baseRoutes());
    const email = field('your-email');
    email.value = 'x';
    fireEvent.change(email);
    await testbed.settle();
    const tips = Array.from(document.querySelectorAll('.wpcf7-not-valid-tip')).map((tip) => tip.closest('[data-name]')!.getAttribute('data-name'));
    // The empty name before it fails required; the empty subject after it is not judged yet.
    expect(tips).toEqual(['your-name', 'your-email']);
  });

  it('a submit made while a change is checked drops that check: one tip per field, the server\'s', async () => {
    // The change is the blur of the click on Submit; the check (rules module) settles after the submit cleared the tips.
    testbed = await open({ ...baseRoutes(), [FEEDBACK(101)]: json(INVALID) });
    fillContact({ 'your-email': 'ada@' });
    const email = field('your-email');
    fireEvent.change(email);
    cf7Form().querySelector<HTMLInputElement>('.wpcf7-submit')!.click();
    await testbed.settle();
    expect(cf7Form()).toHaveAttribute('data-status', 'invalid');
    expect(email.parentElement!.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(1);
    expect(document.querySelectorAll('.screen-reader-response li')).toHaveLength(1);
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it("a checked change shows the field's valid inputs in its reflections ([reflection] and [output]), as text; none brings the default back", async () => {
    testbed = await openTestbed('contact-form/cf7-contact.html', [contactForm], { globals: { wpcf7: WPCF7 }, routes: baseRoutes(), start: false });
    // As CF7 6 prints [reflection your-name] and [output your-email "nobody yet"].
    cf7Form().insertAdjacentHTML(
      'beforeend',
      '<fieldset data-reflection-of="your-name" class="wpcf7-form-control wpcf7-reflection"><output name="your-name" data-default="">&nbsp;</output></fieldset>' +
        '<output data-reflection-of="your-email" data-default="nobody yet" name="your-email" class="wpcf7-form-control wpcf7-output">nobody yet</output>',
    );
    await testbed.start();
    const reflection = document.querySelector('fieldset[data-reflection-of="your-name"]')!;
    const outputs = () => Array.from(reflection.querySelectorAll('output'), (output) => [output.hasAttribute('data-default') ? 'default' : 'input', output.hidden, output.textContent]);
    const emailOutput = document.querySelector('output[data-reflection-of="your-email"]')!;

    field('your-name').value = '<b>Ada</b>';
    fireEvent.change(field('your-name'));
    await testbed.settle();
    expect(outputs()).toEqual([['default', true, '\u00a0'], ['input', false, '<b>Ada</b>']]);
    expect(reflection.querySelector('b')).toBeNull();
    field('your-name').value = 'Grace';
    fireEvent.change(field('your-name'));
    await testbed.settle();
    expect(outputs()).toEqual([['default', true, '\u00a0'], ['input', false, 'Grace']]);
    field('your-name').value = '';
    fireEvent.change(field('your-name'));
    await testbed.settle();
    expect(outputs()).toEqual([['default', false, '\u00a0']]);

    field('your-email').value = 'ada@example.com';
    fireEvent.change(field('your-email'));
    await testbed.settle();
    expect(emailOutput.textContent).toBe('ada@example.com');
    // An address the rules refuse is no valid input: the default again.
    field('your-email').value = 'ada@localhost';
    fireEvent.change(field('your-email'));
    await testbed.settle();
    expect(emailOutput.textContent).toBe('nobody yet');
  });

  it('inside .use-floating-validation-tip a tip hides when its control gets focus or the tip is clicked', async () => {
    testbed = await openTestbed('contact-form/cf7-contact.html', [contactForm], { globals: { wpcf7: WPCF7 }, routes: baseRoutes(), start: false });
    document.querySelector('form')!.classList.add('use-floating-validation-tip');
    await testbed.start();
    for (const name of ['your-name', 'your-email']) {
      field(name).value = name === 'your-email' ? 'x' : '';
    }
    fireEvent.change(field('your-email'));
    await testbed.settle();
    const [nameTip, emailTip] = Array.from(document.querySelectorAll<HTMLElement>('.wpcf7-not-valid-tip'));
    fireEvent.focusIn(field('your-name'));
    expect(nameTip).not.toBeVisible();
    expect(emailTip).toBeVisible();
    fireEvent.click(emailTip!);
    expect(emailTip).not.toBeVisible();
  });

  it('does nothing for a change inside .novalidate', async () => {
    testbed = await openTestbed('contact-form/cf7-contact.html', [contactForm], { globals: { wpcf7: WPCF7 }, routes: baseRoutes(), start: false });
    document.querySelector('[data-name="your-email"]')!.classList.add('novalidate');
    await testbed.start();
    const email = field('your-email');
    email.value = 'x';
    fireEvent.change(email);
    await testbed.settle();
    expect(document.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
    expect(cf7Form()).toHaveAttribute('data-status', 'init');
  });

  it('shows nothing while no schema has arrived', async () => {
    testbed = await open({ ...baseRoutes(), [SCHEMA(101)]: never() });
    const email = field('your-email');
    email.value = 'x';
    fireEvent.change(email);
    await testbed.settle();
    expect(document.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
  });

  it('[CF-003] a field left before the schema arrives is checked when it arrives', async () => {
    let arrive!: () => void;
    const schemaHeld = new Promise<void>((resolve) => (arrive = resolve));
    testbed = await open({ ...baseRoutes(), [SCHEMA(101)]: () => schemaHeld.then(() => json(schemaOf(101))) });
    const email = field('your-email');
    email.value = 'ada@';
    fireEvent.change(email);
    await testbed.settle();
    expect(document.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
    arrive();
    await testbed.settle();
    expect(email.parentElement!.querySelector('.wpcf7-not-valid-tip')).toHaveTextContent('Please enter an email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('a field left before the schema arrives is not checked when the form was sent meanwhile: no tips on the emptied form', async () => {
    let arrive!: () => void;
    const schemaHeld = new Promise<void>((resolve) => (arrive = resolve));
    testbed = await open({ ...baseRoutes(), [SCHEMA(101)]: () => schemaHeld.then(() => json(schemaOf(101))) });
    fillContact();
    fireEvent.change(field('your-subject'));
    await submit(testbed);
    expect(cf7Form()).toHaveAttribute('data-status', 'sent');
    expect(field('your-name')).toHaveValue('');
    arrive();
    await testbed.settle();
    expect(document.querySelectorAll('.wpcf7-not-valid-tip')).toHaveLength(0);
    expect(cf7Form()).toHaveAttribute('data-status', 'sent');
  });

  it('[CF-035] a URL input without a scheme gets http:// when it is changed', async () => {
    testbed = await open(baseRoutes());
    const website = field('your-website');
    website.value = ' example.com/about ';
    fireEvent.change(website);
    expect(website.value).toBe('http://example.com/about');
    await testbed.settle();
    expect(website.parentElement!.querySelector('.wpcf7-not-valid-tip')).toBeNull();
  });
});

describe("the form's machine, made when the form first needs it", () => {
  const posts = () => testbed.site.requests.filter((c) => c.method === 'POST');
  afterEach(() => jest.dontMock('../form-actor'));

  it('none at mount; two submits before it is in send one message', async () => {
    testbed = await open(baseRoutes());
    expect(testbed.runtime.stats().actors).toBe(0);
    fillContact();
    const button = cf7Form().querySelector<HTMLInputElement>('.wpcf7-submit')!;
    button.click();
    button.click();
    await testbed.settle();
    expect(testbed.runtime.stats().actors).toBe(1);
    expect(posts()).toHaveLength(1);
    expect(cf7Form()).toHaveAttribute('data-status', 'sent');
  });

  it.each([
    ["the form's machine", '../form-actor', 'the form could not start: Error: chunk failed to load'],
    ['the REST client', '../api', null],
  ])("when the code of %s fails to load, the submit fails as an unsent call (input kept, CF7's offline text), and the next submit loads it and sends", async (_what, module, warning) => {
    testbed = await open(baseRoutes());
    fillContact();
    jest.doMock(module, () => {
      throw new Error('chunk failed to load');
    });
    await submit(testbed);
    expect(cf7Form()).toHaveAttribute('data-status', 'failed');
    expect(cf7Form().querySelector('.wpcf7-response-output')).toHaveTextContent('You are probably offline.');
    expect(field('your-name').value).toBe('Ada Lovelace');
    expect(posts()).toHaveLength(0);
    if (warning) expect(warningsOf(testbed).some((line) => line.includes(warning))).toBe(true);
    jest.dontMock(module);
    await submit(testbed);
    expect(posts()).toHaveLength(1);
    expect(cf7Form()).toHaveAttribute('data-status', 'sent');
  });

  it("loads the helpers' code only for a form that carries their markup", async () => {
    jest.doMock('../helpers', () => {
      throw new Error('helpers were asked for');
    });
    const plain = markupOf('contact-form/cf7-contact.html').replace(/wpcf7-(acceptance|validates-as-url|character-count|exclusive-checkbox)|has-free-text/g, 'x-plain');
    testbed = await openTestbed(plain, [contactForm], { globals: { wpcf7: WPCF7 }, routes: baseRoutes(), quiet: true });
    await testbed.settle();
    expect(warningsOf(testbed).filter((line) => line.includes('helpers'))).toEqual([]);
    testbed.close();
    testbed = await openTestbed('contact-form/cf7-contact.html', [contactForm], { globals: { wpcf7: WPCF7 }, routes: baseRoutes(), quiet: true });
    await testbed.settle();
    expect(warningsOf(testbed).some((line) => line.includes('the form helpers could not load: Error: helpers were asked for'))).toBe(true);
    jest.dontMock('../helpers');
  });


  it('a reset before it is in tells wpcf7reset the values the fields held', async () => {
    testbed = await open(baseRoutes());
    fillContact({ 'your-name': 'Grace Hopper' });
    const events = testbed.recordEvents(['wpcf7reset']);
    cf7Form().reset();
    await testbed.settle();
    expect(field('your-name').value).toBe('');
    expect(events).toHaveLength(1);
    expect((events[0]!.detail as { inputs: { name: string; value: unknown }[] }).inputs).toContainEqual({ name: 'your-name', value: 'Grace Hopper' });
  });
});
