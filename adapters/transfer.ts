/**
 * File transfers on the browser's own fetch, for plugins that download files
 * and post plain forms (Download Monitor): a GET hands back the status and
 * headers first and reads the body on demand, chunk by chunk with progress; a
 * form POST answers text. No ofetch on this path (the downloads page stays
 * light), no nonces and no error catalogue (the protocol has its own).
 * Waiting 15 s for headers, for the next chunk or for a form's answer ends the
 * request as a time-out; every request is aborted by abortAll (plugin cleanup).
 */
import type { Environment } from './environment';

/** The AJAX time-out (NET-009, docs/requirements/transport.md), also used as the longest silence while a file streams. */
export const STALL_TIMEOUT_MS = 15000;

export type TransferFailure = 'network' | 'timeout' | 'aborted';

/** A transfer that did not complete: no answer, a silence longer than the time-out, or an abort. */
export class TransferError extends Error {
  constructor(
    readonly kind: TransferFailure,
    options?: { cause?: unknown },
  ) {
    super(`transfer ${kind}`, options);
    this.name = 'TransferError';
  }
}

/** Lower-cased header name -> value, as the browser hands them over. */
export type HeaderRecord = Readonly<Record<string, string>>;

export interface StreamedResponse {
  /** Where the answer came from (after redirects); the requested URL when the browser does not say. */
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  readonly headers: HeaderRecord;
  /** Reads the whole body, calling `onChunk(loadedBytes)` after each chunk; typed by content-type. */
  blob(onChunk?: (loaded: number) => void): Promise<Blob>;
}

export interface FormAnswer {
  /** Where the answer came from (after redirects); the requested URL when the browser does not say. */
  readonly url: string;
  readonly status: number;
  readonly text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** The caller's own abort (its state machine moved on). */
  signal?: AbortSignal;
}

export interface Transfer {
  /** A GET with credentials of the same origin; resolves once the headers are in. Rejects with TransferError. */
  get(url: string, options?: RequestOptions): Promise<StreamedResponse>;
  /** A form-encoded POST; any HTTP status resolves with its body. Rejects with TransferError. */
  postForm(url: string, fields: Record<string, string>, options?: Omit<RequestOptions, 'headers'>): Promise<FormAnswer>;
  /** Aborts every request of this transfer still running. */
  abortAll(): void;
}

export function headerRecord(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return out;
}

export function createTransfer(env: Environment): Transfer {
  /** How to stop each request still running. */
  const running = new Set<(why: TransferFailure) => void>();

  /** One request's life: its abort, its silence timer, and why it ended. */
  function begin(signal: AbortSignal | undefined) {
    const controller = new AbortController();
    let failure: TransferFailure = 'network';
    let timer: number | undefined;
    const end = () => {
      env.timers.clearTimeout(timer as number);
      signal?.removeEventListener('abort', onCallerAbort);
      running.delete(stop);
    };
    const stop = (why: TransferFailure) => {
      failure = why;
      end();
      controller.abort();
    };
    const onCallerAbort = () => stop('aborted');
    running.add(stop);
    signal?.addEventListener('abort', onCallerAbort);
    if (signal?.aborted) stop('aborted');
    const arm = () => {
      env.timers.clearTimeout(timer as number);
      if (!controller.signal.aborted) timer = env.timers.setTimeout(() => stop('timeout'), STALL_TIMEOUT_MS);
    };
    arm();
    return {
      signal: controller.signal,
      /** Restarts the silence timer: a chunk arrived. */
      arm,
      end,
      /** The error to reject with: why it was stopped, else a network failure. */
      error: (cause: unknown) => new TransferError(controller.signal.aborted ? failure : 'network', { cause }),
    };
  }

  async function readAll(response: Response, life: ReturnType<typeof begin>, onChunk?: (loaded: number) => void): Promise<Blob> {
    const type = response.headers.get('content-type') ?? '';
    const reader = response.body?.getReader();
    // A stop must end a pending read even where the body is not tied to the request's signal.
    const cancel = () => void reader?.cancel().catch(() => undefined);
    life.signal.addEventListener('abort', cancel);
    try {
      if (!reader) return new Blob([await response.arrayBuffer()], { type });
      const chunks: Uint8Array[] = [];
      let loaded = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (life.signal.aborted) throw life.signal.reason;
        if (done) break;
        life.arm();
        chunks.push(value);
        loaded += value.byteLength;
        onChunk?.(loaded);
      }
      return new Blob(chunks as BlobPart[], { type });
    } catch (error) {
      throw life.error(error);
    } finally {
      life.signal.removeEventListener('abort', cancel);
      life.end();
    }
  }

  return {
    async get(url, options = {}) {
      const life = begin(options.signal);
      let response: Response;
      try {
        response = await env.fetch(url, { method: 'GET', headers: options.headers, credentials: 'same-origin', signal: life.signal });
      } catch (error) {
        life.end();
        throw life.error(error);
      }
      let read: Promise<Blob> | undefined;
      return {
        url: response.url || url,
        status: response.status,
        statusText: response.statusText,
        headers: headerRecord(response.headers),
        blob: (onChunk) => (read ??= readAll(response, life, onChunk)),
      };
    },

    async postForm(url, fields, options = {}) {
      const life = begin(options.signal);
      try {
        const response = await env.fetch(url, {
          method: 'POST',
          body: new URLSearchParams(fields),
          credentials: 'same-origin',
          signal: life.signal,
        });
        return { url: response.url || url, status: response.status, text: await response.text() };
      } catch (error) {
        throw life.error(error);
      } finally {
        life.end();
      }
    },

    abortAll() {
      for (const stop of [...running]) stop('aborted');
    },
  };
}
