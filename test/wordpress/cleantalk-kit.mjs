/**
 * What the WordPress lane's journeys through CleanTalk share: its calls over either transport, a field of
 * their bodies, a visitor CleanTalk has never met, and answers held back so what the page shows while
 * CleanTalk works can be seen.
 */
import crypto from 'node:crypto';
/** @import { Page, Request } from '@playwright/test' */

/** @typedef {'rest' | 'admin_ajax'} Transport */

/** CleanTalk's calls: its REST route and its admin-ajax action. */
export const CALLS = {
  altSessions: { route: 'alt_sessions', action: 'apbct_alt_session__save__AJAX' },
  decode: { route: 'apbct_decode_email', action: 'apbct_decode_email' },
  beforePost: { route: 'check_email_before_post', action: 'apbct_email_check_before_post' },
  exist: { route: 'check_email_exist_post', action: 'apbct_email_check_exist_post' },
};

/**
 * A field of a multipart/form-data body (CleanTalk's calls all send one).
 * @param {Request} request
 * @param {string} name
 */
export function fieldOf(request, name) {
  const body = request.postData() ?? '';
  const match = body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`));
  return match ? match[1] : null;
}

/**
 * Whether `request` is CleanTalk's `call` over `transport`.
 * @param {Request} request
 * @param {Transport} transport
 * @param {{ route: string, action: string }} call
 */
export function isCall(request, transport, call) {
  if (request.method() !== 'POST') return false;
  if (transport === 'rest') return new URL(request.url()).pathname.endsWith(`/wp-json/cleantalk-antispam/v1/${call.route}`);
  return new URL(request.url()).pathname.endsWith('/wp-admin/admin-ajax.php') && fieldOf(request, 'action') === call.action;
}

/**
 * Makes the page a visitor CleanTalk has never met; returns its Accept-Language.
 * @param {Page} page
 */
export async function newVisitor(page) {
  const language = `en-GB,en;q=0.9,x-${crypto.randomBytes(4).toString('hex')};q=0.1`;
  await page.setExtraHTTPHeaders({ 'Accept-Language': language });
  // Debian's Chromium 150 sends its own Accept-Language on navigations (the page's GET, the comment
  // form's POST) whatever the extra headers say: CleanTalk then looked the visitor up in another row.
  await page.route('**/*', (route) =>
    route.fallback(route.request().isNavigationRequest() ? { headers: { ...route.request().headers(), 'accept-language': language } } : undefined),
  );
  return language;
}

/**
 * Holds the answers to the requests `matches` picks until `release()`: what the page shows while
 * CleanTalk's server is still working becomes observable.
 * @param {Page} page
 * @param {(request: Request) => boolean} matches
 */
export async function holdAnswers(page, matches) {
  /** @type {() => void} */
  let release = () => {};
  const released = new Promise((resolve) => (release = () => resolve(undefined)));
  await page.route(
    (url) => url.pathname.includes('/wp-json/cleantalk-antispam/') || url.pathname.endsWith('/wp-admin/admin-ajax.php'),
    async (route) => {
      if (!matches(route.request())) return route.fallback();
      await released;
      await route.fallback();
    },
  );
  return release;
}
