/**
 * Boot: the main thread's tasks while a demo page loads, read from a Chrome
 * trace, with what each long task spent its time on (which script or chunk was
 * evaluated, which function ran, style, layout, parsing, GC).
 *
 *   node bench/boot.mjs [--runs=5] [--page=/contact-form/contact.html] [--over=30] [--cpu] [--profile] [--slowdown=4]
 *
 * Prints, per page, the longest task of every run (thread and wall time) and,
 * for tasks over --over ms (default 50; --cpu: of thread time), a breakdown by self time. --profile
 * adds the V8 sampling profiler (100 µs): the functions each long task ran. --slowdown=4 loads
 * under chromium's 4x CPU slowdown (the profile `node bench/run.mjs` judges the 4x target on).
 * `node bench/run.mjs` judges the boot target with the same measurement (--boot-runs=N, default 5).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, table, withTimeout } from './lib/chromium.mjs';
import { longestTasks } from './lib/trace.mjs';
import { listDemoPages, startReferenceServer } from './weight.mjs';

/** bench/README.md, Targets: no main-thread task over 50 ms while a demo page boots. */
export const LONG_TASK_MS = 50;

const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink',
  'loading',
];

/** Trace events worth naming inside a task, and how a breakdown labels them. */
function labelOf(e) {
  const data = e.args?.data ?? {};
  const file = (url) => (url ? String(url).split('/').slice(-2).join('/').split('?')[0] : '');
  switch (e.name) {
    case 'EvaluateScript':
      return `evaluate script ${file(data.url)}`;
    case 'v8.evaluateModule':
      return 'evaluate module';
    case 'v8.compileModule':
      return `compile module ${file(e.args?.fileName)}`;
    case 'v8.compile':
    case 'V8.CompileCode':
    case 'V8.CompileLazy':
      return 'compile';
    case 'FunctionCall':
      return `call ${data.functionName || '(anonymous)'} ${file(data.url)}:${data.lineNumber ?? '?'}`;
    case 'TimerFire':
      return 'timer';
    case 'EventDispatch':
      return `event ${data.type}`;
    case 'RunMicrotasks':
      return 'microtasks';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse style sheet';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'CompositeLayers':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
    case 'BlinkGC.AtomicPhase':
      return 'GC';
    case 'v8.parseOnBackground':
    case 'V8.ParseFunction':
    case 'v8.parseFunction':
      return 'parse JS';
    default:
      return null;
  }
}

/** The renderer main thread that parsed the page (the one whose ParseHTML names its URL). */
function pageThread(events, url) {
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(url));
  if (parse) return { pid: parse.pid, tid: parse.tid };
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return main ? { pid: main.pid, tid: main.tid } : null;
}

/**
 * Self time per label inside one task: each event's duration minus the
 * labelled events nested in it; time in no labelled event is "other".
 */
function breakdown(task, inside) {
  const labelled = inside.filter((e) => labelOf(e)).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  const add = (label, us) => self.set(label, (self.get(label) ?? 0) + us);
  let covered = 0;
  for (const e of labelled) {
    for (let top = stack.at(-1); top && top.end <= e.ts; top = stack.at(-1)) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) add(parent.label, -Math.min(e.dur, parent.end - e.ts));
    else covered += e.dur;
    const label = labelOf(e);
    add(label, e.dur);
    stack.push({ end: e.ts + e.dur, label });
  }
  add('other (task overhead, unlabelled work)', task.dur - covered);
  return [...self].filter(([, us]) => us >= 500).sort((a, b) => b[1] - a[1]).map(([label, us]) => ({ label, ms: us / 1000 }));
}

/**
 * Functions sampled inside [start, end] (trace microseconds), by self and by
 * inclusive share: the samples are taken on wall time, which a busy neighbour
 * stretches, so shares and not milliseconds.
 */
function profileWithin(profile, start, end) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = (frame) => {
    const file = frame.url ? frame.url.split('/').pop() : '';
    return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
  };
  const self = new Map();
  const inclusive = new Map();
  const add = (map, key, n) => map.set(key, (map.get(key) ?? 0) + n);
  let total = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (t < start || t > end) continue;
    const leaf = byId.get(profile.samples[i]);
    if (leaf.callFrame.functionName === '(idle)' || leaf.callFrame.functionName === '(root)') continue;
    total++;
    add(self, keyOf(leaf.callFrame), 1);
    const seen = new Set();
    for (let id = leaf.id; id !== undefined; id = parent.get(id)) {
      const key = keyOf(byId.get(id).callFrame);
      if (key === '(root)' || seen.has(key)) continue;
      seen.add(key);
      add(inclusive, key, 1);
    }
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([fn, count]) => ({ fn, share: count / total }));
  return { self: top(self, 12), inclusive: top(inclusive, 25) };
}

/**
 * Loads one page in a fresh context under a trace (with chromium's CPU
 * slowdown `slowdown`); resolves with its tasks over `over` ms and the longest
 * one (wall `ms` and thread `cpu` time).
 */
