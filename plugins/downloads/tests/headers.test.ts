import { decideAtHeaders, dlmHeader, expectedSize, fileNameOf, progressStep, type HeaderMap } from '../headers';

const HREF = 'https://site.test/download/12/?tmstv=1';
/** Every dlm header the server sends for a plain XHR download, so only the branch under test differs. */
const BASE = { 'x-dlm-download-id': '12', 'x-dlm-version-id': '34', 'x-dlm-nonce': 'n0nce' };

const decide = (headers: HeaderMap, status = 200, statusText = 'OK') => decideAtHeaders({ headers, status, statusText, href: HREF });

/** The same header in its plain and x- form. */
const forms = (name: string) => [name, `x-${name}`];

const RECOGNISED = [
  'dlm-file-name',
  'dlm-no-waypoints',
  'dlm-redirect',
  'dlm-external-download',
  'dlm-no-access',
  'dlm-no-access-modal',
  'dlm-no-access-modal-text',
  'dlm-no-access-restriction',
  'dlm-error',
  'dlm-download-id',
  'dlm-version-id',
  'dlm-nonce',
  'dlm-filesize',
  'dlm-force-abort',
] as const;

describe('[DL-010] [DL-011] recognised headers', () => {
  it.each(RECOGNISED)('%s is read in its plain and its x- form, the x- form winning', (name) => {
    expect(dlmHeader({ [name]: 'plain' }, name)).toBe('plain');
    expect(dlmHeader({ [`x-${name}`]: 'prefixed' }, name)).toBe('prefixed');
    expect(dlmHeader({ [name]: 'plain', [`x-${name}`]: 'prefixed' }, name)).toBe('prefixed');
    expect(dlmHeader({}, name)).toBeUndefined();
  });
});

describe('headers-stage decision order', () => {
  describe.each(forms('dlm-force-abort'))('[DL-012] [DL-013] [DL-011] forced abort via %s', (name) => {
    it('aborts, even with every later branch present', () => {
      expect(decide({ ...BASE, [name]: '1', 'x-dlm-no-waypoints': 'true', 'x-dlm-external-download': 'https://x', 'x-dlm-error': 'not_found' })).toEqual({
        kind: 'force-abort',
      });
    });
    it('an empty value is no abort', () => {
      expect(decide({ ...BASE, [name]: '' })).toEqual({ kind: 'save' });
    });
  });

  describe.each(forms('dlm-no-waypoints'))('[DL-012] [DL-014] [DL-011] no-waypoints via %s', (name) => {
    it.each(forms('dlm-redirect'))('goes to the redirect (%s) before external, error or modal', (redirect) => {
      expect(
        decide({ ...BASE, [name]: 'true', [redirect]: 'https://site.test/elsewhere/', 'x-dlm-external-download': 'https://x', 'x-dlm-error': 'e' }),
      ).toEqual({ kind: 'no-waypoints', to: 'https://site.test/elsewhere/' });
    });
    it('goes to the original link without a redirect', () => {
      expect(decide({ ...BASE, [name]: 'true' })).toEqual({ kind: 'no-waypoints', to: HREF });
    });
  });

  describe.each(forms('dlm-external-download'))('[DL-012] [DL-015] [DL-011] external download via %s', (name) => {
    it('takes the external URL before the no-dlm-headers, modal, error and redirect branches', () => {
      expect(
        decide({ [name]: 'https://files.test/a.zip', 'x-dlm-no-access': 'true', 'x-dlm-no-access-modal': '1', 'x-dlm-error': 'e', 'x-dlm-redirect': '/r' }),
      ).toEqual({ kind: 'external', url: 'https://files.test/a.zip' });
    });
  });

  it('[DL-011] the x- form wins when both forms are sent', () => {
    expect(decide({ 'dlm-external-download': 'https://old.test/', 'x-dlm-external-download': 'https://new.test/' })).toEqual({
      kind: 'external',
      url: 'https://new.test/',
    });
    expect(dlmHeader({ 'dlm-file-name': 'a', 'x-dlm-file-name': 'b' }, 'dlm-file-name')).toBe('b');
  });

  it('[DL-012] [DL-016] no dlm header at all navigates to the original link, whatever the status', () => {
    expect(decide({ 'content-type': 'text/html', 'x-other': '1' })).toEqual({ kind: 'navigate', to: HREF });
    expect(decide({}, 404, 'Not Found')).toEqual({ kind: 'navigate', to: HREF });
  });

  describe.each([
    ['dlm-no-access', 'dlm-no-access-modal'],
    ['x-dlm-no-access', 'x-dlm-no-access-modal'],
  ])('[DL-012] [DL-017] [DL-011] no-access with modal via %s + %s', (access, modal) => {
    it('opens the dialog before the error and redirect branches', () => {
      expect(decide({ ...BASE, [access]: 'true', [modal]: '1', 'x-dlm-error': 'access_denied', 'x-dlm-redirect': '/r' })).toEqual({
        kind: 'no-access-modal',
      });
    });
    it('needs the modal flag truthy and not 0, and the no-access value exactly "true"', () => {
      expect(decide({ ...BASE, [access]: 'true', [modal]: '0' })).toEqual({ kind: 'save' });
      expect(decide({ ...BASE, [access]: '1', [modal]: '1' })).toEqual({ kind: 'save' });
    });
  });

  describe.each(forms('dlm-error'))('[DL-012] [DL-018] [DL-011] error via %s', (name) => {
    it('comes before the redirect, inline without the modal flag', () => {
      expect(decide({ ...BASE, [name]: 'not_found', 'x-dlm-redirect': '/r' }, 404, 'Not Found')).toEqual({
        kind: 'error',
        key: 'not_found',
        modal: false,
      });
    });
    it('in the modal with the modal flag', () => {
      expect(decide({ ...BASE, [name]: 'filetype', 'dlm-no-access-modal': '1' }, 403, 'Forbidden')).toEqual({
        kind: 'error',
        key: 'filetype',
        modal: true,
      });
    });
  });

  describe.each(forms('dlm-redirect'))('[DL-012] [DL-019] [DL-011] redirect via %s', (name) => {
    it('is the last header branch; it carries the no-access value', () => {
      expect(decide({ ...BASE, [name]: 'https://site.test/members/' })).toEqual({ kind: 'redirect', url: 'https://site.test/members/', noAccess: false });
      expect(decide({ ...BASE, [name]: '/no-access/', 'dlm-no-access': 'true' })).toEqual({ kind: 'redirect', url: '/no-access/', noAccess: true });
    });
  });

  it('[DL-020] HTTP 401 navigates to the status text', () => {
    expect(decide(BASE, 401, 'Unauthorized')).toEqual({ kind: 'unauthorized', to: 'Unauthorized' });
  });

  it.each([
    [404, 'Not Found'],
    [403, 'Forbidden'],
  ])('[DL-021] HTTP %i shows its status text as a paragraph', (status, statusText) => {
    expect(decide(BASE, status, statusText)).toEqual({ kind: 'status-text', text: statusText });
    // HTTP/2 answers carry no reason phrase: the standard one stands in.
    expect(decide(BASE, status, '')).toEqual({ kind: 'status-text', text: statusText });
  });

  it('[DL-022] HTTP 200 with dlm headers and no branch saves the file; other statuses are unexpected', () => {
    expect(decide(BASE)).toEqual({ kind: 'save' });
    expect(decide(BASE, 500, 'Internal Server Error')).toEqual({ kind: 'unexpected-status', status: 500 });
  });
});

