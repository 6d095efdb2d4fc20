import { fireEvent } from '@testing-library/dom';
import { antiSpam } from '../definition';
import { antiSpamEmailCheck } from '../email-check/definition';
import { EMAIL_CHECK_DEBOUNCE_MS } from '../email-check/plugin';
import { json, openTestbed, type Testbed, type Routes, type SentRequest } from '../../../test/support';
import { cleantalkGlobals, endpoints, sentTo } from './cleantalk';

let testbed: Testbed;
const exists = (sent: SentRequest) => {
  const good = !sent.fields.email!.startsWith('no');
  return json({
    result: {
      result: good ? 'EXISTS' : 'NOT_EXISTS',
      text_result: good ? 'The email exists and is good to use! Anti-Spam by CleanTalk.' : 'The email doesn`t exist, double check the address. Anti-Spam by CleanTalk.',
    },
  });
};

/** The e-mail forms page answering the checks. */
const open = async (routes: Routes, functions: Record<string, unknown> = {}, pub: Record<string, unknown> = {}) => {
  testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/email-forms.html'], [antiSpam, antiSpamEmailCheck], { globals: cleantalkGlobals(functions, pub), routes, quiet: true });
};

async function start(functions: Record<string, unknown> = {}, pub: Record<string, unknown> = {}) {
  await open(
    endpoints({
      check_email_exist_post: exists,
      apbct_email_check_exist_post: exists,
      check_email_before_post: json({ result: { result: 'EXISTS', appearence: 0 } }),
      apbct_email_check_before_post: json({ result: { result: 'EXISTS', appearence: 0 } }),
    }),
    functions,
    pub,
  );
}

/** The page, its exists checks held until the returned release is called. */
async function openHoldingExist(): Promise<() => void> {
  let release!: () => void;
  await open(
    endpoints({
      check_email_exist_post: async (sent) => {
        await new Promise<void>((resolve) => (release = resolve));
        return exists(sent);
      },
      check_email_before_post: json({ result: {} }),
    }),
  );
  return () => release();
}

async function type(input: HTMLInputElement, value: string) {
  input.value = value;
  fireEvent.blur(input);
  await testbed.settle();
}

const comment = () => document.querySelector<HTMLInputElement>('#commentform #email')!;
const wpforms = () => document.querySelector<HTMLInputElement>('.wpforms-form input[type="email"]')!;
const checkout = () => document.querySelector<HTMLInputElement>('#billing_email')!;
const blocks = () => Array.from(document.querySelectorAll('.apbct-check_email_exist-block'));

// jsdom cannot compute pseudo-elements and says so on the console; the theme-icon offset is a browser matter.
const computed = window.getComputedStyle.bind(window);
beforeEach(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computed(element)));

