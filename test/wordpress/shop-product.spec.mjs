/**
 * The shop's first steps on the real WooCommerce 10 (Twenty Twenty-One, no
 * Avada): add to cart from the archive by ajax, the variable product's form,
 * a variation added by the form's own post, the product tabs and the review form's stars. Each journey runs on our
 * runtime and on WooCommerce's own scripts (the `original` project).
 */
import { expect, openSitePage, pages, skipWithout, sql, test } from './lane.mjs';
import { markPage, miniCartText } from './shop-kit.mjs';

test.describe('WooCommerce shop: archive and product page', () => {
  test.beforeEach(() => skipWithout('woocommerce'));

  test('"Add to cart" on the archive adds Beanie by ajax: loading, added, a "View cart" link, the live region says so', async ({ page, mode }) => {
    await openSitePage(page, pages.shop, mode);
    const samePage = await markPage(page);
    /** @type {() => void} */
    let answer = () => {};
    const held = new Promise((resolve) => {
      answer = () => resolve(undefined);
    });
    await page.route(/[?&]wc-ajax=add_to_cart\b/, async (route) => {
      await held;
      await route.continue();
    });

    const button = page.getByRole('link', { name: 'Add to cart: “Beanie”' });
    const added = page.waitForResponse(/[?&]wc-ajax=add_to_cart\b/);
    await button.click();
    await expect(button).toHaveClass(/\bloading\b/);
    await expect(button).not.toHaveClass(/\badded\b/);
    answer();
    expect((await added).ok()).toBe(true);

    await expect(button).toHaveClass(/\badded\b/);
    await expect(button).not.toHaveClass(/\bloading\b/);
    const viewCart = page.locator('a.add_to_cart_button[data-product_id] + a.added_to_cart.wc-forward');
    await expect(viewCart).toHaveCount(1);
    await expect(viewCart).toHaveText('View cart');
    await expect(viewCart).toHaveAttribute('href', pages.blockCart);
    const liveRegion = page.locator('.widget_shopping_cart_live_region');
    await expect(liveRegion).toHaveAttribute('role', 'status');
    await expect(liveRegion).toHaveText('“Beanie” has been added to your cart');
    expect(await samePage.stillSamePage()).toBe(true);
    expect(page.url()).toBe(pages.shop);

    expect(await miniCartText(page)).toMatch(/Beanie 1 × £18\.00/);
  });

  test('the Hoodie: "Add to cart" waits for a colour; each colour shows its price and image; "Clear" resets them', async ({ page, mode }) => {
    await openSitePage(page, pages.variableProduct, mode);
    const colour = page.getByLabel('Colour');
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    const price = page.locator('.single_variation_wrap .woocommerce-variation-price');
    const mainImage = page.locator('.woocommerce-product-gallery__image').first().locator('img.wp-post-image');
    const clear = page.getByRole('link', { name: 'Clear options' });

    await expect(addToCart).toHaveClass(/\bdisabled\b/);
    await expect(addToCart).toHaveClass(/\bwc-variation-selection-needed\b/);
    await expect(mainImage).toHaveAttribute('src', /\/hoodie\.png$/);
    await expect(clear).toBeHidden();
    /** @type {string[]} */
    const alerts = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    // Our runtime also marks the button aria-disabled (docs/plugins/woocommerce-variations-form.md), which
    // Playwright will not click; a pointer still reaches it, as WooCommerce's merely greyed-out one.
    await addToCart.click({ force: true });
    await expect.poll(() => alerts).toEqual(['Please select some product options before adding this product to your cart.']);
    expect(page.url()).toBe(pages.variableProduct);

    await colour.selectOption('Blue');
    await expect(price).toHaveText('£45.00');
    await expect(mainImage).toHaveAttribute('src', /\/hoodie-blue\.png$/);
    await expect(addToCart).not.toHaveClass(/\bdisabled\b|\bwc-variation-selection-needed\b/);
    await expect(page.locator('input.variation_id')).not.toHaveValue(/^0?$/);
    await expect(clear).toBeVisible();

    await colour.selectOption('Red');
    await expect(price).toHaveText('£42.00');
    await expect(mainImage).toHaveAttribute('src', /\/hoodie-red\.png$/);
    await expect(addToCart).not.toHaveClass(/\bdisabled\b/);

    await clear.click();
    await expect(colour).toHaveValue('');
    await expect(page.locator('.reset_variations_alert')).toHaveText(
      'Your selection has been reset. Please select some product options before adding this product to your cart.',
    );
    await expect(page.locator('.single_variation')).toBeHidden();
    await expect(mainImage).toHaveAttribute('src', /\/hoodie\.png$/);
    await expect(addToCart).toHaveClass(/\bdisabled\b/);
    await expect(addToCart).toHaveClass(/\bwc-variation-selection-needed\b/);
    await expect(clear).toBeHidden();
    expect(page.url()).toBe(pages.variableProduct);
  });

  test('the Hoodie in Blue is added by the form\'s own post: the page reloads with WooCommerce\'s notice', async ({ page, mode }) => {
    await openSitePage(page, pages.variableProduct, mode);
    const samePage = await markPage(page);
    await page.getByLabel('Colour').selectOption('Blue');
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    await expect(addToCart).not.toHaveClass(/\bdisabled\b/);

    const posted = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST');
    await addToCart.click();
    const post = await posted;
    expect(post.url()).toBe(pages.variableProduct);
    expect(post.postData()).toMatch(/name="attribute_colour"\r\n\r\nBlue\r\n/);
    await page.waitForLoadState('load');

    const notice = page.locator('.woocommerce-notices-wrapper .woocommerce-message');
    await expect(notice).toHaveAttribute('role', 'alert');
    await expect(notice).toContainText('“Hoodie” has been added to your cart.');
    await expect(notice.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', pages.blockCart);
    expect(await samePage.stillSamePage().catch(() => false)).toBe(false);
    expect(await miniCartText(page)).toMatch(/Hoodie - Blue 1 × £45\.00/);
  });

  test('the Hoodie\'s tabs: "Additional information" shown first, "Reviews" on a click, one panel at a time; the keys move between tabs', async ({ page, mode }) => {
    await openSitePage(page, pages.variableProduct, mode);
    const samePage = await markPage(page);
    const information = page.getByRole('tab', { name: 'Additional information' });
    const reviews = page.getByRole('tab', { name: /^Reviews/ });
    const informationPanel = page.locator('#tab-additional_information');
    const reviewsPanel = page.locator('#tab-reviews');

    await expect(information).toHaveAttribute('aria-selected', 'true');
    await expect(informationPanel).toBeVisible();
    await expect(reviewsPanel).toBeHidden();

    await reviews.click();
    await expect(reviews).toHaveAttribute('aria-selected', 'true');
    await expect(information).toHaveAttribute('aria-selected', 'false');
    await expect(reviewsPanel).toBeVisible();
    await expect(informationPanel).toBeHidden();

    await reviews.press('ArrowLeft');
    await expect(information).toBeFocused();
    await information.press('Enter');
    await expect(informationPanel).toBeVisible();
    await expect(reviewsPanel).toBeHidden();
    expect(await samePage.stillSamePage()).toBe(true);
    expect(new URL(page.url()).hash).toBe('');
  });
  test("the Hoodie's review: stars in place of the rating select, WooCommerce's alert without one, the rating stored with the review", async ({ page, mode }) => {
    await openSitePage(page, pages.variableProduct, mode);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const stars = page.getByRole('group', { name: /Your rating/ }).getByRole('radio');
    await expect(stars).toHaveCount(5);
    await expect(page.locator('select#rating')).toBeHidden();
    const email = `review-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.getByLabel('Your review').fill('Warm, and the blue is the blue of the picture.');
    await page.getByLabel('Name', { exact: false }).first().fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: false }).first().fill(email);

    const alerted = new Promise((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(await alerted).toBe('Please select a rating');
    await expect(page.locator('#tab-reviews')).toBeVisible();

    await page.getByRole('radio', { name: '4 of 5 stars' }).click();
    await expect(page.getByRole('radio', { name: '4 of 5 stars' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('radio', { name: '4 of 5 stars' }).press('ArrowRight');
    await expect(page.getByRole('radio', { name: '5 of 5 stars' })).toBeFocused();
    await expect(page.getByRole('radio', { name: '5 of 5 stars' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { name: '4 of 5 stars' })).toHaveAttribute('aria-checked', 'false');
    expect(await page.locator('select#rating').inputValue()).toBe('5');

    await Promise.all([page.waitForURL((url) => url.pathname === new URL(pages.variableProduct).pathname), page.getByRole('button', { name: 'Submit' }).click()]);
    const stored = sql(
      `SELECT m.meta_value AS rating FROM wp_comments c JOIN wp_commentmeta m ON m.comment_id = c.comment_ID AND m.meta_key = 'rating' WHERE c.comment_author_email = '${email}'`,
    );
    expect(stored).toEqual([{ rating: '5' }]);
  });
});
