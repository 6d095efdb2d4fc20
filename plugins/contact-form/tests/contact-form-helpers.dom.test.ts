import { fireEvent } from '@testing-library/dom';
import { json, networkError, openTestbed, type Answer, type Testbed, type TestbedOptions, type Routes } from '../../../test/support';
import { contactForm } from '../definition';
import { cf7Form, FEEDBACK, field, fillContact, REFILL, SCHEMA, schemaOf, submit, WPCF7 } from './cf7';

const answer = (status: string, extra: Record<string, unknown> = {}) => ({
  contact_form_id: 102,
  status,
  message: `Answer ${status}`,
  posted_data_hash: '',
  into: '#wpcf7-f102-p46-o1',
  invalid_fields: [],
  ...extra,
});

const allFieldsRoutes = (): Routes => ({
  [SCHEMA(102)]: json(schemaOf(102)),
  [REFILL(102)]: json({ quiz: { 'your-quiz': ['2 + 3 =', 'hash-of-5'] } }),
  [FEEDBACK(102)]: json(answer('mail_sent')),
});

let testbed: Testbed;
/** A CF7 page with the contact-form plugin; wpcf7 is printed unless options.globals says otherwise. */
const open = (markup: string, routes: Routes, options: TestbedOptions = {}) =>
  openTestbed(markup, [contactForm], { ...options, globals: { wpcf7: WPCF7, ...options.globals }, routes });
afterEach(() => testbed?.close());

const submitButton = () => cf7Form().querySelector<HTMLInputElement>('.wpcf7-submit')!;
const tick = (name: string, checked: boolean) => {
  const box = field(name);
  box.checked = checked;
  fireEvent.change(box);
};

describe('acceptance', () => {
  it('[CF-042] the submit button stays disabled until the acceptance box is ticked', async () => {
    testbed = await open('contact-form/cf7-contact.html', {});
    expect(submitButton()).toBeDisabled();
    tick('your-consent', true);
    expect(submitButton()).toBeEnabled();
    tick('your-consent', false);
    expect(submitButton()).toBeDisabled();
  });

  it('[CF-043] an inverted acceptance holds only while it is unticked', async () => {
    testbed = await open('contact-form/cf7-all-fields.html', allFieldsRoutes());
    tick('your-consent', true);
    expect(submitButton()).toBeEnabled();
    tick('no-newsletter', true);
    expect(submitButton()).toBeDisabled();
    tick('no-newsletter', false);
    expect(submitButton()).toBeEnabled();
  });

  it('[CF-042] does not gate the button when the form validates acceptance itself', async () => {
    testbed = await open('contact-form/cf7-contact.html', {}, { start: false });
    document.querySelector('form')!.classList.add('wpcf7-acceptance-as-validation');
    await testbed.start();
    expect(submitButton()).toBeEnabled();
  });

  it('[CF-042] an optional acceptance does not gate the button', async () => {
    testbed = await open('contact-form/cf7-contact.html', {}, { start: false });
    document.querySelector('.wpcf7-acceptance')!.classList.add('optional');
    await testbed.start();
    expect(submitButton()).toBeEnabled();
  });
});

describe('choice helpers', () => {
  it('an exclusive checkbox group keeps one box ticked', async () => {
    testbed = await open('contact-form/cf7-all-fields.html', allFieldsRoutes());
    const boxes = Array.from(cf7Form().querySelectorAll<HTMLInputElement>('input[name="your-source"]'));
    tick('your-source', true);
    boxes[1]!.checked = true;
    fireEvent.change(boxes[1]!);
    expect(boxes.map((box) => box.checked)).toEqual([false, true, false]);
  });

  it('a free-text choice enables and focuses its text input only while ticked', async () => {
    testbed = await open('contact-form/cf7-all-fields.html', allFieldsRoutes());
    const other = cf7Form().querySelector<HTMLInputElement>('input[name="your-source"][value="Other"]')!;
    const text = field('_wpcf7_free_text_your-source');
    expect(text).toBeDisabled();
    other.checked = true;
    fireEvent.change(other);
    expect(text).toBeEnabled();
    expect(document.activeElement).toBe(text);
    const search = cf7Form().querySelector<HTMLInputElement>('input[name="your-source"][value="Search"]')!;
    search.checked = true;
    fireEvent.change(search);
    expect(other.checked).toBe(false);
    expect(text).toBeDisabled();
  });
});

