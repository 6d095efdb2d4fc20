/**
 * Code that runs inside the benchmark page. Every function here is inlined
 * into the page with Function.prototype.toString, so none may refer to
 * anything outside its own body.
 *
 * The harness is identical for every contestant: the same rows, the same
 * trivial mount/cleanup work, the same waiting. Only the discovery mechanism
 * (set up by one of the SETUP functions) differs.
 * Types below are comments: the inlined code carries no imports.
 */

/**
 * @typedef {'insert' | 'remove' | 'batches'} Scenario
 * @typedef {{ latency: number, mounts: number, cleanups: number, live: number | null, rows: number }} RunResult
 */

/**
 * `window.__bench`: the page side of one sample.
 * @typedef {object} BenchHarness
 * @property {number} mounts
 * @property {number} cleanups
 * @property {number} lastMount
 * @property {number} lastCleanup
 * @property {Element | null} lastElement
 * @property {number} mountTarget
 * @property {number} cleanupTarget
 * @property {(() => void) | null} onTarget
 * @property {DocumentFragment[]} frags
 * @property {string[]} errors
 * @property {(element: Element) => void} mounted
 * @property {(element: Element) => void} cleaned
 * @property {(kind: 'mount' | 'cleanup', target: number, timeoutMs: number) => Promise<void>} until
 * @property {(from: number, to: number) => string} rowsHtml
 * @property {(n: number) => number} expected
 * @property {() => Promise<void>} settle
 * @property {(n: number, scenario: Scenario, expected: number, timeoutMs: number) => Promise<void>} prepare
 * @property {(scenario: Scenario, expected: number, timeoutMs: number) => Promise<RunResult>} run
 * @property {Promise<void>} [ready] set by the contestant's setup
 * @property {() => number} [live] the contestant's own count of live mounts
 */

export const PLUGIN_COUNT = 20;
/** One row in MATCH_EVERY matches a plugin: 5%. */
export const MATCH_EVERY = 20;
export const BATCHES = 50;

/**
 * @param {number} PLUGIN_COUNT
 * @param {number} MATCH_EVERY
 * @param {number} BATCHES
 */
