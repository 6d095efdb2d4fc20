/**
 * What CF7's index.js checks before binding any form, with its exact console
 * messages (logged once per page), and the form-in-form error it prints.
 */
import type { Environment } from '../../adapters/environment';

const reported = new WeakSet<Environment>();

/** The console message for the first missing piece, or null when the page can run forms. */
export function preflightProblem(env: Environment): string | null {
  const wpcf7 = env.global('wpcf7');
  if (wpcf7 === undefined || wpcf7 === null) return 'wpcf7 is not defined.';
  if ((wpcf7 as { api?: unknown }).api === undefined) return 'wpcf7.api is not defined.';
  const win = env.window;
  if (typeof win.fetch !== 'function') return 'Your browser does not support window.fetch().';
  if (typeof win.FormData !== 'function') return 'Your browser does not support window.FormData().';
  if (typeof win.NodeList?.prototype.forEach !== 'function') return 'Your browser does not support NodeList.forEach().';
  if (typeof win.String.prototype.replaceAll !== 'function') return 'Your browser does not support String.replaceAll().';
  return null;
}

/** True when the page can run forms; otherwise logs the problem the first time it is met. */
export function preflight(env: Environment): boolean {
  const problem = preflightProblem(env);
  if (problem === null) return true;
  if (!reported.has(env)) {
    reported.add(env);
    env.console.error(problem);
  }
  return false;
}

/** A CF7 wrapper nested in another form cannot work: CF7 replaces it with this error. */
export function replaceIfMisplaced(wrapper: Element): boolean {
  if (!wrapper.hasAttribute('data-wpcf7-id') || !wrapper.parentElement?.closest('form')) return false;
  const doc = wrapper.ownerDocument;
  const error = doc.createElement('p');
  error.className = 'wpcf7-form-in-wrong-place';
  const label = doc.createElement('strong');
  label.textContent = 'Error:';
  error.append(label, ' ', 'This contact form is placed in the wrong place.');
  wrapper.replaceWith(error);
  return true;
}
