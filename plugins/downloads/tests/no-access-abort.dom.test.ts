/**
 * The no-access dialog request can be aborted by its caller: a new click on the link (the visitor's new
 * intent) aborts the one still asked for, and the link leaving the page aborts it too; an aborted
 * request opens no dialog and shows no error.
 */
import { openTestbed, text, type Testbed, type Reply, type SentRequest } from '../../../test/support';
import { downloadLinks } from '../definition';
import { AJAX, dlmGlobals, downloadLink, fetched, NO_ACCESS_MODAL, noAccessDownload, PAGE_URL } from './dlm';

// The first page loads the plugin's chunk in real time, which a busy machine stretches.
jest.setTimeout(60_000);

const SLOW_MS = 1000;
const dialog = (delay = 0): Reply => ({ ...text(NO_ACCESS_MODAL, 200, { 'content-type': 'text/html; charset=UTF-8' }), delay });

let testbed: Testbed;
afterEach(() => testbed?.close());

/** The members-only download; the dialog requests answered in turn by `dialogs`. */
async function open(dialogs: Reply[]) {
  let asked = 0;
  testbed = await openTestbed('downloads/links.html', [downloadLinks], {
    globals: dlmGlobals(),
    url: PAGE_URL,
    quiet: true,
    routes: {
      [AJAX]: () => dialogs[Math.min(asked++, dialogs.length - 1)]!,
      '/download/103/': noAccessDownload,
    },
  });
  delete (window as unknown as Record<string, unknown>).dlmModalScriptRan;
}

const click = (link: HTMLAnchorElement) => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const dialogRequests = (): SentRequest[] => fetched(testbed).filter((request) => request.path === AJAX);

describe('no_access_dlm_xhr_download, aborted', () => {
  it('no_access_dlm_xhr_download, superseded: a second click while the dialog is asked for aborts the first request; one dialog opens, its script run once', async () => {
    await open([dialog(SLOW_MS), dialog()]);
    const link = downloadLink(103);
    click(link);
    await testbed.settle();
    expect(dialogRequests()).toHaveLength(1);
    click(link);
    await testbed.settle();
    const [first, second] = dialogRequests();
    expect(first!.signal?.aborted).toBe(true);
    expect(second!.signal?.aborted).toBe(false);
    await testbed.settle(SLOW_MS);
    expect(document.querySelectorAll('#dlm-no-access-modal')).toHaveLength(1);
    expect((window as unknown as Record<string, unknown>).dlmModalScriptRan).toBe(1);
    expect(link.querySelector('.dlm-xhr-error')).toBeNull();
  });

  it('no_access_dlm_xhr_download, aborted: the link leaving the page while the dialog is asked for aborts the request; no dialog opens, nothing is shown', async () => {
    await open([dialog(SLOW_MS)]);
    const link = downloadLink(103);
    click(link);
    await testbed.settle();
    link.remove();
    await testbed.settle();
    expect(dialogRequests()[0]!.signal?.aborted).toBe(true);
    await testbed.settle(SLOW_MS);
    expect(document.getElementById('dlm-no-access-modal')).toBeNull();
    expect(link.querySelector('.dlm-xhr-error')).toBeNull();
  });
});