afterEach(() => {
  jest.restoreAllMocks();
  testbed?.close();
  document.cookie = 'ct_checked_emails=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'ct_checked_emails_exist=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('e-mail check on comment, WPForms and checkout forms', () => {
  it('[SPAM-017][SPAM-018][SPAM-023] blur draws load, then good_email for an address the cloud knows', async () => {
    const answer = await openHoldingExist();
    // The visitor enters the field: the check's code loads while they type.
    fireEvent.focus(comment());
    await testbed.settle();
    comment().value = 'jane@example.com';
    fireEvent.blur(comment());
    // In the blur's own task, as the original draws it: a quick answer must not go by unseen.
    expect(blocks()).toHaveLength(1);
    expect(blocks()[0]).toHaveClass('apbct-check_email_exist-load');
    await testbed.settle();
    expect(blocks()).toHaveLength(1);
    expect(blocks()[0]).toHaveClass('apbct-check_email_exist-block', 'apbct-check_email_exist-load');
    expect(blocks()[0]).toHaveAttribute('id', 'apbct-check_email_exist-block');
    answer();
    await testbed.settle();
    expect(blocks()[0]).toHaveClass('apbct-check_email_exist-good_email');
    expect(blocks()[0]).not.toHaveClass('apbct-check_email_exist-load');
    const call = sentTo(testbed, 'check_email_exist_post')[0]!;
    expect(call.fields.email).toBe('jane@example.com');
    expect(decodeURIComponent(document.cookie)).toContain('"jane@example.com":{"result":{"result":"EXISTS"');
  });

  it("[SPAM-017] a field left before the check's code is in shows the load mark in the blur's own task; the check then takes that mark over", async () => {
    const answer = await openHoldingExist();
    // No focus first (a quick tab, a script): the code starts loading at the blur.
    comment().value = 'jane@example.com';
    fireEvent.blur(comment());
    expect(testbed.runtime.stats().actors).toBe(0);
    const [early] = blocks();
    expect(early).toHaveClass('apbct-check_email_exist-block', 'apbct-check_email_exist-load');
    expect(early).toHaveAttribute('id', 'apbct-check_email_exist-block');
    await testbed.settle();
    expect(testbed.runtime.stats().actors).toBe(1);
    expect(blocks()).toEqual([early]);
    answer();
    await testbed.settle();
    expect(blocks()).toEqual([early]);
    expect(early).toHaveClass('apbct-check_email_exist-good_email');
  });

  it('a mark drawn before the code came goes when the address is no longer one to check by the time it comes', async () => {
    await start();
    comment().value = 'jane@example.com';
    fireEvent.blur(comment());
    expect(blocks()).toHaveLength(1);
    comment().value = 'jane@';
    await testbed.settle();
    expect(blocks()).toHaveLength(0);
    expect(sentTo(testbed, 'check_email_exist_post')).toHaveLength(0);
  });

  it("mounts without the fields' check actors; entering a field makes its own, and a blur without focus still checks", async () => {
    await start();
    expect(testbed.runtime.stats().actors).toBe(0);
    // Tabbing through an empty field (focus, blur, nothing typed) loads its actor, not a second one at the blur.
    fireEvent.focus(comment());
    fireEvent.blur(comment());
    await testbed.settle();
    expect(testbed.runtime.stats().actors).toBe(1);
    // A script's blur on a field never entered: its actor is made then, and the address is checked.
    await type(checkout(), 'jane@example.com');
    expect(testbed.runtime.stats().actors).toBe(2);
    expect(blocks()).toHaveLength(1);
    expect(blocks()[0]).toHaveClass('apbct-check_email_exist-good_email');
  });

  it("when the check's code fails to load the visitor sees what a failed check shows (no mark), and the next blur loads it and checks", async () => {
    await start();
    jest.doMock('../email-check/checker', () => {
      throw new Error('chunk failed to load');
    });
    fireEvent.focus(comment());
    await type(comment(), 'jane@example.com');
    expect(blocks()).toHaveLength(0);
    expect(sentTo(testbed, 'check_email_exist_post')).toHaveLength(0);
    // The check made before post does not wait for the indicator's code.
    expect(sentTo(testbed, 'check_email_before_post')).toHaveLength(1);
    jest.dontMock('../email-check/checker');
    await type(comment(), 'jane@example.com');
    expect(sentTo(testbed, 'check_email_exist_post')).toHaveLength(1);
    expect(blocks()[0]).toHaveClass('apbct-check_email_exist-good_email');
  });

  it('[SPAM-018][SPAM-019] bad_email for an unknown address; hovering shows the description above the input in red', async () => {
    await start();
    await type(wpforms(), 'nobody@example.com');
    const [block] = blocks();
    expect(block).toHaveClass('apbct-check_email_exist-bad_email');
    const hint = document.querySelector<HTMLElement>('.apbct-check_email_exist-popup_description')!;
    expect(hint).not.toBeVisible();
    fireEvent.mouseOver(block!);
    await testbed.settle();
    expect(hint).toBeVisible();
    expect(hint).toHaveTextContent('The email doesn`t exist, double check the address. Anti-Spam by CleanTalk.');
    expect(hint.style.color).toBe('rgb(224, 17, 17)');
    fireEvent.mouseOut(block!);
    await testbed.settle();
    expect(hint).not.toBeVisible();
  });

  it('[SPAM-017] several e-mail fields each get their own indicator', async () => {
    await start();
    await type(comment(), 'jane@example.com');
    await type(checkout(), 'nobody@example.org');
    const shown = blocks();
    expect(shown).toHaveLength(2);
    expect(shown.map((b) => b.id)).toEqual(['apbct-check_email_exist-block', 'apbct-check_email_exist-block-2']);
    expect(shown[0]).toHaveClass('apbct-check_email_exist-good_email');
    expect(shown[1]).toHaveClass('apbct-check_email_exist-bad_email');
  });

  it('[SPAM-020] only addresses of the x@y.z shape are sent; an emptied field loses its indicator', async () => {
    await start();
    for (const value of ['jane', 'jane@example', '@example.com', 'a@b.c']) await type(comment(), value);
    expect(sentTo(testbed, 'check_email_exist_post')).toHaveLength(0);
    expect(sentTo(testbed, 'check_email_before_post')).toHaveLength(0);
    await type(comment(), 'jane@example.com');
    expect(blocks()).toHaveLength(1);
    await type(comment(), '');
    expect(blocks()).toHaveLength(0);
  });

  it('[SPAM-021] an address already checked is not sent again, in the same field or another one; its result is drawn again', async () => {
    await start();
    await type(comment(), 'jane@example.com');
    await type(comment(), '');
    await type(comment(), 'jane@example.com');
    await type(wpforms(), 'jane@example.com');
    expect(sentTo(testbed, 'check_email_exist_post')).toHaveLength(1);
    expect(sentTo(testbed, 'check_email_before_post')).toHaveLength(1);
    expect(blocks().every((b) => b.classList.contains('apbct-check_email_exist-good_email'))).toBe(true);
    expect(blocks()).toHaveLength(2);
  });

  it('[SPAM-022] check_email_before_post posts the email and stores the result in ct_checked_emails', async () => {
    await start({}, { data__email_check_exist_post: '0' });
    await type(comment(), 'jane@example.com');
    const [call] = sentTo(testbed, 'check_email_before_post');
    expect(call!.url).toBe('http://localhost/wp-json/cleantalk-antispam/v1/check_email_before_post');
    expect(call!.fields).toMatchObject({ email: 'jane@example.com' });
    expect(blocks()).toHaveLength(0);
    const cookie = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('ct_checked_emails='))!.slice('ct_checked_emails='.length));
    expect(JSON.parse(cookie)).toEqual({ 'jane@example.com': { result: { result: 'EXISTS', appearence: 0 }, timestamp: expect.any(Number) } });
  });

  it('[NET-006][NET-007] over admin-ajax the checks use apbct_email_check_before_post and apbct_email_check_exist_post', async () => {
    await start({ data__ajax_type: 'admin_ajax' });
    await type(comment(), 'jane@example.com');
    for (const action of ['apbct_email_check_before_post', 'apbct_email_check_exist_post']) {
      const [call] = sentTo(testbed, action);
      expect(call!.url).toMatch(/\/wp-admin\/admin-ajax\.php$/);
      expect(call!.fields).toMatchObject({ action, email: 'jane@example.com', _ajax_nonce: 'aaaaaaaaaa' });
    }
    expect(blocks()[0]).toHaveClass('apbct-check_email_exist-good_email');
  });

  it('[SPAM-023] an error answer leaves no indicator and no uncaught error', async () => {
    await open(endpoints({ check_email_exist_post: json({ error: 'ERROR_CHECKING_EMAIL' }), check_email_before_post: json({ error: 'EMPTY_DATA' }) }));
    await type(comment(), 'jane@example.com');
    expect(blocks()).toHaveLength(0);
    expect(testbed.console.error).not.toHaveBeenCalled();
  });

  it('[SPAM-023] an exist answer without result.result warns once naming the endpoint and the field, shows no indicator, and is asked again later', async () => {
    await open(endpoints({ check_email_exist_post: json({ result: { text_result: 'no verdict' } }) }), {}, { data__email_check_before_post: '0' });
    await type(comment(), 'jane@example.com');
    expect(blocks()).toHaveLength(0);
    await type(wpforms(), 'jane@example.com');
    expect(blocks()).toHaveLength(0);
    // A bad answer is a failed check: forgotten, so the next blur asks again.
    expect(sentTo(testbed, 'check_email_exist_post')).toHaveLength(2);
    const warnings = testbed.console.warn.mock.calls.map((call) => call.join(' '));
    expect(warnings.filter((line) => line.includes('check_email_exist_post'))).toEqual([
      expect.stringMatching(/anti-spam\/email-check.*check_email_exist_post answer: field result\.result: .*; the answer is not used$/),
    ]);
    expect(testbed.console.error).not.toHaveBeenCalled();
  });

  it('[SPAM-022] a before-post answer whose result is not the cloud data warns naming the endpoint and the field, and stores nothing', async () => {
    await open(endpoints({ check_email_before_post: json({ result: 'EXISTS' }) }), {}, { data__email_check_exist_post: '0' });
    await type(comment(), 'jane@example.com');
    expect(sentTo(testbed, 'check_email_before_post')).toHaveLength(1);
    expect(decodeURIComponent(document.cookie)).not.toContain('jane@example.com');
    expect(testbed.console.warn.mock.calls.map((call) => call.join(' '))).toContainEqual(
      expect.stringMatching(/anti-spam\/email-check.*check_email_before_post answer: field result: .*; the answer is not used$/),
    );
  });

  it('[SPAM-017] a Contact Form 7 e-mail field is checked 300 ms after it loses focus', async () => {
    await start();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form class="wpcf7-form init" method="post"><p><span class="wpcf7-form-control-wrap" data-name="your-email"><input type="email" name="your-email" class="wpcf7-form-control wpcf7-email"></span></p></form>',
    );
    await testbed.settle();
    const cf7 = document.querySelector<HTMLInputElement>('.wpcf7-form input[type="email"]')!;
    cf7.value = 'jane@example.com';
    fireEvent.blur(cf7);
    await testbed.settle(EMAIL_CHECK_DEBOUNCE_MS - 1);
    expect(sentTo(testbed, 'check_email_exist_post')).toHaveLength(0);
    await testbed.settle(1);
    expect(sentTo(testbed, 'check_email_exist_post')).toHaveLength(1);
    expect(blocks()[0]).toHaveClass('apbct-check_email_exist-good_email');
  });
});
