/**
 * The XSS corpus end to end (docs/architecture.md#server-html): every known
 * payload (test/support/xss-corpus.mjs) sent by the hostile endpoints
 * (fixtures/server/routes/hostile.mjs) through every server string the built
 * runtime shows or follows, in chromium. Each channel loads its demo page once
 * and repeats the real flow per payload (the request names the payload: a form
 * field, the link's query, the encoded string, the address checked): a real
 * click, submit or key, a wait until the answer is rendered (or the URL
 * refused), then everything that came in is pointed at (pointer and mouse
 * events on each element) and focused, a moment passes, and the probe counts.
 * Strings shown as text must arrive as that very text; inserted markup must
 * carry no handler, no script or data URL, no inline document, no SVG or
 * MathML; the page must never go to a javascript: or data: address, nor open
 * a window.
 *
 * Left out on purpose: Redirection for CF7's "javascript action" (FireScript,
 * API actions' result_javascript), whose protocol is to run the server's script.
 */
import { HEADER_VALUE, WHOLE_CORPUS } from '../../fixtures/server/routes/hostile.mjs';
import { XSS_CORPUS, XSS_URLS } from '../support/xss-corpus.mjs';
import { fillCart } from './shop.mjs';
import { expect, gotoReady, test } from './support.mjs';
/** @import { Page } from '@playwright/test' */

/** Images the sanitizer keeps with a relative source (`<img src="x">`) are 404s on this site. */
test.use({ allowedConsoleErrors: [/status of 404/] });

const PAYLOADS = XSS_CORPUS.map((payload, index) => ({ index, key: payload.id, id: payload.id, value: payload.html }));
/**
 * The whole corpus in one string, one payload a line: a text channel is sent it in one answer (`all` names it),
 * since text shown as text must equal it exactly, and any part read as markup would not.
 */
const WHOLE = { index: 'all', key: 'whole corpus', id: 'whole-corpus', value: WHOLE_CORPUS, count: XSS_CORPUS.length };
const URLS = XSS_URLS.map((entry, index) => ({ index, key: entry.key, id: entry.id, value: entry.url }));
/** Download Monitor's addresses travel in a header: the URLs a header can carry. */
const HEADER_URLS = URLS.filter((item) => HEADER_VALUE.test(item.value));

const SCRIPT_OR_DATA_URL = /^(?:javascript|vbscript|data):/i;
/** One line per channel for the closing table. */
const results = [];

/**
 * The in-page half of the harness, installed before any page script: relays
 * what opaque frames post to the probe, remembers the elements added or changed
 * and the requests that completed, holds form.submit() (it records the form's
 * action instead of leaving the page, so a POST redirect costs no page load),
 * and runs a whole sweep in the page (one trip to the browser per channel).
 */
