/** What the WordPress lane's pages carry besides the runtime (test/browser/page-globals.d.ts). */
export {};

declare global {
  interface Window {
    /** The ids of the fixture's stand-in scripts that ran (the Avada stand-in's legacy.js). */
    legacyScripts?: string[];
  }
}
