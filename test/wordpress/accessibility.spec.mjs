/**
 * Accessibility after interaction, on the real plugins: each journey is played with our runtime and again
 * with the original scripts (a second context with the lane's switch), and axe scans the page at the same
 * moments both ways. The runtime may not bring a violation that the originals' page does not have. What
 * the theme and the plugins' own markup bring shows both ways (CF7's tips are aria-hidden text under
 * the contrast the theme gives them; WooCommerce's checkout puts an h3 after the page's h1) and is
 * theirs, not ours; this spec proves we add nothing to it.
 *
 * The comparison is the runtime project's: in the `original` project there is nothing to compare
 * against, and the journeys themselves are proven both ways by the other specs.
 */
import { axeViolations } from '../browser/support.mjs';
import { CALLS, holdAnswers, isCall, newVisitor } from './cleantalk-kit.mjs';
import { expect, openFormPage, openSitePage, pages, skipWithout, test } from './lane.mjs';
import { fillCart } from './shop-kit.mjs';
/** @import { Browser, Page } from '@playwright/test' */
/** @import { Mode } from './lane.mjs' */

/**
 * @typedef {(page: Page, mode: Mode, scan: (moment: string) => Promise<void>) => Promise<void>} Journey
 */

/**
 * Plays `journey` on `page` in `mode`; returns each violation axe reported, as `moment: rule [impact] target`.
 * @param {Page} page
 * @param {Mode} mode
 * @param {Journey} journey
 */
async function scanned(page, mode, journey) {
  /** @type {string[]} */
  const found = [];
  await journey(page, mode, async (moment) => {
    for (const violation of await axeViolations(page)) {
      for (const node of violation.nodes) found.push(`${moment}: ${violation.id} [${violation.impact}] ${node.target.join(' ')}`);
    }
  });
  return found;
}

/**
 * The same journey in a fresh context on the original scripts.
 * @param {Browser} browser
 * @param {string} baseURL
 * @param {Journey} journey
 */
async function scannedOnOriginals(browser, baseURL, journey) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'site_runtime_lane_original', value: 'all', url: baseURL }]);
  try {
    return await scanned(await context.newPage(), 'original', journey);
  } finally {
    await context.close();
  }
}

