import { fireEvent } from '@testing-library/dom';
import { json, openTestbed, type Testbed } from '../../../test/support';
import { contactForm } from '../definition';
import { cf7Form, FEEDBACK, field, REFILL, SCHEMA, SENT, WPCF7 } from './cf7';

type Tree = { getAll(field: string): unknown[] };
type Validator = (this: Record<string, unknown>, tree: Tree) => void;
type Middleware = (call: { ruleObj: { field?: string } }, next: (call: unknown) => unknown) => unknown;
type PageSwv = { validators: Record<string, Validator>; use(middleware: Middleware): void };

/** Form 101 with a rule only an add-on knows: `conditional`, which runs the built-in its `condition` names. */
const SCHEMA_101 = {
  version: 'Contact Form 7 SWV Schema 2024-10',
  locale: 'en_US',
  rules: [
    { rule: 'required', field: 'your-name', error: 'Please fill out this field.' },
    { rule: 'email', field: 'your-email', error: 'Please enter an email address.' },
    { rule: 'conditional', condition: 'required', field: 'your-subject', error: 'A subject, please.' },
  ],
};

let testbed: Testbed;
const swv = () => (window as unknown as { swv: PageSwv }).swv;
const tipOf = (name: string) => field(name).parentElement!.querySelector('.wpcf7-not-valid-tip');
const open = async (quiet = false) => {
  testbed = await openTestbed('contact-form/cf7-contact.html', [contactForm], {
    globals: { wpcf7: { ...WPCF7 } },
    routes: { [SCHEMA(101)]: json(SCHEMA_101), [REFILL(101)]: json([]), [FEEDBACK(101)]: json(SENT) },
    quiet,
  });
};
/** The visitor's first focus asks for the schema; a change then checks the field. */
const change = async (name: string, value: string) => {
  fireEvent.focusIn(field(name));
  await testbed.settle();
  field(name).value = value;
  fireEvent.change(field(name));
  await testbed.settle();
};
afterEach(() => testbed?.close());

describe("CF7's window.swv for its add-ons", () => {
  it('is there for the scripts that add rules at DOMContentLoaded, on pages CF7 printed its wpcf7 global on, and leaves with the runtime', async () => {
    await open();
    expect(swv().validators).toBeInstanceOf(Object);
    expect(typeof swv().use).toBe('function');
    testbed.runtime.stop();
    expect((window as unknown as { swv?: unknown }).swv).toBeUndefined();
  });

  it("an add-on's rule runs at the change check, and the built-in rule it calls by name fails the field with the rule's error", async () => {
    await open();
    swv().validators.conditional = function (tree) {
      swv().validators[this.condition as string]?.call(this, tree);
    };
    await change('your-subject', '   ');
    expect(tipOf('your-subject')).toHaveTextContent('A subject, please.');
    await change('your-subject', 'Engines');
    expect(tipOf('your-subject')).toBeNull();
  });

  it("a rule the page has no validator for holds, as in CF7: the field's other rules still run", async () => {
    await open();
    await change('your-subject', '');
    expect(tipOf('your-subject')).toBeNull();
    await change('your-email', 'ada@localhost');
    expect(tipOf('your-email')).toHaveTextContent('Please enter an email address.');
  });

  it('middleware given to swv.use wraps each check: one that skips a field a condition hides leaves it without an error', async () => {
    await open();
    const seen: (string | undefined)[] = [];
    swv().use((call, next) => {
      seen.push(call.ruleObj.field);
      return call.ruleObj.field === 'your-name' ? undefined : next(call);
    });
    (window as unknown as { wpcf7: { validate(form: HTMLFormElement): void } }).wpcf7.validate(cf7Form());
    fireEvent.focusIn(field('your-email'));
    await testbed.settle();
    field('your-email').value = 'ada@localhost';
    fireEvent.change(field('your-email'));
    await testbed.settle();
    expect(seen).toContain('your-name');
    expect(tipOf('your-name')).toBeNull();
    expect(tipOf('your-email')).toHaveTextContent('Please enter an email address.');
  });

  it("a page validator that throws something else than a rule's failure is reported, and the other rules still run", async () => {
    await open(true);
    swv().validators.conditional = () => {
      throw new TypeError('the add-on broke');
    };
    await change('your-subject', '');
    await change('your-email', 'ada@localhost');
    expect(tipOf('your-email')).toHaveTextContent('Please enter an email address.');
    expect(tipOf('your-subject')).toBeNull();
    expect(testbed.console.error.mock.calls.flat().map(String).join(' ')).toContain('the add-on broke');
  });
});