function harness() {
  if (window !== window.top) return;
  addEventListener('message', (event) => {
    const id = event.data && event.data.__xss;
    if (typeof id === 'string') window.__xss(id);
  });
  const added = new Set();
  const changed = new Set();
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') changed.add(record.target);
      for (const node of record.addedNodes) if (node.nodeType === 1) added.add(node);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
  const fetched = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) fetched.push(entry.name);
    performance.clearResourceTimings();
  }).observe({ type: 'resource' });
  const SCRIPT_OR_DATA = /^(?:javascript|vbscript|data):/i;
  const held = [];
  HTMLFormElement.prototype.submit = function holdSubmit() {
    held.push({ attribute: this.getAttribute('action'), resolved: this.action });
    this.remove();
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const frame = () => /** @type {Promise<void>} */ (new Promise((resolve) => requestAnimationFrame(() => resolve())));
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const NEVER = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'svg', 'math', 'template', 'noscript']);
  let mark = { submits: 0, fetched: 0, held: 0 };

  const h = {
    submits: 0,
    held,
    /** Forget what the page did so far (what follows is judged alone). */
    reset() {
      added.clear();
      changed.clear();
      h.step();
    },
    /** A new step: its conditions count from here; what came in and was not exercised yet still will be. */
    step() {
      mark = { submits: h.submits, fetched: fetched.length, held: held.length };
    },
    /** The condition a step waits for, or a description of what is still missing. */
    missing(ready) {
      if (ready.submitted && h.submits <= mark.submits) return 'CF7 submission';
      if (ready.held && held.length <= mark.held) return 'a form submission';
      for (const part of [ready.fetched ?? []].flat()) {
        if (!fetched.slice(mark.fetched).some((name) => name.includes(part))) return `a request to ${part}`;
      }
      if (ready.present && !document.querySelector(ready.present)) return ready.present;
      if (ready.text) {
        const node = document.querySelector(ready.text.selector);
        const value = ready.text.attribute ? node?.getAttribute(ready.text.attribute) : node?.textContent;
        if (value !== ready.text.equals) return `${ready.text.selector} to read ${JSON.stringify(ready.text.equals)}, not ${JSON.stringify(value)}`;
      }
      return null;
    },
    /**
     * Every element added since the last reset, with its descendants, and every element whose attributes changed:
     * what an untrusting reader objects to in it (in its attributes only, for a changed one); each is then pointed
     * at (pointer and mouse events) and focused. A held form submission must have gone to a web address.
     */
    exercise(scriptsAllowed) {
      const elements = new Set();
      for (const root of added) {
        if (!root.isConnected) continue;
        elements.add(root);
        for (const element of root.querySelectorAll('*')) elements.add(element);
      }
      const fresh = new Set(elements);
      for (const element of changed) if (element.isConnected) elements.add(element);
      added.clear();
      changed.clear();
      const findings = [];
      for (const element of elements) {
        const tag = element.localName;
        if (fresh.has(element) && (NEVER.has(tag) || (tag === 'script' && !scriptsAllowed))) findings.push(`<${tag}>`);
        for (const { name, value } of element.attributes) {
          if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction' || name.includes('xlink')) findings.push(`${tag}[${name}]`);
          else if (SCRIPT_OR_DATA.test(value.replace(/[\u0000-\u0020]/g, ''))) findings.push(`${tag}[${name}=${value}]`);
        }
        for (const type of ['pointerover', 'pointerenter', 'mouseover', 'mouseenter', 'mousemove']) element.dispatchEvent(new MouseEvent(type, { bubbles: type.endsWith('over') || type === 'mousemove' }));
        if (typeof element.focus === 'function') element.focus({ preventScroll: true });
      }
      for (const submission of held.slice(mark.held)) {
        if (!/^https?:$/.test(new URL(submission.resolved).protocol)) findings.push(`form submitted to ${submission.resolved}`);
      }
      return findings;
    },
    /**
     * Starts one flow: what a visitor does (a click, leaving a field, a changed value), or what another script does
     * (an event on the page whose argument list `next` put in the target's `__xssDetail`).
     */
    act(action) {
      const target = document.querySelector(action.selector);
      if (!target) return `no ${action.selector}`;
      if (action.type === 'blur') {
        target.focus();
        target.blur();
      } else if (action.type === 'change') target.dispatchEvent(new Event('change', { bubbles: true }));
      else if (action.type === 'event') target.dispatchEvent(new CustomEvent(action.event, { bubbles: true, detail: target.__xssDetail }));
      else target.click();
      return null;
    },
    /**
     * A whole sweep: per step, name its payload (`next`: attributes or properties to set, or a session storage
     * item), act, wait until its
     * answer is rendered (`ready`), exercise what came in, and close what `close` names (Escape, until it is gone).
     * Returns the findings by step key, or the first error.
     */
    async sweep({ steps, action, close, scriptsAllowed = false }) {
      const findings = [];
      h.reset();
      for (const step of steps) {
        for (const { selector, attribute, property, storage, value } of step.next) {
          if (storage) {
            sessionStorage.setItem(storage, value);
            continue;
          }
          const target = document.querySelector(selector);
          if (!target) return { error: `${step.key}: no ${selector} to name the payload` };
          if (attribute) target.setAttribute(attribute, value);
          else target[property] = value;
        }
        h.step();
        const problem = h.act(action);
        if (problem) return { error: `${step.key}: ${problem}` };
        const started = performance.now();
        let waiting = h.missing(step.ready);
        let acted = started;
        while (waiting && performance.now() - started < 20000) {
          await tick();
          waiting = h.missing(step.ready);
          // A form still busy with the last answer ignores the click: after 2 s without a submission, click again.
          if (waiting === 'CF7 submission' && performance.now() - acted > 2000) {
            h.act(action);
            acted = performance.now();
          }
        }
        if (waiting) return { error: `${step.key}: timed out waiting for ${waiting}` };
        // What the runtime writes in the next frame (ctx.write) is in place after it; whatever lands later still is
        // exercised, with the next step or at the end.
        await frame();
        for (const finding of h.exercise(scriptsAllowed)) findings.push(`${step.key}: ${finding}`);
        if (close && document.querySelector(close)) {
          (document.activeElement ?? document).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
          while (document.querySelector(close) && performance.now() - started < 10000) await tick();
          if (document.querySelector(close)) return { error: `${step.key}: ${close} did not close on Escape` };
        }
      }
      await frame();
      for (const finding of h.exercise(scriptsAllowed)) findings.push(`last: ${finding}`);
      return { findings };
    },
    /** Exercise what came in since the last reset, after `ms`. */
    async settle(ms) {
      await sleep(ms);
      await frame();
      return h.exercise(false);
    },
  };
  window.__xssHarness = /** @type {Window['__xssHarness']} */ (/** @type {unknown} */ (h));
  document.addEventListener('wpcf7submit', () => (h.submits += 1));
}

/** The probe: every payload that runs reports here, from any frame and across navigations. */
/**
 * @typedef {{ fired: { id: string, frame: string }[], navigations: string[], popups: Page[] }} Probe
 * @param {Page} page
 * @returns {Promise<Probe>}
 */
async function armProbe(page) {
  /** @type {Probe} */
  const probe = { fired: [], navigations: [], popups: [] };
  await page.exposeBinding('__xss', ({ frame }, id) => probe.fired.push({ id: String(id), frame: frame.url() }));
  await page.addInitScript(harness);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) probe.navigations.push(frame.url());
  });
  page.on('popup', (popup) => probe.popups.push(popup));
  return probe;
}

