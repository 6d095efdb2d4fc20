// What the server and the page print is checked before it is used: addresses to navigate to,
// the origin of the dialog's scripts, the shapes of the page globals.
import { openTestbed, type Answer, type Testbed, type SentRequest } from '../../../test/support';
import { downloadLinks } from '../definition';
import { AJAX, beacons, dlmPage, downloadLink, fetched, fileResponse, GENERIC_ERROR, NO_ACCESS_MODAL } from './dlm';

const DLM = { 'x-dlm-download-id': '102', 'x-dlm-version-id': '7', 'x-dlm-nonce': 'n0nce' };
const HREF = '/download/102/?tmstv=1700000000';

let testbed: Testbed;
const open = (answer: Answer, globals?: Record<string, unknown>) => openTestbed('downloads/links.html', [downloadLinks], { ...dlmPage(answer, globals), quiet: true });
afterEach(() => {
  testbed?.close();
  jest.restoreAllMocks();
  document.getElementById('dlm-no-access-modal')?.remove();
  delete (window as unknown as Record<string, unknown>).dlmModalScriptRan;
});

const click = (link: HTMLAnchorElement) => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const warnings = () => testbed.console.warn.mock.calls.map((args) => args.map(String).join(' '));

async function answeredWith(answer: Answer, globals?: Record<string, unknown>) {
  testbed = await open(answer, globals);
  const link = downloadLink(102);
  click(link);
  await testbed.settle();
  return link;
}

describe('addresses from the server are followed only when they are http(s) or scheme-less on the page’s origin', () => {
  it.each([
    ['javascript:alert(document.cookie)'],
    ['data:text/html,<script>alert(1)</script>'],
    [' JavaScript:alert(1)'],
    ['//elsewhere.test/download'],
  ])('[DL-014] a no-waypoints redirect to %s is refused with one warning', async (to) => {
    const link = await answeredWith(() => fileResponse(new Uint8Array(), { ...DLM, 'x-dlm-no-waypoints': 'true', 'x-dlm-redirect': to }));
    expect(testbed.navigations).toEqual([]);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain('no-waypoints');
    expect(link.getAttribute('href')).toBe(HREF);
  });

  it('[DL-014] a server that keeps sending a script address is refused every time and warned about once', async () => {
    testbed = await open(() => fileResponse(new Uint8Array(), { ...DLM, 'x-dlm-no-waypoints': 'true', 'x-dlm-redirect': 'javascript:alert(1)' }));
    click(downloadLink(102));
    await testbed.settle();
    click(downloadLink(102));
    click(downloadLink(101));
    await testbed.settle();
    expect(fetched(testbed)).toHaveLength(3);
    expect(testbed.navigations).toEqual([]);
    expect(warnings()).toHaveLength(1);
  });

  it('[DL-014] a relative or https no-waypoints redirect is still followed', async () => {
    await answeredWith(() => fileResponse(new Uint8Array(), { ...DLM, 'x-dlm-no-waypoints': 'true', 'x-dlm-redirect': '/members/' }));
    expect(testbed.navigations).toEqual(['http://localhost/members/']);
    expect(warnings()).toEqual([]);
  });

  it('[DL-019] a javascript: redirect header is logged as redirected but not followed, with one warning', async () => {
    const link = await answeredWith(() => fileResponse(new Uint8Array(), { ...DLM, 'x-dlm-redirect': 'javascript:alert(1)' }));
    expect(beacons(testbed)[0]!.fields).toMatchObject({ status: 'redirected' });
    expect(testbed.navigations).toEqual([]);
    expect(warnings()).toHaveLength(1);
    expect(link.getAttribute('href')).toBe(HREF);
  });

  it('[DL-019] a redirect into the link’s target opens only an http(s) address', async () => {
    const windowOpen = jest.spyOn(window, 'open').mockReturnValue(null);
    let to = 'data:text/html,hi';
    testbed = await open(() => fileResponse(new Uint8Array(), { ...DLM, 'x-dlm-redirect': to }));
    const link = downloadLink(102);
    link.setAttribute('target', 'partner');
    click(link);
    await testbed.settle();
    expect(windowOpen).not.toHaveBeenCalled();
    expect(warnings()).toHaveLength(1);
    to = 'https://partner.test/file';
    click(link);
    await testbed.settle();
    expect(windowOpen).toHaveBeenCalledWith('https://partner.test/file', 'partner', 'noopener');
  });

  it('[DL-020] a 401 whose status text is a javascript: address is refused with one warning', async () => {
    await answeredWith(() => fileResponse(new Uint8Array(), DLM, 1, 401, 'javascript:alert(1)'));
    expect(testbed.navigations).toEqual([]);
    expect(warnings()).toHaveLength(1);
  });
});

