// The capability boundary, enforced: only adapters/ touches the browser's globals;
// the kernel and plugins receive them through the environment and the context;
// machines are pure statecharts; the kernel knows no plugin. `npm test` runs this.
import tseslint from 'typescript-eslint';

/** Globals that reach the outside world. DOM constructors (FormData, URL, Blob, CustomEvent, HTMLElement) stay allowed. */
const OUTSIDE_WORLD = [
  'window', 'self', 'top', 'parent', 'opener', 'frames', 'globalThis', 'document', 'location', 'navigator', 'history',
  'screen', 'fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource', 'localStorage', 'sessionStorage', 'indexedDB',
  'caches', 'cookieStore', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'requestAnimationFrame',
  'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'open', 'close', 'alert', 'confirm', 'prompt',
  'eval', 'jQuery', '$', 'matchMedia', 'getComputedStyle', 'scrollTo', 'scrollBy', 'innerWidth', 'innerHeight',
  'scrollX', 'scrollY', 'pageXOffset', 'pageYOffset', 'devicePixelRatio', 'performance', 'crypto',
].map((name) => ({ name, message: `only adapters/ may touch "${name}": use the plugin context (docs/plugin-api.md).` }));

/**
 * Properties that hand out a window whatever object they are read on: a document's
 * (`element.ownerDocument.defaultView`) and a frame's. The globals above close the
 * names; these close the back doors through the DOM.
 */
const WINDOW_PROPERTIES = ['defaultView', 'contentWindow', 'parentWindow'];
const windowProperty = `/^(${WINDOW_PROPERTIES.join('|')})$/`;
const WINDOW_REACH = [
  `MemberExpression[property.name=${windowProperty}]`,
  `MemberExpression[property.value=${windowProperty}]`,
  `ObjectPattern > Property[key.name=${windowProperty}]`,
].map((selector) => ({ selector, message: 'only adapters/ may reach a window (through a document or a frame): use the plugin context (docs/plugin-api.md).' }));

/** Product code in every language it is written in: TypeScript, and plain modules the reference server shares (plugins/contact-form/swv.mjs). */
const PRODUCT_FILES = '**/*.{ts,tsx,mjs,js}';
/** An import may name its file's extension, as plain modules must. */
const EXTENSION = '(\\.[cm]?[jt]sx?)?';
const SOURCES = ['kernel', 'plugins', 'machines'].map((folder) => `${folder}/${PRODUCT_FILES}`);
const TESTS = ['**/tests/**', '**/*.test.{ts,tsx}'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', '.bench/**', 'reports/**', 'test-results/**', 'var/**'] },
  {
    files: ['**/*.{ts,tsx}', ...SOURCES],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    // Tests keep a few disable comments for rules this config does not run.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  {
    files: SOURCES,
    ignores: TESTS,
    rules: { 'no-restricted-globals': ['error', ...OUTSIDE_WORLD], 'no-restricted-syntax': ['error', ...WINDOW_REACH] },
  },
  {
    files: [`plugins/${PRODUCT_FILES}`],
    // The bundle's entry boots the kernel with the built-in plugins.
    ignores: [...TESTS, 'plugins/site-runtime.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^|/)adapters/environment${EXTENSION}$`,
              allowTypeImports: true,
              message: 'plugins never build an environment: they use their context.',
            },
            { regex: `(^|/)kernel/(?!(types|events)${EXTENSION}$)`, allowTypeImports: true, message: 'plugins use kernel/types and kernel/events only.' },
            {
              regex: `(^|/)adapters/http${EXTENSION}$`,
              allowTypeImports: true,
              message: 'the HTTP client is the context\'s http service, its code loaded at the first call: take HttpError from adapters/http-error.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`kernel/${PRODUCT_FILES}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)plugins/', message: 'the kernel knows no plugin: entries that list plugins live in plugins/.' }] },
      ],
    },
  },
  {
    files: [`machines/${PRODUCT_FILES}`],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          // xstate, and machine files of this folder or a sibling area: nothing with effects.
          patterns: [{ regex: '^(?!xstate$)(?!\\./)(?!\\.\\./(?!\\.\\./)).*', message: 'machines are pure: they import only xstate and other machine files.' }],
        },
      ],
    },
  },
);
