/**
 * The engines the product is built for (esbuild.mjs): the bench builds its
 * contestants for the same ones, so none pays for syntax lowering the others skip.
 */
export const BROWSER_TARGETS = ['chrome100', 'firefox100', 'safari15'];
