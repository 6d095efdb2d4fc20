// What CleanTalk's server reads as the comment form's visible fields, per cookie mode: the reference server's
// comment endpoint reads them as CleanTalk's PHP does (cookies first, the form's own field after).
import { expect, gotoReady, readRows, setSwitch, test } from '../../../test/browser/support.mjs';
/** @import { APIRequestContext, Page } from '@playwright/test' */

test.afterEach(async ({ request }) => {
  await setSwitch(request, 'cookies_type', 'native');
});

/** @param {Page} page */
async function postComment(page) {
  await expect(page.locator('#commentform input[name="apbct_visible_fields"]')).toHaveCount(1);
  await page.locator('#comment').fill('The Engine might compose elaborate pieces of music.');
  await page.locator('#author').fill('Ada');
  await page.locator('#email').fill('ada@example.com');
  await page.locator('#url').fill('https://example.com');
  await page.getByLabel('Save my name, email, and website').check();
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await page.waitForURL(/reply\.html#comment-\d+$/);
}

const lastComment = async (/** @type {APIRequestContext} */ request) => (await readRows(request, 'antispam_comments')).at(-1);

for (const mode of ['native', 'alternative', 'none']) {
  test(`[SPAM-039] ${mode} mode: CleanTalk's server reads the comment form's visible fields, the consent checkbox left out`, async ({ page, request }) => {
    await setSwitch(request, 'cookies_type', mode);
    await gotoReady(page, '/anti-spam/reply.html');
    await postComment(page);
    expect(await lastComment(request)).toMatchObject({ cookies_type: mode, author: 'Ada', form_visible_inputs: 4, apbct_visible_fields: 'comment author email url' });
  });
}

test('[SPAM-040] native mode: a visible-fields cookie an earlier page left cannot hide the form\'s field, and a submit writes none', async ({ page, request, baseURL }) => {
  await page.context().addCookies([{ name: 'apbct_visible_fields_0', value: encodeURIComponent('{"visible_fields":"old","visible_fields_count":1}'), url: baseURL }]);
  await gotoReady(page, '/anti-spam/reply.html');
  await postComment(page);
  expect(await lastComment(request)).toMatchObject({ cookies_type: 'native', form_visible_inputs: 4, apbct_visible_fields: 'comment author email url' });
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names.filter((name) => name.includes('apbct_visible_fields'))).toEqual([]);
});
