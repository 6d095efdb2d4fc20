import { COMPLETE_CLEAR_MS } from '../../../machines/downloads/download-link';
import { openTestbed, type Answer, type Testbed } from '../../../test/support';
import { downloadLinks } from '../definition';
import { AJAX, beacons, bytesOf, dlmPage, downloadLink, fetched, fileResponse, GENERIC_ERROR, keepalives } from './dlm';

const DLM = { 'x-dlm-download-id': '102', 'x-dlm-version-id': '7', 'x-dlm-nonce': 'n0nce' };
const FILE = bytesOf(4000);

function fileRoute(headers: Record<string, string> = {}, bytes = FILE) {
  return () =>
    fileResponse(bytes, { ...DLM, 'x-dlm-file-name': 'photos%20pack.zip', 'content-length': String(bytes.length), 'x-dlm-filesize': String(bytes.length), ...headers });
}

let testbed: Testbed;
const open = (answer: Answer, globals?: Record<string, unknown>) => openTestbed('downloads/links.html', [downloadLinks], dlmPage(answer, globals));
afterEach(() => testbed?.close());

function click(link: HTMLAnchorElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(event);
  return event;
}

describe('download link on Download Monitor markup', () => {
  it('[DL-001] [DL-002] a click GETs the link in the background with the two request headers', async () => {
    testbed = await open(fileRoute());
    const event = click(downloadLink(102));
    expect(event.defaultPrevented).toBe(true);
    await testbed.settle();
    expect(fetched(testbed)).toHaveLength(1);
    expect(fetched(testbed)[0]!.url).toBe('/download/102/?tmstv=1700000000');
    expect(fetched(testbed)[0]!.init.method).toBe('GET');
    expect(fetched(testbed)[0]!.init.headers).toEqual({
      'Cache-Control': 'no-store, no-cache, no-transform, max-age=0',
      'dlm-xhr-request': 'dlm_XMLHttpRequest',
    });
  });

  it('[DL-005] [DL-003] while started the link is disabled, points to #, and shows the loading image and a percentage', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    testbed = await open(async () => {
      await gate;
      return fileRoute()();
    });
    const link = downloadLink(102);
    click(link);
    // Started once the link's machine has loaded (at this first click), while the answer is held.
    await testbed.settle();
    expect(link.getAttribute('href')).toBe('#');
    expect(link).toHaveAttribute('disabled', 'disabled');
    expect(link).toHaveClass('dlm-download-started', 'download-link', 'download-button', 'aligncenter');
    expect(link.querySelector('img.dlm-xhr-loading-gif')).toHaveAttribute('src', '/wp-includes/images/spinner.gif');
    const percentages: string[] = [];
    // The test's own watcher, left out of the leak count.
    testbed.leaks.untracked(() =>
      new MutationObserver(() => {
        const text = link.querySelector('.dlm-xhr-progress')?.textContent;
        if (text && percentages.at(-1) !== text) percentages.push(text);
      }).observe(link, { childList: true, subtree: true }),
    );
    release();
    await testbed.settle();
    expect(percentages).toEqual(['\u00a00%', '\u00a025%', '\u00a050%', '\u00a075%', '\u00a0100%']);
  });

  it('a loading picture whose address the URL rule refuses is left out, with one warning; the download goes on', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    testbed = await open(
      async () => {
        await gate;
        return fileRoute()();
      },
      { dlmXHRgif: 'javascript:alert(1)' },
    );
    const link = downloadLink(102);
    click(link);
    await testbed.settle();
    expect(link).toHaveClass('dlm-download-started');
    expect(link.querySelector('.dlm-xhr-loading-gif')).toBeNull();
    release();
    await testbed.settle();
    expect(testbed.savedFiles).toHaveLength(1);
    expect(testbed.console.warn.mock.calls.flat().join(' ')).toContain('loading picture');
  });

  it('[DL-006] progress classes step by 10 percent as the body arrives', async () => {
    testbed = await open(() => fileResponse(FILE, { ...DLM, 'content-length': '4000' }, 5));
    const link = downloadLink(102);
    const seen: string[] = [];
    testbed.leaks.untracked(() =>
      new MutationObserver(() => {
        const step = [...link.classList].find((c) => /^download-\d+$/.test(c));
        if (step && seen.at(-1) !== step) seen.push(step);
      }).observe(link, { attributes: true, attributeFilter: ['class'] }),
    );
    click(link);
    await testbed.settle();
    expect(seen).toEqual(['download-0', 'download-20', 'download-40', 'download-60', 'download-80', 'download-100']);
  });

  it('[DL-022] [DL-023] [DL-007] 200 saves the bytes under the header name; download-complete stays 4 s', async () => {
    testbed = await open(fileRoute());
    const link = downloadLink(102);
    click(link);
    await testbed.settle();
    expect(testbed.savedFiles).toHaveLength(1);
    expect(testbed.savedFiles[0]!.name).toBe('photos pack.zip');
    expect(Array.from(testbed.savedFiles[0]!.bytes)).toEqual(Array.from(FILE));
    expect(link).toHaveClass('dlm-download-complete');
    expect(link.getAttribute('href')).toBe('/download/102/?tmstv=1700000000');
    expect(link).not.toHaveAttribute('disabled');
    expect(link.querySelector('.dlm-xhr-loading-gif')).toBeNull();
    testbed.clock.advance(COMPLETE_CLEAR_MS - 1);
    expect(link).toHaveClass('dlm-download-complete');
    testbed.clock.advance(1);
    expect(link.getAttribute('class')).toBe('download-link download-button aligncenter');
    expect(link.querySelector('.dlm-xhr-progress')).toBeNull();
  });

  it('[DL-023] without the name header the content-disposition name is used, else "download"', async () => {
    testbed = await open(({ url }) =>
      url.includes('101')
        ? fileResponse(FILE, { ...DLM, 'content-disposition': 'attachment; filename="report%202024.pdf";' })
        : fileResponse(FILE, DLM),
    );
    click(downloadLink(101));
    click(downloadLink(103));
    await testbed.settle();
    expect(testbed.savedFiles.map((s) => s.name).sort()).toEqual(['download', 'report 2024.pdf']);
  });

  it('[DL-030] [DL-031] [DL-032] a completed download is logged by beacon with every field and the response headers', async () => {
    testbed = await open(fileRoute());
    click(downloadLink(102));
    await testbed.settle();
    expect(beacons(testbed)).toHaveLength(1);
    expect(beacons(testbed)[0]!.url).toBe(AJAX);
    const sent = beacons(testbed)[0]!.fields;
    expect(sent).toMatchObject({
      action: 'log_dlm_xhr_download',
      download_id: '102',
      version_id: '7',
      status: 'completed',
      cookie: 'true',
      currentURL: 'http://localhost/downloads/',
      nonce: 'n0nce',
      'responseHeaders[x-dlm-file-name]': 'photos%20pack.zip',
      'responseHeaders[x-dlm-nonce]': 'n0nce',
    });
  });

  it('[DL-033] when the beacon is refused the log goes by keepalive fetch', async () => {
    testbed = await open(fileRoute());
    testbed.site.refuseBeacons();
    click(downloadLink(102));
    await testbed.settle();
    expect(beacons(testbed)).toHaveLength(0);
    expect(keepalives(testbed)).toHaveLength(1);
    expect(keepalives(testbed)[0]!.url).toBe(AJAX);
    expect(keepalives(testbed)[0]!.fields).toMatchObject({ action: 'log_dlm_xhr_download', status: 'completed' });
  });

  it("mounts without the links' actors: a link's is made at its first click that starts a download, one per link", async () => {
    testbed = await open(fileRoute());
    expect(testbed.runtime.stats().actors).toBe(0);
    const link = downloadLink(102);
    link.classList.add('dlm-no-xhr-download');
    click(link);
    await testbed.settle();
    // A click left to the browser makes none.
    expect(testbed.runtime.stats().actors).toBe(0);
    link.classList.remove('dlm-no-xhr-download');
    click(link);
    await testbed.settle();
    expect(testbed.runtime.stats().actors).toBe(1);
    expect(testbed.savedFiles).toHaveLength(1);
  });

  it('a second click while the link\'s code loads is the same intent: prevented, one button-click event, one request', async () => {
    testbed = await open(fileRoute());
    const clicks = testbed.recordEvents(['dlm-xhr-download-button-click']);
    const link = downloadLink(102);
    click(link);
    expect(click(link).defaultPrevented).toBe(true);
    await testbed.settle();
    expect(clicks).toHaveLength(1);
    expect(fetched(testbed)).toHaveLength(1);
  });

  it("when the link's code fails to load, the click shows the error a failed request shows; the next click loads it and downloads", async () => {
    testbed = await open(fileRoute());
    const link = downloadLink(102);
    jest.doMock('../link-actor', () => {
      throw new Error('chunk failed to load');
    });
    expect(click(link).defaultPrevented).toBe(true);
    await testbed.settle();
    expect(link.querySelector('.dlm-xhr-error')).toHaveTextContent(GENERIC_ERROR);
    expect(link).not.toHaveClass('dlm-no-xhr-download');
    expect(link.getAttribute('href')).toBe('/download/102/?tmstv=1700000000');
    expect(fetched(testbed)).toHaveLength(0);
    jest.dontMock('../link-actor');
    click(link);
    await testbed.settle();
    expect(fetched(testbed)).toHaveLength(1);
    expect(testbed.savedFiles).toHaveLength(1);
    expect(link.querySelector('.dlm-xhr-error')).toBeNull();
  });

  it('a second click while the download runs does nothing; a finished one can start again, without handlers piling up', async () => {
    testbed = await open(fileRoute());
    const link = downloadLink(102);
    click(link);
    const second = click(link);
    expect(second.defaultPrevented).toBe(true);
    await testbed.settle();
    expect(fetched(testbed)).toHaveLength(1);
    click(link);
    await testbed.settle();
    click(link);
    await testbed.settle();
    expect(fetched(testbed)).toHaveLength(3);
    expect(testbed.savedFiles).toHaveLength(3);
    expect(beacons(testbed)).toHaveLength(3);
  });

  it('skips the no-xhr class, dlmNonXHRGlobalLinks and redirect-only links opening a new tab', async () => {
    testbed = await open(fileRoute(), { dlmNonXHRGlobalLinks: ['/download/104/'] });
    for (const id of [104, 105, 106]) {
      const link = downloadLink(id);
      link.addEventListener('click', (e) => e.preventDefault(), { once: true }); // keep jsdom from navigating
      click(link);
    }
    await testbed.settle();
    expect(fetched(testbed)).toHaveLength(0);
  });
});

