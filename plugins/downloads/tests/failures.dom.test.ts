import { fireEvent } from '@testing-library/dom';
import { EXTERNAL_COMPLETE_CLEAR_MS } from '../../../machines/downloads/download-link';
import { STALL_TIMEOUT_MS } from '../../../adapters/transfer';
import { networkError, never, openTestbed, text, type Answer, type Testbed, type SentRequest } from '../../../test/support';
import { downloadLinks } from '../definition';
import { AJAX, beacons, bytesOf, dlmPage, downloadLink, fetched, fileResponse, GENERIC_ERROR, NO_ACCESS_MODAL } from './dlm';

const DLM = { 'x-dlm-download-id': '103', 'x-dlm-version-id': '9', 'x-dlm-nonce': 'n0nce' };
const HREF = '/download/103/?tmstv=1700000000';

let testbed: Testbed;
const open = (answer: Answer, globals?: Record<string, unknown>) => openTestbed('downloads/links.html', [downloadLinks], dlmPage(answer, globals));
afterEach(() => testbed?.close());

const click = (link: HTMLAnchorElement) => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const restored = (link: HTMLAnchorElement) => {
  expect(link.getAttribute('href')).toBe(HREF);
  expect(link).not.toHaveAttribute('disabled');
  expect(link).not.toHaveClass('dlm-download-started');
  expect(link.querySelector('.dlm-xhr-loading-gif, .dlm-xhr-progress')).toBeNull();
};

/** The restricted download: the modal header set (set_no_access_modal), then the modal HTML from admin-ajax. */
function restricted(answer = NO_ACCESS_MODAL, header = 'x-dlm') {
  return ({ url }: SentRequest) =>
    url === AJAX
      ? text(answer, 200, { 'content-type': 'text/html; charset=UTF-8' })
      : fileResponse(new Uint8Array(), {
          ...DLM,
          [`${header}-no-access`]: 'true',
          [`${header}-no-access-modal`]: '1',
          [`${header}-no-access-restriction`]: 'access_denied',
          [`${header}-no-access-modal-text`]: 'Members only.',
        });
}

async function openDialog(header = 'x-dlm'): Promise<HTMLAnchorElement> {
  testbed = await open(restricted(NO_ACCESS_MODAL, header));
  const link = downloadLink(103);
  click(link);
  await testbed.settle();
  return link;
}