describe('character counters', () => {
  it('[CF-046] a down counter counts from its starting value by the trimmed length', async () => {
    testbed = await open('contact-form/cf7-contact.html', {});
    const counter = cf7Form().querySelector<HTMLElement>('.wpcf7-character-count.down')!;
    expect(counter).toHaveTextContent('2000');
    const message = field('your-message');
    message.value = '  Hello  ';
    fireEvent.keyUp(message);
    expect(counter).toHaveTextContent('1995');
    expect(counter).toHaveAttribute('data-current-value', '1995');
  });

  it('[CF-044] [CF-045] an up counter turns too-short below the minimum and too-long above the maximum (untrimmed)', async () => {
    testbed = await open('contact-form/cf7-all-fields.html', allFieldsRoutes());
    const counter = cf7Form().querySelector<HTMLElement>('.wpcf7-character-count.up')!;
    const bio = field('your-bio');
    bio.value = 'abc';
    fireEvent.keyUp(bio);
    expect(counter).toHaveTextContent('3');
    expect(counter).toHaveClass('too-short');
    expect(counter).not.toHaveClass('too-long');
    bio.value = 'abc  ';
    fireEvent.keyUp(bio);
    expect(counter).toHaveTextContent('3');
    expect(counter).not.toHaveClass('too-short');
    bio.value = 'x'.repeat(51);
    fireEvent.keyUp(bio);
    expect(counter).toHaveClass('too-long');
    bio.value = 'x'.repeat(50);
    fireEvent.keyUp(bio);
    expect(counter).not.toHaveClass('too-long');
  });
});

describe('character counters follow every change of the value', () => {
  const counterOf = () => cf7Form().querySelector<HTMLElement>('.wpcf7-character-count.down')!;

  it('[CF-046] paste, cut and drop (input events) recount', async () => {
    testbed = await open('contact-form/cf7-contact.html', {});
    const message = field('your-message');
    message.value = 'Pasted text';
    fireEvent.input(message, { inputType: 'insertFromPaste' });
    expect(counterOf()).toHaveTextContent('1989');
    message.value = 'Pasted';
    fireEvent.input(message, { inputType: 'deleteByCut' });
    expect(counterOf()).toHaveTextContent('1994');
    message.value = 'Dropped in';
    fireEvent.input(message, { inputType: 'insertFromDrop' });
    expect(counterOf()).toHaveAttribute('data-current-value', '1990');
  });

  it('[CF-044] [CF-045] a script that sets the value and fires input or change is counted, too-long and too-short included', async () => {
    testbed = await open('contact-form/cf7-all-fields.html', allFieldsRoutes());
    const counter = cf7Form().querySelector<HTMLElement>('.wpcf7-character-count.up')!;
    const bio = field('your-bio');
    bio.value = 'x'.repeat(51);
    bio.dispatchEvent(new Event('input', { bubbles: true }));
    expect(counter).toHaveTextContent('51');
    expect(counter).toHaveClass('too-long');
    bio.value = 'ab';
    bio.dispatchEvent(new Event('change', { bubbles: true }));
    expect(counter).toHaveTextContent('2');
    expect(counter).toHaveClass('too-short');
    expect(counter).not.toHaveClass('too-long');
  });

  it('[CF-046] a native form reset recounts once the defaults are back, even when the refill call fails', async () => {
    testbed = await open('contact-form/cf7-contact.html', { [REFILL(101)]: networkError() });
    const message = field('your-message');
    message.value = 'Some words';
    fireEvent.input(message);
    expect(counterOf()).toHaveTextContent('1990');
    cf7Form().reset();
    await testbed.settle();
    expect(message.value).toBe('');
    expect(counterOf()).toHaveTextContent('2000');
  });

  it('[CF-046] as with CF7, a value set without any event is counted at the next input, change, keyup or reset', async () => {
    testbed = await open('contact-form/cf7-contact.html', {});
    const message = field('your-message');
    message.value = 'Set quietly';
    expect(counterOf()).toHaveTextContent('2000');
    fireEvent.keyUp(message);
    expect(counterOf()).toHaveTextContent('1989');
  });
});