describe('[DL-023] file names', () => {
  it.each(forms('dlm-file-name'))('takes %s first, without quotes and the first ";", decoded', (name) => {
    expect(fileNameOf({ [name]: '"Annual%20report.pdf";', 'content-disposition': 'attachment; filename="other.pdf";' })).toBe('Annual report.pdf');
  });

  it.each([
    ['attachment; filename="report%202024.zip";', 'report 2024.zip'],
    ["attachment; filename*=UTF-8''na%C3%AFve.txt", 'naïve.txt'],
    ['attachment; filename=plain.csv', 'plain.csv'],
  ])('falls back to content-disposition %s', (disposition, expected) => {
    expect(fileNameOf({ 'content-disposition': disposition })).toBe(expected);
  });

  it("falls back to 'download'", () => {
    expect(fileNameOf({})).toBe('download');
    expect(fileNameOf({ 'x-dlm-file-name': '""', 'content-disposition': 'inline' })).toBe('download');
  });

  it('a name that fails to decode is kept as sent rather than breaking the download', () => {
    expect(fileNameOf({ 'x-dlm-file-name': 'broken%E0%A4%A.txt' })).toBe('broken%E0%A4%A.txt');
  });
});

describe('[DL-006] progress steps', () => {
  it.each([
    [0, 1000, 0, 'download-0'],
    [1, 1000, 0, 'download-0'],
    [60, 1000, 6, 'download-10'],
    [451, 1000, 45, 'download-50'],
    [1000, 1000, 100, 'download-100'],
  ])('%i of %i bytes is %i%% with class %s', (loaded, total, percent, className) => {
    expect(progressStep(loaded, total)).toEqual({ percent, className });
  });

  it('an unknown size gives the animated download-Infinity class and no percentage', () => {
    expect(progressStep(10, NaN)).toEqual({ percent: Infinity, className: 'download-Infinity' });
  });

  it.each(forms('dlm-filesize'))('the size comes from content-length, else %s; a non-numeric size is no size', (name) => {
    expect(expectedSize({ 'content-length': '2048', [name]: '99' })).toBe(2048);
    expect(expectedSize({ [name]: '4096' })).toBe(4096);
    expect(expectedSize({ [name]: '4 MB' })).toBeNaN();
  });
});
