/**
 * The site-runtime plugin on a real WordPress (Debian's, installed by
 * run.mjs): the fixture plugin and theme enqueue the original handles with
 * their globals, as those plugins do; our plugin must replace the handles it
 * covers, keep their globals, leave the others alone, and give an area back
 * to its original scripts when the settings page says so.
 */
import { expect, gotoReady, test } from '../browser/support.mjs';
/** @import { Page } from '@playwright/test' */

const CONTACT = process.env.SITE_RUNTIME_WP_CONTACT ?? '/';

/** Replaced handles, by the id WordPress gives their tag (`{handle}-js`). */
const REPLACED = {
  contactForms: ['contact-form-7', 'swv'],
  others: [
    'apbct-public-bundle_full-protection-js',
    'dlm-xhr',
    'wc-add-to-cart',
    'wc-cart-fragments',
    'wc-cart',
    'wc-checkout',
    'wc-country-select',
    'wc-address-i18n',
    'wc-add-to-cart-variation',
    'wc-single-product',
    'wc-order-attribution',
    'sourcebuster-js',
    'avada-header',
    'fusion-lightbox',
  ],
};
/** Handles the runtime does not cover: they must still load. */
const KEPT = ['woocommerce', 'avada-comments'];

/** The ids of the stand-in scripts that ran on the page. */
const ranScripts = (/** @type {Page} */ page) => page.evaluate(() => (window.legacyScripts ?? []).slice().sort());
const ids = (/** @type {string[]} */ handles) => handles.map((handle) => `${handle}-js`).sort();

test.describe('site-runtime on WordPress', () => {
  test('loads the runtime as a module with the classic build as nomodule, and drops exactly the replaced handles', async ({ page }) => {
    await gotoReady(page, CONTACT);
    await expect(page.locator('script#site-runtime-js')).toHaveAttribute('type', 'module');
    await expect(page.locator('script#site-runtime-nomodule-js')).toHaveAttribute('nomodule', '');
    for (const handle of [...REPLACED.contactForms, ...REPLACED.others]) await expect(page.locator(`script#${handle}-js`)).toHaveCount(0);
    expect(await ranScripts(page)).toEqual(ids(KEPT));
  });

  test('keeps the globals the replaced scripts printed (localized data and inline before scripts)', async ({ page }) => {
    await gotoReady(page, CONTACT);
    const globals = await page.evaluate(`({
      wpcf7: wpcf7.api.namespace,
      ctPublic: typeof ctPublic.settings__forms__check_internal,
      ctPublicFunctions: typeof ctPublicFunctions._rest_nonce,
      dlmXHR: typeof dlmXHR.nonce,
      dlmXHRGlobalLinks: typeof dlmXHRGlobalLinks,
      dlmXHRtranslations: typeof dlmXHRtranslations.error,
      wc_add_to_cart_params: wc_add_to_cart_params.i18n_view_cart,
      wc_cart_fragments_params: wc_cart_fragments_params.fragment_name,
      wc_cart_params: typeof wc_cart_params.update_shipping_method_nonce,
      wc_checkout_params: typeof wc_checkout_params.update_order_review_nonce,
      wc_country_select_params: typeof wc_country_select_params.countries,
      wc_address_i18n_params: typeof wc_address_i18n_params.locale,
      wc_add_to_cart_variation_params: wc_add_to_cart_variation_params.wc_ajax_url,
      wc_single_product_params: wc_single_product_params.i18n_required_rating_text,
      wc_order_attribution: wc_order_attribution.params.prefix,
      avadaHeaderVars: avadaHeaderVars.header_position,
      fusionLightboxVars: fusionLightboxVars.lightbox_skin,
    })`);
    expect(globals).toEqual({
      wpcf7: 'contact-form-7/v1',
      ctPublic: 'string',
      ctPublicFunctions: 'string',
      dlmXHR: 'string',
      dlmXHRGlobalLinks: 'string',
      dlmXHRtranslations: 'string',
      wc_add_to_cart_params: 'View cart',
      wc_cart_fragments_params: 'wc_fragments_fixture',
      wc_cart_params: 'string',
      wc_checkout_params: 'string',
      wc_country_select_params: 'string',
      wc_address_i18n_params: 'string',
      wc_add_to_cart_variation_params: '/?wc-ajax=%%endpoint%%',
      wc_single_product_params: 'Please select a rating',
      wc_order_attribution: 'wc_order_attribution_',
      avadaHeaderVars: 'top',
      fusionLightboxVars: 'metro-white',
    });
  });

  test("submits a Contact Form 7 form through WordPress's REST API with the runtime alone", async ({ page }) => {
    await gotoReady(page, CONTACT);
    await page.getByLabel('Your name').fill('Ada');
    await page.getByLabel('Your email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
    await expect(page.locator('form.wpcf7-form')).toHaveAttribute('data-status', 'sent');
  });

  test('the settings page shows the versions found, and its switch brings the original contact form scripts back', async ({ page }) => {
    await page.goto('/wp-login.php');
    await page.getByLabel('Username or Email Address').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('admin-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(/wp-admin/);

    const settings = '/wp-admin/options-general.php?page=site-runtime';
    await page.goto(settings);
    await expect(page.locator('#site-runtime-versions tr[data-product="cf7"]')).toContainText('6.1');
    await expect(page.locator('#site-runtime-versions tr[data-product="cf7"]')).toContainText('Supported');
    await expect(page.locator('#site-runtime-versions tr[data-product="avada"]')).toContainText('7.11.2');
    await page.getByLabel('Contact forms').check();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    try {
      await gotoReady(page, CONTACT);
      // The contact form scripts are back with their globals; every other area stays replaced.
      expect(await ranScripts(page)).toEqual(ids([...KEPT, ...REPLACED.contactForms]));
      for (const handle of REPLACED.others) await expect(page.locator(`script#${handle}-js`)).toHaveCount(0);
      expect(await page.evaluate('wpcf7.api.namespace')).toBe('contact-form-7/v1');
      // ...and the runtime leaves the area to them.
      const plugins = await page.evaluate(() => window.siteRuntime.stats().plugins);
      expect(plugins).not.toContain('contact-form');
      expect(plugins).not.toContain('email-download');
      expect(plugins).toContain('downloads');
    } finally {
      await page.goto(settings);
      await page.getByLabel('Contact forms').uncheck();
      await page.getByRole('button', { name: 'Save Changes' }).click();
    }
    await gotoReady(page, CONTACT);
    expect(await ranScripts(page)).toEqual(ids(KEPT));
  });
});