async function waitForReady(page) {
  await page.waitForFunction(() => window.siteRuntime?.stats && document.readyState !== 'loading' && window.siteRuntime.stats().ready && window.siteRuntime.stats().pending === 0);
}

/**
 * Judges what a channel did on its pages: no payload ran (besides the ones `sanctioned`), the inserted markup kept
 * nothing hostile, no page left or opened a script or data address. Records the channel's line.
 */
function judge(pages, { name, path, origin, items, findings, ms, sanctioned = new Set() }) {
  const ran = pages.flatMap(({ probe }) => probe.fired.map((fired) => fired.id));
  const unexpected = ran.filter((id) => !sanctioned.has(id));
  const left = pages
    .flatMap(({ probe }) => [...probe.navigations, ...probe.popups.map((popup) => popup.url())])
    .filter((url) => SCRIPT_OR_DATA_URL.test(url) || !url.startsWith(origin));
  results.push(`${name}: ${items} payloads, ${unexpected.length} executions${sanctioned.size ? ` (besides ${ran.length} runs of inline scripts the protocol runs, from ${sanctioned.size} payloads that are one)` : ''}, ${ms} ms`);
  expect(unexpected, `${name}: payloads that ran`).toEqual([]);
  expect(findings, `${name}: what the inserted markup kept`).toEqual([]);
  expect(left, `${name}: where the pages went`).toEqual([]);
  for (const { page } of pages) expect(new URL(page.url()).pathname, `${name}: the page stays`).toBe(new URL(path, origin).pathname);
  for (const { probe } of pages) probe.fired.length = 0;
  return { ran };
}

/** How many pages share a channel's payloads (each runs its share of the loop at the same time). */
const SHARDS = 2;

/** Set per test: holds the pages a sweep opens besides `page` to the console rule of support.mjs. */
/** @type {(other: Page) => void} */
let watchPage = () => {};
test.beforeEach(({ watchPage: watch }) => {
  watchPage = watch;
});

/** `page` and SHARDS - 1 more pages of its context, each with its probe. */
async function shardPages(page, probe, count) {
  const pages = [{ page, probe }];
  for (let shard = 1; shard < count; shard += 1) {
    const other = await page.context().newPage();
    watchPage(other);
    pages.push({ page: other, probe: await armProbe(other) });
  }
  return pages;
}

/**
 * One channel: its page, opened SHARDS times, each running its share of the items (every SHARDS-th), the whole loop
 * in the page (see harness().sweep): per item, name its payload (`next`), `action`, wait for the rendered answer
 * (`ready`), exercise it, close it. Late events (a slow image error, an animation) still report, by payload id,
 * during a last 300 ms.
 */
async function sweep(page, probe, channel) {
  const { name, path, setup, items, ready = () => ({}), next = () => [], action, close, scriptsAllowed = false, expectRuns = () => false } = channel;
  const pages = await shardPages(page, probe, Math.min(SHARDS, items.length));
  const started = Date.now();
  const outcomes = await Promise.all(
    pages.map(async ({ page: shardPage }, shard) => {
      await gotoReady(shardPage, path);
      await setup?.(shardPage);
      const origin = new URL(shardPage.url()).origin;
      const steps = items.filter((_, index) => index % pages.length === shard).map((item) => ({ key: item.key, ready: ready(item), next: next(item, origin) }));
      const outcome = await shardPage.evaluate((args) => window.__xssHarness.sweep(args), { steps, action, close, scriptsAllowed });
      if (outcome.error) throw new Error(`${name}, ${outcome.error}`);
      return outcome.findings;
    }),
  );
  const ms = Date.now() - started;
  await page.waitForTimeout(300);
  const sanctioned = new Set(items.filter(expectRuns).map((item) => item.id));
  const payloads = items.reduce((sum, item) => sum + (item.count ?? 1), 0);
  return judge(pages, { name, path, origin: new URL(page.url()).origin, items: payloads, findings: outcomes.flat(), ms, sanctioned });
}

const click = (selector) => ({ type: 'click', selector });

const CF7 = '/hostile/contact-form.html';
const unit = (form) => `#wpcf7-f${form}-p900-o1`;
/** A mailed form is done once CF7 has asked for its refills (the form takes no submission before). */
const MAIL_SENT = { submitted: true, fetched: ['/refill'] };
/** The form's hidden `hostile_payload` field names the payload of its next answer. */
const cf7Next = (form) => (item) => [{ selector: `${unit(form)} input[name="hostile_payload"]`, property: 'value', value: String(item.index) }];

// ---- the tests ----

test.describe.configure({ timeout: 300_000 });

