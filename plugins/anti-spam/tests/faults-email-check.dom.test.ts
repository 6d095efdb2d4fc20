/**
 * CleanTalk's e-mail checks under every fault of docs/reliability.md: the visitor leaves an e-mail
 * field, the check fails; the load mark goes (no verdict is shown for an address nobody checked),
 * the address stays as typed, nothing is stored, and the next blur asks again.
 */
import { fireEvent } from '@testing-library/dom';
import { antiSpam } from '../definition';
import { antiSpamEmailCheck } from '../email-check/definition';
import { faultAnswer, json, meetFault, openTestbed, type Answer, type FaultName, type Testbed, type SentRequest } from '../../../test/support';
import { cleantalkGlobals, endpoints, sentTo } from './cleantalk';

// The first page loads the plugins' chunks in real time, which a busy machine stretches.
jest.setTimeout(60_000);

let testbed: Testbed;
const ADDRESS = 'jane@example.com';
const field = () => document.querySelector<HTMLInputElement>('#commentform #email')!;
const marks = () => Array.from(document.querySelectorAll('.apbct-check_email_exist-block'));
const stored = () => decodeURIComponent(document.cookie);
const exists = (sent: SentRequest) =>
  json({ result: { result: sent.fields.email === ADDRESS ? 'EXISTS' : 'NOT_EXISTS', text_result: 'The email exists and is good to use!' } });

/** The comment form with only one of the two checks on, its endpoint answering `answer`. */
async function open(check: 'exist' | 'before', answer: Answer) {
  const name = check === 'exist' ? 'check_email_exist_post' : 'check_email_before_post';
  const off = check === 'exist' ? { data__email_check_before_post: '0' } : { data__email_check_exist_post: '0' };
  testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/email-forms.html'], [antiSpam, antiSpamEmailCheck], {
    globals: cleantalkGlobals({}, off),
    routes: endpoints({ [name]: answer }),
    quiet: true,
  });
}

/** The visitor enters the field (its check's code loads then), types the address and leaves. */
async function leave(input: HTMLInputElement, value: string) {
  fireEvent.focus(input);
  await testbed.settle();
  input.value = value;
  fireEvent.blur(input);
}

afterEach(() => {
  testbed?.close();
  for (const name of ['ct_checked_emails', 'ct_checked_emails_exist']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('check_email_exist_post under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'check_email_exist_post, time-out: the load mark goes, the address stays as typed, the next blur asks again' },
    { fault: '500', title: 'check_email_exist_post, 500: the load mark goes, the address stays as typed, the next blur asks again' },
    { fault: '403 / nonce', title: 'check_email_exist_post, 403 / nonce: the load mark goes, the address stays as typed, the next blur asks again' },
    { fault: 'invalid JSON', title: 'check_email_exist_post, invalid JSON: the load mark goes, the address stays as typed, the next blur asks again' },
    { fault: 'HTML for JSON', title: 'check_email_exist_post, HTML for JSON: the load mark goes, the address stays as typed, the next blur asks again' },
    { fault: 'offline', title: 'check_email_exist_post, offline: the load mark goes, the address stays as typed, the next blur asks again' },
  ])('$title', async ({ fault }) => {
    await open('exist', faultAnswer(fault, 'rest'));
    await leave(field(), ADDRESS);
    expect(marks()[0]).toHaveClass('apbct-check_email_exist-load');
    await meetFault(testbed, fault);
    expect(marks()).toHaveLength(0);
    expect(field().value).toBe(ADDRESS);
    expect(stored()).not.toContain(ADDRESS);

    Object.assign(testbed.site.routes, endpoints({ check_email_exist_post: exists }));
    fireEvent.blur(field());
    await testbed.settle();
    expect(marks()[0]).toHaveClass('apbct-check_email_exist-good_email');
  });

  it('check_email_exist_post, superseded: a second address typed while the first is checked shows its own verdict; the late first answer changes nothing', async () => {
    let answerFirst!: () => void;
    await open('exist', (sent) =>
      sent.fields.email === 'first@example.com' ? new Promise<Answer>((resolve) => (answerFirst = () => resolve(exists(sent)))) : exists(sent),
    );
    await leave(field(), 'first@example.com');
    await testbed.settle();
    await leave(field(), ADDRESS);
    await testbed.settle();
    expect(marks()).toHaveLength(1);
    expect(marks()[0]).toHaveClass('apbct-check_email_exist-good_email');
    answerFirst();
    await testbed.settle();
    expect(marks()).toHaveLength(1);
    expect(marks()[0]).toHaveClass('apbct-check_email_exist-good_email');
    expect(field().value).toBe(ADDRESS);
  });
});

describe('check_email_before_post under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'check_email_before_post, time-out: nothing stored or shown, the address stays as typed, the next blur asks again' },
    { fault: '500', title: 'check_email_before_post, 500: nothing stored or shown, the address stays as typed, the next blur asks again' },
    { fault: '403 / nonce', title: 'check_email_before_post, 403 / nonce: nothing stored or shown, the address stays as typed, the next blur asks again' },
    { fault: 'invalid JSON', title: 'check_email_before_post, invalid JSON: nothing stored or shown, the address stays as typed, the next blur asks again' },
    { fault: 'HTML for JSON', title: 'check_email_before_post, HTML for JSON: nothing stored or shown, the address stays as typed, the next blur asks again' },
    { fault: 'offline', title: 'check_email_before_post, offline: nothing stored or shown, the address stays as typed, the next blur asks again' },
  ])('$title', async ({ fault }) => {
    await open('before', faultAnswer(fault, 'rest'));
    await leave(field(), ADDRESS);
    await meetFault(testbed, fault);
    expect(sentTo(testbed, 'check_email_before_post')).toHaveLength(1);
    expect(marks()).toHaveLength(0);
    expect(field().value).toBe(ADDRESS);
    expect(stored()).not.toContain(ADDRESS);

    Object.assign(testbed.site.routes, endpoints({ check_email_before_post: json({ result: { result: 'EXISTS', appearence: 0 } }) }));
    fireEvent.blur(field());
    await testbed.settle();
    expect(stored()).toContain(`"${ADDRESS}":{"result":{"result":"EXISTS"`);
  });
});