describe('page checks', () => {
  it('[CF-047] a form placed inside another form is replaced by the wrong-place message', async () => {
    testbed = await open('contact-form/cf7-form-in-form.html', {});
    expect(document.querySelector('.wpcf7')).toBeNull();
    const error = document.querySelector('p.wpcf7-form-in-wrong-place')!;
    expect(error.textContent).toBe('Error: This contact form is placed in the wrong place.');
    expect(error.querySelector('strong')).toHaveTextContent('Error:');
  });

  it.each([
    ['CF-040', 'wpcf7 is not defined.', { wpcf7: undefined }],
    ['CF-041', 'wpcf7.api is not defined.', { wpcf7: { cached: 1 } }],
  ])('[%s] logs %j once and binds nothing', async (_id, message, globals) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    testbed = await open('contact-form/cf7-contact.html', {}, { globals });
    expect(errors.mock.calls).toEqual([['[site-runtime:contact-form]', message]]);
    expect(document.querySelector('.wpcf7')).toHaveClass('no-js');
    errors.mockRestore();
  });

  it.each([
    ['CF-036', 'Your browser does not support window.fetch().', () => ({ fetch: undefined })],
    ['CF-037', 'Your browser does not support window.FormData().', () => ({ FormData: undefined })],
    ['CF-038', 'Your browser does not support NodeList.forEach().', () => ({ NodeList: { prototype: {} } })],
    ['CF-039', 'Your browser does not support String.replaceAll().', () => ({ String: { prototype: {} } })],
  ])('[%s] logs %j when the browser lacks it', async (_id, message, missing) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const replaced = missing() as Record<string, unknown>;
    const global = (name: string) => (name in replaced ? replaced[name] : (window as unknown as Record<string, unknown>)[name]);
    testbed = await open('contact-form/cf7-contact.html', {}, { env: { global } });
    expect(errors.mock.calls).toEqual([['[site-runtime:contact-form]', message]]);
    expect(document.querySelector('.wpcf7')).toHaveClass('no-js');
    errors.mockRestore();
  });
});