/** @type {Record<string, { needs: string, journey: Journey }>} */
const JOURNEYS = {
  'Contact Form 7: sent empty, then sent': {
    needs: 'contact-form-7',
    journey: async (page, mode, scan) => {
      await openSitePage(page, pages.contact, mode);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'invalid');
      await scan('invalid');
      await page.getByLabel('Your name').fill('Ada Lovelace');
      await page.getByLabel('Your email').fill(`a11y.${Date.now()}@example.org`);
      await page.getByLabel('Subject').fill('About the lane');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'sent');
      await scan('sent');
    },
  },
  'Contact Form 7: the rich form with a wrong quiz answer and the name reflected': {
    needs: 'contact-form-7',
    journey: async (page, mode, scan) => {
      await openFormPage(page, pages.richForm, mode);
      await page.getByLabel('Your name').fill('Ada');
      await page.getByLabel('Your email').focus();
      await expect(page.locator('fieldset[data-reflection-of="your-name"] output:not([data-default])')).toHaveText('Ada');
      await page.getByLabel('I accept the terms.').check();
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'invalid');
      await scan('invalid');
    },
  },
  'WooCommerce: added to the cart from the archive': {
    needs: 'woocommerce',
    journey: async (page, mode, scan) => {
      await openSitePage(page, pages.shop, mode);
      await page.getByRole('link', { name: 'Add to cart: “Beanie”' }).click();
      await expect(page.locator('a.added_to_cart.wc-forward')).toHaveText('View cart');
      await scan('added');
    },
  },
  'WooCommerce: the variable product, a colour chosen, the reviews tab and a rating': {
    needs: 'woocommerce',
    journey: async (page, mode, scan) => {
      await openSitePage(page, pages.variableProduct, mode);
      await scan('loaded');
      const colour = page.getByLabel('Colour');
      await colour.selectOption({ index: 1 });
      await expect(page.locator('.single_variation_wrap .woocommerce-variation-price')).toBeVisible();
      await scan('chosen');
      await page.getByRole('tab', { name: /^Reviews/ }).click();
      await page.locator('p.stars a').nth(3).click();
      await expect(page.locator('p.stars')).toHaveClass(/\bselected\b/);
      await scan('rated');
    },
  },
  'WooCommerce: the classic cart, a quantity updated and an unknown coupon': {
    needs: 'woocommerce',
    journey: async (page, mode, scan) => {
      await fillCart(page, [[pages.productIds.simple, 1]]);
      await openSitePage(page, pages.classicCart, mode);
      await page.getByRole('spinbutton').first().fill('2');
      await page.getByRole('button', { name: 'Update cart' }).click();
      await expect(page.locator('.woocommerce-notices-wrapper')).toContainText('Cart updated.');
      await scan('updated');
      await page.getByPlaceholder('Coupon code').fill('nosuch');
      await page.getByRole('button', { name: 'Apply coupon' }).click();
      await expect(page.locator('.coupon').getByRole('alert')).toBeVisible();
      await scan('refused');
    },
  },
  'WooCommerce: the classic checkout, placed with errors': {
    needs: 'woocommerce',
    journey: async (page, mode, scan) => {
      await fillCart(page, [[pages.productIds.simple, 1]]);
      const refreshed = page.waitForResponse((response) => response.url().includes('wc-ajax=update_order_review'));
      await openSitePage(page, pages.classicCheckout, mode);
      await refreshed;
      await page.getByLabel('Email address').fill('not-an-email');
      await page.getByRole('button', { name: 'Place order' }).click();
      await expect(page.locator('.woocommerce-NoticeGroup-checkout').getByRole('alert')).toBeVisible({ timeout: 30_000 });
      await scan('errors');
    },
  },
  'Download Monitor: a download run to its end': {
    needs: 'download-monitor',
    journey: async (page, mode, scan) => {
      await openSitePage(page, pages.downloads, mode);
      const link = page.getByRole('link', { name: /^Lane manual/ });
      const download = page.waitForEvent('download');
      await link.click();
      await download;
      await expect(link.locator('img.dlm-xhr-loading-gif')).toHaveCount(0);
      await scan('downloaded');
    },
  },
  'CleanTalk: an encoded address decoded (the wait, then the failure) and an address checked on leaving the field': {
    needs: 'cleantalk-spam-protect',
    journey: async (page, mode, scan) => {
      await newVisitor(page);
      await openSitePage(page, pages.encodedContacts, mode);
      const release = await holdAnswers(page, (request) => isCall(request, 'rest', CALLS.decode) || isCall(request, 'admin_ajax', CALLS.decode));
      await page.locator('span.apbct-email-encoder[data-original-string]').filter({ hasText: /^pr.*@.*le\.org$/ }).click();
      await expect(page.locator('#apbct_popup')).toBeVisible();
      await scan('waiting');
      release();
      await expect(page.locator('#apbct_popup_text')).toContainText(/\S+: \S+/);
      await scan('failed');
      await openSitePage(page, pages.commentsPost, mode);
      const checked = (/** @type {import('@playwright/test').Request} */ request) =>
        [CALLS.beforePost, CALLS.exist].some((call) => isCall(request, 'rest', call) || isCall(request, 'admin_ajax', call));
      const answer = await holdAnswers(page, checked);
      await page.getByRole('textbox', { name: 'Email' }).fill(`a11y.${Date.now()}@example.org`);
      await page.getByRole('textbox', { name: 'Name' }).focus();
      await expect(page.locator('#apbct-check_email_exist-block')).toHaveCount(1);
      await scan('checking');
      answer();
    },
  },
};

test.describe('accessibility after interaction: the runtime adds no violation to the real plugins\' pages', () => {
  for (const [title, { needs, journey }] of Object.entries(JOURNEYS)) {
    test(title, async ({ page, mode, browser, baseURL }) => {
      skipWithout(needs);
      test.skip(mode === 'original', 'the runtime\'s scans are compared with the originals\' in its own project');
      test.slow();
      const ours = await scanned(page, mode, journey);
      const theirs = new Set(await scannedOnOriginals(browser, String(baseURL), journey));
      expect(ours.filter((violation) => !theirs.has(violation))).toEqual([]);
    });
  }
});
