/**
 * The answer readers (answer-readers.ts, with yup) on demand, shared by the
 * block display, the e-mail checks and the decoder. A plugin starts the load
 * when it sends its request and awaits it with the answer, so the chunk
 * travels while the request is in flight; the module system keeps one copy.
 */
import { loadEarly } from '../../adapters/load-early';

export type AnswerReaders = typeof import('./answer-readers');

export function loadAnswerReaders(): Promise<AnswerReaders> {
  return loadEarly(import('./answer-readers'));
}