export async function traceBoot(browser, origin, pagePath, { over = LONG_TASK_MS, by = 'wall', profile = false, slowdown = 1 } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    // chromium's CPU slowdown (the 4x profile: a mid-range phone); 1 is none.
    if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
    });
    const url = origin + pagePath;
    const response = await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    if (!response?.ok()) throw new Error(`HTTP ${response?.status()}`);
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(500);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    // A slowed-down page on a busy machine takes longer to hand its trace over.
    await withTimeout(complete, 30_000 * slowdown, 'trace');
    const cpuProfile = profile ? (await cdp.send('Profiler.stop')).profile : undefined;

    const thread = pageThread(events, url);
    if (!thread) throw new Error('no renderer main thread in the trace');
    const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X');
    const tasks = mine.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
    // The page's tasks: from its first HTML parse on (the navigation's own tasks before it belong to the blank page).
    const firstParse = mine.find((e) => e.name === 'ParseHTML')?.ts ?? 0;
    const pageTasks = tasks.filter((t) => t.ts + t.dur >= firstParse);
    const longest = pageTasks.reduce((w, t) => Math.max(w, t.dur), 0);
    const longestCpu = pageTasks.reduce((w, t) => Math.max(w, t.tdur ?? t.dur), 0);
    const longestScriptCpu = longestTasks(events, thread, firstParse).scriptMs;
    const long = pageTasks.filter((t) => (by === 'cpu' ? t.tdur ?? t.dur : t.dur) / 1000 > over).map((task) => {
      const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
      return {
        ms: task.dur / 1000,
        cpu: (task.tdur ?? task.dur) / 1000,
        at: (task.ts - firstParse) / 1000,
        parts: breakdown(task, inside),
        functions: cpuProfile ? profileWithin(cpuProfile, task.ts, task.ts + task.dur) : undefined,
      };
    });
    return {
      path: pagePath,
      longest: longest / 1000,
      longestCpu: longestCpu / 1000,
      longestScriptCpu,
      long,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/** `runs` boots of every page, the pages in turn within a run; the worst task per page across runs. */
export async function measureBoots(browser, origin, pages, runs, options = {}) {
  const results = new Map(pages.map((p) => [p, []]));
  for (let r = 0; r < runs; r++) {
    for (const p of pages) {
      results.get(p).push(await traceBoot(browser, origin, p, options));
      options.onProgress?.(p, r);
    }
  }
  return pages.map((p) => {
    const list = results.get(p);
    return {
      path: p,
      runs: list,
      worst: Math.max(...list.map((b) => b.longest)),
      worstCpu: Math.max(...list.map((b) => b.longestCpu)),
    };
  });
}

/**
 * The boot table; returns whether every page met the target. Judged on thread
 * time: on an idle core a task's wall time is its thread time, and on a shared
 * machine the wall time mostly measures the neighbours (tasks of 2 ms of CPU
 * were seen taking 100 ms). The worst wall time is printed beside it.
 */
export function printBoots(boots, { detail = false } = {}) {
  const ms = (v) => v.toFixed(0);
  const runs = boots[0]?.runs.length ?? 0;
  const ok = (b) => b.worstCpu <= LONG_TASK_MS;
  console.log(
    table(
      [
        { title: 'page', align: 'left' },
        { title: 'longest task per run, thread ms (wall ms)', align: 'left' },
        { title: 'worst thread' },
        { title: 'worst wall' },
        { title: `verdict ≤${LONG_TASK_MS}` },
      ],
      boots.map((b) => [
        b.path,
        b.runs.map((r) => `${ms(r.longestCpu)} (${ms(r.longest)})`).join('  '),
        ms(b.worstCpu),
        ms(b.worst),
        ok(b) ? 'PASS' : 'MISS',
      ]),
    ),
  );
  console.log(`  ${runs} boots per page, each in a fresh context; a task is a RunTask of the page's renderer main thread, from its first`);
  console.log('  HTML parse until the network is idle, the page\'s own work (style, layout, its scripts) included. Judged on thread (CPU)');
  console.log('  time, which is the wall time on an idle core; on a shared machine the wall time mostly measures the neighbours.');
  const passed = boots.filter(ok).length;
  const worst = boots.reduce((w, b) => (!w || b.worstCpu > w.worstCpu ? b : w), null);
  const met = boots.length > 0 && passed === boots.length;
  console.log(
    `target no boot task over ${LONG_TASK_MS} ms (thread time, every page, every run): ${met ? 'PASS' : 'MISS'}, ${passed}/${boots.length} pages` +
      (worst ? `; worst ${ms(worst.worstCpu)} ms on ${worst.path} (wall ${ms(worst.worst)} ms)` : ''),
  );
  if (detail) {
    for (const b of boots) {
      for (const [i, run] of b.runs.entries()) {
        for (const task of run.long) {
          console.log(`\n${b.path} run ${i + 1}: task of ${task.ms.toFixed(1)} ms (thread ${task.cpu.toFixed(1)} ms) at +${task.at.toFixed(0)} ms`);
          for (const part of task.parts) console.log(`  ${part.ms.toFixed(1).padStart(7)} ms  ${part.label}`);
          if (task.functions) {
            for (const kind of ['self', 'inclusive']) {
              console.log(`  sampled functions (${kind}):`);
              for (const f of task.functions[kind]) console.log(`  ${(100 * f.share).toFixed(0).padStart(7)} %   ${f.fn}`);
            }
          }
        }
      }
    }
  }
  return met;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const cleanups = [];
  try {
    const server = await startReferenceServer(root);
    cleanups.push(() => server.stop());
    const browser = await launchChromium();
    cleanups.push(() => browser.close());
    const only = option('page');
    const pages = only ? only.split(',') : await listDemoPages(server.origin);
    const boots = await measureBoots(browser, server.origin, pages, Number(option('runs', 5)), {
      over: Number(option('over', LONG_TASK_MS)),
      by: process.argv.includes('--cpu') ? 'cpu' : 'wall',
      profile: process.argv.includes('--profile'),
      slowdown: Number(option('slowdown', 1)),
      onProgress: (p, r) => console.error(`boot: run ${r + 1} ${p}`),
    });
    printBoots(boots, { detail: true });
  } catch (error) {
    console.error(`boot: FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await cleanup().catch(() => {});
  }
}