describe('no-access dialog', () => {
  it.each(['dlm', 'x-dlm'])(
    '[DL-017] [DL-024] (%s- headers) posts no_access_dlm_xhr_download with the header values and the restriction kind',
    async (header) => {
      const link = await openDialog(header);
      const post = fetched(testbed).find((q) => q.url === AJAX)!;
      expect(post.method).toBe('POST');
      expect(post.fields).toEqual({
        download_id: '103',
        version_id: '9',
        modal_text: 'Members only.',
        restriction: 'access_denied',
        action: 'no_access_dlm_xhr_download',
        nonce: 'n0nce',
      });
      restored(link);
    },
  );

  it('[DL-025] [DL-026] shows the returned HTML as a labelled modal dialog and runs its scripts once', async () => {
    delete (window as unknown as Record<string, unknown>).dlmModalScriptRan;
    await openDialog();
    const dialog = document.querySelector('#dlm-no-access-modal [role="dialog"]')!;
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)).toHaveTextContent('No access!');
    expect(dialog).toHaveTextContent('Members only.');
    expect((window as unknown as Record<string, unknown>).dlmModalScriptRan).toBe(1);
    expect(document.activeElement).toHaveClass('dlm-no-access-modal-close');
  });

  it('[DL-027] closes on Escape and gives focus back to the link', async () => {
    const link = await openDialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.getElementById('dlm-no-access-modal')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('[DL-028] closes on a click on the overlay, not on a click inside the panel', async () => {
    const link = await openDialog();
    fireEvent.click(document.querySelector('#modal-title')!);
    expect(document.getElementById('dlm-no-access-modal')).not.toBeNull();
    fireEvent.click(document.querySelector('.dlm-no-access-modal-window')!);
    expect(document.getElementById('dlm-no-access-modal')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('[DL-029] closes on its close button', async () => {
    const link = await openDialog();
    fireEvent.click(document.querySelector('.dlm-no-access-modal-close')!);
    expect(document.getElementById('dlm-no-access-modal')).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('[DL-018] an error with the modal flag is logged failed and shown in the dialog', async () => {
    testbed = await open(({ url }) =>
      url === AJAX
        ? text(NO_ACCESS_MODAL.replace('No access!', 'Error!'), 200, { 'content-type': 'text/html' })
        : fileResponse(new Uint8Array(), { ...DLM, 'x-dlm-error': 'not_found', 'x-dlm-no-access-modal': '1' }, 1, 404, 'Not Found'),
    );
    const link = downloadLink(103);
    click(link);
    await testbed.settle();
    expect(beacons(testbed)[0]!.fields).toMatchObject({ status: 'failed', download_id: '103' });
    expect(document.getElementById('modal-title')).toHaveTextContent('Error!');
    restored(link);
  });

  it.each([
    ['JSON refusal', '{"success":false,"data":"No download found"}'],
    ['nonce failure', '-1'],
    ['empty answer', ''],
  ])('a no-access answer that is not HTML (%s) leaves the link restored with the generic error', async (_what, answer) => {
    testbed = await open(restricted(answer));
    const link = downloadLink(103);
    click(link);
    await testbed.settle();
    expect(document.getElementById('dlm-no-access-modal')).toBeNull();
    expect(link.querySelector('.dlm-xhr-error')).toHaveTextContent(GENERIC_ERROR);
    restored(link);
  });
});

describe('external downloads', () => {
  const external = (status: number, bytes = bytesOf(3000)) => ({ url }: SentRequest) =>
    url.startsWith('https://files.test/')
      ? fileResponse(bytes, { 'content-length': String(bytes.length), 'content-disposition': 'attachment; filename="ext.bin"' }, 3, status, status === 403 ? 'Forbidden' : 'OK')
      : fileResponse(new Uint8Array(), { ...DLM, 'dlm-external-download': 'https://files.test/ext.bin' });

  it('[DL-015] [DL-008] GETs the external URL with the same headers, saves it, logs with cookie false, clears after 1 s', async () => {
    testbed = await open(external(200));
    const link = downloadLink(103);
    click(link);
    await testbed.settle();
    expect(fetched(testbed).map((q) => q.url)).toEqual([HREF, 'https://files.test/ext.bin']);
    expect(fetched(testbed)[1]!.init.headers).toEqual(fetched(testbed)[0]!.init.headers);
    expect(testbed.savedFiles.map((s) => s.name)).toEqual(['ext.bin']);
    expect(beacons(testbed)[0]!.fields).toMatchObject({ status: 'completed', cookie: 'false', download_id: '103', nonce: 'n0nce' });
    expect(link).toHaveClass('dlm-download-complete');
    testbed.clock.advance(EXTERNAL_COMPLETE_CLEAR_MS);
    expect(link).not.toHaveClass('dlm-download-complete');
  });

  it("[DL-036] a 403 answer shows 'Acces Denied to file.' exactly and logs a failure", async () => {
    testbed = await open(external(403));
    const link = downloadLink(103);
    click(link);
    await testbed.settle();
    expect(link.querySelector('.dlm-xhr-error')!.textContent).toBe('Acces Denied to file.');
    expect(beacons(testbed)[0]!.fields).toMatchObject({ status: 'failed', cookie: 'false', download_id: '103' });
    expect(testbed.savedFiles).toHaveLength(0);
    restored(link);
  });
});

describe('failures never leave the link stuck', () => {
  it('[DL-035] a network error restores the link, adds the no-xhr class and shows the generic translated error', async () => {
    testbed = await open(networkError(), {
      dlmXHRtranslations: { error: 'Beim Herunterladen ist ein Fehler aufgetreten.' },
    });
    const link = downloadLink(103);
    click(link);
    await testbed.settle();
    restored(link);
    expect(link).toHaveClass('dlm-no-xhr-download');
    expect(link.querySelector('.dlm-xhr-error')).toHaveTextContent('Beim Herunterladen ist ein Fehler aufgetreten.');
    // The next click is the browser's own.
    const next = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.addEventListener('click', (e) => e.preventDefault(), { once: true });
    link.dispatchEvent(next);
    await testbed.settle();
    expect(fetched(testbed)).toHaveLength(1);
  });

  it('a time-out (no answer within 15 s) ends like a network error', async () => {
    testbed = await open(never());
    const link = downloadLink(103);
    click(link);
    await testbed.settle();
    expect(link).toHaveClass('dlm-download-started');
    testbed.clock.advance(STALL_TIMEOUT_MS);
    await testbed.settle();
    restored(link);
    expect(link.querySelector('.dlm-xhr-error')).toHaveTextContent(GENERIC_ERROR);
  });

  it('a download still running when its link leaves the page is aborted, and nothing is reported after', async () => {
    testbed = await open(never());
    const link = downloadLink(103);
    click(link);
    await testbed.settle();
    const [request] = fetched(testbed);
    expect(request!.signal!.aborted).toBe(false);
    link.remove();
    await testbed.settle();
    expect(request!.signal!.aborted).toBe(true);
    expect(link.querySelector('.dlm-xhr-error')).toBeNull();
    expect(beacons(testbed)).toHaveLength(0);
  });

  it('stopping the runtime with a dialog open and a download running leaves no listener, timer, actor or request behind', async () => {
    const link = await openDialog();
    expect(document.getElementById('dlm-no-access-modal')).not.toBeNull();
    testbed.site.routes['*'] = never();
    click(downloadLink(102));
    await testbed.settle();
    const running = fetched(testbed).at(-1)!;
    expect(testbed.leaks.check()).not.toEqual([]);
    testbed.runtime.stop();
    expect(running.signal!.aborted).toBe(true);
    expect(testbed.leaks.check()).toEqual([]);
    restored(link);
  });

  it('an empty 200 body saves nothing, logs failed and shows the generic error', async () => {
    testbed = await open(() => fileResponse(new Uint8Array(), { ...DLM, 'x-dlm-file-name': 'empty.html' }));
    const link = downloadLink(103);
    click(link);
    await testbed.settle();
    expect(testbed.savedFiles).toHaveLength(0);
    expect(beacons(testbed)[0]!.fields).toMatchObject({ status: 'failed' });
    expect(link.querySelector('.dlm-xhr-error')).toHaveTextContent(GENERIC_ERROR);
    restored(link);
  });

  it('a non-numeric size still downloads, with the unknown-size class and no NaN anywhere', async () => {
    const bytes = bytesOf(1000);
    testbed = await open(() => fileResponse(bytes, { ...DLM, 'x-dlm-filesize': 'about 1 MB', 'x-dlm-file-name': '%E0%A4%A.bin' }));
    const link = downloadLink(103);
    const classes: string[] = [];
    testbed.leaks.untracked(() => new MutationObserver(() => classes.push(link.className)).observe(link, { attributes: true, attributeFilter: ['class'] }));
    click(link);
    await testbed.settle();
    expect(classes.some((c) => c.includes('download-Infinity'))).toBe(true);
    expect(classes.join(' ')).not.toMatch(/NaN/);
    // The name failed to decode: kept as sent, the download not broken.
    expect(testbed.savedFiles.map((s) => s.name)).toEqual(['%E0%A4%A.bin']);
    expect(link).toHaveClass('dlm-download-complete');
  });

  it('a status the protocol does not know (500) restores the link with the generic error', async () => {
    testbed = await open(() => fileResponse(new Uint8Array(), DLM, 1, 500, 'Internal Server Error'));
    const link = downloadLink(103);
    click(link);
    await testbed.settle();
    restored(link);
    expect(link.querySelector('.dlm-xhr-error')).toHaveTextContent(GENERIC_ERROR);
  });
});
