import { json, openPage, text, type Page, type SentRequest } from '../../../test/support';
import { contactForm } from '../../contact-form/definition';
import { emailDownload } from '../definition';

const SENT = { contact_form_id: 103, status: 'mail_sent', message: 'Thank you for your message. It has been sent.', posted_data_hash: 'h', into: '#wpcf7-f103-p47-o1', invalid_fields: [] };

const CF7 = 'rest:contact-form-7/v1/contact-forms/103';

let page: Page;
/** What went to admin-ajax.php. */
let posts: SentRequest[];

async function open(markup: string, ebdAnswer: string) {
  page = await openPage(markup, [contactForm, emailDownload], {
    globals: {
      wpcf7: { api: { root: 'http://localhost/wp-json/', namespace: 'contact-form-7/v1' } },
      ebd_inline: { ajaxurl: 'http://localhost/wp-admin/admin-ajax.php', ajax_nonce: 'abc123' },
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
  await page.settle();
  posts = page.site.requestsTo('/wp-admin/admin-ajax.php');
}

afterEach(() => page.close());

describe('email before download', () => {
  it('[EBD-001] [EBD-002] [EBD-003] [EBD-004] after mail_sent posts ebd_inline_links with email, downloads[], settings[] and security, once', async () => {
    await open('cf7-ebd-links.html', '');
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
    await open('cf7-ebd-links.html', JSON.stringify({ html: '<div class="ebd_results"><a class="ebd_link" href="/dl/42" target="_self"><div style="height:40px;display:flex;">Annual report 2025</div></a></br><script>window.__ebdRan = true</script></div>' }));
    const results = document.querySelector('#wpcf7-f103-p47-o1 > .ebd_results')!;
    expect(results).not.toBeNull();
    expect(results.previousElementSibling!.tagName).toBe('FORM');
    expect(results.querySelector('a.ebd_link')).toHaveAttribute('href', '/dl/42');
    expect(results.querySelector('script')).toBeNull();
    expect((window as unknown as { __ebdRan?: boolean }).__ebdRan).toBeUndefined();
    expect(page.navigations).toEqual([]);
  });

  it('[EBD-005] [EBD-006] a download-true answer navigates to url', async () => {
    await open('cf7-ebd-forced.html', JSON.stringify({ download: 'yes', url: 'http://localhost/download/44/?ebduid=u1' }));
    expect(posts[0]!.form!.getAll('downloads[]')).toEqual(['44|Product sheet']);
    expect(page.navigations).toEqual(['http://localhost/download/44/?ebduid=u1']);
  });

  it('the "email sent" string and an empty body show nothing and navigate nowhere', async () => {
    await open('cf7-ebd-links.html', '"email sent"');
    expect(document.querySelector('.ebd_results')).toBeNull();
    page.close();
    await open('cf7-ebd-links.html', '');
    expect(document.querySelector('.ebd_results')).toBeNull();
    expect(page.navigations).toEqual([]);
  });
});
