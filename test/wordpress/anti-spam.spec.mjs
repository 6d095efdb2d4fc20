/**
 * CleanTalk Anti-Spam 6.85 on the real site, with its cloud out of reach (site/store.php): it then
 * decides comments itself, accepting those whose page passed its JavaScript check, and every call
 * that needs the cloud (decoding a contact, checking an address) answers with a failure, which the
 * visitor sees as the original shows it. Each journey runs over both of CleanTalk's front-end
 * transports (cookie site_runtime_lane_ct_transport: REST or admin-ajax).
 *
 * CleanTalk keeps its alternative sessions (and the decoder's "passed" mark) per visitor, by IP, user
 * agent and Accept-Language: every test is a visitor of its own (a unique Accept-Language), so no test
 * inherits what an earlier one left on the server.
 */
import crypto from 'node:crypto';
import { CALLS, fieldOf, holdAnswers, isCall, newVisitor } from './cleantalk-kit.mjs';
import { expect, laneSwitch, openSitePage, pages, skipWithout, sql, test } from './lane.mjs';
/** @import { Page } from '@playwright/test' */
/** @import { Transport } from './cleantalk-kit.mjs' */

/**
 * The id of the visitor's row in CleanTalk's sessions table (its AltSessions::getID: IP, user agent, Accept-Language).
 * @param {Page} page
 * @param {string} language
 */
async function altSessionId(page, language) {
  const agent = await page.evaluate(() => navigator.userAgent);
  return crypto.createHash('sha256').update(`127.0.0.1${agent}${language}`).digest('hex').slice(-16);
}

/**
 * Writes a comment as a visitor and posts it; returns its text.
 * @param {Page} page
 * @param {string} label what tells this comment from the others
 */
