/**
 * Interaction to next paint of the journeys that matter, read the way the
 * browser reports it: Event Timing entries (a PerformanceObserver installed
 * before the page's scripts) grouped by interactionId, the interaction's
 * duration being its longest entry's (input to the next paint, rounded by
 * chromium to 8 ms). Entries under 16 ms are not reported at all (the
 * observer's smallest threshold): such an interaction counts as 16 ms.
 *
 * The journeys act through Playwright's real input (CDP mouse and keyboard
 * events, trusted, so they are interactions); filling fields beforehand uses
 * insertText, which makes no keyboard interaction.
 */
/** @import { Browser, BrowserContext, Page } from 'playwright-core' */

export const INP_FLOOR_MS = 16;

/** Installed with addInitScript: collects every interaction's entries from the first byte on. */
export const INTERACTION_OBSERVER = `(() => {
  const entries = [];
  Object.defineProperty(window, '__benchInteractions', { value: entries });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) entries.push({ id: e.interactionId, name: e.name, duration: e.duration });
  }).observe({ type: 'event', buffered: true, durationThreshold: ${INP_FLOOR_MS} });
})();`;

/**
 * @typedef {{ name: string, act: (page: Page) => Promise<void>, ready?: (page: Page) => Promise<void> }} Journey
 * `ready` prepares the page without interactions (fills fields); `act` is the one interaction measured.
 */

/** @type {Record<'contact' | 'addToCart' | 'variation' | 'checkout', Journey>} */
export const JOURNEYS = {
  contact: {
    name: 'contact form submit',
    ready: async (page) => {
      const form = page.locator('form.wpcf7-form').first();
      for (const field of await form.locator('input.wpcf7-form-control[type="text"], input.wpcf7-form-control[type="email"], textarea.wpcf7-form-control').all()) {
        const type = await field.getAttribute('type');
        await field.fill(type === 'email' ? 'visitor@example.com' : 'A bench visitor');
      }
      // An acceptance box keeps the submit button disabled until it is ticked (before the measured interaction).
      for (const box of await form.locator('.wpcf7-acceptance input[type="checkbox"]').all()) await box.check();
    },
    act: (page) => page.locator('form.wpcf7-form [type="submit"]').first().click(),
  },
  addToCart: {
    name: 'add to cart (archive)',
    act: (page) => page.locator('a.ajax_add_to_cart').first().click(),
  },
  variation: {
    name: 'variation change',
    // The arrow key on a closed select picks the next option and fires change: one keyboard interaction.
    act: async (page) => {
      await page.locator('form.variations_form select').first().focus();
      await page.keyboard.press('ArrowDown');
    },
  },
  checkout: {
    name: 'checkout update',
    // "Ship to a different address?" asks the server for a new review (update_checkout) in both stacks.
    // Its label is what a shopper clicks: themes hide the box itself behind a drawn one.
    act: (page) => page.locator('#ship-to-different-address label').click(),
  },
};

/**
 * Runs `journey` on a page already loaded (and quiet) and resolves with its interaction's duration (ms).
 * @param {Page} page
 * @param {Journey} journey
 * @param {number} settleMs how long to wait for the entries after the interaction
 */
export async function measureInteraction(page, journey, settleMs) {
  await journey.ready?.(page);
  const before = await page.evaluate(() => /** @type {any} */ (window).__benchInteractions.length);
  await journey.act(page);
  await page.waitForTimeout(settleMs);
  /** @type {{ id: number, duration: number }[]} */
  const entries = await page.evaluate((from) => /** @type {any} */ (window).__benchInteractions.slice(from), before);
  const byInteraction = new Map();
  for (const e of entries) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  return Math.max(INP_FLOOR_MS, ...byInteraction.values());
}

/**
 * One journey on a freshly loaded page in a fresh context, under chromium's CPU slowdown `slowdown`
 * (1: none): its interaction to next paint (ms).
 * @param {Browser} browser
 * @param {string} pageUrl
 * @param {{ journey: Journey, slowdown: number, prepare?: (context: BrowserContext) => Promise<void> }} options
 */
export async function journeyInp(browser, pageUrl, { journey, slowdown, prepare }) {
  const context = await browser.newContext();
  try {
    await prepare?.(context);
    await context.addInitScript(INTERACTION_OBSERVER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(pageUrl, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    // Quiet first: the interaction is measured on a page that finished booting, whatever the slowdown.
    await page.waitForTimeout(500 * slowdown);
    return await measureInteraction(page, journey, 1_000 * slowdown);
  } finally {
    await context.close().catch(() => {});
  }
}
