import { createTransfer, headerRecord, STALL_TIMEOUT_MS, TransferError, type TransferFailure } from '../../../adapters/transfer';
import { testEnvironment } from '../../support';

/** A body whose chunks the test releases one at a time. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    stream,
    push: (bytes: number[]) => controller.enqueue(Uint8Array.from(bytes)),
    close: () => controller.close(),
  };
}

/** A fetch that never answers until its signal aborts (then rejects as the browser does). */
const silentFetch = jest.fn(
  (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
);

async function failureOf(promise: Promise<unknown>): Promise<TransferFailure | 'resolved'> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    expect(error).toBeInstanceOf(TransferError);
    return (error as TransferError).kind;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => silentFetch.mockClear());

describe('transfer (downloads and plain forms on native fetch)', () => {
  it('lower-cases the header names the server sent in any case', () => {
    const headers = new Headers({ 'X-DLM-Download-ID': '5', 'Content-Type': 'application/pdf' });
    expect(headerRecord(headers)).toEqual({ 'x-dlm-download-id': '5', 'content-type': 'application/pdf' });
  });

  it('[DL-001] [DL-003] hands the status and headers over first, then the body chunk by chunk with the bytes loaded so far', async () => {
    const body = controlledBody();
    const fetch = jest.fn().mockResolvedValue(new Response(body.stream, { status: 200, statusText: 'OK', headers: { 'Content-Type': 'application/zip', 'X-DLM-Nonce': 'n' } }));
    const transfer = createTransfer(testEnvironment({ fetch }));
    const response = await transfer.get('/download/1/', { headers: { 'dlm-xhr-request': 'dlm_XMLHttpRequest' } });
    expect(fetch).toHaveBeenCalledWith('/download/1/', expect.objectContaining({ method: 'GET', credentials: 'same-origin', headers: { 'dlm-xhr-request': 'dlm_XMLHttpRequest' } }));
    expect(response).toMatchObject({ url: '/download/1/', status: 200, statusText: 'OK', headers: { 'content-type': 'application/zip', 'x-dlm-nonce': 'n' } });

    const loaded: number[] = [];
    const reading = response.blob((bytes) => loaded.push(bytes));
    body.push([1, 2, 3]);
    await flush();
    expect(loaded).toEqual([3]);
    body.push([4, 5]);
    body.close();
    const blob = await reading;
    expect(loaded).toEqual([3, 5]);
    expect(blob.size).toBe(5);
    expect(blob.type).toBe('application/zip');
  });

  it('rejects as a network failure when the request fails, and as aborted when the caller aborts', async () => {
    const offline = createTransfer(testEnvironment({ fetch: jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) }));
    expect(await failureOf(offline.get('/download/1/'))).toBe('network');

    const transfer = createTransfer(testEnvironment({ fetch: silentFetch }));
    const caller = new AbortController();
    const pending = transfer.get('/download/1/', { signal: caller.signal });
    caller.abort();
    expect(await failureOf(pending)).toBe('aborted');
  });

  it('abortAll (the plugin’s cleanup) aborts every request still running, body reads included', async () => {
    const body = controlledBody();
    const fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) =>
      String(url) === '/streaming' ? Promise.resolve(new Response(body.stream)) : silentFetch(url, init),
    );
    const transfer = createTransfer(testEnvironment({ fetch }));
    const waiting = transfer.get('/waiting');
    const posting = transfer.postForm('/wp-admin/admin-ajax.php', { action: 'x' });
    const reading = (await transfer.get('/streaming')).blob();
    body.push([1]);
    transfer.abortAll();
    expect(await failureOf(waiting)).toBe('aborted');
    expect(await failureOf(posting)).toBe('aborted');
    expect(await failureOf(reading)).toBe('aborted');
    expect(fetch.mock.calls.every(([, init]) => init?.signal?.aborted)).toBe(true);
  });

  it('ends a download whose headers or next chunk take longer than 15 s as a time-out', async () => {
    const quietEnv = testEnvironment({ fetch: silentFetch });
    const waiting = failureOf(createTransfer(quietEnv).get('/download/1/'));
    quietEnv.timers.advance(STALL_TIMEOUT_MS);
    expect(await waiting).toBe('timeout');

    const body = controlledBody();
    const slowEnv = testEnvironment({ fetch: jest.fn().mockResolvedValue(new Response(body.stream)) });
    const reading = failureOf((await createTransfer(slowEnv).get('/download/2/')).blob());
    slowEnv.timers.advance(STALL_TIMEOUT_MS - 1);
    body.push([1]);
    await flush();
    slowEnv.timers.advance(STALL_TIMEOUT_MS - 1); // every chunk gives another 15 s
    body.push([2]);
    await flush();
    slowEnv.timers.advance(STALL_TIMEOUT_MS);
    expect(await reading).toBe('timeout');
  });

  it('posts a form, form-encoded with same-origin credentials, and answers its text and where it came from, whatever the status', async () => {
    const fetch = jest.fn().mockResolvedValue(new Response('-1', { status: 403 }));
    const transfer = createTransfer(testEnvironment({ fetch }));
    const answer = await transfer.postForm('/wp-admin/admin-ajax.php', { action: 'no_access_dlm_xhr_download', nonce: 'n' });
    expect(answer).toEqual({ url: '/wp-admin/admin-ajax.php', status: 403, text: '-1' });
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(String(init.body)).toBe('action=no_access_dlm_xhr_download&nonce=n');
  });

  it('[NET-009] a form POST without an answer within 15000 ms rejects as a time-out', async () => {
    const env = testEnvironment({ fetch: silentFetch });
    const posting = failureOf(createTransfer(env).postForm('/wp-admin/admin-ajax.php', {}));
    env.timers.advance(STALL_TIMEOUT_MS - 1);
    expect(silentFetch.mock.calls[0]![1]!.signal!.aborted).toBe(false);
    env.timers.advance(1);
    expect(await posting).toBe('timeout');
  });
});
