/**
 * Code that runs inside the benchmark page. Every function here is inlined
 * into the page with Function.prototype.toString, so none may refer to
 * anything outside its own body.
 *
 * The harness is identical for every contestant: the same rows, the same
 * trivial mount/cleanup work, the same waiting. Only the discovery mechanism
 * (set up by one of the SETUP functions) differs.
 */

export const PLUGIN_COUNT = 20;
/** One row in MATCH_EVERY matches a plugin: 5%. */
export const MATCH_EVERY = 20;
export const BATCHES = 50;

export function installHarness(PLUGIN_COUNT, MATCH_EVERY, BATCHES) {
  const B = (window.__bench = {
    mounts: 0,
    cleanups: 0,
    lastMount: 0,
    lastCleanup: 0,
    lastElement: null,
    mountTarget: -1,
    cleanupTarget: -1,
    onTarget: null,
    frags: [],
    errors: [],
  });
  const container = () => document.getElementById('rows');

  // The trivial work every contestant does per element: remember it, stamp the time, count.
  // The target check is the same compare for all of them and lets the run end the moment the last one lands.
  B.mounted = (element) => {
    B.lastElement = element;
    B.lastMount = performance.now();
    if (++B.mounts === B.mountTarget) B.onTarget();
  };
  B.cleaned = (element) => {
    B.lastElement = element;
    B.lastCleanup = performance.now();
    if (++B.cleanups === B.cleanupTarget) B.onTarget();
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
  const fragment = (from, to) => {
    const range = document.createRange();
    range.selectNodeContents(container());
    return range.createContextualFragment(B.rowsHtml(from, to));
  };

  /** A new task (MessageChannel: unlike nested setTimeout(0), no 4 ms clamp inflating the latency). */
  const channel = new MessageChannel();
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
      container().append(B.frags.pop());
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
            container().append(B.frags.pop());
            await B.until('mount', expected, timeoutMs);
          } else if (scenario === 'remove') {
            container().replaceChildren();
            await B.until('cleanup', expected, timeoutMs);
          } else {
            for (let b = 0; b < B.frags.length; b++) {
              container().append(B.frags[b]);
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

/** Ours: the built runtime (it started itself on DOMContentLoaded); 20 plugins registered after start. */
export function setupOurs(PLUGIN_COUNT) {
  const B = window.__bench;
  B.ready = new Promise((resolve, reject) => {
    // The bundle's own DOMContentLoaded listener was added first, so the runtime is started by now.
    document.addEventListener('DOMContentLoaded', () => {
      try {
        const runtime = window.siteRuntime;
        if (!runtime || typeof runtime.register !== 'function') throw new Error('window.siteRuntime is missing: is dist/site-runtime.iife.js built?');
        for (let k = 0; k < PLUGIN_COUNT; k++) {
          const module = {
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

/** Stimulus: 20 controllers on data-controller, connect/disconnect doing the same trivial work. */
export function setupStimulus(PLUGIN_COUNT) {
  const B = window.__bench;
  const { Application, Controller } = window.Stimulus;
  const application = Application.start();
  for (let k = 0; k < PLUGIN_COUNT; k++) {
    application.register(
      `plug-${k}`,
      class extends Controller {
        connect() {
          B.mounted(this.element);
        }
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
 */
export function setupFloor(PLUGIN_COUNT, extraSelectors = []) {
  const B = window.__bench;
  // extraSelectors: only for experiments (e.g. the built-in plugins' selectors ours also carries).
  const parts = [...extraSelectors];
  for (let k = 0; k < PLUGIN_COUNT; k++) parts.push(`.plug-${k}`);
  const combined = parts.join(',');
  const visit = (nodes, found) => {
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i];
      if (node.nodeType !== 1) continue;
      if (node.matches(combined)) found(node);
      const inside = node.querySelectorAll(combined);
      for (let j = 0; j < inside.length; j++) found(inside[j]);
    }
  };
  new MutationObserver((records) => {
    for (let r = 0; r < records.length; r++) {
      visit(records[r].removedNodes, B.cleaned);
      visit(records[r].addedNodes, B.mounted);
    }
  }).observe(document, { childList: true, subtree: true });
  B.ready = Promise.resolve();
}

/** The baseline: the same DOM work with nothing observing it. */
export function setupBaseline() {
  window.__bench.ready = Promise.resolve();
}
