/**
 * The reference server speaks WordPress's and CleanTalk's protocol: real
 * requests from a demo page's context, with the nonces that page printed.
 * The runtime script is stubbed out here so only these calls reach the
 * server; the runtime's own use of the protocol is tested with its plugins.
 */
import { expect, expireNonces, readRows, resetDb, setSwitch, test } from './support.mjs';
/** @import { Page } from '@playwright/test' */

const PAGE = '/foundation/transport.html';
const REST_CHECK = 'cleantalk-antispam/v1/apbct_rest_check';
const INVALID_NONCE = { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } };
const NONCE_SHAPE = /^[a-f0-9]{10}$/;

// Chromium logs every 4xx answer to fetch as a console error; these ones are the point of the tests.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 40[034]/] });

test.beforeEach(async ({ page, request }) => {
  await resetDb(request);
  await page.route('**/dist/site-runtime.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
});

/**
 * Opens the demo page and returns the globals it printed.
 * @param {Page} page
 */
async function openPage(page) {
  await page.goto(PAGE);
  const printed = await page.evaluate(() => ({ functions: window.ctPublicFunctions, pub: window.ctPublic }));
  if (!printed.functions) throw new Error(`${PAGE} printed no ctPublicFunctions`);
  return { functions: printed.functions, pub: printed.pub };
}

/**
 * A multipart POST from the page, as the plugin's XHR sends it.
 * @param {Page} page
 * @param {string} url
 * @param {Record<string, string>} fields
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number, text: string, json: any }>} json: the body parsed, if it is JSON
 */
function post(page, url, fields, headers = {}) {
  return page.evaluate(
    async ({ url, fields, headers }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      const response = await fetch(url, { method: 'POST', headers, body });
      const text = await response.text();
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, text, json };
    },
    { url, fields, headers },
  );
}

test('reference server: a REST call with the printed wp_rest nonce in X-WP-Nonce succeeds and is logged', async ({ page, request }) => {
  const { functions } = await openPage(page);
  expect(functions._rest_nonce).toMatch(NONCE_SHAPE);
  expect(functions._rest_url).toBe(new URL('/wp-json/', page.url()).href);

  const viaPath = await post(page, functions._rest_url + REST_CHECK, { probe: 'path' }, { 'X-WP-Nonce': functions._rest_nonce });
  expect(viaPath).toMatchObject({ status: 200, json: { success: true } });
  const viaQuery = await post(page, `/?rest_route=/${REST_CHECK}`, { probe: 'query' }, { 'X-WP-Nonce': functions._rest_nonce });
  expect(viaQuery).toMatchObject({ status: 200, json: { success: true } });

  const rows = await readRows(request, 'requests', { route: REST_CHECK });
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatchObject({ method: 'POST', status: 200, body: { probe: 'path' } });
  expect(rows[0]?.headers['x-wp-nonce']).toBe(functions._rest_nonce);
  expect(rows[1]).toMatchObject({ path: `/?rest_route=/${REST_CHECK}`, body: { probe: 'query' } });
});

test('reference server: a REST call with a missing, unknown or expired nonce gets WordPress 403 rest_cookie_invalid_nonce', async ({ page, request }) => {
  const { functions } = await openPage(page);
  const url = functions._rest_url + REST_CHECK;

  expect(await post(page, url, {})).toMatchObject({ status: 403, json: INVALID_NONCE });
  expect(await post(page, url, {}, { 'X-WP-Nonce': '0123456789' })).toMatchObject({ status: 403, json: INVALID_NONCE });

  await expireNonces(request);
  expect(await post(page, url, {}, { 'X-WP-Nonce': functions._rest_nonce })).toMatchObject({ status: 403, json: INVALID_NONCE });
  expect((await readRows(request, 'requests', { route: REST_CHECK })).map((r) => r.status)).toEqual([403, 403, 403]);
});

