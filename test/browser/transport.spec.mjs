/**
 * The runtime's http adapter end to end: a plugin registered through the public
 * API (as a third-party script would) calls the reference server with the
 * globals and nonces the page printed; the server's request log shows what arrived.
 */
import { expect, expireNonces, readRows, resetDb, setSwitch, test } from './support.mjs';
/** @import { Page } from '@playwright/test' */
/** @import { HttpClient } from '../../adapters/http' */
/** @import { HttpError } from '../../adapters/http-error' */

test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 403/] });

test.beforeEach(async ({ request }) => {
  await resetDb(request);
});

/**
 * Registers a probe plugin with `uses: ['http']` and runs one CleanTalk-style call through it.
 * @param {Page} page
 * @param {{ refresh?: boolean }} [options]
 */
function callThroughRuntime(page, { refresh = false } = {}) {
  return page.evaluate(async (refresh) => {
    const fns = window.ctPublicFunctions;
    if (!fns) throw new Error('the page printed no ctPublicFunctions');
    /** @type {HttpClient} */
    const client = await new Promise((resolve) => {
      window.siteRuntime.register({
        name: 'transport-probe',
        selectors: ['main'],
        uses: ['http'],
        load: async () => ({ mount: (_el, ctx) => resolve(ctx.http({
          transport: () => fns.data__ajax_type,
          restUrl: fns._rest_url,
          namespace: 'cleantalk-antispam/v1',
          ajaxUrl: fns._ajax_url,
          nonce: () => (fns.data__ajax_type === 'rest' ? fns._rest_nonce : fns._ajax_nonce),
          refreshNonce: refresh
            ? async (stale) => {
                const body = new FormData();
                body.append('spbc_remote_call_action', 'get_fresh_wpnonce');
                body.append('plugin_name', 'antispam');
                body.append('nonce_prev', stale);
                const reply = await (await fetch('/', { method: 'POST', body })).json();
                return reply.wpnonce ?? null;
              }
            : undefined,
        })) }),
      });
    });
    try {
      return { ok: await client.call({ route: 'apbct_rest_check', action: 'site_runtime_ping' }) };
    } catch (error) {
      const failure = /** @type {HttpError} */ (error); // what the client rejects with
      return { error: failure.message, kind: failure.kind };
    }
  }, refresh);
}

/**
 * A nonce the page printed in ctPublicFunctions.
 * @param {Page} page
 * @param {'_rest_nonce' | '_ajax_nonce'} key
 */
function printedNonce(page, key) {
  return page.evaluate((key) => {
    const fns = window.ctPublicFunctions;
    if (!fns) throw new Error('the page printed no ctPublicFunctions');
    return fns[key];
  }, key);
}

test('[NET-001][NET-003] with data__ajax_type rest the call goes to the REST base + namespace with X-WP-Nonce', async ({ page, request }) => {
  await setSwitch(request, 'ajax_type', 'rest');
  await page.goto('/foundation/transport.html');
  expect(await callThroughRuntime(page)).toEqual({ ok: { success: true } });
  const [row] = await readRows(request, 'requests', { route: 'cleantalk-antispam/v1/apbct_rest_check' });
  expect(row?.path).toBe('/wp-json/cleantalk-antispam/v1/apbct_rest_check');
  expect(row?.status).toBe(200);
  expect(row?.headers['x-wp-nonce']).toBe(await printedNonce(page, '_rest_nonce'));
});

test('[NET-002][NET-004] with data__ajax_type admin_ajax the call goes to admin-ajax with action and _ajax_nonce', async ({ page, request }) => {
  await setSwitch(request, 'ajax_type', 'admin_ajax');
  await page.goto('/foundation/transport.html');
  expect(await callThroughRuntime(page)).toEqual({ ok: { success: true } });
  const [row] = await readRows(request, 'requests', { action: 'site_runtime_ping' });
  expect(row?.path).toBe('/wp-admin/admin-ajax.php');
  expect(row?.body._ajax_nonce).toBe(await printedNonce(page, '_ajax_nonce'));
  expect(row?.headers['x-wp-nonce']).toBeUndefined();
});

test('after a 403 nonce failure the adapter fetches a fresh nonce and retries once, with the new nonce', async ({ page, request }) => {
  await setSwitch(request, 'ajax_type', 'rest');
  await page.goto('/foundation/transport.html');
  await expireNonces(request);
  expect(await callThroughRuntime(page, { refresh: true })).toEqual({ ok: { success: true } });
  const rows = await readRows(request, 'requests', { route: 'cleantalk-antispam/v1/apbct_rest_check' });
  expect(rows.map((r) => r.status)).toEqual([403, 200]);
  expect(rows[1]?.headers['x-wp-nonce']).not.toBe(rows[0]?.headers['x-wp-nonce']);
});

test('[NET-013] without a refresher a 403 is not retried and fails with the catalogue text', async ({ page, request }) => {
  await page.goto('/foundation/transport.html');
  await expireNonces(request);
  expect(await callThroughRuntime(page)).toEqual({ error: 'Unexpected response code', kind: 'status' });
  expect(await readRows(request, 'requests', { route: 'cleantalk-antispam/v1/apbct_rest_check' })).toHaveLength(1);
});
