/**
 * The weight report's tables: the core chunk, and every demo page's JavaScript at load and by load + 2 s
 * with its main-thread task time, judged per page type against the legacy stack (bench/page-budgets.mjs).
 */
import { table } from './lib/chromium.mjs';
import { CORE_TARGET, PAGE_BUDGETS, QUIET_SHARE, STIMULUS_GZIP } from './weight.mjs';
/** @import { CoreWeight, PageWeight } from './weight.mjs' */

/** @typedef {{ path: string, error: string }} Unmeasured a page the report could not measure */

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * @param {CoreWeight} core
 * @returns {boolean} the core chunk within its target
 */
function printCore(core, /** @type {number} */ stimulusGzip) {
  // Judged on the closure recomputed from dist/: the report's own list can name the wrong entry.
  const coreOk = core.closure.gzip <= CORE_TARGET;
  console.log(`dist/build-report.json coreGzip: ${kb(core.coreGzip)} (${core.core.join(' + ')})`);
  console.log(`core recomputed from dist/ (site-runtime.js + its static imports, gzip -9): ${kb(core.closure.gzip)} = ${core.closure.gzip} B (${core.closure.files.join(' + ')})`);
  const same = [...core.core].sort().join() === [...core.closure.files].sort().join();
  if (!same) console.log("  WARNING: the build report lists other files than the entry's static imports: its coreGzip is not the core chunk.");
  console.log(
    `target core chunk ≤ 10 KB gzip: ${coreOk ? 'PASS' : 'MISS'}, ${kb(core.closure.gzip)} (recomputed)${same ? '' : `; by the report's figure it would read ${core.coreGzip <= CORE_TARGET ? 'PASS' : 'MISS'}`}; ` +
      `Stimulus ${kb(STIMULUS_GZIP)} by the design's figure, ${kb(stimulusGzip)} for the bundle measured here`,
  );
  return coreOk;
}

/**
 * The page's verdicts: at load within the type's budget, by load + 2 s within QUIET_SHARE of the legacy stack.
 * @param {PageWeight} p
 */
function judge(p) {
  const budget = p.type ? PAGE_BUDGETS[p.type] : undefined;
  if (!budget) return null;
  const quiet = p.total.gzip / 1024 / budget.legacy;
  return { budget, quiet, atLoadOk: p.atLoad.gzip <= budget.budget * 1024, quietOk: quiet <= QUIET_SHARE };
}

/**
 * @param {CoreWeight} core
 * @param {number} stimulusGzip
 * @param {(PageWeight | Unmeasured)[]} pages
 * @param {string} origin
 * @returns {boolean} the core chunk and every typed page within their targets
 */
export function printWeight(core, stimulusGzip, pages, origin) {
  console.log('');
  console.log('WEIGHT');
  let allOk = printCore(core, stimulusGzip);
  console.log('');
  const compressed = pages.some((p) => !('error' in p) && p.compressedOnWire);
  console.log(`Demo pages on the reference server (${origin}/, ${pages.length} listed by its index). JS = every script response, gzip -9 of its`);
  console.log(`body computed here (the reference server ${compressed ? 'compresses only some responses' : 'sends scripts uncompressed'}). "at load" = finished before the load`);
  console.log('event; "by load + 2 s" = all, once the network was idle and 2 s more passed; "tasks" = main-thread task time (thread');
  console.log('time) of that load, from the first parse to load + 2 s, one cold load. Legacy and budget: bench/page-budgets.mjs, by');
  console.log(`<meta name="site-runtime-page-type">. Judged: at load ≤ budget (half the legacy stack), by load + 2 s ≤ ${QUIET_SHARE}x the legacy stack.`);
  const rows = pages.map((p) => {
    if ('error' in p) return [p.path, '?', 'ERROR', '', '', '', '', '', p.error.slice(0, 60)];
    const v = judge(p);
    if (v) allOk &&= v.atLoadOk && v.quietOk;
    const verdict = !p.type ? '—' : !v ? `unknown type "${p.type}"` : v.atLoadOk && v.quietOk ? 'PASS' : `MISS${v.atLoadOk ? '' : ' at load'}${v.quietOk ? '' : ' by load + 2 s'}`;
    return [
      p.path,
      p.type ?? '—',
      `${kb(p.atLoad.gzip)} (${p.atLoad.files})`,
      `${kb(p.total.gzip)} (${p.total.files})`,
      v ? `${v.budget.legacy} KB` : '—',
      v ? `${v.budget.budget} KB` : '—',
      v ? `${v.quiet.toFixed(2)}` : '—',
      p.taskMs.toFixed(0),
      verdict,
    ];
  });
  console.log(
    table(
      [
        { title: 'page', align: 'left' },
        { title: 'type', align: 'left' },
        { title: 'JS at load (files)' },
        { title: 'JS by load + 2 s (files)' },
        { title: 'legacy' },
        { title: 'budget at load' },
        { title: `x legacy ≤${QUIET_SHARE}` },
        { title: 'tasks ms' },
        { title: 'verdict', align: 'left' },
      ],
      rows,
    ),
  );
  for (const p of pages) for (const note of 'error' in p ? [] : p.notes) console.log(`  note ${p.path}: ${note}`);
  printPageTypes(pages);
  return allOk;
}

/** One line per page type: its heaviest page by load + 2 s against the legacy stack. @param {(PageWeight | Unmeasured)[]} pages */
function printPageTypes(pages) {
  console.log('');
  for (const [type, budget] of Object.entries(PAGE_BUDGETS)) {
    const typed = pages.filter((p) => !('error' in p) && p.type === type).map((p) => /** @type {PageWeight} */ (p));
    if (!typed.length) {
      console.log(`target ${type} by load + 2 s ≤ ${QUIET_SHARE}x the legacy stack (${budget.legacy} KB): no page of this type`);
      continue;
    }
    const worst = typed.reduce((w, p) => (p.total.gzip > w.total.gzip ? p : w));
    const share = worst.total.gzip / 1024 / budget.legacy;
    const tasks = typed.map((p) => p.taskMs).sort((a, b) => a - b);
    console.log(
      `target ${type} by load + 2 s ≤ ${QUIET_SHARE}x the legacy stack (${budget.legacy} KB): ${share <= QUIET_SHARE ? 'PASS' : 'MISS'}, ${typed.length} pages, ` +
        `heaviest ${kb(worst.total.gzip)} = ${share.toFixed(2)}x on ${worst.path}; task time ${tasks[0]?.toFixed(0)}–${tasks.at(-1)?.toFixed(0)} ms (not judged here: the demo serves no legacy stack; npm run bench:wordpress judges task time on the real store, original and runtime on the same pages)`,
    );
  }
}