test('reference server: the fresh-nonce remote call replaces an expired REST nonce with one that works', async ({ page, request }) => {
  const { functions } = await openPage(page);
  const stale = functions._rest_nonce;
  await expireNonces(request);

  const refresh = await post(page, '/', {
    spbc_remote_call_action: 'get_fresh_wpnonce',
    plugin_name: 'antispam',
    nonce_prev: stale,
    initial_request_params: JSON.stringify({ route: 'apbct_rest_check' }),
  });
  expect(refresh.status).toBe(200);
  expect(refresh.json.wpnonce).toMatch(NONCE_SHAPE);
  expect(refresh.json.wpnonce).not.toBe(stale);

  const retry = await post(page, functions._rest_url + REST_CHECK, {}, { 'X-WP-Nonce': refresh.json.wpnonce });
  expect(retry).toMatchObject({ status: 200, json: { success: true } });

  const [logged] = await readRows(request, 'requests', { action: 'get_fresh_wpnonce' });
  expect(logged).toMatchObject({ route: 'remote_call', status: 200, body: { plugin_name: 'antispam', nonce_prev: stale } });
});

test('reference server: the fresh-nonce remote call rejects a missing or malformed previous nonce', async ({ page }) => {
  await openPage(page);
  const call = (/** @type {Record<string, string>} */ extra) => post(page, '/', { spbc_remote_call_action: 'get_fresh_wpnonce', plugin_name: 'antispam', ...extra });
  expect((await call({})).json).toEqual({ error: 'No nonce provided' });
  expect((await call({ nonce_prev: 'NOT-A-NONCE' })).json).toEqual({ error: 'Wrong nonce provided' });
  expect((await call({ nonce_prev: 'abcdef01234' })).json).toEqual({ error: 'Wrong nonce provided' });
});

test('reference server: admin-ajax checks _ajax_nonce: valid → answer, bad → 403 "-1", unknown action → 400 "0"', async ({ page, request }) => {
  const { functions } = await openPage(page);
  const ajax = functions._ajax_url;
  expect(ajax).toBe('/wp-admin/admin-ajax.php');

  expect(await post(page, ajax, { action: 'site_runtime_ping', _ajax_nonce: functions._ajax_nonce })).toMatchObject({ status: 200, json: { success: true } });
  expect(await post(page, ajax, { action: 'site_runtime_ping', _ajax_nonce: 'ffffffffff' })).toMatchObject({ status: 403, text: '-1' });
  expect(await post(page, ajax, { action: 'site_runtime_ping' })).toMatchObject({ status: 403, text: '-1' });
  expect(await post(page, ajax, { action: 'no_such_action' })).toMatchObject({ status: 400, text: '0' });

  const rows = await readRows(request, 'requests', { route: 'admin-ajax' });
  expect(rows.map((r) => [r.action, r.status])).toEqual([
    ['site_runtime_ping', 200],
    ['site_runtime_ping', 403],
    ['site_runtime_ping', 403],
    ['no_such_action', 400],
  ]);
  expect(rows[0]?.body).toMatchObject({ action: 'site_runtime_ping', _ajax_nonce: functions._ajax_nonce });
});

test('reference server: with the admin_ajax switch the page prints admin_ajax and a refreshed nonce is one for ct_secret_stuff', async ({ page, request }) => {
  await setSwitch(request, 'ajax_type', 'admin_ajax');
  const { functions } = await openPage(page);
  expect(functions.data__ajax_type).toBe('admin_ajax');
  await expireNonces(request);

  const refresh = await post(page, '/', { spbc_remote_call_action: 'get_fresh_wpnonce', plugin_name: 'antispam', nonce_prev: functions._ajax_nonce, initial_request_params: '{}' });
  const fresh = refresh.json.wpnonce;
  expect(fresh).toMatch(NONCE_SHAPE);

  expect(await post(page, functions._ajax_url, { action: 'site_runtime_ping', _ajax_nonce: fresh })).toMatchObject({ status: 200, json: { success: true } });
  // Issued for ct_secret_stuff, so REST (wp_rest) refuses it.
  expect(await post(page, functions._rest_url + REST_CHECK, {}, { 'X-WP-Nonce': fresh })).toMatchObject({ status: 403, json: INVALID_NONCE });
});

test('an unknown REST route answers WordPress 404 rest_no_route', async ({ page }) => {
  const { functions } = await openPage(page);
  const answer = await post(page, functions._rest_url + 'cleantalk-antispam/v1/no_such_route', {});
  expect(answer).toMatchObject({
    status: 404,
    json: { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } },
  });
});
