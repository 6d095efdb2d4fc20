/**
 * Download Monitor as the DOM tests see it: the globals its PHP prints beside
 * the links of fixtures/markup/downloads/links.html, and file answers whose bodies
 * arrive in parts, so progress has steps to show.
 */
import { markupOf } from '../../../test/support/markup';
import type { Answer, Testbed, TestbedOptions } from '../../../test/support';

export const AJAX = '/wp-admin/admin-ajax.php';
/** The page the links are on (the log's currentURL). */
export const PAGE_URL = '/downloads/';
/** The error text the page's translations give (dlmXHRtranslations.error). */
export const GENERIC_ERROR = 'An error occurred while trying to download the file. Please try again.';
/** The no-access dialog Download Monitor answers with, its title, a script of its own and its text filled in. */
export const NO_ACCESS_MODAL = markupOf('downloads/no-access-modal.html')
  .replace('%%TITLE%%', 'No access!')
  .replace('%%SCRIPTS%%', '<script>window.dlmModalScriptRan = (window.dlmModalScriptRan || 0) + 1;</script>')
  .replace('%%CONTENT%%', '<p>Members only.</p>');

export function dlmGlobals(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    dlmXHR: { xhr_links: { class: ['download-link', 'download-button'] }, prevent_duplicates: true, ajaxUrl: AJAX },
    dlmXHRGlobalLinks: 'http://localhost/download/',
    dlmNonXHRGlobalLinks: [],
    dlmXHRProgress: '1',
    dlmXHRgif: '/wp-includes/images/spinner.gif',
    dlmXHRtranslations: {
      error: GENERIC_ERROR,
      not_found: 'Download does not exist.',
      access_denied: 'Access denied. You do not have permission to download this file.',
    },
    ...overrides,
  };
}

/** A body that arrives in `parts` chunks. */
export function fileResponse(bytes: Uint8Array, headers: Record<string, string>, parts = 4, status = 200, statusText = 'OK'): Response {
  const size = Math.ceil(bytes.length / parts);
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
  return new Response(bytes.length ? body : null, { status, statusText, headers });
}

/** Download 103 as Download Monitor answers a visitor without access: empty, with the headers that ask for the dialog. */
export const noAccessDownload = (): Response =>
  fileResponse(new Uint8Array(), {
    'x-dlm-download-id': '103',
    'x-dlm-version-id': '9',
    'x-dlm-nonce': 'n0nce',
    'x-dlm-no-access': 'true',
    'x-dlm-no-access-modal': '1',
    'x-dlm-no-access-restriction': 'access_denied',
  });

export function bytesOf(n: number): Uint8Array {
  return Uint8Array.from({ length: n }, (_, i) => (i * 7) % 251);
}

export const downloadLink = (id: number) => document.getElementById(`download-link-${id}`) as HTMLAnchorElement;

/** The links page: Download Monitor's globals, every request answered by `answer`. */
export const dlmPage = (answer: Answer, globals: Record<string, unknown> = {}): TestbedOptions => ({
  globals: dlmGlobals(globals),
  routes: { '*': answer },
  url: PAGE_URL,
});

/** What the page fetched, beaconed, or sent by keepalive fetch (the beacon's fallback). */
export const fetched = (testbed: Testbed) => testbed.site.requests.filter((request) => request.via === 'fetch');
export const beacons = (testbed: Testbed) => testbed.site.requests.filter((request) => request.via === 'beacon');
export const keepalives = (testbed: Testbed) => testbed.site.requests.filter((request) => request.via === 'keepalive');