describe('headers-stage branches in the page', () => {
  it('[DL-013] a forced abort restores the link and removes an open dialog', async () => {
    testbed = await open(() => fileResponse(FILE, { ...DLM, 'x-dlm-force-abort': 'yes' }));
    document.body.insertAdjacentHTML('beforeend', '<div id="dlm-no-access-modal"></div>');
    const link = downloadLink(102);
    click(link);
    await testbed.settle();
    expect(link.getAttribute('href')).toBe('/download/102/?tmstv=1700000000');
    expect(link.getAttribute('class')).toBe('download-link download-button aligncenter');
    expect(document.getElementById('dlm-no-access-modal')).toBeNull();
    expect(testbed.savedFiles).toHaveLength(0);
    expect(beacons(testbed)).toHaveLength(0);
  });

  it.each([
    ['dlm-redirect', '/members/'],
    ['x-dlm-redirect', '/members/'],
  ])('[DL-014] no-waypoints goes to the %s header', async (header, to) => {
    testbed = await open(() => fileResponse(FILE, { ...DLM, 'dlm-no-waypoints': 'true', [header]: to }));
    click(downloadLink(102));
    await testbed.settle();
    // Resolved against the page: the same address the browser would go to.
    expect(testbed.navigations).toEqual([`http://localhost${to}`]);
    expect(testbed.savedFiles).toHaveLength(0);
  });

  it('[DL-014] no-waypoints without a redirect goes to the original link', async () => {
    testbed = await open(() => fileResponse(FILE, { ...DLM, 'x-dlm-no-waypoints': 'true' }));
    click(downloadLink(102));
    await testbed.settle();
    expect(testbed.navigations).toEqual(['http://localhost/download/102/?tmstv=1700000000']);
  });

  it('[DL-016] an answer without dlm headers is left to normal navigation', async () => {
    testbed = await open(() => fileResponse(FILE, { 'content-type': 'text/html' }));
    const link = downloadLink(101);
    click(link);
    await testbed.settle();
    expect(testbed.navigations).toEqual(['http://localhost/download/101/?tmstv=1700000000']);
    expect(link.getAttribute('href')).toBe('/download/101/?tmstv=1700000000');
    expect(testbed.savedFiles).toHaveLength(0);
  });

  it('[DL-018] [DL-034] an error header logs failed and shows the translated message inline', async () => {
    testbed = await open(() => fileResponse(new Uint8Array(), { ...DLM, 'x-dlm-error': 'not_found' }, 1, 404, 'Not Found'));
    const link = downloadLink(102);
    click(link);
    await testbed.settle();
    expect(link.querySelector('.dlm-xhr-error')).toHaveTextContent('Download does not exist.');
    expect(link.getAttribute('href')).toBe('/download/102/?tmstv=1700000000');
    expect(beacons(testbed)[0]!.fields).toMatchObject({ status: 'failed', cookie: 'false', download_id: '102' });
    // Not also the status paragraph: the error branch ends the decision.
    expect(link.parentElement!.querySelector('p')).toBeNull();
  });

  it('[DL-034] an unknown error key shows the generic translation', async () => {
    testbed = await open(() => fileResponse(new Uint8Array(), { ...DLM, 'dlm-error': 'no_such_key' }, 1, 403, 'Forbidden'));
    const link = downloadLink(102);
    click(link);
    await testbed.settle();
    expect(link.querySelector('.dlm-xhr-error')).toHaveTextContent(GENERIC_ERROR);
  });

  it('[DL-019] a redirect header is logged as redirected and followed', async () => {
    testbed = await open(() => fileResponse(new Uint8Array(), { ...DLM, 'x-dlm-redirect': 'https://partner.test/file' }));
    const link = downloadLink(102);
    click(link);
    await testbed.settle();
    expect(beacons(testbed)[0]!.fields).toMatchObject({ status: 'redirected', cookie: 'false', download_id: '102' });
    expect(testbed.navigations).toEqual(['https://partner.test/file']);
    expect(link.getAttribute('href')).toBe('/download/102/?tmstv=1700000000');
  });

  it('[DL-020] 401 navigates to the status text', async () => {
    testbed = await open(() => fileResponse(new Uint8Array(), DLM, 1, 401, 'Unauthorized'));
    click(downloadLink(102));
    await testbed.settle();
    // The status text as an address relative to the page, as location.href = text resolves it.
    expect(testbed.navigations).toEqual(['http://localhost/downloads/Unauthorized']);
  });

  it.each([
    [404, 'Not Found'],
    [403, 'Forbidden'],
  ])('[DL-021] %i appends the status text as a paragraph to the link’s parent and restores the link', async (status, text) => {
    testbed = await open(() => fileResponse(new Uint8Array(), DLM, 1, status, text));
    const link = downloadLink(102);
    click(link);
    await testbed.settle();
    const paragraph = link.parentElement!.lastElementChild!;
    expect(paragraph.tagName).toBe('P');
    expect(paragraph).toHaveTextContent(text);
    expect(link.getAttribute('href')).toBe('/download/102/?tmstv=1700000000');
    expect(link).not.toHaveAttribute('disabled');
  });
});

