// jsdom lacks fetch and its companions; ofetch captures fetch at import time,
// so Node's implementations are copied in before any test module loads.
const JsdomEnvironment = require('jest-environment-jsdom').TestEnvironment;

const NODE_GLOBALS = ['fetch', 'Headers', 'Request', 'Response', 'AbortController', 'AbortSignal', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone', 'FormData', 'Blob'];

class SiteRuntimeEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (name === 'FormData' || name === 'Blob') continue; // jsdom's own work with its DOM forms
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = SiteRuntimeEnvironment;