test.describe('the harness', () => {
  // Raw hostile markup does everything it can, errors included.
  test.use({ allowedConsoleErrors: [/./], allowedPageErrors: [/./] });

  test('sees execution: the corpus inserted raw with innerHTML runs, and so does a javascript: navigation', async ({ page }) => {
    const probe = await armProbe(page);
    await gotoReady(page, CF7);
    await page.evaluate((payloads) => {
      for (const payload of payloads) {
        const box = document.createElement('div');
        box.innerHTML = payload;
        document.querySelector('main')?.append(box);
      }
    }, PAYLOADS.map((item) => item.value));
    await page.evaluate(() => window.__xssHarness.settle(1000));
    const rawRuns = new Set(probe.fired.map((fired) => fired.id));
    // Each kind of probe works: a handler in the page, a same-origin frame calling top, an opaque frame posting a message.
    expect([...rawRuns]).toEqual(expect.arrayContaining(['img-onerror', 'iframe-srcdoc', 'iframe-src-data']));
    const script = URLS.find((item) => item.value.startsWith('javascript:'));
    if (!script) throw new Error('the corpus has no javascript: URL');
    await page.evaluate((url) => window.location.assign(url), script.value);
    await expect.poll(() => probe.fired.some((fired) => fired.id === script.id)).toBe(true);
    results.push(`control, the corpus inserted raw with innerHTML (no sanitizer): ${rawRuns.size} of ${PAYLOADS.length} payloads ran; a javascript: navigation ran`);
  });
});

test.describe('Contact Form 7 and its add-ons', () => {
  test('feedback message and field errors are shown as text', async ({ page }) => {
    const probe = await armProbe(page);
    await sweep(page, probe, {
      name: 'CF7 message and invalid_fields[].message (text)',
      path: CF7,
      items: [WHOLE],
      action: click(`${unit(901)} input[type="submit"]`),
      next: cf7Next(901),
      ready: (item) => ({ submitted: true, text: { selector: `${unit(901)} .wpcf7-not-valid-tip`, equals: item.value } }),
    });
    // The answer as the visitor sees it: the whole corpus, as text.
    await expect(page.locator(`${unit(901)} .wpcf7-response-output`)).toHaveJSProperty('textContent', WHOLE.value);
  });

  test('mail-sent message (text), Redirection for CF7 popup and POST-redirect form (sanitized HTML)', async ({ page }) => {
    const probe = await armProbe(page);
    await sweep(page, probe, {
      name: 'CF7 mail_sent message (text), Redirection for CF7 popup and POST-redirect form (HTML)',
      path: CF7,
      items: PAYLOADS,
      action: click(`${unit(902)} input[type="submit"]`),
      next: cf7Next(902),
      ready: (item) => ({ ...MAIL_SENT, text: { selector: `${unit(902)} .wpcf7-response-output`, equals: item.value } }),
    });
  });

  test('Redirection for CF7 redirect_url (this tab and a new tab) to script and data URLs is refused', async ({ page }) => {
    const probe = await armProbe(page);
    await sweep(page, probe, {
      name: 'CF7 redirect_url, redirect and new_tab (URL)',
      path: CF7,
      items: URLS,
      action: click(`${unit(903)} input[type="submit"]`),
      next: cf7Next(903),
      ready: () => MAIL_SENT,
    });
    expect(probe.popups).toEqual([]);
  });

  test('a POST-redirect form whose action is a script or data URL loses its action', async ({ page }) => {
    const probe = await armProbe(page);
    // The harness holds form.submit() and records where the form would go: never the script, always a web address.
    await sweep(page, probe, {
      name: 'CF7 POST-redirect form action (URL)',
      path: CF7,
      items: URLS,
      action: click(`${unit(904)} input[type="submit"]`),
      next: cf7Next(904),
      ready: () => ({ ...MAIL_SENT, held: true }),
    });
  });

  for (const [form, kind, items, what] of [
    [905, 'html', PAYLOADS, 'links HTML (sanitized)'],
    [906, 'url', URLS, 'forced download URL (refused)'],
  ]) {
    test(`Email Before Download: the ${what}`, async ({ page }) => {
      const probe = await armProbe(page);
      await sweep(page, probe, {
        name: `Email Before Download ${kind} (${kind === 'html' ? 'HTML' : 'URL'})`,
        path: CF7,
        items,
        action: click(`${unit(form)} input[type="submit"]`),
        // The download choice's settings name the payload of the links answer; a fresh address each time.
        next: (item) => [
          { selector: `${unit(form)} input.hostile-payload`, property: 'value', value: `hostile_payload|${item.index}` },
          { selector: `${unit(form)} input[name="your-email"]`, property: 'value', value: `${kind}${item.index}@example.com` },
        ],
        ready: () => ({ ...MAIL_SENT, fetched: [...MAIL_SENT.fetched, '/hostile/ebd'] }),
      });
    });
  }
});

