/**
 * Contact Form 7 6.1.6 on the real site (Twenty Twenty-One): the default
 * "Contact form 1" (pages.contact) and a richer form (pages.richForm: a quiz
 * "What is 2+2?", an acceptance box, required name and e-mail, the name's reflection). Each journey
 * runs on our runtime and on CF7's own scripts (the `original` project), and
 * asserts what the visitor sees: the response output and the live region
 * with CF7's texts, the form's data-status, the field tips, aria-invalid and
 * where the focus is (CF7 leaves it on the submit button).
 *
 * What the server keeps: CF7 stores nothing itself (no Flamingo on the lane),
 * so the mail attempt is read from CF7's answer (mail_sent / mail_failed; the
 * lane's pre_wp_mail switch decides the outcome, site/lane-switches.php).
 *
 * CleanTalk 6.85 is active and hooks CF7's spam check (wpcf7_spam). With its
 * cloud out of reach every check ends in a connection error, and CleanTalk then
 * decides locally (ct_checks_on_cleantalk_errors): a submission whose JS check
 * passed (js_on 1: the `ct_checkjs_cf7` field CleanTalk prints into the form,
 * or its ct_checkjs cookie) is allowed, any other is blocked as spam ("Please,
 * enable Javascript"). A visitor's submission passes that check in both
 * projects, so nothing is set up for it; each check leaves a row in
 * wp_cleantalk_connection_reports (js_on and js_block), which the sent journey
 * reads back to show CleanTalk judged the visitor a real one. The spam journey
 * uses WordPress's own disallowed words (lane-spam-word), which CF7 judges
 * spam itself; CleanTalk's allow then leaves CF7's verdict as it is.
 */
import { expect, laneSwitch, openFormPage, openSitePage, pages, skipWithout, sql, test } from './lane.mjs';
/** @import { Locator, Page } from '@playwright/test' */

const INVALID = 'One or more fields have an error. Please check and try again.';
const SENT = 'Thank you for your message. It has been sent.';
const FAILED = 'There was an error trying to send your message. Please try again later.';
const SPAM = 'There was an error trying to send your message. Please try again later.';
const REQUIRED = 'Please fill out this field.';

/** A unique address per run, to find this run's traces in the database. */
const uniqueEmail = (/** @type {string} */ who) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * The form and what a visitor perceives of it.
 * @param {Page} page
 */
function cf7(page) {
  const form = page.locator('form.wpcf7-form');
  return {
    form,
    output: form.locator('.wpcf7-response-output'),
    liveRegion: page.locator('.wpcf7 .screen-reader-response [role="status"]'),
    /** The tip under a field, by the field's name. @param {string} name */
    tip: (name) => form.locator(`.wpcf7-form-control-wrap[data-name="${name}"] .wpcf7-not-valid-tip`),
  };
}

/**
 * A field's invalid state as CF7 shows it: aria-invalid and the description linking it to its error.
 * @param {Locator} control
 * @param {string} unitTagAndField e.g. wpcf7-f11-p24-o1-ve-your-name, read from the form
 */
async function expectInvalid(control, unitTagAndField) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAttribute('aria-describedby', unitTagAndField);
}

/** @param {Page} page */
const unitTag = (page) => page.locator('input[name="_wpcf7_unit_tag"]').inputValue();

