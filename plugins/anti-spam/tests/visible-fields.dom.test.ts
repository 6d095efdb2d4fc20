// The visible-fields data in each cookie mode, written as CleanTalk's own script writes it, so its server
// reads the same visible inputs (docs/plugins/anti-spam.md#hidden-form-fields).
import { fireEvent } from '@testing-library/dom';
import { antiSpam } from '../definition';
import { json, openTestbed, type Testbed } from '../../../test/support';
import { NO_COOKIE_PREFIX } from '../client-data';
import { HIDDEN_FIELDS_DELAY_MS } from '../hidden-fields';
import { VISIBLE_FIELDS_COOKIE_LAST_INDEX } from '../visible-fields';
import { cleantalkGlobals, endpoints, sentTo } from './cleantalk';

let testbed: Testbed;
async function start(functions: Record<string, unknown> = {}, pub: Record<string, unknown> = {}, markup = 'anti-spam/comment-form.html') {
  testbed = await openTestbed(['anti-spam/globals.html', markup], [antiSpam], {
    globals: cleantalkGlobals(functions, pub),
    routes: endpoints({ alt_sessions: json({ success: true }) }),
    quiet: true,
  });
  await testbed.settle(HIDDEN_FIELDS_DELAY_MS);
}

const base64Json = (value: string) => JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
const commentForm = () => document.getElementById('commentform') as HTMLFormElement;
const cookieNames = () => document.cookie.split('; ').map((pair) => pair.split('=')[0] ?? '');
const altSessionPosts = () => sentTo(testbed, 'alt_sessions').map((request) => JSON.parse(request.fields.cookies!) as Record<string, unknown>);

/** What CleanTalk's script collects from WordPress's comment form: no checkbox, no submit button, no ct_checkjs. */
const COMMENT_LISTS = { visible_fields: 'comment author email url', visible_fields_count: 4, invisible_fields: 'comment_post_ID comment_parent', invisible_fields_count: 2 };

afterEach(() => {
  testbed?.close();
  for (const name of cookieNames()) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
});

describe('visible fields as CleanTalk\'s server reads them', () => {
  it('[SPAM-039][SPAM-043] the comment form\'s lists leave out its cookie-consent checkbox, as CleanTalk\'s own script does', async () => {
    await start();
    const input = commentForm().querySelector<HTMLInputElement>('input[name="apbct_visible_fields"]')!;
    expect(base64Json(input.value)).toEqual({ 0: COMMENT_LISTS });
  });

  it('[SPAM-039][SPAM-040] native mode: a comment submit writes no visible-fields cookie, so the server reads the form\'s own field', async () => {
    await start({ data__cookies_type: 'native' });
    fireEvent.submit(commentForm());
    await testbed.settle();
    expect(cookieNames().filter((name) => name.includes('apbct_visible_fields'))).toEqual([]);
    expect(commentForm().querySelector('input[name="apbct_visible_fields"]')).not.toBeNull();
  });

  it('[SPAM-040] native mode: visible-fields cookies an earlier page left are deleted at start, prefixed or not', async () => {
    document.cookie = 'apbct_visible_fields_0=%7B%22visible_fields%22%3A%22old%22%7D; path=/';
    document.cookie = 'wpct_apbct_visible_fields_3=%7B%7D; path=/';
    document.cookie = 'apbct_visible_fields=0; path=/';
    await start({ data__cookies_type: 'native', cookiePrefix: 'wpct_' });
    expect(cookieNames()).not.toContain('apbct_visible_fields_0');
    expect(cookieNames()).not.toContain('wpct_apbct_visible_fields_3');
    // Not a per-form cookie: the non-native modes' signal, which the server does not read in native mode.
    expect(cookieNames()).toContain('apbct_visible_fields');
  });

  it('[SPAM-039] alternative mode: "0" at start, then on submit the lists as an object in alternative sessions', async () => {
    await start({ data__cookies_type: 'alternative' });
    expect(altSessionPosts()[0]).toMatchObject({ apbct_visible_fields: '0' });
    fireEvent.submit(commentForm());
    await testbed.settle();
    // Collected at submit time, as the original did: the form's own apbct_visible_fields input is invisible by then.
    expect(altSessionPosts().at(-1)).toEqual({
      apbct_visible_fields: { ...COMMENT_LISTS, invisible_fields: 'comment_post_ID comment_parent apbct_visible_fields', invisible_fields_count: 3 },
    });
  });

  it('[SPAM-039][SPAM-043] no-cookie mode: the submit stores the lists as JSON text, and the no-cookie field sent with that submit carries them', async () => {
    await start({ data__cookies_type: 'none' });
    const noCookie = () => commentForm().querySelector<HTMLInputElement>('input[name="ct_no_cookie_hidden_field"]')!.value;
    expect(base64Json(noCookie().slice(NO_COOKIE_PREFIX.length)).apbct_visible_fields).toBe('0');
    let sentWithSubmit = '';
    // The page's own submit listener runs after the runtime's capture listener: it sees what the browser sends.
    commentForm().addEventListener('submit', () => (sentWithSubmit = noCookie()), { once: true });
    fireEvent.submit(commentForm());
    const carried = base64Json(sentWithSubmit.slice(NO_COOKIE_PREFIX.length)).apbct_visible_fields;
    expect(typeof carried).toBe('string');
    expect(JSON.parse(carried)).toEqual({
      ...COMMENT_LISTS,
      invisible_fields: 'comment_post_ID comment_parent ct_no_cookie_hidden_field apbct_visible_fields',
      invisible_fields_count: 4,
    });
  });
});

