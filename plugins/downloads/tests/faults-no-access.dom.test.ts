/**
 * Download Monitor's no-access dialog request under the faults of docs/reliability.md: a members-only
 * download asks admin-ajax for the dialog; when that fails, no dialog opens, the message shows inline
 * beside the link, and the link is restored (never left started or disabled).
 */
import { faultAnswer, meetFault, openTestbed, type Answer, type FaultName, type Testbed } from '../../../test/support';
import { downloadLinks } from '../definition';
import { AJAX, dlmGlobals, downloadLink, fetched, GENERIC_ERROR, noAccessDownload, PAGE_URL } from './dlm';

// The first page loads the plugin's chunk in real time, which a busy machine stretches.
jest.setTimeout(60_000);

const HREF = '/download/103/?tmstv=1700000000';
let testbed: Testbed;
afterEach(() => testbed?.close());

/** The members-only download: the no-access headers, then `dialog` for the dialog request. */
async function open(dialog: Answer) {
  testbed = await openTestbed('downloads/links.html', [downloadLinks], {
    globals: dlmGlobals(),
    url: PAGE_URL,
    quiet: true,
    routes: {
      [AJAX]: dialog,
      '/download/103/': noAccessDownload,
    },
  });
}

describe('no_access_dlm_xhr_download under faults', () => {
  it.each<{ fault: FaultName; title: string }>([
    { fault: 'time-out', title: 'no_access_dlm_xhr_download, time-out: no dialog, the message inline, the link restored' },
    { fault: '500', title: 'no_access_dlm_xhr_download, 500: the error page is no dialog: the message inline, the link restored' },
    { fault: '403 / nonce', title: 'no_access_dlm_xhr_download, 403 / nonce: no dialog, the message inline, the link restored' },
    { fault: 'invalid JSON', title: 'no_access_dlm_xhr_download, invalid JSON: no dialog, the message inline, the link restored' },
    { fault: 'offline', title: 'no_access_dlm_xhr_download, offline: no dialog, the message inline, the link restored' },
  ])('$title', async ({ fault }) => {
    await open(faultAnswer(fault, 'admin_ajax'));
    const link = downloadLink(103);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await meetFault(testbed, fault);
    expect(fetched(testbed).filter((request) => request.path === AJAX)).toHaveLength(1);
    expect(document.getElementById('dlm-no-access-modal')).toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.body).not.toHaveTextContent('Internal Server Error');
    expect(link.querySelector('.dlm-xhr-error')).toHaveTextContent(GENERIC_ERROR);
    expect(link.getAttribute('href')).toBe(HREF);
    expect(link).not.toHaveAttribute('disabled');
    expect(link).not.toHaveClass('dlm-download-started');
  });
});
