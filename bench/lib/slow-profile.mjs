/**
 * `npm run bench`'s second profile: chromium's 4x CPU slowdown (a mid-range
 * phone). The first demo page of each page type boots under it (target: no task of ours over 50 ms,
 * judged on the most script thread time one task runs, median of the runs, as bench:wordpress judges
 * the real store: the page's own parse, style and layout tasks carry no script of ours; the longest
 * task as a whole is printed beside it), and the journeys that matter run on the demo's
 * pages, each one's interaction to next paint without and with the slowdown.
 * The legacy stack's figures on the same markup come from the real store
 * (`npm run bench:wordpress`), where WordPress prints the original scripts:
 * the demo server serves only the runtime.
 */
import { median, table } from './chromium.mjs';
import { JOURNEYS, journeyInp } from './interactions.mjs';
import { LONG_TASK_MS, measureBoots } from '../boot.mjs';
import { withProductInCart } from '../weight.mjs';
/** @import { Browser } from 'playwright-core' */

export const SLOWDOWN = 4;

/** The demo page of each journey, and whether it needs a product in the cart. */
const DEMO_JOURNEYS = /** @type {const} */ ([
  [JOURNEYS.contact, '/contact-form/contact.html', false],
  [JOURNEYS.addToCart, '/shop-nojq/archive.html', false],
  [JOURNEYS.variation, '/shop-nojq/product-hoodie.html', false],
  [JOURNEYS.checkout, '/shop-nojq/checkout.html', true],
]);

/**
 * @param {Browser} browser
 * @param {string} origin the reference server
 * @param {{ path: string, type: string }[]} typed the typed demo pages: the first of each type boots under the slowdown
 * @param {number} runs
 */
export async function measureSlowProfile(browser, origin, typed, runs) {
  const firstOfType = new Map();
  for (const p of typed) if (!firstOfType.has(p.type)) firstOfType.set(p.type, p.path);
  const boots = await measureBoots(browser, origin, [...firstOfType.values()], runs, { slowdown: SLOWDOWN });
  const journeys = [];
  for (const [journey, pagePath, withCart] of DEMO_JOURNEYS) {
    const prepare = withCart ? withProductInCart(origin) : undefined;
    /** @type {number[]} */
    const plain = [];
    /** @type {number[]} */
    const slow = [];
    for (let run = 0; run < runs; run++) {
      plain.push(await journeyInp(browser, origin + pagePath, { journey, slowdown: 1, prepare }));
      slow.push(await journeyInp(browser, origin + pagePath, { journey, slowdown: SLOWDOWN, prepare }));
    }
    journeys.push({ name: journey.name, page: pagePath, inp: plain, inp4x: slow });
  }
  return { boots, journeys };
}

/**
 * Prints both tables; returns whether no page runs more than 50 ms of script in one task (median of the runs).
 * @param {Awaited<ReturnType<typeof measureSlowProfile>>} result
 * @param {number} runs
 */
export function printSlowProfile({ boots, journeys }, runs) {
  const ms = (/** @type {number} */ v) => v.toFixed(1);
  let ok = true;
  const rows = boots.map((boot) => {
    const scriptInTask = median(boot.runs.map((r) => r.longestScriptCpu));
    const pass = scriptInTask <= LONG_TASK_MS;
    ok &&= pass;
    return [boot.path, ms(median(boot.runs.map((r) => r.longestCpu))), ms(boot.worstCpu), ms(scriptInTask), ms(median(boot.runs.map((r) => r.longest))), pass ? 'PASS' : 'MISS'];
  });
  console.log(`${SLOWDOWN}x CPU SLOWDOWN (Emulation.setCPUThrottlingRate): the longest main-thread task while the first demo page of each page type boots, ${runs} runs`);
  console.log('  (thread time; "script" = the most script thread time run in one task, without the page\'s style, layout, paint and parsing)');
  console.log(
    table(
      [{ title: 'page', align: 'left' }, { title: 'longest ms (median)' }, { title: 'longest ms (worst)' }, { title: `script in one task ms (median) ≤${LONG_TASK_MS}` }, { title: 'wall ms (median)' }, { title: 'verdict' }],
      rows,
    ),
  );
  console.log('');
  console.log(`Journeys on the demo pages: interaction to next paint (Event Timing; under 16 ms counts as 16), medians of ${runs}; the legacy stack's`);
  console.log('on the same markup: `npm run bench:wordpress` (the real plugins print their original scripts there).');
  console.log(
    table(
      [{ title: 'journey', align: 'left' }, { title: 'page', align: 'left' }, { title: 'INP ms' }, { title: `${SLOWDOWN}x: INP ms` }],
      journeys.map((j) => [j.name, j.page, ms(median(j.inp)), ms(median(j.inp4x))]),
    ),
  );
  return ok;
}
