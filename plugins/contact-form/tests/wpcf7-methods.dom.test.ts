import { fireEvent } from '@testing-library/dom';
import { json, openTestbed, type Testbed, type Routes } from '../../../test/support';
import { contactForm } from '../definition';
import { cf7Form, FEEDBACK, field, fillContact, REFILL, SCHEMA, schemaOf, SENT, submit, WPCF7 } from './cf7';

type Method = (form: HTMLFormElement, options?: Record<string, unknown>) => void;
type PageWpcf7 = typeof WPCF7 & { init: Method; submit: Method; reset: Method; validate: Method; schemas: Map<number, unknown> };

const routes = (): Routes => ({
  [SCHEMA(101)]: json(schemaOf(101)),
  [REFILL(101)]: json([]),
  [FEEDBACK(101)]: json(SENT),
});

let testbed: Testbed;
let wpcf7: PageWpcf7;
const open = async () => {
  // A copy: the runtime adds its methods to the page's object, and a test may wrap one.
  wpcf7 = { ...WPCF7 } as PageWpcf7;
  testbed = await openTestbed('contact-form/cf7-contact.html', [contactForm], { globals: { wpcf7 }, routes: routes() });
};
const posts = () => testbed.site.requests.filter((c) => c.method === 'POST');
afterEach(() => testbed?.close());

describe("CF7's methods on window.wpcf7", () => {
  it('are there for the scripts that look for them (Stripe will not show its card field without wpcf7.submit), and leave with the runtime', async () => {
    await open();
    for (const method of ['init', 'submit', 'reset', 'validate'] as const) expect(typeof wpcf7[method]).toBe('function');
    expect(wpcf7.schemas).toBeInstanceOf(Map);
    testbed.runtime.stop();
    expect(Object.keys(wpcf7).sort()).toEqual(['api']);
  });

  it("a wrapper around wpcf7.submit (CF7's reCAPTCHA v3 module) runs at each Send: the form goes when it calls through, with the token it wrote", async () => {
    await open();
    const token = document.createElement('input');
    Object.assign(token, { type: 'hidden', name: '_wpcf7_recaptcha_response', value: '' });
    cf7Form().append(token);
    let callThrough: (() => void) | undefined;
    const original = wpcf7.submit;
    wpcf7.submit = (form, options) => {
      callThrough = () => {
        token.value = 'fresh-token';
        original(form, options);
      };
    };
    fillContact();
    await submit(testbed);
    expect(posts()).toHaveLength(0);
    expect(callThrough).toBeDefined();
    callThrough!();
    await testbed.settle();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.form!.get('_wpcf7_recaptcha_response')).toBe('fresh-token');
    expect(cf7Form()).toHaveAttribute('data-status', 'sent');
  });

  it('wpcf7.submit(form) sends the form with the submitter it is given; wpcf7.init(form) binds nothing twice', async () => {
    await open();
    fillContact();
    wpcf7.init(cf7Form());
    const button = cf7Form().querySelector<HTMLInputElement>('.wpcf7-submit')!;
    button.name = 'sent-with';
    button.value = 'the button';
    wpcf7.submit(cf7Form(), { submitter: button });
    await testbed.settle();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.form!.get('sent-with')).toBe('the button');
    fillContact();
    await submit(testbed);
    expect(posts()).toHaveLength(2);
  });

  it('wpcf7.validate(form) checks every field against the schema, which wpcf7.schemas holds by form id once it has arrived', async () => {
    await open();
    expect(wpcf7.schemas.has(101)).toBe(true);
    expect(wpcf7.schemas.get(101)).toBeUndefined();
    fireEvent.focusIn(field('your-name'));
    await testbed.settle();
    expect(wpcf7.schemas.get(101)).toEqual(schemaOf(101));
    field('your-email').value = 'ada@localhost';
    wpcf7.validate(cf7Form());
    await testbed.settle();
    expect(field('your-name').parentElement!.querySelector('.wpcf7-not-valid-tip')).not.toBeNull();
    expect(field('your-email').parentElement!.querySelector('.wpcf7-not-valid-tip')).toHaveTextContent('Please enter an email address.');
  });

  it('wpcf7.reset(form) resets the form as its reset button does: the refill is asked and wpcf7reset fires', async () => {
    await open();
    fillContact();
    const resets: Event[] = [];
    cf7Form().addEventListener('wpcf7reset', (event) => resets.push(event), { once: true });
    wpcf7.reset(cf7Form());
    await testbed.settle();
    expect(testbed.site.requests.some((c) => c.method === 'GET' && c.url.endsWith('/refill'))).toBe(true);
    expect(resets).toHaveLength(1);
    expect(field('your-name').value).toBe('');
  });

  it('a method called with something that is not a bound form does nothing', async () => {
    await open();
    expect(() => wpcf7.submit(document.createElement('form'))).not.toThrow();
    await testbed.settle();
    expect(posts()).toHaveLength(0);
  });
});
