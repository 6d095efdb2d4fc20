/**
 * The page's own performance observers, for the specs that measure scrolling and pressing:
 * from the page's start, layout shifts, long tasks (wall time: on a busy machine any task may run long)
 * and the runtime's own scripts (its bundle under /dist/) in long animation frames.
 * They live in window.__probes (test/browser/page-globals.d.ts).
 */
/** @import { Page } from '@playwright/test' */
// Entry types chromium has and TypeScript's DOM library does not (yet): only the fields read here.
/** @typedef {PerformanceEntry & { value: number, hadRecentInput: boolean, sources: { node: Node | null }[] }} LayoutShift */
/** @typedef {PerformanceEntry & { scripts: { sourceURL: string, startTime: number, duration: number, invoker: string }[] }} LongAnimationFrame */

/**
 * Starts the observers in every document the page opens from now on; call it before the page's goto.
 * @param {Page} page
 */
export async function recordPerformance(page) {
  await page.addInitScript(() => {
    /** @type {Window['__probes']} */
    const probes = { shifts: [], longTasks: [], ourScripts: [] };
    window.__probes = probes;
    /** Names a shifted node so a failing spec says what moved. */
    const describe = (/** @type {Node | null} */ node) =>
      node instanceof Element ? `${node.nodeName}#${node.id}.${String(node.className).slice(0, 40)}` : node ? node.nodeName : '?';
    new PerformanceObserver((list) => {
      for (const entry of /** @type {LayoutShift[]} */ (list.getEntries())) {
        probes.shifts.push({ at: entry.startTime, value: entry.value, input: entry.hadRecentInput, sources: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probes.longTasks.push({ at: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const frame of /** @type {LongAnimationFrame[]} */ (list.getEntries())) {
        for (const script of frame.scripts) {
          if (script.sourceURL.includes('/dist/')) probes.ourScripts.push({ at: script.startTime, duration: script.duration, invoker: script.invoker });
        }
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

/** The page's clock (performance.now()), to pass to performanceSince. */
export const pageNow = (/** @type {Page} */ page) => page.evaluate(() => performance.now());

/**
 * What the observers recorded from `from` (the page's performance.now()) on.
 * @param {Page} page
 * @param {number} from
 */
export function performanceSince(page, from) {
  return page.evaluate((start) => {
    const { shifts, longTasks, ourScripts } = window.__probes;
    const after = (/** @type {{ at: number }} */ entry) => entry.at >= start;
    return { shifts: shifts.filter(after), longTasks: longTasks.filter(after), ourScripts: ourScripts.filter(after) };
  }, from);
}
