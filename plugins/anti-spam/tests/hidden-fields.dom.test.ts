import { fireEvent } from '@testing-library/dom';
import { antiSpam } from '../definition';
import { json, openTestbed, type Testbed } from '../../../test/support';
import { FORM_SCAN_INTERVAL_MS, HIDDEN_FIELDS_DELAY_MS } from '../hidden-fields';
import { NO_COOKIE_PREFIX } from '../client-data';
import { cleantalkGlobals, endpoints, sentTo } from './cleantalk';

let testbed: Testbed;
async function start(functions: Record<string, unknown> = {}, pub: Record<string, unknown> = {}) {
  testbed = await openTestbed(['anti-spam/globals.html', 'anti-spam/email-forms.html'], [antiSpam], {
    globals: cleantalkGlobals(functions, pub),
    routes: endpoints({ alt_sessions: json({ success: true }) }),
    quiet: true,
  });
}
const decode = (value: string) => JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
const visibleInput = (form: Element) => form.querySelector<HTMLInputElement>('input[name="apbct_visible_fields"]');

afterEach(() => {
  testbed?.close();
  for (const c of document.cookie.split('; ')) document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
});

describe('hidden form data', () => {
  it('[SPAM-043][SPAM-039] 1 s after start each POST form gets apbct_visible_fields: base64 of its visible and invisible lists with counts', async () => {
    await start();
    const comment = document.getElementById('commentform')!;
    await testbed.settle(HIDDEN_FIELDS_DELAY_MS - 1);
    expect(visibleInput(comment)).toBeNull();
    await testbed.settle(1);
    const input = visibleInput(comment)!;
    expect(input).toHaveAttribute('type', 'hidden');
    expect(input.id).toBe('apbct_visible_fields_0');
    expect(decode(input.value)).toEqual({
      0: {
        visible_fields: 'comment author email',
        visible_fields_count: 3,
        invisible_fields: 'comment_post_ID comment_parent',
        invisible_fields_count: 2,
      },
    });
    expect(document.querySelectorAll('input[name="apbct_visible_fields"]')).toHaveLength(3);
  });

  it('[SPAM-044] forms added later are found by the scan every 2 s, the first one 2 s after start', async () => {
    await start();
    await testbed.settle(HIDDEN_FIELDS_DELAY_MS);
    document.body.insertAdjacentHTML('beforeend', '<form id="late" method="post"><input name="your-name"></form>');
    const late = document.getElementById('late')!;
    await testbed.settle(FORM_SCAN_INTERVAL_MS - HIDDEN_FIELDS_DELAY_MS - 1);
    expect(visibleInput(late)).toBeNull();
    await testbed.settle(1);
    expect(visibleInput(late)).not.toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<form id="later" method="post"><input name="q"></form>');
    await testbed.settle(FORM_SCAN_INTERVAL_MS);
    expect(visibleInput(document.getElementById('later')!)).not.toBeNull();
  });

  it('[SPAM-043] in no-cookie mode POST forms also carry ct_no_cookie_hidden_field, replaced rather than repeated on each scan', async () => {
    await start({ data__cookies_type: 'none' });
    await testbed.settle(HIDDEN_FIELDS_DELAY_MS + 2 * FORM_SCAN_INTERVAL_MS);
    const fields = document.getElementById('commentform')!.querySelectorAll<HTMLInputElement>('input[name="ct_no_cookie_hidden_field"]');
    expect(fields).toHaveLength(1);
    expect(fields[0]).toHaveClass('apbct_special_field', 'ct_no_cookie_hidden_field');
    expect(fields[0]!.value.startsWith(NO_COOKIE_PREFIX)).toBe(true);
  });

  it('in no-cookie mode the first scan writes the no-cookie fields in one task and reads the lists in the next; scans with unchanged signals write nothing', async () => {
    await start({ data__cookies_type: 'none' });
    const comment = document.getElementById('commentform')!;
    const noCookie = () => comment.querySelector<HTMLInputElement>('input[name="ct_no_cookie_hidden_field"]');
    await testbed.settle(HIDDEN_FIELDS_DELAY_MS - 1);
    // One timer at a time, until the scan's writes.
    for (let turn = 0; turn < 50 && !noCookie(); turn++) testbed.clock.runNext(testbed.clock.now() + 1);
    expect(noCookie()).not.toBeNull();
    expect(visibleInput(comment)).toBeNull();
    await testbed.settle();
    expect(visibleInput(comment)).not.toBeNull();

    const first = noCookie()!;
    await testbed.settle(2 * FORM_SCAN_INTERVAL_MS);
    expect(noCookie()).toBe(first);
    localStorage.setItem('apbct_test_signal', 'changed');
    await testbed.settle(FORM_SCAN_INTERVAL_MS);
    expect(noCookie()).not.toBe(first);
    expect(comment.querySelectorAll('input[name="ct_no_cookie_hidden_field"]')).toHaveLength(1);
    expect(decode(noCookie()!.value.slice(NO_COOKIE_PREFIX.length))).toMatchObject({ apbct_test_signal: 'changed' });
  });

  it('[SPAM-040] in native mode a submit of a form posting to this site writes no apbct_visible_fields_N cookie at any form index, as the original: each form\'s own field carries its lists', async () => {
    await start();
    for (let i = 0; i < 10; i++) document.body.insertAdjacentHTML('beforeend', `<form method="post"><input name="f${i}"></form>`);
    await testbed.settle(FORM_SCAN_INTERVAL_MS);
    const forms = Array.from(document.forms);
    expect(forms.length).toBeGreaterThan(11);
    for (const form of [forms[0]!, forms[10]!, forms[11]!]) {
      fireEvent.submit(form);
      expect(visibleInput(form)).not.toBeNull();
    }
    expect(document.cookie).not.toContain('apbct_visible_fields');
  });

  it('[SPAM-039] in alternative mode the submitted form\'s lists go to the server as apbct_visible_fields', async () => {
    await start({ data__cookies_type: 'alternative' });
    await testbed.settle(HIDDEN_FIELDS_DELAY_MS);
    fireEvent.submit(document.getElementById('commentform')!);
    await testbed.settle();
    const call = sentTo(testbed, 'alt_sessions').at(-1)!;
    // Collected at submit time, as the original did: the form's own apbct_visible_fields input counts as invisible by then.
    expect(JSON.parse(call.fields.cookies!)).toEqual({
      apbct_visible_fields: {
        visible_fields: 'comment author email',
        visible_fields_count: 3,
        invisible_fields: 'comment_post_ID comment_parent apbct_visible_fields',
        invisible_fields_count: 3,
      },
    });
  });
});