test.describe('Download Monitor', () => {
  const DOWNLOADS = '/hostile/downloads.html';
  /** The link names the payload (`?p=N`); the dialog's text header carries it on to the dialog endpoint. */
  const linkNext = (id) => (item, origin) => [{ selector: `#${id}`, attribute: 'href', value: `${origin}/hostile/download/${id.replace('hostile-', '')}/?p=${item.index}` }];

  test('the no-access dialog served from another origin: none of its scripts run, not even the protocol\'s', async ({ page }) => {
    const probe = await armProbe(page);
    await sweep(page, probe, {
      name: 'DLM no-access dialog from another origin (HTML)',
      path: DOWNLOADS,
      items: PAYLOADS,
      action: click('#hostile-no-access'),
      next: linkNext('hostile-no-access'),
      ready: () => ({ fetched: '/hostile/dlm-ajax', present: '#dlm-no-access-modal' }),
      close: '#dlm-no-access-modal',
    });
    // The answer came from localhost, the page is on 127.0.0.1: the protocol's own script stayed inert too.
    expect(await page.evaluate(() => document.getElementById('hostile-modal-origin')?.textContent)).toMatch(/^http:\/\/localhost:/);
  });

  test.describe('from its own origin', () => {
    // The corpus's plain inline scripts run here by protocol; one of them is "x", which throws.
    test.use({ allowedPageErrors: [/^x is not defined$/] });

    test('[DL-025][DL-026] the no-access dialog from the own origin: its scripts run, and no other vector', async ({ page }) => {
      const probe = await armProbe(page);
      await gotoReady(page, `${DOWNLOADS}?modal=same-origin`);
      // Which payloads the browser's own parser reads as inline scripts: the protocol runs those, and only those may report.
      const inlineScripts = new Set(
        await page.evaluate((payloads) => {
          const template = document.createElement('template');
          const isInlineScript = (script) => script.namespaceURI === 'http://www.w3.org/1999/xhtml' && !script.hasAttribute('src') && script.text.trim() !== '';
          return payloads
            .filter(({ value }) => {
              template.innerHTML = value;
              return [...template.content.querySelectorAll('script')].some(isInlineScript);
            })
            .map(({ id }) => id);
        }, PAYLOADS),
      );
      const { ran } = await sweep(page, probe, {
        name: 'DLM no-access dialog from the own origin (HTML)',
        path: `${DOWNLOADS}?modal=same-origin`,
        items: PAYLOADS,
        action: click('#hostile-no-access'),
        next: linkNext('hostile-no-access'),
        // The protocol's own script ran once the whole dialog was in place.
        ready: () => ({ fetched: '/hostile/dlm-ajax', text: { selector: '#dlm-no-access-modal', attribute: 'data-script-ran', equals: 'yes' } }),
        close: '#dlm-no-access-modal',
        scriptsAllowed: true,
        expectRuns: (item) => inlineScripts.has(item.id),
      });
      expect(inlineScripts.size).toBeGreaterThan(0);
      expect(new Set(ran).size).toBeLessThanOrEqual(inlineScripts.size);
    });
  });

  for (const [id, what] of [
    ['hostile-redirect', 'X-DLM-Redirect'],
    ['hostile-no-waypoints', 'X-dlm-no-waypoints with X-DLM-Redirect'],
  ]) {
    test(`${what} to script and data URLs is refused`, async ({ page }) => {
      expect(HEADER_URLS.length).toBeGreaterThanOrEqual(50);
      const probe = await armProbe(page);
      await sweep(page, probe, {
        name: `DLM ${what} (URL)`,
        path: DOWNLOADS,
        items: HEADER_URLS,
        action: click(`#${id}`),
        next: linkNext(id),
        ready: () => ({ fetched: '/hostile/download/' }),
      });
    });
  }
});