test.describe('Contact Form 7: Contact form 1', () => {
  test.beforeEach(() => skipWithout('contact-form-7'));

  test('sent empty: every required field gets "Please fill out this field.", the form is invalid, focus stays on Submit', async ({ page, mode }) => {
    await openSitePage(page, pages.contact, mode);
    const here = page.url();
    const { form, output, liveRegion, tip } = cf7(page);
    await expect(form).toHaveAttribute('data-status', 'init');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();

    await expect(form).toHaveAttribute('data-status', 'invalid');
    await expect(form).toHaveClass(/\binvalid\b/);
    await expect(output).toHaveText(INVALID);
    await expect(liveRegion).toHaveText(INVALID);
    const tag = await unitTag(page);
    /** @type {[string, string][]} */
    const required = [['Your name', 'your-name'], ['Your email', 'your-email'], ['Subject', 'your-subject']];
    for (const [label, name] of required) {
      await expect(tip(name)).toHaveText(REQUIRED);
      await expectInvalid(page.getByLabel(label), `${tag}-ve-${name}`);
      // The live region lists each error, as a screen reader reads it.
      await expect(page.locator(`.wpcf7 .screen-reader-response li#${tag}-ve-${name}`)).toHaveText(REQUIRED);
    }
    await expect(tip('your-message')).toHaveCount(0);
    await expect(page.getByLabel('Your message (optional)')).toHaveAttribute('aria-invalid', 'false');
    await expect(submit).toBeFocused();
    expect(page.url()).toBe(here);
  });

  test('a bad e-mail: "Please enter an email address." once the field is left, and again from the server on Submit', async ({ page, mode }) => {
    await openFormPage(page, pages.contact, mode);
    const { form, output, tip } = cf7(page);
    const email = page.getByLabel('Your email');
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await email.fill('ada@');
    await page.getByLabel('Subject').click();
    // CF7 checks the fields up to the one changed as soon as it changes.
    await expect(tip('your-email')).toHaveText('Please enter an email address.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(tip('your-name')).toHaveCount(0);
    await expect(tip('your-subject')).toHaveCount(0);

    await page.getByLabel('Subject').fill('A question');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(form).toHaveAttribute('data-status', 'invalid');
    await expect(output).toHaveText(INVALID);
    await expect(tip('your-email')).toHaveText('Please enter an email address.');
    await expectInvalid(email, `${await unitTag(page)}-ve-your-email`);
    await expect(tip('your-name')).toHaveCount(0);
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'false');
    // What the visitor typed stays.
    await expect(email).toHaveValue('ada@');
    await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
    await expect(submit).toBeFocused();
  });

  test('sent: "Thank you for your message. It has been sent.", the form is emptied, and CleanTalk let the visitor through', async ({ page, mode }) => {
    await openSitePage(page, pages.contact, mode);
    const here = page.url();
    const { form, output, liveRegion } = cf7(page);
    const address = uniqueEmail('sent');
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByLabel('Your email').fill(address);
    await page.getByLabel('Subject').fill('About the lane');
    await page.getByLabel('Your message (optional)').fill('A real message from a real visitor.');
    const answer = page.waitForResponse((response) => /\/contact-forms\/\d+\/feedback$/.test(response.url()) && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await (await answer).json()).toMatchObject({ status: 'mail_sent', message: SENT });

    await expect(output).toHaveText(SENT);
    await expect(liveRegion).toHaveText(SENT);
    await expect(form).toHaveAttribute('data-status', 'sent');
    for (const label of ['Your name', 'Your email', 'Subject', 'Your message (optional)']) await expect(page.getByLabel(label)).toHaveValue('');
    await expect(form.locator('.wpcf7-not-valid-tip')).toHaveCount(0);
    expect(page.url()).toBe(here);

    // CleanTalk checked this submission on CF7's spam hook and, its cloud unreachable, allowed it on its JS check.
    const reports = sql(
      `SELECT js_block, JSON_VALUE(request_content, '$.js_on') AS js_on FROM wp_cleantalk_connection_reports WHERE request_content LIKE '%${address}%'`,
    );
    expect(reports).toEqual([{ js_block: '0', js_on: '1' }]);
  });

  test('mail failed: "There was an error trying to send your message. Please try again later.", the input stays', async ({ page, mode }) => {
    await laneSwitch(page, 'site_runtime_lane_mail', 'fail');
    await openSitePage(page, pages.contact, mode);
    const { form, output, liveRegion } = cf7(page);
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByLabel('Your email').fill(uniqueEmail('failed'));
    await page.getByLabel('Subject').fill('About the lane');
    const answer = page.waitForResponse((response) => /\/contact-forms\/\d+\/feedback$/.test(response.url()) && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await (await answer).json()).toMatchObject({ status: 'mail_failed' });

    await expect(form).toHaveAttribute('data-status', 'failed');
    await expect(output).toHaveText(FAILED);
    await expect(liveRegion).toHaveText(FAILED);
    await expect(page.getByLabel('Your name')).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel('Subject')).toHaveValue('About the lane');
  });
  test('an add-on\'s middleware given to swv.use at DOMContentLoaded wraps each check: the field it skips gets no error when left empty, the others do', async ({ page, mode }) => {
    // As CF7's add-ons for conditional fields do: a middleware that lets a field's rules pass while a
    // condition hides it (here, always the subject). CF7's swv script puts `swv.use` there in the footer.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const page = /** @type {any} */ (window);
        page.laneSwvSaw = typeof page.swv?.use;
        page.swv?.use?.((/** @type {any} */ call, /** @type {(call: any) => unknown} */ next) => (call.ruleObj.field === 'your-subject' ? undefined : next(call)));
      });
    });
    await openFormPage(page, pages.contact, mode);
    expect(await page.evaluate(() => /** @type {any} */ (window).laneSwvSaw)).toBe('function');
    const { tip } = cf7(page);
    // Typed and left, then emptied and left: the second change leaves the field empty.
    for (const label of ['Your name', 'Subject']) {
      for (const value of ['x', '']) {
        await page.getByLabel(label).fill(value);
        await page.getByLabel('Your message (optional)').click();
      }
    }
    await expect(tip('your-name')).toHaveText(REQUIRED);
    await expect(tip('your-subject')).toHaveCount(0);
    await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'false');
  });

  test('a script that wraps wpcf7.submit at DOMContentLoaded, as CF7\'s reCAPTCHA v3 module does, runs at each Submit: the form goes when it calls through, with the token it wrote', async ({ page, mode }) => {
    // The wrapper is CF7's reCAPTCHA module's (modules/recaptcha) without Google: it keeps whatever
    // wpcf7.submit is when it looks, writes a fresh token into the form, then calls through. On window, so
    // it looks after every document listener for DOMContentLoaded (CF7's own index.js among them).
    await page.addInitScript(() => {
      window.addEventListener('DOMContentLoaded', () => {
        const page = /** @type {any} */ (window);
        page.laneWrapperSaw = typeof page.wpcf7?.submit;
        if (typeof page.wpcf7?.submit !== 'function') return;
        const submit = page.wpcf7.submit;
        page.wpcf7.submit = (/** @type {HTMLFormElement} */ form, options = {}) => {
          page.laneWrapperCalls = (page.laneWrapperCalls ?? 0) + 1;
          void Promise.resolve().then(() => {
            let token = form.querySelector('input[name="lane-token"]');
            if (!token) {
              token = Object.assign(document.createElement('input'), { type: 'hidden', name: 'lane-token' });
              form.append(token);
            }
            /** @type {HTMLInputElement} */ (token).value = `fresh-${page.laneWrapperCalls}`;
            submit(form, options);
          });
        };
      });
    });
    await openSitePage(page, pages.contact, mode);
    expect(await page.evaluate(() => /** @type {any} */ (window).laneWrapperSaw)).toBe('function');
    const { form, output } = cf7(page);
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await page.getByLabel('Your email').fill(uniqueEmail('wrapped'));
    await page.getByLabel('Subject').fill('Through a wrapper');
    const answer = page.waitForResponse((response) => /\/contact-forms\/\d+\/feedback$/.test(response.url()) && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Submit' }).click();
    const response = await answer;
    expect(response.request().postData()).toContain('fresh-1');
    expect(await response.json()).toMatchObject({ status: 'mail_sent' });
    await expect(output).toHaveText(SENT);
    await expect(form).toHaveAttribute('data-status', 'sent');
    expect(await page.evaluate(() => /** @type {any} */ (window).laneWrapperCalls)).toBe(1);
  });
});