export function installHarness(PLUGIN_COUNT, MATCH_EVERY, BATCHES) {
  // The methods are added below.
  const B = (window.__bench = /** @type {BenchHarness} */ ({
    mounts: 0,
    cleanups: 0,
    lastMount: 0,
    lastCleanup: 0,
    lastElement: /** @type {Element | null} */ (null),
    mountTarget: -1,
    cleanupTarget: -1,
    onTarget: /** @type {(() => void) | null} */ (null),
    frags: /** @type {DocumentFragment[]} */ ([]),
    errors: /** @type {string[]} */ ([]),
  }));
  // <main id="rows">, there once the body is parsed (this script runs in the head).
  const container = () => /** @type {HTMLElement} */ (document.getElementById('rows'));

  // The trivial work every contestant does per element: remember it, stamp the time, count.
  // The target check is the same compare for all of them and lets the run end the moment the last one lands.
  B.mounted = (element) => {
    B.lastElement = element;
    B.lastMount = performance.now();
    if (++B.mounts === B.mountTarget) B.onTarget?.();
  };
  B.cleaned = (element) => {
    B.lastElement = element;
    B.lastCleanup = performance.now();
    if (++B.cleanups === B.cleanupTarget) B.onTarget?.();
  };

  /** Resolves once `kind` ('mount' | 'cleanup') reaches `target`. */
  B.until = (kind, target, timeoutMs) =>
    new Promise((resolve, reject) => {
      const count = kind === 'mount' ? B.mounts : B.cleanups;
      if (count >= target) return resolve();
      const timer = setTimeout(() => {
        B.onTarget = null;
        reject(new Error(`only ${kind === 'mount' ? B.mounts : B.cleanups} of ${target} ${kind}s after ${timeoutMs} ms`));
      }, timeoutMs);
      B.onTarget = () => {
        clearTimeout(timer);
        B.mountTarget = B.cleanupTarget = -1;
        resolve();
      };
      if (kind === 'mount') B.mountTarget = target;
      else B.cleanupTarget = target;
    });

  // Every row has the same shape; every MATCH_EVERY-th row's button carries one plugin's
  // class (ours, the floor) and the same name as data-controller (Stimulus), cycling through the plugins.
  B.rowsHtml = (from, to) => {
    let html = '';
    for (let i = from; i < to; i++) {
      const plugin = i % MATCH_EVERY === 0 ? (i / MATCH_EVERY) % PLUGIN_COUNT : -1;
      const button =
        plugin < 0
          ? '<button type="button" class="btn">open</button>'
          : `<button type="button" class="btn plug-${plugin}" data-controller="plug-${plugin}">open</button>`;
      html += `<div class="row" data-row="${i}"><span class="title">Row ${i}</span>${button}</div>`;
    }
    return html;
  };
  B.expected = (n) => Math.ceil(n / MATCH_EVERY);

  // A fragment owned by this document (no adoption cost on append), built before the clock starts.
  const fragment = (/** @type {number} */ from, /** @type {number} */ to) => {
    const range = document.createRange();
    range.selectNodeContents(container());
    return range.createContextualFragment(B.rowsHtml(from, to));
  };
  /** The fragment prepare() built last; there is none only if the harness is misused. */
  const preparedFragment = () => {
    const prepared = B.frags.pop();
    if (!prepared) throw new Error('no rows prepared');
    return prepared;
  };

  /** A new task (MessageChannel: unlike nested setTimeout(0), no 4 ms clamp inflating the latency). */
  const channel = new MessageChannel();
  /** @type {() => Promise<void>} */
  const nextTask = () =>
    new Promise((resolve) => {
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    });
  B.settle = () =>
    new Promise((resolve) => {
      // One frame and a quiet 50 ms: anything a contestant deferred (rAF, timers) lands inside the window.
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        setTimeout(resolve, 50);
      };
      requestAnimationFrame(() => setTimeout(finish, 0));
      setTimeout(finish, 250);
    });

  /** Untimed: builds the rows; for 'remove', inserts them and waits until every mount happened. */
  B.prepare = async (n, scenario, expected, timeoutMs) => {
    if (scenario === 'batches') {
      const size = n / BATCHES;
      for (let b = 0; b < BATCHES; b++) B.frags.push(fragment(b * size, (b + 1) * size));
    } else B.frags.push(fragment(0, n));
    if (scenario === 'remove') {
      container().append(preparedFragment());
      await B.until('mount', expected, timeoutMs);
    }
    await B.settle();
  };

  /**
   * Timed: starts in a task of its own (work done inside a DevTools command is
   * not counted as ScriptDuration), does the DOM work, waits for the last mount
   * or cleanup, then settles so deferred work is inside the measured window.
   */
  B.run = (scenario, expected, timeoutMs) =>
    new Promise((resolve, reject) => {
      setTimeout(async () => {
        try {
          console.timeStamp('bench:start');
          const t0 = performance.now();
          if (scenario === 'insert') {
            container().append(preparedFragment());
            await B.until('mount', expected, timeoutMs);
          } else if (scenario === 'remove') {
            container().replaceChildren();
            await B.until('cleanup', expected, timeoutMs);
          } else {
            for (let b = 0; b < B.frags.length; b++) {
              container().append(/** @type {DocumentFragment} */ (B.frags[b])); // b is in range
              await nextTask();
            }
            B.frags = [];
            await B.until('mount', expected, timeoutMs);
          }
          const last = scenario === 'remove' ? B.lastCleanup : B.lastMount;
          const latency = expected === 0 ? 0 : last - t0;
          await B.settle();
          console.timeStamp('bench:end');
          resolve({ latency, mounts: B.mounts, cleanups: B.cleanups, live: B.live ? B.live() : null, rows: container().childElementCount });
        } catch (error) {
          reject(error);
        }
      }, 0);
    });

  window.addEventListener('error', (event) => B.errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => B.errors.push(String(event.reason)));
}