describe('statuses on the page', () => {
  it('[CF-052] [CF-053] elements marked inert-on-{status} are inert while it lasts and released on the next change', async () => {
    let release!: () => void;
    testbed = await open('contact-form/cf7-contact.html', {
      [FEEDBACK(101)]: () => new Promise<Answer>((resolve) => (release = () => resolve(json({ ...answer('validation_failed'), contact_form_id: 101 })))),
    });
    fillContact();
    await testbed.settle();
    const guarded = cf7Form().querySelector('.inert-on-submitting')!;
    expect(guarded).not.toHaveAttribute('inert');
    await submit(testbed);
    expect(cf7Form()).toHaveAttribute('data-status', 'submitting');
    expect(guarded).toHaveAttribute('inert', 'inert');
    release();
    await testbed.settle();
    expect(cf7Form()).toHaveAttribute('data-status', 'invalid');
    expect(guarded).not.toHaveAttribute('inert');
    expect(guarded).not.toHaveClass('active-on-any');
  });

  it('[CF-051] [CF-050] a custom status sets custom-{status} and fires wpcf7statuschanged and wpcf7submit', async () => {
    testbed = await open('contact-form/cf7-all-fields.html', { ...allFieldsRoutes(), [FEEDBACK(102)]: json(answer('held for review')) });
    tick('your-consent', true);
    await testbed.settle();
    const events = testbed.recordEvents(['wpcf7statuschanged', 'wpcf7submit']);
    await submit(testbed);
    expect(cf7Form()).toHaveAttribute('data-status', 'custom-held-for review');
    expect(cf7Form()).toHaveClass('wpcf7-form', 'custom-held-for', 'review');
    expect(cf7Form()).not.toHaveClass('submitting');
    expect(events.map((e) => `${e.name}:${e.detail.status}`)).toEqual([
      'wpcf7statuschanged:submitting',
      'wpcf7statuschanged:custom-held-for review',
      'wpcf7submit:held for review',
    ]);
  });

  it('[CF-054] [CF-055] [CF-064] after mail_sent the form is reset, refilled (GET contact-forms/{id}/refill), and the quiz gets the refill\'s question', async () => {
    testbed = await open('contact-form/cf7-all-fields.html', allFieldsRoutes());
    field('your-name').value = 'Ada';
    field('your-quiz').value = 'tokyo';
    tick('your-consent', true);
    await testbed.settle();
    const events = testbed.recordEvents(['wpcf7reset']);
    await submit(testbed);
    expect(testbed.site.requests.map((c) => `${c.method} ${c.url.replace(/^.*\/v1\//, '')}`)).toEqual([
      'GET contact-forms/102/feedback/schema',
      'POST contact-forms/102/feedback',
      'GET contact-forms/102/refill',
    ]);
    expect(field('your-name').value).toBe('');
    expect(field('your-quiz').value).toBe('');
    expect(cf7Form().querySelector('.wpcf7-quiz-label')).toHaveTextContent('2 + 3 =');
    expect(field('_wpcf7_quiz_answer_your-quiz').value).toBe('hash-of-5');
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toMatchObject({ contactFormId: 102, unitTag: 'wpcf7-f102-p46-o1', apiResponse: { quiz: { 'your-quiz': ['2 + 3 =', 'hash-of-5'] } } });
    expect(cf7Form()).toHaveAttribute('data-status', 'sent');
    // The reset re-checks the acceptance: the box is unticked again, so is the button disabled.
    expect(submitButton()).toBeDisabled();
  });

  it('[CF-055] a feedback answer refreshes the captcha image, its challenge and clears the answer', async () => {
    testbed = await open('contact-form/cf7-all-fields.html', {
      ...allFieldsRoutes(),
      [FEEDBACK(102)]: json(answer('validation_failed', { captcha: { 'captcha-1': 'http://localhost/wp-content/uploads/wpcf7_captcha/987654.png' } })),
    });
    cf7Form().querySelector('[data-name="your-quiz"]')!.insertAdjacentHTML(
      'afterend',
      '<input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="123" /><img class="wpcf7-form-control wpcf7-captchac wpcf7-captcha-captcha-1" width="72" height="24" alt="captcha" src="/old.png" /><span class="wpcf7-form-control-wrap" data-name="captcha-1"><input size="40" class="wpcf7-form-control wpcf7-captchar" autocomplete="off" aria-invalid="false" value="" type="text" name="captcha-1" /></span>',
    );
    field('captcha-1').value = 'abcd';
    tick('your-consent', true);
    await testbed.settle();
    await submit(testbed);
    expect(cf7Form().querySelector('img.wpcf7-captcha-captcha-1')).toHaveAttribute('src', 'http://localhost/wp-content/uploads/wpcf7_captcha/987654.png');
    expect(field('_wpcf7_captcha_challenge_captcha-1').value).toBe('987654');
    expect(field('captcha-1').value).toBe('');
  });

  it.each([
    ['javascript:alert(document.cookie)', 'the "javascript:" scheme'],
    ['//evil.example/wpcf7_captcha/987654.png', 'a scheme-less address to another origin (evil.example)'],
  ])('a captcha image address %j the safe-URL rule refuses is not set: one warning, the old image and challenge stay', async (url, reason) => {
    testbed = await open('contact-form/cf7-all-fields.html', {
      ...allFieldsRoutes(),
      [FEEDBACK(102)]: json(answer('validation_failed', { captcha: { 'captcha-1': url } })),
    });
    cf7Form().querySelector('[data-name="your-quiz"]')!.insertAdjacentHTML(
      'afterend',
      '<input type="hidden" name="_wpcf7_captcha_challenge_captcha-1" value="123" /><img class="wpcf7-form-control wpcf7-captchac wpcf7-captcha-captcha-1" width="72" height="24" alt="captcha" src="/old.png" /><span class="wpcf7-form-control-wrap" data-name="captcha-1"><input size="40" class="wpcf7-form-control wpcf7-captchar" autocomplete="off" aria-invalid="false" value="" type="text" name="captcha-1" /></span>',
    );
    tick('your-consent', true);
    await testbed.settle();
    await submit(testbed);
    expect(cf7Form().querySelector('img.wpcf7-captcha-captcha-1')).toHaveAttribute('src', '/old.png');
    expect(field('_wpcf7_captcha_challenge_captcha-1').value).toBe('123');
    expect(testbed.console.warn.mock.calls.map((args: unknown[]) => args.join(' '))).toContainEqual(
      `[site-runtime:contact-form] site-runtime: ignored the captcha image URL the server sent: ${reason} is not allowed (only http(s) and same-origin addresses are followed).`,
    );
  });

  it.each([
    ['spam', true],
    ['mail_failed', true],
    ['mail_sent', true],
    ['validation_failed', false],
  ])('[CF-056] after %s the captcha widgets are reset: %s', async (status, reset) => {
    const turnstile = { reset: jest.fn() };
    const grecaptcha = { reset: jest.fn() };
    testbed = await open('contact-form/cf7-all-fields.html', { ...allFieldsRoutes(), [FEEDBACK(102)]: json(answer(status)) }, { globals: { turnstile, grecaptcha } });
    cf7Form().querySelector('.wpcf7-submit')!.insertAdjacentHTML('beforebegin', '<div class="cf-turnstile" data-sitekey="x"></div><div class="g-recaptcha" data-widget-id="0"></div>');
    tick('your-consent', true);
    await testbed.settle();
    await submit(testbed);
    const turnstileWidget = cf7Form().querySelector('.cf-turnstile');
    expect(turnstile.reset.mock.calls).toEqual(reset ? [[turnstileWidget]] : []);
    expect(grecaptcha.reset.mock.calls).toEqual(reset ? [[0]] : []);
  });

  it('a reset button resets the form through the refill call and ends in init', async () => {
    testbed = await open('contact-form/cf7-contact.html', { [REFILL(101)]: json([]) });
    const events = testbed.recordEvents(['wpcf7reset']);
    field('your-message').value = 'Some words';
    cf7Form().querySelector<HTMLInputElement>('input[type="reset"]')!.click();
    await testbed.settle();
    expect(field('your-message').value).toBe('');
    expect(cf7Form().querySelector('.wpcf7-character-count')).toHaveTextContent('2000');
    expect(events).toHaveLength(1);
    expect(cf7Form()).toHaveAttribute('data-status', 'init');
  });

  it('wpcf7.blocked stops a submission: status submitting, nothing sent', async () => {
    testbed = await open('contact-form/cf7-contact.html', {}, { globals: { wpcf7: { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' }, blocked: true } } });
    fillContact();
    await testbed.settle();
    await submit(testbed);
    expect(cf7Form()).toHaveAttribute('data-status', 'submitting');
    expect(testbed.site.requests.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('page life', () => {
  it('with wpcf7.cached every form is reset on load, through the refill call', async () => {
    testbed = await open('contact-form/cf7-contact.html', { [REFILL(101)]: json([]) }, { globals: { wpcf7: { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' }, cached: 1 } } });
    field('your-name').value = 'Left by a cache';
    window.dispatchEvent(new Event('load'));
    await testbed.settle();
    expect(field('your-name').value).toBe('');
    expect(testbed.site.requests.map((c) => `${c.method} ${c.url.replace(/^.*\/v1\//, '')}`)).toContain('GET contact-forms/101/refill');
  });

  it('leaves no listener, timer or spinner behind when the runtime stops', async () => {
    testbed = await open('contact-form/cf7-all-fields.html', allFieldsRoutes(), { start: false });
    const before = testbed.leaks.listeners();
    await testbed.start();
    tick('your-consent', true);
    await testbed.settle();
    await submit(testbed);
    expect(testbed.leaks.listeners()).toBeGreaterThan(before);
    testbed.runtime.stop();
    expect(testbed.leaks.listeners()).toBe(before);
    expect(testbed.leaks.timers()).toBe(0);
    expect(document.querySelectorAll('.wpcf7-spinner')).toHaveLength(0);
  });
});