test.describe('Contact Form 7: the rich form (quiz, acceptance)', () => {
  test.beforeEach(() => skipWithout('contact-form-7'));

  /**
   * Fills the rich form.
   * @param {Page} page
   * @param {{ message?: string, quiz?: string, accept?: boolean }} [options]
   */
  async function fillRich(page, { message = 'Hello from the lane.', quiz = '4', accept = true } = {}) {
    await page.getByLabel('Your name').fill('Grace Hopper');
    await page.getByLabel('Your email').fill(uniqueEmail('rich'));
    await page.getByLabel('Your message').fill(message);
    await page.getByLabel('What is 2+2?').fill(quiz);
    if (accept) await page.getByLabel('I accept the terms.').check();
  }

  test('"Send" stays disabled until the terms are accepted, and is disabled again when they are not', async ({ page, mode }) => {
    await openSitePage(page, pages.richForm, mode);
    const send = page.getByRole('button', { name: 'Send' });
    const terms = page.getByLabel('I accept the terms.');
    await expect(send).toBeDisabled();
    await terms.check();
    await expect(send).toBeEnabled();
    await terms.uncheck();
    await expect(send).toBeDisabled();
    await terms.check();
    await expect(send).toBeEnabled();
  });

  test('the name\'s reflection shows the name once the field is left, in place of its blank default', async ({ page, mode }) => {
    await openFormPage(page, pages.richForm, mode);
    const reflection = page.locator('fieldset[data-reflection-of="your-name"]');
    await expect(reflection.locator('output')).toHaveCount(1);
    await page.getByLabel('Your name').fill('Ada <b>Lovelace</b>');
    await page.getByLabel('Your email').focus();
    await expect(reflection.locator('output:not([data-default])')).toHaveText('Ada <b>Lovelace</b>');
    await expect(reflection.locator('output[data-default]')).toBeHidden();
  });

  test('a wrong quiz answer: invalid, with the quiz\'s tip "The answer to the quiz is incorrect."', async ({ page, mode }) => {
    await openSitePage(page, pages.richForm, mode);
    const { form, output, tip } = cf7(page);
    await fillRich(page, { quiz: '5' });
    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    await expect(form).toHaveAttribute('data-status', 'invalid');
    await expect(output).toHaveText(INVALID);
    await expect(tip('quiz-math')).toHaveText('The answer to the quiz is incorrect.');
    await expectInvalid(page.getByLabel('What is 2+2?'), `${await unitTag(page)}-ve-quiz-math`);
    await expect(form.locator('.wpcf7-not-valid-tip')).toHaveCount(1);
    await expect(send).toBeFocused();
  });

  test('a message with a disallowed word is spam: CF7\'s spam text, status spam', async ({ page, mode }) => {
    await openSitePage(page, pages.richForm, mode);
    const { form, output, liveRegion } = cf7(page);
    await fillRich(page, { message: 'Buy now: lane-spam-word.' });
    const answer = page.waitForResponse((response) => /\/contact-forms\/\d+\/feedback$/.test(response.url()) && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send' }).click();
    expect(await (await answer).json()).toMatchObject({ status: 'spam' });
    await expect(form).toHaveAttribute('data-status', 'spam');
    await expect(output).toHaveText(SPAM);
    await expect(liveRegion).toHaveText(SPAM);
    await expect(form.locator('.wpcf7-not-valid-tip')).toHaveCount(0);
  });

  test('the right answers are sent; the form is emptied and the quiz asked again', async ({ page, mode }) => {
    await openSitePage(page, pages.richForm, mode);
    const { form, output } = cf7(page);
    await fillRich(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(output).toHaveText(SENT);
    await expect(form).toHaveAttribute('data-status', 'sent');
    for (const label of ['Your name', 'Your email', 'Your message', 'What is 2+2?']) await expect(page.getByLabel(label)).toHaveValue('');
    await expect(page.getByLabel('I accept the terms.')).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(page.locator('input[name="_wpcf7_quiz_answer_quiz-math"]')).not.toHaveValue('');
  });
});
