/**
 * Email Before Download reads ebd_inline and the links call's answer with the
 * light shapes (adapters/shapes.ts): yup's chunk (about 14 KB gzip) never
 * loads for it. Here yup cannot load at all, and the plugin still mounts,
 * sends, shows the links and warns about a bad field as it does with it.
 */
import { json, type Answer, type Testbed } from '../../../test/support';
import { AJAX, EBD_INLINE, openEbdForm, sendEbdForm } from './ebd-form';

jest.mock('yup', () => {
  throw new Error('yup must not load with Email Before Download');
});

let testbed: Testbed;
afterEach(() => testbed?.close());

async function send(links: Answer, ebdInline?: unknown) {
  testbed = await openEbdForm(links, { ebdInline });
  await sendEbdForm(testbed);
}

const warnings = () => testbed.console.warn.mock.calls.map((args: unknown[]) => args.map(String).join(' '));

describe('without yup', () => {
  it('the links of an html answer show in the form\'s wrapper', async () => {
    await send(json({ html: '<div class="ebd_results"><a class="ebd_link" href="/dl/42">Annual report 2025</a></div>' }));
    expect((testbed.site.requestsTo(AJAX)[0]!.body as URLSearchParams).get('security')).toBe('abc123');
    expect(document.querySelector('#wpcf7-f103-p47-o1 > .ebd_results a.ebd_link')).toHaveAttribute('href', '/dl/42');
    expect(warnings()).toEqual([]);
  });

  it('a bad global field and a bad answer field each warn once and take their defaults', async () => {
    await send(json({ html: ['<div class="ebd_results">x</div>'] }), { ...EBD_INLINE, ajax_nonce: { value: 'abc123' } });
    expect((testbed.site.requestsTo(AJAX)[0]!.body as URLSearchParams).get('security')).toBe('');
    expect(document.querySelector('.ebd_results')).toBeNull();
    expect(warnings()).toEqual([
      '[site-runtime] page global ebd_inline.ajax_nonce: expected a string, got an object; using the default',
      '[site-runtime:email-download] POST admin-ajax.php?action=ebd_inline_links answer: field html: expected a string, got an array; using the default',
    ]);
  });
});
