/**
 * Page constants that classic scripts declare with `const` (Download Monitor's
 * dlmXHR, dlmXHRGlobalLinks, dlmNonXHRGlobalLinks, dlmXHRProgress). Such
 * bindings live in the page's global lexical scope, not on window, so
 * env.global() cannot see them; a module script can still name them. Each
 * readable name is listed here by hand: nothing is evaluated from a string.
 */
declare const dlmXHR: unknown;
declare const dlmXHRGlobalLinks: unknown;
declare const dlmNonXHRGlobalLinks: unknown;
declare const dlmXHRProgress: unknown;

const READERS: Record<string, () => unknown> = {
  dlmXHR: () => (typeof dlmXHR === 'undefined' ? undefined : dlmXHR),
  dlmXHRGlobalLinks: () => (typeof dlmXHRGlobalLinks === 'undefined' ? undefined : dlmXHRGlobalLinks),
  dlmNonXHRGlobalLinks: () => (typeof dlmNonXHRGlobalLinks === 'undefined' ? undefined : dlmNonXHRGlobalLinks),
  dlmXHRProgress: () => (typeof dlmXHRProgress === 'undefined' ? undefined : dlmXHRProgress),
};

/** The constant's value, or undefined when the page declared none (or reading it threw: temporal dead zone). */
export function lexicalGlobal(name: string): unknown {
  try {
    return READERS[name]?.();
  } catch {
    return undefined;
  }
}