describe("Download Monitor's jQuery events", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const jQuery = require('jquery') as ((target: unknown) => { on(e: string, h: (...a: unknown[]) => void): void; off(): void; is(el: unknown): boolean }) & { fn: object };

  afterEach(() => {
    jQuery(document).off();
    delete (window as unknown as { jQuery?: unknown }).jQuery;
  });

  it('fires button-click, triggered, progress and complete on document with the anchor and $anchor where the original passes them', async () => {
    (window as unknown as { jQuery?: unknown }).jQuery = jQuery;
    const heard: Array<[string, unknown[]]> = [];
    for (const name of ['dlm-xhr-download-button-click', 'dlm_download_triggered', 'dlm_download_progress', 'dlm_download_complete']) {
      jQuery(document).on(name, (_event: unknown, ...args: unknown[]) => heard.push([name, args]));
    }
    testbed = await open(fileRoute());
    const link = downloadLink(102);
    click(link);
    await testbed.settle();
    const names = heard.map(([name]) => name);
    expect(names[0]).toBe('dlm-xhr-download-button-click');
    expect(names[1]).toBe('dlm_download_triggered');
    expect(names).toContain('dlm_download_progress');
    expect(names.at(-1)).toBe('dlm_download_complete');
    const [href, anchor] = heard[0]![1];
    expect(href).toBe('/download/102/?tmstv=1700000000'); // the href as printed
    expect(anchor).toBe(link);
    const triggered = heard[1]![1];
    expect(triggered[1]).toBe(link);
    expect((triggered[2] as { is(el: unknown): boolean }).is(link)).toBe(true);
    const lastProgress = heard.filter(([name]) => name === 'dlm_download_progress').at(-1)![1];
    expect(lastProgress[5]).toBe('100%');
  });
});
