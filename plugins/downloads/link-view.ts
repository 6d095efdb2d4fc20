/**
 * What a download link looks like in each state
 * (docs/plugins/downloads.md#states-of-a-link): the classes, href, loading image, percentage and error text the
 * original's CSS hooks expect. Server strings go in as text.
 */
import type { ProgressStep } from './headers';

const STARTED = 'dlm-download-started';
const COMPLETE = 'dlm-download-complete';
const NO_XHR = 'dlm-no-xhr-download';
const PROGRESS = 'span.dlm-xhr-progress';
const GIF = '.dlm-xhr-loading-gif';
const ERROR = '.dlm-xhr-error';

export interface LinkView {
  start(): void;
  progress(step: ProgressStep): void;
  complete(): void;
  clearComplete(): void;
  restore(): void;
  /** Restored already; adds the inline error and, after a network failure, the no-xhr class. */
  fail(message: string, noXhr: boolean): void;
  /** The 404/403 status text, as a paragraph after the link (in its parent). */
  statusParagraph(text: string): void;
}

export function createLinkView(link: HTMLAnchorElement, options: { gif: string | null; showProgress: boolean; write<T>(fn: () => T): T }): LinkView {
  const doc = link.ownerDocument;
  const write = options.write;
  let href = link.getAttribute('href') ?? '';
  // The original strips these two substrings only, so a leftover dlm-download-complete survives.
  let saved = '';
  // Started again for an external download: the original look is the one saved the first time.
  let running = false;
  const removeAll = (selector: string) => link.querySelectorAll(selector).forEach((node) => node.remove());
  const setClasses = (extra: string) => link.setAttribute('class', `${saved} ${extra}`.trim());

  return {
    start: () =>
      write(() => {
        if (!running) {
          href = link.getAttribute('href') ?? href;
          saved = (link.getAttribute('class') ?? '').replace(STARTED, '').replace('dlm-download-completed', '').trim();
        }
        running = true;
        setClasses(STARTED);
        link.setAttribute('href', '#');
        link.removeAttribute('download');
        link.setAttribute('disabled', 'disabled');
        link.setAttribute('aria-busy', 'true');
        removeAll(`${ERROR}, ${GIF}, ${PROGRESS}`);
        if (options.showProgress && options.gif !== null) {
          const gif = doc.createElement('img');
          gif.src = options.gif;
          gif.alt = '';
          gif.className = 'dlm-xhr-loading-gif';
          gif.setAttribute('style', 'display:inline-block; vertical-align: middle; margin-left:15px;');
          link.append(gif);
        }
      }),
    progress: (step) =>
      write(() => {
        if (!options.showProgress) return;
        removeAll(PROGRESS);
        if (Number.isFinite(step.percent)) {
          const span = doc.createElement('span');
          span.className = 'dlm-xhr-progress';
          span.textContent = `\u00a0${step.percent}%`;
          link.append(span);
        }
        setClasses(`${STARTED} ${step.className}`);
      }),
    complete: () =>
      write(() => {
        running = false;
        setClasses(COMPLETE);
        link.setAttribute('href', href);
        link.removeAttribute('disabled');
        link.removeAttribute('aria-busy');
        removeAll(GIF);
      }),
    clearComplete: () =>
      write(() => {
        setClasses('');
        removeAll(PROGRESS);
      }),
    restore: () =>
      write(() => {
        running = false;
        link.removeAttribute('download');
        link.removeAttribute('disabled');
        link.removeAttribute('aria-busy');
        link.setAttribute('href', href);
        setClasses('');
        removeAll(`${PROGRESS}, ${GIF}`);
      }),
    fail: (message, noXhr) =>
      write(() => {
        if (noXhr) setClasses(NO_XHR);
        removeAll(ERROR);
        const span = doc.createElement('span');
        span.className = 'dlm-xhr-error';
        span.setAttribute('role', 'alert');
        span.textContent = message;
        link.append(span);
      }),
    statusParagraph: (text) =>
      write(() => {
        const paragraph = doc.createElement('p');
        paragraph.textContent = text;
        link.parentNode?.append(paragraph);
      }),
  };
}