async function postComment(page, label) {
  const text = `${label}: a comment written at ${Date.now()}.`;
  await page.getByRole('textbox', { name: 'Comment' }).fill(text);
  await page.getByRole('textbox', { name: 'Name' }).fill('Lane visitor');
  await page.getByRole('textbox', { name: 'Email' }).fill('lane.visitor@example.org');
  await Promise.all([page.waitForURL(/#comment-\d+$/), page.getByRole('button', { name: 'Post Comment' }).click()]);
  return text;
}

/**
 * The stored comment with `text`: its approval and id.
 * @param {string} text
 */
const storedComment = (text) => sql(`SELECT comment_ID, comment_approved FROM wp_comments WHERE comment_content = '${text.replace(/'/g, "''")}'`);

for (const transport of /** @type {Transport[]} */ (['rest', 'admin_ajax'])) {
  test.describe(`CleanTalk over ${transport === 'rest' ? 'REST' : 'admin-ajax'}`, () => {
    test.beforeEach(async ({ page }) => {
      skipWithout('cleantalk-spam-protect');
      // Each journey waits on several of CleanTalk's server calls, each a full WordPress load on the lane's PHP server.
      test.slow();
      await laneSwitch(page, 'site_runtime_lane_ct_transport', transport);
    });

    test('a comment passes the JavaScript check in native cookie mode: the check cookie is set and the comment is approved', async ({ page, mode }, info) => {
      await laneSwitch(page, 'site_runtime_lane_ct_cookies', 'native');
      await newVisitor(page);
      await openSitePage(page, pages.commentsPost, mode);
      const key = String(await page.evaluate(() => /** @type {any} */ (window).ctPublic.ct_checkjs_key));
      expect(key).toMatch(/^\d+$/);
      // As the original: the page's script puts the day's JavaScript key in the ct_checkjs cookie.
      await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'ct_checkjs')?.value).toBe(key);

      const text = await postComment(page, `${info.project.name}, native cookies, ${transport}`);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByText('Your comment is awaiting moderation.')).toHaveCount(0);
      expect(storedComment(text)).toEqual([expect.objectContaining({ comment_approved: '1' })]);
    });

    test('a comment passes the JavaScript check in alternative cookie mode: the check is kept in the visitor\'s session row, the comment is approved', async ({ page, mode }, info) => {
      await laneSwitch(page, 'site_runtime_lane_ct_cookies', 'alt');
      const language = await newVisitor(page);
      const saved = page.waitForRequest((request) => isCall(request, transport, CALLS.altSessions) && /"ct_checkjs"/.test(fieldOf(request, 'cookies') ?? ''));
      await openSitePage(page, pages.commentsPost, mode);
      const key = String(await page.evaluate(() => /** @type {any} */ (window).ctPublic.ct_checkjs_key));
      const answer = await (await saved).response();
      expect(await answer?.json()).toEqual({ success: true });
      // Nothing of the check in the browser's cookies: it lives on the server, in the visitor's row.
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('ct_checkjs');
      const id = await altSessionId(page, language);
      const row = () => sql(`SELECT value FROM wp_cleantalk_sessions WHERE id = '${id}'`)[0]?.value ?? '';
      await expect.poll(row).toMatch(new RegExp(`"ct_checkjs";(?:s:\\d+:"|i:)${key}\\b`));

      const text = await postComment(page, `${info.project.name}, alternative cookies, ${transport}`);
      await expect(page.getByText(text)).toBeVisible();
      expect(storedComment(text)).toEqual([expect.objectContaining({ comment_approved: '1' })]);
    });

    test('an encoded e-mail address: the wait text shows at the click, then the server\'s answer (no cloud: cannot connect)', async ({ page, mode }) => {
      await newVisitor(page);
      await openSitePage(page, pages.encodedContacts, mode);
      /** @type {{ text__ee_wait_for_decoding: string, text__ee_decoding_process: string, text__ee_email_decoder: string, text__ee_cannot_connect: string }} */
      const texts = await page.evaluate(() => /** @type {any} */ (window).ctPublicFunctions);
      const brand = await page.evaluate(() => String(/** @type {any} */ (window).ctPublic.wl_brandname));
      // The address is printed encoded: its middle blurred, the whole nowhere on the page.
      const contact = page.locator('span.apbct-email-encoder[data-original-string]').filter({ hasText: /^pr.*@.*le\.org$/ });
      await expect(contact).toHaveCount(1);
      await expect(contact).toHaveAttribute('title', /Click to decode/);
      await expect(page.getByText('press@example.org')).toHaveCount(0);
      const encoded = await contact.getAttribute('data-original-string');

      const release = await holdAnswers(page, (request) => isCall(request, transport, CALLS.decode));
      const decode = page.waitForRequest((request) => isCall(request, transport, CALLS.decode));
      await contact.click();
      // At the click, while the server has not answered: CleanTalk's wait text.
      const shownAtClick = await page.evaluate(() => document.getElementById('apbct_popup_text')?.textContent ?? null);
      expect(shownAtClick).toContain(texts.text__ee_wait_for_decoding);
      const popup = page.locator('#apbct_popup');
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(brand);
      await expect(popup.locator('#apbct_email_ecoder__popup_text_node_first')).toHaveText(texts.text__ee_wait_for_decoding);
      await expect(popup.locator('#apbct_email_ecoder__popup_text_node_second')).toHaveText(texts.text__ee_decoding_process);
      await expect(page.locator('body')).toHaveClass(/\bapbct-popup-fade\b/);
      const request = await decode;
      expect(JSON.parse(fieldOf(request, 'encodedEmails') ?? '{}')).toEqual(expect.objectContaining({ 0: encoded }));
      release();

      // The cloud is out of reach: CleanTalk answers that it cannot decode, with its reason.
      const answer = await (await request.response())?.json();
      expect(answer).toEqual({ success: false, data: expect.arrayContaining([expect.objectContaining({ encoded_email: encoded, is_allowed: false, decoded_email: '' })]) });
      const comment = answer.data.find((/** @type {any} */ row) => row.encoded_email === encoded).comment;
      await expect(popup.locator('#apbct_popup_text')).toHaveText(`${texts.text__ee_email_decoder}: ${texts.text__ee_cannot_connect}: ${comment}`);
      // The page is not darkened behind the failure, which goes 3 s later; the address stays encoded.
      await expect(page.locator('body')).not.toHaveClass(/\bapbct-popup-fade\b/);
      await expect(popup).toBeHidden({ timeout: 6_000 });
      await expect(contact).toHaveAttribute('data-original-string', encoded ?? '');
      await expect(page.getByText('press@example.org')).toHaveCount(0);
      await expect(page).toHaveURL(pages.encodedContacts);
    });

    test('leaving the e-mail field of the comment form checks the address: the checking mark shows at once, and no verdict without the cloud', async ({ page, mode }) => {
      await newVisitor(page);
      await openSitePage(page, pages.commentsPost, mode);
      const address = `lane.${Date.now()}@example.org`;
      // CleanTalk 6.85 sends the exists check over REST whatever its transport (and switches the page's
      // transport to REST for good); the runtime follows the transport (docs/plugins/anti-spam.md).
      const existTransport = mode === 'original' ? 'rest' : transport;
      const release = await holdAnswers(page, (request) => isCall(request, existTransport, CALLS.exist));
      const beforePost = page.waitForRequest((request) => isCall(request, transport, CALLS.beforePost) && fieldOf(request, 'email') === address);
      const exist = page.waitForRequest((request) => isCall(request, existTransport, CALLS.exist) && fieldOf(request, 'email') === address);

      const email = page.getByRole('textbox', { name: 'Email' });
      await email.fill(address);
      // At the blur, in its own task: the mark that the address is being checked.
      const shownAtBlur = await email.evaluate((input) => {
        input.blur();
        return document.getElementById('apbct-check_email_exist-block')?.className ?? null;
      });
      expect(shownAtBlur).toContain('apbct-check_email_exist-load');
      const mark = page.locator('#apbct-check_email_exist-block');
      await expect(mark).toBeVisible();
      await expect(mark).toHaveClass(/\bapbct-check_email_exist-load\b/);

      const checked = await beforePost;
      expect(await (await checked.response())?.json()).toEqual({ error: 'ERROR_CHECKING_EMAIL' });
      const existRequest = await exist;
      release();
      expect(await (await existRequest.response())?.json()).toEqual({ error: 'ERROR_CHECKING_EMAIL' });

      // The server could not check: no verdict, no hint, and the address stays as typed.
      await page.waitForTimeout(500);
      await expect(page.locator('.apbct-check_email_exist-good_email, .apbct-check_email_exist-bad_email')).toHaveCount(0);
      await expect(page.locator('#apbct-check_email_exist-popup_description').filter({ hasText: /\S/ })).toHaveCount(0);
      await expect(email).toHaveValue(address);
      // The runtime takes the mark away (a failed check says nothing of the address); the original
      // leaves its turning "load" mark for good.
      if (mode === 'runtime') await expect(mark).toHaveCount(0);
      else await expect(mark).toHaveClass(/\bapbct-check_email_exist-load\b/);
    });
  });
}
