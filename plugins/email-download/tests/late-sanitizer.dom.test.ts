/**
 * Email Before Download asks the sanitizer's chunk (DOMPurify) when it sends
 * the links call, never at mount, so the chunk travels while the call is in
 * flight. Links that arrive before the chunk is in show once it is, through
 * the sanitizer; a send in between makes them moot; a chunk that does not
 * load fails the call. The loader is held here so the test decides when the
 * chunk arrives.
 */
import { json, type Answer, type Testbed } from '../../../test/support';
import { loadServerHtml } from '../../../adapters/server-html-loader';
import { LINKS_FAILED } from '../failure-notice';
import { AJAX, openEbdForm, sendEbdForm } from './ebd-form';

/** The sanitizer's chunk arrives when the test opens the gate. */
const mockGate = { opened: Promise.resolve(), open: () => undefined as void };
jest.mock('../../../adapters/server-html-loader', () => ({
  loadServerHtml: jest.fn(async () => {
    await mockGate.opened;
    return jest.requireActual('../../../adapters/server-html');
  }),
}));

function holdSanitizer(): void {
  mockGate.opened = new Promise<void>((resolve) => (mockGate.open = resolve));
}

/** The chunk does not load (the network dropped after the page loaded). */
function failSanitizer(): void {
  mockGate.opened = Promise.reject(new Error('the chunk did not load'));
  mockGate.opened.catch(() => undefined);
}

const linksAnswer = (title: string) =>
  json({ html: `<div class="ebd_results"><a class="ebd_link" href="/dl/42">${title}</a><img src="x" onerror="window.__ebdRan = true"><script>window.__ebdRan = true</script></div>` });

let testbed: Testbed;
afterEach(() => {
  mockGate.open();
  mockGate.opened = Promise.resolve();
  testbed?.close();
  jest.mocked(loadServerHtml).mockClear();
});

async function open(links: Answer) {
  testbed = await openEbdForm(links);
  await testbed.settle();
}

const send = () => sendEbdForm(testbed);

const results = () => Array.from(document.querySelectorAll('#wpcf7-f103-p47-o1 > .ebd_results'));
const linkTexts = () => Array.from(document.querySelectorAll('#wpcf7-f103-p47-o1 > .ebd_results a.ebd_link'), (a) => a.textContent);
const alertOf = () => document.querySelector('#wpcf7-f103-p47-o1 [role="alert"]');

describe('the sanitizer, off the mount', () => {
  it('is not asked at mount; the links call asks it once, before its answer has come', async () => {
    const answer = { gate: Promise.resolve(), open: () => undefined as void };
    answer.gate = new Promise<void>((resolve) => (answer.open = resolve));
    await open(async () => {
      await answer.gate;
      return linksAnswer('Annual report 2025');
    });
    expect(loadServerHtml).not.toHaveBeenCalled();
    await send();
    expect(testbed.site.requestsTo(AJAX)).toHaveLength(1);
    expect(loadServerHtml).toHaveBeenCalledTimes(1);
    expect(results()).toHaveLength(0);
    answer.open();
    await testbed.settle();
    expect(linkTexts()).toEqual(['Annual report 2025']);
  });

  it('[EBD-007] links that arrive before the chunk is in show once it is, sanitized', async () => {
    holdSanitizer();
    await open(linksAnswer('Annual report 2025'));
    await send();
    expect(testbed.site.requestsTo(AJAX)).toHaveLength(1);
    expect(results()).toHaveLength(0);
    expect(alertOf()).toBeNull();
    mockGate.open();
    await testbed.settle();
    expect(linkTexts()).toEqual(['Annual report 2025']);
    expect(results()[0]!.querySelector('script')).toBeNull();
    expect(results()[0]!.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { __ebdRan?: boolean }).__ebdRan).toBeUndefined();
    expect(alertOf()).toBeNull();
  });

  it('a new send before the chunk is in: only the later links show', async () => {
    holdSanitizer();
    await open([linksAnswer('First send'), linksAnswer('Second send')]);
    await send();
    await send();
    expect(testbed.site.requestsTo(AJAX)).toHaveLength(2);
    mockGate.open();
    await testbed.settle();
    expect(linkTexts()).toEqual(['Second send']);
    expect(alertOf()).toBeNull();
  });

  it('the chunk does not load: the alert says the links could not be fetched, and no unsanitized HTML goes in', async () => {
    failSanitizer();
    await open(linksAnswer('Annual report 2025'));
    await send();
    expect(alertOf()).toHaveTextContent(LINKS_FAILED);
    expect(linkTexts()).toEqual([]);
  });
});
