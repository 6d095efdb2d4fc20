import { json, openTestbed, type Testbed, type Routes } from '../../../test/support';
import { contactForm } from '../definition';
import type { Cf7EventName } from '../events';
import { cf7Form, FEEDBACK, fillContact, REFILL, SCHEMA, schemaOf, submit, WPCF7 } from './cf7';

const answer = (status: string) => ({
  contact_form_id: 101,
  status,
  message: `Answer ${status}`,
  posted_data_hash: status === 'mail_sent' ? 'abc' : '',
  into: '#wpcf7-f101-p45-o1',
  invalid_fields: [],
});

const routes = (status: string): Routes => ({
  [SCHEMA(101)]: json(schemaOf(101)),
  [REFILL(101)]: json([]),
  [FEEDBACK(101)]: json(answer(status)),
});
const open = (status: string) => openTestbed('contact-form/cf7-contact.html', [contactForm], { globals: { wpcf7: WPCF7 }, routes: routes(status) });

const NAMES: Cf7EventName[] = [
  'wpcf7beforesubmit',
  'wpcf7invalid',
  'wpcf7spam',
  'wpcf7mailsent',
  'wpcf7mailfailed',
  'wpcf7submit',
  'wpcf7reset',
  'wpcf7statuschanged',
];

let testbed: Testbed;
afterEach(() => testbed?.close());

/** Every CF7 event the bus carries, as the inspector sees them: type, detail, target. */
function busEvents(): { type: string; detail: unknown; target: unknown }[] {
  const seen: { type: string; detail: unknown; target: unknown }[] = [];
  for (const name of NAMES) testbed.runtime.bus.listen(name, (event) => seen.push({ type: event.type, detail: event.args[0], target: event.target }));
  return seen;
}

describe("CF7's events on the bus", () => {
  it('[CF-051] [CF-065] each DOM event CF7 fires is on the bus too, in the same order, with the same detail and the form as its target', async () => {
    testbed = await open('mail_sent');
    fillContact();
    await testbed.settle();
    const onPage = testbed.recordEvents(NAMES);
    const onBus = busEvents();
    await submit(testbed);
    expect(onBus.map((event) => event.type)).toEqual([
      'wpcf7beforesubmit',
      'wpcf7statuschanged',
      'wpcf7statuschanged',
      'wpcf7mailsent',
      'wpcf7submit',
      'wpcf7statuschanged',
      'wpcf7statuschanged',
      'wpcf7reset',
    ]);
    // The page got each one once, as CF7 fires it: the bus does not echo them back as DOM events.
    expect(onPage.map((event) => event.name)).toEqual(onBus.map((event) => event.type));
    onBus.forEach((event, index) => {
      expect(event.detail).toBe(onPage[index]!.detail);
      expect(event.target).toBe(cf7Form());
    });
    expect(onBus.find((event) => event.type === 'wpcf7mailsent')!.detail).toMatchObject({ contactFormId: 101, unitTag: 'wpcf7-f101-p45-o1', status: 'mail_sent' });
  });

  it.each([
    ['validation_failed', 'wpcf7invalid'],
    ['spam', 'wpcf7spam'],
    ['mail_failed', 'wpcf7mailfailed'],
  ] as const)('[CF-065] a %s answer reaches bus listeners as %s and wpcf7submit, with status and apiResponse', async (status, name) => {
    testbed = await open(status);
    fillContact();
    await testbed.settle();
    const heard: [string, unknown][] = [];
    testbed.runtime.bus.on(name, (detail) => heard.push([name, detail.status]));
    testbed.runtime.bus.on('wpcf7submit', (detail) => heard.push(['wpcf7submit', (detail.apiResponse as { message: string }).message]));
    await submit(testbed);
    expect(heard).toEqual([
      [name, status],
      ['wpcf7submit', `Answer ${status}`],
    ]);
  });
});