describe('visible fields on a page of several forms', () => {
  it("reads every form's lists before it writes any form's input (a read after a write restyles the page)", async () => {
    const second = '<form method="post" action="/second"><input name="who"><input type="hidden" name="step" value="1"></form>';
    const third = '<form method="post" action="/third"><textarea name="note"></textarea></form>';
    const written = () => document.querySelectorAll('input[name="apbct_visible_fields"]').length;
    const seen: number[] = [];
    const styleOf = window.getComputedStyle.bind(window);
    const read = jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      seen.push(written());
      return styleOf(element, pseudo);
    });
    try {
      await start({}, {}, 'anti-spam/comment-form.html');
      document.body.insertAdjacentHTML('beforeend', second + third);
      seen.length = 0;
      const before = written();
      await testbed.settle(2000);
      expect(written()).toBe(before + 2);
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen)).toEqual(new Set([before]));
    } finally {
      read.mockRestore();
    }
    const lists = (action: string) => base64Json(document.querySelector<HTMLInputElement>(`form[action="${action}"] input[name="apbct_visible_fields"]`)!.value);
    expect(lists('/second')).toEqual({ 0: { visible_fields: 'who', visible_fields_count: 1, invisible_fields: 'step', invisible_fields_count: 1 } });
    expect(lists('/third')[0].visible_fields).toBe('note');
  });
});

describe('native visible-fields cookies from CleanTalk\'s external-form check', () => {
  /** Forms posting to Mailchimp, one of the services whose forms CleanTalk checks before they leave. */
  const serviceForms = (count: number) =>
    Array.from({ length: count }, (_, i) => `<form method="post" action="https://example.us1.list-manage.com/subscribe/post?id=${i}"><input type="email" name="EMAIL"><input type="hidden" name="u" value="${i}"></form>`).join('');
  const visibleFieldsCookies = () => cookieNames().filter((name) => name.includes('apbct_visible_fields')).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const submitAll = async () => {
    for (const form of Array.from(document.forms)) fireEvent.submit(form);
    await testbed.settle();
  };

  it('[SPAM-040] a checked form\'s submit writes its lists in apbct_visible_fields_{form index}, for form indexes 0 to 10 and none beyond', async () => {
    await start({ data__cookies_type: 'native' }, { settings__forms__check_external: '1' }, serviceForms(13));
    expect(document.forms).toHaveLength(13);
    await submitAll();
    const indexes = Array.from({ length: VISIBLE_FIELDS_COOKIE_LAST_INDEX + 1 }, (_, i) => i);
    expect(VISIBLE_FIELDS_COOKIE_LAST_INDEX).toBe(10);
    expect(visibleFieldsCookies()).toEqual(indexes.map((i) => `apbct_visible_fields_${i}`));
    const cookie = document.cookie.split('; ').find((pair) => pair.startsWith('apbct_visible_fields_3='))!;
    // Collected at submit: the form's own apbct_visible_fields input is among the invisible fields by then.
    expect(JSON.parse(decodeURIComponent(cookie.split('=')[1]!))).toEqual({
      visible_fields: 'EMAIL',
      visible_fields_count: 1,
      invisible_fields: 'u apbct_visible_fields',
      invisible_fields_count: 2,
    });
  });

  it('[SPAM-040] forms posting to this site, forms CleanTalk only re-points (another host, no service), and the setting off: no cookie', async () => {
    const markup =
      '<form method="post" action="/subscribe"><input name="email"></form>' +
      '<form method="post" action="http://localhost/other"><input name="email"></form>' +
      '<form method="post"><input name="email"></form>' +
      '<form method="post" action="https://newsletter.example.org/join"><input name="email"></form>';
    await start({ data__cookies_type: 'native' }, { settings__forms__check_external: '1' }, markup);
    await submitAll();
    expect(visibleFieldsCookies()).toEqual([]);
    testbed.close();
    await start({ data__cookies_type: 'native' }, {}, serviceForms(2));
    await submitAll();
    expect(visibleFieldsCookies()).toEqual([]);
  });

  it("loads the external forms' service lists only where the check is on; a scan before they arrive leaves the forms to the next", async () => {
    jest.doMock('../external-forms', () => {
      throw new Error('the lists were asked for');
    });
    try {
      await start({ data__cookies_type: 'native' }, {}, serviceForms(2));
      const warned = () => testbed.console.warn.mock.calls.flat().map(String).join(' ');
      expect(warned()).not.toContain('external forms');
      testbed.close();
      await start({ data__cookies_type: 'native' }, { settings__forms__check_external: '1' }, serviceForms(2));
      expect(warned()).toContain('the external forms check could not load');
      await submitAll();
      expect(visibleFieldsCookies()).toEqual([]);
    } finally {
      jest.dontMock('../external-forms');
    }
  });

  it('[SPAM-040] a checked form writes no per-form cookie outside native mode', async () => {
    await start({ data__cookies_type: 'alternative' }, { settings__forms__check_external: '1' }, serviceForms(2));
    await submitAll();
    expect(cookieNames().filter((name) => name.startsWith('apbct_visible_fields_'))).toEqual([]);
  });
});
