/**
 * Contact Form 7's three endpoints under every fault of docs/reliability.md, on the contact form:
 * a failed submission shows CF7's failure (status, message, the screen reader's live status), frees
 * the form and keeps every field as typed or ticked; a failed schema only means no checks in the
 * browser; a failed refill after a sent mail leaves the form sent and ready for another message.
 */
import { fireEvent } from '@testing-library/dom';
import { faultAnswer, json, meetFault, openTestbed, type FaultName, type Testbed, type Routes } from '../../../test/support';
import { contactForm } from '../definition';
import { cf7Form, FEEDBACK, field, fillContact, REFILL, SCHEMA, schemaOf, SENT, submit, WPCF7 } from './cf7';

// The first page loads the plugin's chunk in real time, which a busy machine stretches.
jest.setTimeout(60_000);

/** What CF7's response box says for each fault (plugins/contact-form/failures.ts toFailure). */
const SHOWN: Record<FaultName, string> = {
  'time-out': 'Server response timeout',
  '500': 'Internal server error.',
  '403 / nonce': 'Unexpected response code',
  'invalid JSON': 'The response is not a valid JSON response.',
  'HTML for JSON': 'The response is not a valid JSON response.',
  offline: 'You are probably offline.',
};

let testbed: Testbed;
const routes = (changes: Routes): Routes => ({ [SCHEMA(101)]: json(schemaOf(101)), [REFILL(101)]: json([]), [FEEDBACK(101)]: json(SENT), ...changes });
const open = async (changes: Routes) => {
  testbed = await openTestbed('contact-form/cf7-contact.html', [contactForm], { globals: { wpcf7: WPCF7 }, routes: routes(changes), quiet: true });
};
const output = () => cf7Form().querySelector('.wpcf7-response-output');
const liveStatus = () => document.querySelector('.screen-reader-response [role="status"]');
const sendButton = () => cf7Form().querySelector<HTMLInputElement>('.wpcf7-submit')!;
const posts = () => testbed.site.requests.filter((request) => request.method === 'POST');

afterEach(() => testbed?.close());

describe('feedback under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'feedback, time-out: status failed, the time-out message shown and announced, the button free, every field kept' },
    { fault: '500', title: 'feedback, 500: status failed, the server error message shown and announced, the button free, every field kept' },
    { fault: '403 / nonce', title: 'feedback, 403 / nonce: status failed, the refusal message shown and announced, the button free, every field kept' },
    { fault: 'invalid JSON', title: 'feedback, invalid JSON: status failed, the invalid_json message of CF7 shown and announced, the button free, every field kept' },
    { fault: 'HTML for JSON', title: 'feedback, HTML for JSON: status failed, the invalid_json message of CF7 shown and announced, the button free, every field kept' },
    { fault: 'offline', title: 'feedback, offline: status failed, "You are probably offline." shown and announced, the button free, every field kept' },
  ])('$title', async ({ fault }) => {
    await open({ [FEEDBACK(101)]: faultAnswer(fault, 'rest') });
    fillContact();
    await submit(testbed);
    await meetFault(testbed, fault);
    expect(cf7Form()).toHaveAttribute('data-status', 'failed');
    expect(output()).toHaveTextContent(SHOWN[fault]);
    expect(liveStatus()).toHaveTextContent(SHOWN[fault]);
    expect(sendButton()).toBeEnabled();
    expect(field('your-name').value).toBe('Ada Lovelace');
    expect(field('your-email').value).toBe('ada@example.com');
    expect(field('your-subject').value).toBe('Engines');
    expect(field('your-message').value).toBe('About the analytical engine.');
    expect(field('your-consent').checked).toBe(true);

    testbed.site.routes[FEEDBACK(101)] = json(SENT);
    await submit(testbed);
    expect(cf7Form()).toHaveAttribute('data-status', 'sent');
  });
});

describe('schema under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'schema, time-out: no checks in the browser, no tip on a changed field, and the form still sends what was typed' },
    { fault: '500', title: 'schema, 500: no checks in the browser, no tip on a changed field, and the form still sends what was typed' },
    { fault: '403 / nonce', title: 'schema, 403 / nonce: no checks in the browser, no tip on a changed field, and the form still sends what was typed' },
    { fault: 'invalid JSON', title: 'schema, invalid JSON: no checks in the browser, no tip on a changed field, and the form still sends what was typed' },
    { fault: 'HTML for JSON', title: 'schema, HTML for JSON: no checks in the browser, no tip on a changed field, and the form still sends what was typed' },
    { fault: 'offline', title: 'schema, offline: no checks in the browser, no tip on a changed field, and the form still sends what was typed' },
  ])('$title', async ({ fault }) => {
    await open({ [SCHEMA(101)]: faultAnswer(fault, 'rest') });
    await meetFault(testbed, fault);
    fillContact({ 'your-email': 'not an address' });
    fireEvent.change(field('your-email'));
    await testbed.settle();
    expect(cf7Form().querySelector('.wpcf7-not-valid-tip')).toBeNull();
    expect(field('your-email').value).toBe('not an address');
    await submit(testbed);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.fields).toMatchObject({ 'your-email': 'not an address', 'your-message': 'About the analytical engine.' });
    expect(cf7Form()).toHaveAttribute('data-status', 'sent');
  });
});

describe('refill under faults (asked by the reset after a sent mail)', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'refill, time-out: the form ends sent with its message, free for another message' },
    { fault: '500', title: 'refill, 500: the form ends sent with its message, free for another message' },
    { fault: '403 / nonce', title: 'refill, 403 / nonce: the form ends sent with its message, free for another message' },
    { fault: 'invalid JSON', title: 'refill, invalid JSON: the form ends sent with its message, free for another message' },
    { fault: 'HTML for JSON', title: 'refill, HTML for JSON: the form ends sent with its message, free for another message' },
    { fault: 'offline', title: 'refill, offline: the form ends sent with its message, free for another message' },
  ])('$title', async ({ fault }) => {
    await open({ [REFILL(101)]: faultAnswer(fault, 'rest') });
    fillContact();
    await submit(testbed);
    await meetFault(testbed, fault);
    expect(testbed.site.requestsTo(REFILL(101))).toHaveLength(1);
    expect(cf7Form()).toHaveAttribute('data-status', 'sent');
    expect(output()).toHaveTextContent(SENT.message);
    expect(sendButton()).toBeEnabled();

    fillContact({ 'your-message': 'A second message.' });
    await submit(testbed);
    expect(posts()).toHaveLength(2);
    expect(posts()[1]!.fields).toMatchObject({ 'your-message': 'A second message.' });
  });

  it('refill, superseded: a message sent while the refill still runs is sent, with what was typed', async () => {
    await open({ [REFILL(101)]: { ...json([]), delay: 10_000 } });
    fillContact();
    await submit(testbed);
    expect(testbed.site.requestsTo(REFILL(101))).toHaveLength(1);
    fillContact({ 'your-message': 'Sent before the refill came.' });
    await submit(testbed);
    expect(posts()).toHaveLength(2);
    expect(posts()[1]!.fields).toMatchObject({ 'your-message': 'Sent before the refill came.' });
    await testbed.settle(10_000);
    expect(cf7Form()).toHaveAttribute('data-status', 'sent');
    expect(field('your-message').value).toBe('');
  });
});
