// The decoder's feedback is immediate (issue 20): on the module build, with every chunk the page asks
// for after boot (the contact's actor with xstate, whatever the popup might need) and the decode answer
// each held back 1.5 s, the wait text shows at the click, before either delay ended, then the answer
// (or the failure) replaces it in the same live region. With xstate's chunk held until released, the
// wait text shows while it is held.
import { expect, gotoReady, setSwitch, test, watchChunk } from '../../../test/browser/support.mjs';
/** @import { Page } from '@playwright/test' */

const JOHN = 'd2J1YS5xYnJAcmtuemN5ci5wYno=';
const DELAY_MS = 1500;
const WAIT_TEXT = 'The magic is on the way!';

// Each test holds code and answers back on purpose and waits out the 3 s reveal: room on a loaded machine.
test.describe.configure({ timeout: 60_000 });

test.afterEach(async ({ request }) => {
  await setSwitch(request, 'antispam_answer', 'allowed');
});

/**
 * Holds back, by DELAY_MS each, every script chunk requested from now on and the decode answer
 * (the answer until `release()` when `holdAnswer`). `released` counts what has been let through.
 * @param {Page} page
 * @param {{ holdAnswer?: boolean }} [options]
 */
async function slowCodeAndAnswer(page, { holdAnswer = false } = {}) {
  /** @type {() => void} */
  let release = () => {};
  const answerReleased = new Promise((resolve) => (release = () => resolve(undefined)));
  const released = { chunks: 0, answers: 0, release };
  const delay = () => new Promise((resolve) => setTimeout(resolve, DELAY_MS));
  await page.route('**/dist/chunks/*.js', async (route) => {
    await delay();
    released.chunks += 1;
    await route.continue().catch(() => {}); // the page may have closed meanwhile
  });
  await page.route('**/*apbct_decode_email*', async (route) => {
    await (holdAnswer ? answerReleased : delay());
    released.answers += 1;
    await route.continue().catch(() => {});
  });
  return released;
}

/**
 * Watches, in the page, what the popup shows and when, counted from the click: timed there, the
 * record does not depend on how fast the test polls on a loaded machine.
 * @param {Page} page
 */
