/**
 * The answer readers (answer-readers.ts, with yup) on demand, shared by the
 * block display, the e-mail checks and the decoder. A plugin starts the load
 * when it sends its request and awaits it with the answer, so the chunk
 * travels while the request is in flight; the module system keeps one copy.
 */
export type AnswerReaders = typeof import('./answer-readers');

export function loadAnswerReaders(): Promise<AnswerReaders> {
  const loading = import('./answer-readers');
  // Started before the answer is known: a caller whose request fails never awaits it, and that is no error.
  loading.catch(() => undefined);
  return loading;
}