/**
 * Ours, bundle and classic: a built runtime (it starts itself once the document is parsed); 20 plugins registered after start.
 * @param {number} PLUGIN_COUNT
 */
export function setupOurs(PLUGIN_COUNT) {
  const B = window.__bench;
  B.ready = new Promise((resolve, reject) => {
    // Started by now: the classic script's own DOMContentLoaded listener was added before this one, and the
    // module build ran (deferred until parsing ended) and started at once, before DOMContentLoaded.
    document.addEventListener('DOMContentLoaded', () => {
      try {
        const runtime = window.siteRuntime;
        if (!runtime || typeof runtime.register !== 'function') throw new Error('window.siteRuntime is missing: is dist/site-runtime.iife.js built?');
        for (let k = 0; k < PLUGIN_COUNT; k++) {
          const module = {
            /** @param {Element} element */
            mount(element) {
              B.mounted(element);
              return () => B.cleaned(element);
            },
          };
          runtime.register({ name: `bench-plug-${k}`, selectors: [`.plug-${k}`], load: async () => module });
        }
        const registered = runtime.stats().plugins.filter((name) => name.startsWith('bench-plug-')).length;
        if (registered !== PLUGIN_COUNT) throw new Error(`only ${registered} of ${PLUGIN_COUNT} bench plugins registered`);
        B.live = () => runtime.stats().mounts;
        resolve();
      } catch (error) {
        reject(error);
      }
    });
  });
}

/**
 * Stimulus: 20 controllers on data-controller, connect/disconnect doing the same trivial work.
 * @param {number} PLUGIN_COUNT
 */
export function setupStimulus(PLUGIN_COUNT) {
  const B = window.__bench;
  const { Application, Controller } = window.Stimulus;
  const application = Application.start();
  for (let k = 0; k < PLUGIN_COUNT; k++) {
    application.register(
      `plug-${k}`,
      class extends Controller {
        /** @override */
        connect() {
          B.mounted(this.element);
        }
        /** @override */
        disconnect() {
          B.cleaned(this.element);
        }
      },
    );
  }
  B.live = () => application.controllers.length;
  // Application#start awaits document readiness before its router observes.
  B.ready = new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => setTimeout(resolve, 0)));
}

/**
 * The floor: one MutationObserver, one combined selector, matches + querySelectorAll
 * per added node, no per-plugin resolution; removal is the same sweep over removed nodes.
 * @param {number} PLUGIN_COUNT
 * @param {string[]} [extraSelectors]
 */
export function setupFloor(PLUGIN_COUNT, extraSelectors = []) {
  const B = window.__bench;
  // extraSelectors: only for experiments (e.g. the built-in plugins' selectors ours also carries).
  const parts = [...extraSelectors];
  for (let k = 0; k < PLUGIN_COUNT; k++) parts.push(`.plug-${k}`);
  const combined = parts.join(',');
  // Plain index loops, as the cheapest observer would be written; the casts are comments,
  // they cost nothing at run time (indexes in range, an element once nodeType says so).
  /**
   * @param {NodeList} nodes
   * @param {(element: Element) => void} found
   */
  const visit = (nodes, found) => {
    for (let i = 0; i < nodes.length; i++) {
      const node = /** @type {Node} */ (nodes[i]);
      if (node.nodeType !== 1) continue;
      const element = /** @type {Element} */ (node);
      if (element.matches(combined)) found(element);
      const inside = element.querySelectorAll(combined);
      for (let j = 0; j < inside.length; j++) found(/** @type {Element} */ (inside[j]));
    }
  };
  new MutationObserver((records) => {
    for (let r = 0; r < records.length; r++) {
      const record = /** @type {MutationRecord} */ (records[r]);
      visit(record.removedNodes, B.cleaned);
      visit(record.addedNodes, B.mounted);
    }
  }).observe(document, { childList: true, subtree: true });
  B.ready = Promise.resolve();
}

/** The baseline: the same DOM work with nothing observing it. */
export function setupBaseline() {
  window.__bench.ready = Promise.resolve();
}