function watchPopup(page) {
  return page.evaluate((waitText) => {
    /** @type {{ clickAt: number, wait: null | { at: number, visible: boolean, focused: boolean, dogs: number, still: boolean }, after: null | { at: number, text: string } }} */
    const seen = { clickAt: 0, wait: null, after: null };
    Object.assign(window, { decoderSeen: seen });
    document.addEventListener('click', () => (seen.clickAt ||= performance.now()), { capture: true });
    new MutationObserver(() => {
      const dialog = document.querySelector('#apbct_popup[role="dialog"]');
      const text = dialog?.querySelector('[role="status"]')?.textContent ?? '';
      const at = Math.round(performance.now() - seen.clickAt);
      if (!dialog || !seen.clickAt) return;
      if (!seen.wait && text.includes(waitText)) {
        const dogs = Array.from(dialog.querySelectorAll('.apbct-ee-animation-wrapper .apbct_dog'));
        const still = dogs.every((dog) => getComputedStyle(dog).animationName === 'none');
        seen.wait = { at, visible: dialog.checkVisibility(), focused: document.activeElement === dialog, dogs: dogs.length, still };
      }
      if (!seen.after && text && !text.includes(waitText)) seen.after = { at, text };
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, WAIT_TEXT);
}

/** @param {Page} page */
const popupRecord = (page) => page.evaluate(() => /** @type {any} */ (window).decoderSeen);

/**
 * @param {Page} page
 * @param {{ holdAnswer?: boolean, reducedMotion?: boolean }} [options]
 */
async function clickAndSeeTheWaitText(page, { holdAnswer = false, reducedMotion = false } = {}) {
  await gotoReady(page, '/anti-spam/contacts.html', { waitUntil: 'networkidle' });
  const released = await slowCodeAndAnswer(page, { holdAnswer });
  await watchPopup(page);
  await page.locator(`span[data-original-string="${JOHN}"]`).click();
  const popup = page.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' });
  await expect.poll(() => popupRecord(page).then((seen) => seen.wait)).not.toBeNull();
  const { wait } = await popupRecord(page);
  // Shown, focused and animated at the click, before any code or answer held back could have arrived.
  // The three @ move, unless the visitor asked for reduced motion.
  expect(wait).toMatchObject({ visible: true, focused: true, dogs: 3, still: reducedMotion });
  expect(wait.at).toBeLessThan(DELAY_MS);
  return { popup, released };
}

/**
 * What replaced the wait text, and when: not before the answer's delay.
 * @param {Page} page
 */
async function textAfterTheWait(page) {
  await expect.poll(() => popupRecord(page).then((seen) => seen.after), { timeout: 10_000 }).not.toBeNull();
  const { after } = await popupRecord(page);
  expect(after.at).toBeGreaterThanOrEqual(DELAY_MS);
  return after.text;
}

test('[SPAM-001][SPAM-002][SPAM-003] slow code and answer: the wait text at the click, then the decoded address', async ({ page }) => {
  const { popup, released } = await clickAndSeeTheWaitText(page);
  expect(await textAfterTheWait(page)).toBe('The complete one is\u00a0john.doe@example.com');
  await expect(popup.locator('b.apbct-email-encoder-select-whole-email')).toHaveText('john.doe@example.com');
  await expect(popup.getByRole('button', { name: 'Got it' })).toBeFocused();
  expect(released.answers).toBe(1);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
});

test('[SPAM-001][SPAM-009] slow code and answer: the wait text at the click, then the failure text in its place', async ({ page, request }) => {
  await setSwitch(request, 'antispam_answer', 'blocked');
  const { popup } = await clickAndSeeTheWaitText(page);
  expect(await textAfterTheWait(page)).toBe('CleanTalk email decoder: Blocked: Blocked');
  await expect(popup).toHaveCount(0, { timeout: 5000 });
});

test('[SPAM-001] Escape while the answer is held back closes the wait popup at once and lifts the fade', async ({ page }) => {
  const { released } = await clickAndSeeTheWaitText(page, { holdAnswer: true });
  await expect(page.locator('body')).toHaveClass(/apbct-popup-fade/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/apbct-popup-fade/);
  expect(released.answers).toBe(0);
  released.release();
});

test("[SPAM-001][SPAM-002] the actor's code held back: asked for at the click, not at load; the wait text shows while it is held, the answer once it is released", async ({ page }) => {
  const { asked: actorChunks, hold, release } = watchChunk(page, 'actors');
  await gotoReady(page, '/anti-spam/contacts.html', { waitUntil: 'networkidle' });
  // Nothing at load spawns an actor: xstate's chunk is not asked for.
  expect(actorChunks).toEqual([]);
  await hold();
  /** @type {number[]} */
  const decodeAsked = [];
  page.on('request', (request) => {
    if (request.url().includes('apbct_decode_email')) decodeAsked.push(Date.now());
  });
  await watchPopup(page);
  await page.locator(`span[data-original-string="${JOHN}"]`).click();
  await expect.poll(() => actorChunks.length).toBe(1);
  await expect.poll(() => popupRecord(page).then((seen) => seen.wait)).not.toBeNull();
  const { wait } = await popupRecord(page);
  expect(wait).toMatchObject({ visible: true, focused: true, dogs: 3 });
  await expect(page.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' }).getByRole('status')).toContainText(WAIT_TEXT);
  // Still held: no actor, so no request yet.
  expect(decodeAsked).toEqual([]);
  const releasedAt = Date.now();
  release();
  const popup = page.getByRole('dialog', { name: 'Anti-Spam by CleanTalk' });
  await expect(popup.locator('b.apbct-email-encoder-select-whole-email')).toHaveText('john.doe@example.com', { timeout: 10_000 });
  expect(decodeAsked).toHaveLength(1);
  expect(decodeAsked[0]).toBeGreaterThanOrEqual(releasedAt);
  await expect(popup.getByRole('button', { name: 'Got it' })).toBeFocused();
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('[SPAM-002] the three @ of the wait popup stand still', async ({ page }) => {
    await clickAndSeeTheWaitText(page, { reducedMotion: true });
  });
});