test.describe('CleanTalk', () => {
  const ANTI_SPAM = '/hostile/anti-spam.html';

  test('decoded contacts are shown as text: the whole corpus in one decode', async ({ page }) => {
    const probe = await armProbe(page);
    await gotoReady(page, ANTI_SPAM);
    // One encoded contact per payload, as a span and as a mailto link (the kernel mounts them as they come).
    await page.evaluate((count) => {
      const box = /** @type {HTMLElement} */ (document.getElementById('hostile-contacts'));
      for (let index = 0; index < count; index += 1) {
        box.insertAdjacentHTML('beforeend', ` <span class="apbct-email-encoder" data-original-string="hostile:${index}">***</span> <a href="mailto:***" data-original-string="hostile:${index}">***</a>`);
      }
    }, PAYLOADS.length);
    await waitForReady(page);
    await page.evaluate(() => window.__xssHarness.reset());
    await page.locator('[data-original-string="contact"]').click();
    await page.getByRole('button', { name: 'Got it' }).click({ timeout: 10_000 });
    // The nodes get their text a moment after Got it.
    await expect(page.locator('[data-original-string="contact"]')).toHaveText('visitor@example.com', { timeout: 10_000 });
    // Every filled node is pointed at and focused, then the mouse passes over the contacts.
    const findings = await page.evaluate(() => window.__xssHarness.settle(500));
    const box = await page.locator('#hostile-contacts').boundingBox();
    if (!box) throw new Error('the contacts are not shown');
    await page.mouse.move(box.x, box.y);
    await page.mouse.move(box.x + box.width, box.y + box.height, { steps: 20 });
    const shown = await page.locator('#hostile-contacts span[data-original-string^="hostile:"]').evaluateAll((spans) => spans.map((span) => span.textContent));
    // The address as shown ends before a mailto's `?` or `&`.
    expect(shown).toEqual(PAYLOADS.map((item) => item.value.split(/[?&]/)[0]));
    expect(findings).toEqual([]);
    expect(probe.fired).toEqual([]);
    results.push(`CleanTalk decoded_email (text; the corpus in one decode, as spans and mailto links): ${PAYLOADS.length} payloads, ${probe.fired.length} executions`);
  });

  test('the cloud\'s comment on a refused decode is shown as text', async ({ page }) => {
    const probe = await armProbe(page);
    await sweep(page, probe, {
      name: 'CleanTalk decode comment (text)',
      path: ANTI_SPAM,
      // A contact the cloud refuses to decode.
      setup: async (shardPage) => {
        await shardPage.evaluate(() => document.getElementById('hostile-contacts')?.insertAdjacentHTML('beforeend', ' <span class="apbct-email-encoder" data-original-string="blocked">***</span>'));
        await waitForReady(shardPage);
      },
      items: [WHOLE],
      action: click('[data-original-string^="blocked"]'),
      // The encoded string names the payload: "blocked:all", the whole corpus.
      next: (item) => [{ selector: '[data-original-string^="blocked"]', attribute: 'data-original-string', value: `blocked:${item.index}` }],
      ready: (item) => ({ text: { selector: '#apbct_popup_text', equals: `CleanTalk email decoder: Blocked: ${item.value}` } }),
      close: '#apbct_popup',
    });
  });

  for (const via of ['fetch', 'XMLHttpRequest']) {
    test(`block answers to another plugin's ${via} submission: text with safe links`, async ({ page }) => {
      const probe = await armProbe(page);
      await sweep(page, probe, {
        name: `CleanTalk block message via ${via} (block-message profile)`,
        path: ANTI_SPAM,
        items: PAYLOADS,
        action: click(via === 'fetch' ? '#hostile-third-party button[type="submit"]' : '#hostile-third-party-xhr'),
        next: (item) => [{ selector: '#hostile-third-party input[name="hostile_payload"]', property: 'value', value: String(item.index) }],
        ready: () => ({ fetched: '/hostile/third-party', present: '#cleantalk-modal-content' }),
        close: '#cleantalk-modal-overlay',
      });
    });
  }

  test('the modal\'s server template is formatted HTML (message profile)', async ({ page }) => {
    const probe = await armProbe(page);
    await sweep(page, probe, {
      name: 'CleanTalk modal template (message profile)',
      path: ANTI_SPAM,
      items: PAYLOADS,
      action: click('#hostile-open-template'),
      // The admin page's button names the template action; the hostile server reads the payload after a colon.
      next: (item) => [{ selector: '#hostile-open-template', property: 'value', value: `get_options_template:${item.index}` }],
      ready: () => ({ fetched: '/hostile/admin-ajax.php', present: '#cleantalk-modal-content' }),
      close: '#cleantalk-modal-overlay',
    });
  });

  test('the e-mail check\'s verdict is shown as text', async ({ page }) => {
    const probe = await armProbe(page);
    await sweep(page, probe, {
      name: 'CleanTalk e-mail check text_result (text)',
      path: ANTI_SPAM,
      items: [WHOLE],
      // The address names the payload (check-all@: the whole corpus); leaving the field asks the check.
      next: (item) => [{ selector: '#email', property: 'value', value: `check-${item.index}@example.com` }],
      action: { type: 'blur', selector: '#email' },
      // The verdict is the mark's accessible name, and its hint on hover.
      ready: (item) => ({ text: { selector: '#apbct-check_email_exist-block', attribute: 'aria-label', equals: item.value } }),
    });
    await page.locator('#apbct-check_email_exist-block').hover();
    await expect(page.locator('#apbct-check_email_exist-popup_description')).toHaveJSProperty('textContent', WHOLE.value);
  });
});

test.describe('Avada live search', () => {
  test('result titles are text and result addresses pass the safe-URL rule: the whole corpus in one answer', async ({ page }) => {
    const probe = await armProbe(page);
    // The answer lists one result per payload (its title, a link on the site, an image address from the URL list)
    // and one per script or data URL as the result's own address.
    const answer = [
      ...PAYLOADS.map((item) => ({ id: 9000 + item.index, post_url: `/shop/?p=${item.index}`, title: item.value, type: item.value, image_url: URLS[item.index % URLS.length]?.value })),
      ...URLS.map((item) => ({ id: 9500 + item.index, post_url: item.value, title: `URL ${item.key}`, type: 'Page' })),
    ];
    await page.route('**/admin-ajax.php*', (route) =>
      (route.request().postData() ?? '').includes('live_search_retrieve_posts') ? route.fulfill({ json: answer }) : route.fallback(),
    );
    await gotoReady(page, '/live-search/');
    const started = Date.now();
    await page.evaluate(() => window.__xssHarness.reset());
    await page.locator('#fusion-live-search-input-0').pressSequentially('hostile');
    const list = page.locator('form:has(#fusion-live-search-input-0) .fusion-search-results');
    await expect(list.locator('a.fusion-search-result')).toHaveCount(PAYLOADS.length);
    // Every result is pointed at and focused, then the mouse passes over the list.
    const findings = await page.evaluate(() => window.__xssHarness.settle(300));
    const box = await list.boundingBox();
    if (!box) throw new Error('the results list is not shown');
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height, 600) - 5, { steps: 10 });
    // A title is WordPress's escaped text: its character references decoded, any tag dropped (an inert parse).
    const expected = await page.evaluate((values) => values.map((value) => new DOMParser().parseFromString(value, 'text/html').documentElement.textContent), PAYLOADS.map((item) => item.value));
    expect(await list.locator('.fusion-search-post-title').allTextContents()).toEqual(expected);
    await page.waitForTimeout(300);
    judge([{ page, probe }], { name: 'Live search results: title (text), post_url and image_url (URLs)', path: '/live-search/', origin: new URL(page.url()).origin, items: PAYLOADS.length + URLS.length, findings, ms: Date.now() - started });
  });
});

