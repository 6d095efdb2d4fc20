import { json, openTestbed, text, type Testbed, type SentRequest } from '../../../test/support';
import { contactForm } from '../../contact-form/definition';
import { emailDownload } from '../definition';

const SENT = { contact_form_id: 103, status: 'mail_sent', message: 'Thank you for your message. It has been sent.', posted_data_hash: 'h', into: '#wpcf7-f103-p47-o1', invalid_fields: [] };

const CF7 = 'rest:contact-form-7/v1/contact-forms/103';

let testbed: Testbed;
/** What went to admin-ajax.php. */
let posts: SentRequest[];

const EBD_INLINE = { ajaxurl: 'http://localhost/wp-admin/admin-ajax.php', ajax_nonce: 'abc123' };

async function open(markup: string, ebdAnswer: string, ebdInline: unknown = EBD_INLINE) {
  testbed = await openTestbed(markup, [contactForm, emailDownload], {
    globals: {
      wpcf7: { api: { root: 'http://localhost/wp-json/', namespace: 'contact-form-7/v1' } },
      ebd_inline: ebdInline,
    },
    routes: {
      '/wp-admin/admin-ajax.php': text(ebdAnswer, 200, { 'content-type': 'text/html' }),
      [`POST ${CF7}/feedback`]: json(SENT),
      [`GET ${CF7}/refill`]: json([]),
      [`GET ${CF7}/feedback/schema`]: json({ rules: [] }),
    },
  });
  document.querySelector<HTMLInputElement>('[name="your-email"]')!.value = 'ada@example.com';
  document.querySelector<HTMLInputElement>('.wpcf7-submit')!.click();
  await testbed.settle();
  posts = testbed.site.requestsTo('/wp-admin/admin-ajax.php');
}

afterEach(() => testbed.close());

const warnings = () => testbed.console.warn.mock.calls.map((args: unknown[]) => args.map(String).join(' '));

describe('email before download', () => {
  it('[EBD-001] [EBD-002] [EBD-003] [EBD-004] after mail_sent posts ebd_inline_links with email, downloads[], settings[] and security, once', async () => {
    await open('email-download/cf7-ebd-links.html', '');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe('http://localhost/wp-admin/admin-ajax.php');
    const body = posts[0]!.body as URLSearchParams;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(body.get('action')).toBe('ebd_inline_links');
    expect(body.get('email')).toBe('ada@example.com');
    expect(body.getAll('downloads[]')).toEqual(['42|Annual report 2025', '43|Price list']);
    expect(body.getAll('settings[]')).toEqual([
      'title|Annual report 2025, Price list',
      'delivered_as|inline link',
      'link_format|_self',
      'item_id|3',
      'form_id|wpcf7-f103-p47-o1',
    ]);
    expect(body.get('security')).toBe('abc123');
  });

  it('[EBD-005] [EBD-007] a download-false answer appends its html to the form\'s wrapper', async () => {
    await open('email-download/cf7-ebd-links.html', JSON.stringify({ html: '<div class="ebd_results"><a class="ebd_link" href="/dl/42" target="_self"><div style="height:40px;display:flex;">Annual report 2025</div></a></br><script>window.__ebdRan = true</script></div>' }));
    const results = document.querySelector('#wpcf7-f103-p47-o1 > .ebd_results')!;
    expect(results).not.toBeNull();
    expect(results.previousElementSibling!.tagName).toBe('FORM');
    expect(results.querySelector('a.ebd_link')).toHaveAttribute('href', '/dl/42');
    expect(results.querySelector('script')).toBeNull();
    expect((window as unknown as { __ebdRan?: boolean }).__ebdRan).toBeUndefined();
    expect(testbed.navigations).toEqual([]);
  });

  it('[EBD-005] [EBD-006] a download-true answer navigates to url', async () => {
    await open('email-download/cf7-ebd-forced.html', JSON.stringify({ download: 'yes', url: 'http://localhost/download/44/?ebduid=u1' }));
    expect(posts[0]!.form!.getAll('downloads[]')).toEqual(['44|Product sheet']);
    expect(testbed.navigations).toEqual(['http://localhost/download/44/?ebduid=u1']);
  });

  it('the "email sent" string and an empty body show nothing and navigate nowhere', async () => {
    await open('email-download/cf7-ebd-links.html', '"email sent"');
    expect(document.querySelector('.ebd_results')).toBeNull();
    testbed.close();
    await open('email-download/cf7-ebd-links.html', '');
    expect(document.querySelector('.ebd_results')).toBeNull();
    expect(testbed.navigations).toEqual([]);
  });

  it.each([
    ['javascript:alert(document.cookie)', 'the "javascript:" scheme'],
    ['data:text/html,<script>alert(1)</script>', 'the "data:" scheme'],
    ['//elsewhere.example/file.pdf', 'a scheme-less address to another origin (elsewhere.example)'],
  ])('[EBD-006] a download url %j is refused with one console warning; nothing else happens', async (url, reason) => {
    await open('email-download/cf7-ebd-forced.html', JSON.stringify({ download: 'yes', url }));
    expect(testbed.navigations).toEqual([]);
    expect(warnings()).toEqual([
      `[site-runtime:email-download] site-runtime: ignored the download URL the server sent: ${reason} is not allowed (only http(s) and same-origin addresses are followed).`,
    ]);
    expect(document.querySelector('.ebd_results')).toBeNull();
  });

  it('[EBD-006] a relative download url on this origin is followed', async () => {
    await open('email-download/cf7-ebd-forced.html', JSON.stringify({ download: true, url: '/download/44/?ebduid=u1' }));
    expect(testbed.navigations).toEqual(['http://localhost/download/44/?ebduid=u1']);
    expect(warnings()).toEqual([]);
  });
});

describe('answers and globals of the wrong shape', () => {
  it('[EBD-005] [EBD-007] an html field that is not text warns once, naming the endpoint and the field, and nothing is appended', async () => {
    await open('email-download/cf7-ebd-links.html', JSON.stringify({ html: ['<div class="ebd_results">x</div>'] }));
    expect(warnings()).toEqual([
      '[site-runtime:email-download] POST admin-ajax.php?action=ebd_inline_links answer: field html: expected a string, got an array; using the default',
    ]);
    expect(document.querySelector('.ebd_results')).toBeNull();
    expect(testbed.navigations).toEqual([]);
  });

  it('[EBD-004] an ebd_inline whose nonce is not text warns once naming the global and the field, and sends an empty security', async () => {
    await open('email-download/cf7-ebd-links.html', '', { ...EBD_INLINE, ajax_nonce: { value: 'abc123' } });
    expect(warnings()).toEqual(['[site-runtime] page global ebd_inline.ajax_nonce: expected a string, got an object; using the default']);
    expect(posts).toHaveLength(1);
    expect((posts[0]!.body as URLSearchParams).get('security')).toBe('');
  });
});
