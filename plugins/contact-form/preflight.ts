/**
 * What CF7's index.js checks before binding any form, with its exact console
 * messages (logged once per page), and the form-in-form error it prints.
 */
import type { PluginContext } from '../../kernel/types';

const supports = (ctx: PluginContext, name: string, member?: string): boolean => {
  const feature = ctx.global(name) as { prototype?: Record<string, unknown> } | undefined;
  if (member === undefined) return typeof feature === 'function';
  return typeof feature?.prototype?.[member] === 'function';
};

/** The console message for the first missing piece, or null when the page can run forms. */
export function preflightProblem(ctx: PluginContext): string | null {
  const wpcf7 = ctx.global('wpcf7');
  if (wpcf7 === undefined || wpcf7 === null) return 'wpcf7 is not defined.';
  if ((wpcf7 as { api?: unknown }).api === undefined) return 'wpcf7.api is not defined.';
  if (!supports(ctx, 'fetch')) return 'Your browser does not support window.fetch().';
  if (!supports(ctx, 'FormData')) return 'Your browser does not support window.FormData().';
  if (!supports(ctx, 'NodeList', 'forEach')) return 'Your browser does not support NodeList.forEach().';
  if (!supports(ctx, 'String', 'replaceAll')) return 'Your browser does not support String.replaceAll().';
  return null;
}

/** True when the page can run forms; checked once per page (the plugin's scope), the problem logged then. */
export function preflight(ctx: PluginContext): boolean {
  return ctx.scope.get('preflight', (scope) => {
    const problem = preflightProblem(scope);
    if (problem !== null) scope.log.error(problem);
    return problem === null;
  });
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
