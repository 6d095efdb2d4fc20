/**
 * The life of one server call: cancelled by the caller's signal or by the
 * client's abortAll(), each attempt bounded by a time-out on env.timers (so
 * fake timers drive it). Listeners and timers are removed as soon as the call
 * settles. Abort listeners go on AbortSignals only, never on DOM nodes.
 */
import type { TimerApi } from './environment';
import { abortedError, networkError, timeoutError } from './http-error';

export interface Lifetime {
  /** Aborts when the call does (the caller's signal or abortAll), for work the call starts on the side. */
  readonly signal: AbortSignal;
  /** Runs one request with its own time-out; fetch errors become network errors. */
  attempt<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Waits for other work (a nonce refresh) but gives up as soon as the call is aborted. */
  guard<T>(work: Promise<T>): Promise<T>;
  /** Detaches from the caller's signal and the client's registry. */
  end(): void;
}

/** Settles like `work`, unless `signal` aborts first: then it rejects with `onAbort()`. `cleanup` runs once either way. */
function race<T>(work: Promise<T>, signal: AbortSignal, onAbort: () => Error, cleanup?: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => {
      signal.removeEventListener('abort', abort);
      cleanup?.();
    };
    const abort = () => {
      stop();
      reject(onAbort());
    };
    // Attached first, so a late rejection of `work` is always handled.
    work.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort);
  });
}

export function createLifetime(
  timers: TimerApi,
  timeoutMs: number | null,
  registry: Set<AbortController>,
  callerSignal: AbortSignal | undefined,
): Lifetime {
  const call = new AbortController();
  const forward = () => call.abort();
  registry.add(call);
  if (callerSignal?.aborted) call.abort();
  else callerSignal?.addEventListener('abort', forward);

  return {
    signal: call.signal,
    attempt<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
      if (call.signal.aborted) return Promise.reject(abortedError());
      // One signal for "give up on this attempt": the call was aborted, or time ran out.
      const request = new AbortController();
      let timedOut = false;
      const timer =
        timeoutMs === null
          ? undefined
          : timers.setTimeout(() => {
              timedOut = true;
              request.abort();
            }, timeoutMs);
      const cancel = () => request.abort();
      call.signal.addEventListener('abort', cancel);
      let work: Promise<T>;
      try {
        work = run(request.signal);
      } catch (error) {
        work = Promise.reject(error);
      }
      // Rejects at once on time-out or abort, even if fetch ignores its signal.
      return race(
        work.catch((error: unknown) => Promise.reject(networkError(error))),
        request.signal,
        () => (timedOut ? timeoutError() : abortedError()),
        () => {
          if (timer !== undefined) timers.clearTimeout(timer);
          call.signal.removeEventListener('abort', cancel);
        },
      );
    },
    guard: (work) => race(work, call.signal, abortedError),
    end() {
      callerSignal?.removeEventListener('abort', forward);
      registry.delete(call);
    },
  };
}
