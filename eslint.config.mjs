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

const SOURCES = ['kernel/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', 'machines/**/*.{ts,tsx}'];
const TESTS = ['**/tests/**', '**/*.test.{ts,tsx}'];

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', '.bench/**', 'reports/**', 'test-results/**', 'var/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    // Tests keep a few disable comments for rules this config does not run.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
  },
  {
    files: SOURCES,
    ignores: TESTS,
    rules: { 'no-restricted-globals': ['error', ...OUTSIDE_WORLD] },
  },
  {
    files: ['plugins/**/*.{ts,tsx}'],
    // The bundle's entry boots the kernel with the built-in plugins.
    ignores: [...TESTS, 'plugins/site-runtime.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)adapters/environment$',
              allowTypeImports: true,
              message: 'plugins never build an environment: they use their context.',
            },
            { regex: '(^|/)kernel/(?!types$|events$)', allowTypeImports: true, message: 'plugins use kernel/types and kernel/events only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['kernel/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)plugins/', message: 'the kernel knows no plugin: entries that list plugins live in plugins/.' }] },
      ],
    },
  },
  {
    files: ['machines/**/*.{ts,tsx}'],
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
