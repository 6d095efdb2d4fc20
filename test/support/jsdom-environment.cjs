// jsdom lacks fetch and its companions; ofetch captures fetch at import time,
// so Node's implementations are copied in before any test module loads.
const JsdomEnvironment = require('jest-environment-jsdom').TestEnvironment;

const NODE_GLOBALS = ['fetch', 'Headers', 'Request', 'Response', 'AbortController', 'AbortSignal', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone', 'FormData', 'Blob'];

class SiteRuntimeEnvironment extends JsdomEnvironment {
  /**
   * @param {ConstructorParameters<typeof JsdomEnvironment>[0]} config
   * @param {ConstructorParameters<typeof JsdomEnvironment>[1]} context
   */
  constructor(config, context) {
    super(config, context);
    // Both sides are looked up by name, as the list gives them.
    const node = /** @type {Record<string, unknown>} */ (globalThis);
    const page = /** @type {Record<string, unknown>} */ (this.global);
    for (const name of NODE_GLOBALS) {
      if (name === 'FormData' || name === 'Blob') continue; // jsdom's own work with its DOM forms
      if (typeof node[name] !== 'undefined') page[name] = node[name];
    }
  }
}

module.exports = SiteRuntimeEnvironment;