test.describe('WooCommerce and Avada shop', () => {
  const CART = '/shop/cart.html';
  /** A field of a urlencoded or multipart body. */
  const fieldOf = (body, name) => new URLSearchParams(body).get(name) ?? new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1] ?? null;

  /** A cart with one line, open on the cart page; admin-ajax answers come from `answer(field)` when it gives one. */
  async function openCart(page, answer) {
    await fillCart(page, [[101, 1]]);
    await page.context().route('**/admin-ajax.php*', (route) => {
      const body = route.request().postData() ?? '';
      const reply = answer((name) => fieldOf(body, name));
      return reply ? route.fulfill({ json: reply }) : route.fallback();
    });
  }

  test('cart fragments of added_to_cart: the menu cart (menu-cart profile) and the header count (shop-fragment profile)', async ({ page }) => {
    const probe = await armProbe(page);
    await openCart(page, () => null);
    await sweep(page, probe, {
      name: 'WooCommerce added_to_cart fragments: menu cart, cart count, mini cart (HTML)',
      path: CART,
      items: PAYLOADS,
      // WooCommerce's add-to-cart script relays the server's fragments with added_to_cart (a DOM event without jQuery).
      action: { type: 'event', selector: 'body', event: 'added_to_cart' },
      next: (item) => [
        {
          selector: 'body',
          property: '__xssDetail',
          value: [
            {
              '.fusion-main-menu-cart': `<li class="fusion-custom-menu-item fusion-menu-cart fusion-main-menu-cart"><span class="xss-step-${item.index}"></span>${item.value}</li>`,
              '.fusion-dynamic-cart-count': item.value,
              'div.widget_shopping_cart_content': item.value,
            },
            `hash-${item.index}`,
            null,
          ],
        },
      ],
      ready: (item) => ({ present: `.fusion-main-menu-cart .xss-step-${item.index}` }),
    });
  });

  test('a variation\'s image: its addresses pass the safe-URL rule, its title and caption stay text (gallery and lightbox)', async ({ page }) => {
    const probe = await armProbe(page);
    const trigger = '.woocommerce-product-gallery__image .avada-product-gallery-lightbox-trigger';
    const form = 'form.variations_form';
    /** The variation image WooCommerce's script hands over: its addresses and its texts. */
    const variation = (id, url, text) => ({
      variation_id: id,
      image: { src: url, full_src: url, gallery_thumbnail_src: url, srcset: `${url} 600w`, src_w: 600, src_h: 600, full_src_w: 600, full_src_h: 600, title: text, alt: text, caption: text },
    });
    await sweep(page, probe, {
      name: 'WooCommerce found_variation image: title, alt, caption (text), src, full_src, thumbnail, srcset (URLs)',
      path: '/shop/product.html',
      // Every attribute chosen, as WooCommerce's variation script has them when it finds the variation.
      setup: (shardPage) =>
        shardPage.evaluate(() => {
          /** @type {HTMLSelectElement} */ (document.getElementById('pa_color')).value = 'blue';
          /** @type {HTMLSelectElement} */ (document.getElementById('logo')).value = 'Yes';
        }),
      // Each payload as the image's texts (its addresses on the site), then each script or data URL as its addresses.
      // A refused address means no image: the original (its title "Grey hoodie") comes back.
      items: [
        ...PAYLOADS.map((item) => ({ ...item, text: item.value, url: `/fixtures-assets/shop/hoodie-back.svg?p=${item.index}`, shows: item.value })),
        ...URLS.map((item) => ({ ...item, text: `URL ${item.key}`, url: item.value, shows: 'Grey hoodie' })),
      ],
      // WooCommerce's variation script announces the server's variation (a DOM event without jQuery).
      action: { type: 'event', selector: form, event: 'found_variation' },
      next: (item) => [{ selector: form, property: '__xssDetail', value: [variation(9000 + item.index, item.url, item.text)] }],
      ready: (item) => ({ text: { selector: trigger, attribute: 'data-title', equals: item.shows } }),
    });
    // The lightbox shows a variation's title and caption as text: the whole corpus in each.
    await page.evaluate(
      ({ selector, detail }) => document.querySelector(selector)?.dispatchEvent(new CustomEvent('found_variation', { bubbles: true, detail })),
      { selector: form, detail: [variation(9999, '/fixtures-assets/shop/hoodie-back.svg', WHOLE.value)] },
    );
    await expect(page.locator(trigger).first()).toHaveAttribute('data-title', WHOLE.value);
    await page.locator(trigger).first().evaluate((link) => /** @type {HTMLElement} */ (link).click());
    await expect(page.locator('.awb-lightbox__title')).toHaveJSProperty('textContent', WHOLE.value);
    await expect(page.locator('.awb-lightbox__description')).toHaveJSProperty('textContent', WHOLE.value);
    await page.waitForTimeout(300);
    expect(probe.fired).toEqual([]);
  });

  test('cart fragments WooCommerce kept in session storage, applied on wc_fragments_refreshed: the menu cart (menu-cart profile)', async ({ page }) => {
    const probe = await armProbe(page);
    await openCart(page, () => null);
    // The name WooCommerce's cart-fragments script stores them under (wc_cart_fragments_params.fragment_name).
    const stored = 'wc_fragments_0b8d1e8e6b5ad4ea9a8f2d4f1c5b7e31';
    await sweep(page, probe, {
      name: 'WooCommerce stored fragments on wc_fragments_refreshed: menu cart (HTML)',
      path: CART,
      items: PAYLOADS,
      action: { type: 'event', selector: 'body', event: 'wc_fragments_refreshed' },
      next: (item) => [
        { storage: stored, value: JSON.stringify({ '.fusion-main-menu-cart': `<li class="fusion-custom-menu-item fusion-menu-cart fusion-main-menu-cart"><span class="xss-step-${item.index}"></span>${item.value}</li>`, 'div.widget_shopping_cart_content': item.value }) },
        { selector: 'body', property: '__xssDetail', value: [] },
      ],
      ready: (item) => ({ present: `.fusion-main-menu-cart .xss-step-${item.index}` }),
    });
  });

  test('an add-to-cart answer sending the shopper to a script or data product_url is refused', async ({ page }) => {
    const probe = await armProbe(page);
    // The form's extra field names the URL of the answer.
    await page.context().route('**/shop/product.html?*wc-ajax=get_refreshed_fragments*', (route) => {
      const index = Number(/name="hostile_payload"\r\n\r\n(\d+)/.exec(route.request().postData() ?? '')?.[1] ?? new URLSearchParams(route.request().postData() ?? '').get('hostile_payload'));
      return route.fulfill({ json: { error: true, product_url: URLS[index % URLS.length]?.value } });
    });
    const form = 'form.variations_form';
    /** @type {string[]} */
    const warnings = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await sweep(page, probe, {
      name: 'WooCommerce add_to_cart error product_url (URL)',
      path: '/shop/product.html',
      // A variation chosen, as WooCommerce's variation script leaves the form (its button enabled).
      setup: (shardPage) =>
        shardPage.evaluate((selector) => {
          /** @type {HTMLSelectElement} */ (document.getElementById('pa_color')).value = 'blue';
          /** @type {HTMLSelectElement} */ (document.getElementById('logo')).value = 'Yes';
          document.querySelector(`${selector} .single_add_to_cart_button`)?.classList.remove('disabled', 'wc-variation-selection-needed');
          document.querySelector(selector)?.insertAdjacentHTML('beforeend', '<input type="hidden" name="hostile_payload" value="">');
        }, form),
      items: URLS,
      action: click(`${form} .single_add_to_cart_button`),
      next: (item) => [{ selector: `${form} input[name="hostile_payload"]`, property: 'value', value: String(item.index) }],
      ready: () => ({ fetched: 'get_refreshed_fragments' }),
    });
    // The answers were the hostile ones: the runtime said why it stayed.
    expect(warnings.some((text) => text.includes('ignored the product page URL'))).toBe(true);
  });

  const REFUSAL = 1000;

  test('Avada\'s live cart answers: line subtotal, totals fragment or cells (shop-fragment profile), refusals as text', async ({ page }) => {
    const probe = await armProbe(page);
    // The quantity names the answer: 2 + N for an update with payload N (the line holds 1), 1000 for a refusal whose
    // message is the whole corpus.
    await openCart(page, (field) => {
      if (field('action') !== 'live_update_cart') return null;
      const quantity = Number(field('quantity'));
      if (quantity === REFUSAL) return { success: false, data: WHOLE.value };
      const payload = PAYLOADS[(quantity - 2) % PAYLOADS.length];
      if (!payload) return null;
      const { index, value } = payload;
      const totals = index % 2 === 0 ? { fragments: { '.cart_totals': `<div class="cart_totals">${value}</div>` } } : { sub_totals: value, totals: value, totals_tax: value };
      return { success: true, data: { cart_items: quantity, subtotal_html: value, ...totals } };
    });
    const quantityInput = '.woocommerce-cart-form input.qty';
    await sweep(page, probe, {
      name: 'Avada live_update_cart: line subtotal, cart totals (HTML)',
      path: CART,
      items: PAYLOADS,
      action: { type: 'change', selector: quantityInput },
      next: (item) => [{ selector: quantityInput, property: 'value', value: String(2 + item.index) }],
      // The header's count (the answer's cart_items) is written with the rest of the update.
      ready: (item) => ({ text: { selector: '.fusion-dynamic-cart-count', equals: String(2 + item.index) } }),
    });
    await sweep(page, probe, {
      name: 'Avada live_update_cart refusal: the notice (text)',
      path: CART,
      items: [WHOLE],
      action: { type: 'change', selector: quantityInput },
      next: () => [{ selector: quantityInput, property: 'value', value: String(REFUSAL) }],
      ready: (item) => ({ text: { selector: '.woocommerce-notices-wrapper .wc-block-components-notice-banner__content', equals: item.value } }),
    });
  });
});

test.afterAll(() => {
  // The result table for the record (payloads x channels, executions found).
  console.log(['XSS corpus, end to end in chromium:', ...results.map((line) => `  ${line}`)].join('\n'));
});
