/**
 * Main-thread JavaScript time from a Chrome trace. CDP's ScriptDuration counts
 * only script that Blink calls (tasks, timers, events, MutationObserver
 * callbacks); promise reactions run at the microtask checkpoint outside those
 * scopes and are left out, so work a runtime defers with `await`/`.then` would
 * vanish from it. The trace's RunMicrotasks events cover them.
 */

/** @import { CDPSession } from 'playwright-core' */

/**
 * The fields of a Chrome trace event read here; a complete ('X') event has a duration.
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number, args?: { data?: { message?: string } } }} TraceEvent
 * @typedef {TraceEvent & { dur: number }} CompleteEvent
 */

export const TRACE_CATEGORIES = ['-*', 'devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'];

/** Events that run JavaScript (and the GC it triggers) on the renderer main thread. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'FireAnimationFrame',
  'FireIdleCallback',
  'V8.Execute',
]);

export const START_MARK = 'bench:start';
export const END_MARK = 'bench:end';

/**
 * Starts tracing; the function returned stops it and gives the events.
 * @param {CDPSession} cdp
 * @returns {Promise<() => Promise<TraceEvent[]>>}
 */
export async function startTrace(cdp) {
  /** @type {TraceEvent[]} */
  const events = [];
  /** @param {{ value: object[] }} data */
  const onData = ({ value }) => events.push(.../** @type {TraceEvent[]} */ (value));
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  });
  return async () => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', onData);
    return events;
  };
}

/**
 * CPU milliseconds (thread time) of the outermost script events on one thread
 * between two timestamps (µs, the trace's clock); nested events are counted once.
 * @param {TraceEvent[]} events
 * @param {{ pid: number, tid: number }} thread
 * @param {number} from
 * @param {number} to
 * @returns {number}
 */
export function scriptTimeBetween(events, thread, from, to) {
  /** @type {(e: TraceEvent) => e is CompleteEvent} */
  const isScriptRun = (e) => e.ph === 'X' && typeof e.dur === 'number' && SCRIPT_EVENTS.has(e.name);
  const onThread = events
    .filter(isScriptRun)
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid)
    .filter((e) => e.ts + e.dur >= from && e.ts <= to);
  return outermost(onThread).reduce((total, e) => total + (e.tdur ?? e.dur), 0) / 1000;
}

/**
 * The events not nested inside another of the list, in time order (a script event nested in one
 * already counted is counted once).
 * @param {CompleteEvent[]} list
 * @returns {CompleteEvent[]}
 */
function outermost(list) {
  const sorted = [...list].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  /** @type {CompleteEvent[]} */
  const outer = [];
  let outerEnd = -Infinity;
  for (const e of sorted) {
    if (e.ts < outerEnd) continue;
    outerEnd = e.ts + e.dur;
    outer.push(e);
  }
  return outer;
}

/**
 * The longest main-thread tasks (`RunTask`) on one thread from `from` on: the
 * longest task's thread time, and the most script thread time run inside one
 * task (the outermost script events, as scriptTimeBetween counts them). The
 * second leaves out what a task spent on style, layout, paint and parsing, the
 * page's own rendering work, and keeps what scripts did in it.
 * @param {TraceEvent[]} events
 * @param {{ pid: number, tid: number }} thread
 * @param {number} from
 * @returns {{ taskMs: number, scriptMs: number }}
 */
export function longestTasks(events, thread, from) {
  const onThread = (/** @type {TraceEvent} */ e) => e.ph === 'X' && typeof e.dur === 'number' && e.pid === thread.pid && e.tid === thread.tid;
  const tasks = /** @type {CompleteEvent[]} */ (events.filter((e) => onThread(e) && e.name === 'RunTask'))
    .filter((t) => t.ts + t.dur >= from)
    .sort((a, b) => a.ts - b.ts);
  const scripts = outermost(/** @type {CompleteEvent[]} */ (events.filter((e) => onThread(e) && SCRIPT_EVENTS.has(e.name))));
  let taskUs = 0;
  let scriptUs = 0;
  let next = 0;
  for (const task of tasks) {
    taskUs = Math.max(taskUs, task.tdur ?? task.dur);
    while (next < scripts.length && (scripts[next]?.ts ?? Infinity) < task.ts) next += 1;
    let inTask = 0;
    for (let i = next; i < scripts.length && (scripts[i]?.ts ?? Infinity) < task.ts + task.dur; i++) inTask += scripts[i]?.tdur ?? scripts[i]?.dur ?? 0;
    scriptUs = Math.max(scriptUs, inTask);
  }
  return { taskMs: taskUs / 1000, scriptMs: scriptUs / 1000 };
}

/**
 * CPU milliseconds (thread time) of the outermost script events on the thread
 * that logged the start mark, between the two marks (`console.timeStamp`).
 * @param {TraceEvent[]} events
 * @returns {number}
 */
export function scriptTimeBetweenMarks(events) {
  const mark = (/** @type {string} */ message) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === message);
  const start = mark(START_MARK);
  const end = mark(END_MARK);
  if (!start || !end) throw new Error(`the trace lacks the ${start ? END_MARK : START_MARK} mark (${events.length} events)`);
  return scriptTimeBetween(events, start, start.ts, end.ts);
}