describe('the no-access dialog’s scripts', () => {
  const restricted = (answer: () => Response) => ({ url }: SentRequest) =>
    url.endsWith('/admin-ajax.php')
      ? answer()
      : fileResponse(new Uint8Array(), { ...DLM, 'x-dlm-no-access': 'true', 'x-dlm-no-access-modal': '1', 'x-dlm-no-access-restriction': 'access_denied' });
  const html = () => new Response(NO_ACCESS_MODAL, { headers: { 'content-type': 'text/html' } });
  const scriptRuns = () => (window as unknown as Record<string, unknown>).dlmModalScriptRan;

  it('[DL-026] run when the answer comes from the page’s own origin', async () => {
    await answeredWith(restricted(html), { dlmXHR: { ajaxUrl: 'http://localhost/wp-admin/admin-ajax.php' } });
    expect(document.getElementById('modal-title')).toHaveTextContent('No access!');
    expect(scriptRuns()).toBe(1);
  });

  it('[DL-026] do not run when dlmXHR.ajaxUrl is on another origin; the dialog still shows', async () => {
    await answeredWith(restricted(html), { dlmXHR: { ajaxUrl: 'https://elsewhere.test/wp-admin/admin-ajax.php' } });
    expect(fetched(testbed).at(-1)!.url).toBe('https://elsewhere.test/wp-admin/admin-ajax.php');
    expect(document.getElementById('modal-title')).toHaveTextContent('No access!');
    expect(scriptRuns()).toBeUndefined();
  });

  it('[DL-026] do not run when the answer was redirected to another origin', async () => {
    const redirected = () => {
      const response = html();
      Object.defineProperty(response, 'url', { value: 'https://elsewhere.test/modal' });
      return response;
    };
    await answeredWith(restricted(redirected));
    expect(fetched(testbed).at(-1)!.url).toBe(AJAX);
    expect(document.getElementById('modal-title')).toHaveTextContent('No access!');
    expect(scriptRuns()).toBeUndefined();
  });
});

describe('page globals with a bad shape', () => {
  const file = () => fileResponse(Uint8Array.of(1, 2, 3), { ...DLM, 'x-dlm-file-name': 'a.bin' }, 1);

  it('[DL-030] a bad dlmXHR.ajaxUrl warns once, naming the global and the field, and the log goes to the default endpoint', async () => {
    testbed = await open(file, { dlmXHR: { ajaxUrl: ['/wp-admin/admin-ajax.php'], prevent_duplicates: false } });
    click(downloadLink(102));
    click(downloadLink(101));
    await testbed.settle();
    expect(beacons(testbed).map((b) => b.url)).toEqual([AJAX, AJAX]);
    // The good field is kept.
    expect(beacons(testbed)[0]!.fields).toMatchObject({ status: 'completed', cookie: 'false' });
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain('dlmXHR.ajaxUrl');
  });

  it('[DL-034] a translation that is not text warns once, naming the key, and the generic message stands in', async () => {
    const error = () => fileResponse(new Uint8Array(), { ...DLM, 'x-dlm-error': 'not_found' }, 1, 404, 'Not Found');
    testbed = await open(error, { dlmXHRtranslations: { error: GENERIC_ERROR, not_found: { text: 'Download does not exist.' } } });
    click(downloadLink(102));
    click(downloadLink(101));
    await testbed.settle();
    expect(downloadLink(102).querySelector('.dlm-xhr-error')).toHaveTextContent(GENERIC_ERROR);
    expect(downloadLink(101).querySelector('.dlm-xhr-error')).toHaveTextContent(GENERIC_ERROR);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain('dlmXHRtranslations.not_found');
  });

  it('[DL-034] without dlmXHRtranslations at all the generic English message shows', async () => {
    const error = () => fileResponse(new Uint8Array(), { ...DLM, 'x-dlm-error': 'not_found' }, 1, 404, 'Not Found');
    testbed = await open(error, { dlmXHRtranslations: undefined });
    click(downloadLink(102));
    await testbed.settle();
    expect(downloadLink(102).querySelector('.dlm-xhr-error')).toHaveTextContent(GENERIC_ERROR);
    expect(warnings()).toEqual([]);
  });

  it('[DL-001] dlmNonXHRGlobalLinks printed as a PHP map is read as its list of values', async () => {
    testbed = await open(file, { dlmNonXHRGlobalLinks: { 1: '/download/102/' } });
    const link = downloadLink(102);
    link.addEventListener('click', (e) => e.preventDefault(), { once: true }); // keep jsdom from navigating
    click(link);
    click(downloadLink(101));
    await testbed.settle();
    expect(fetched(testbed).map((q) => q.url)).toEqual(['/download/101/?tmstv=1700000000']);
    expect(warnings()).toEqual([]);
  });

  it('[DL-001] a dlmXHRGlobalLinks that is not a string warns and no link is taken over', async () => {
    testbed = await open(file, { dlmXHRGlobalLinks: { url: 'http://localhost/download/' } });
    const link = downloadLink(102);
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    click(link);
    await testbed.settle();
    expect(fetched(testbed)).toEqual([]);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain('dlmXHRGlobalLinks');
  });
});
