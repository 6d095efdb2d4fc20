// Avada's tabs widget in chromium against the reference site, with the built bundle.
import { axeViolations, expect, gotoReady, test } from '../../../test/browser/support.mjs';
/** @import { Page } from '@playwright/test' */

const WIDGET = '.fusion-tabs-widget';

/** @param {Page} page */
async function widgetViolations(page) {
  const violations = await axeViolations(page, WIDGET);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('[WDG-001] [WDG-002] a clicked tab is selected and shows its panel; axe finds nothing in the widget before or after', async ({ page }) => {
  await gotoReady(page, '/widgets/tabs.html');
  expect(await widgetViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Recent' }).click();
  await expect(page.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Recent' })).toBeVisible();
  await expect(page.locator('.fusion-tab-popular')).toBeHidden();
  expect(await widgetViolations(page)).toEqual([]);
});

test('[WDG-001] [WDG-002] the keyboard alone: Tab reaches the selected tab, arrows move, Enter and Space choose', async ({ page }) => {
  await gotoReady(page, '/widgets/tabs.html');
  await page.getByRole('link', { name: 'this page with the inspector' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tab', { name: 'Popular' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Recent' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tabpanel', { name: 'Recent' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Comments' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('tab', { name: 'Comments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Comments' })).toBeVisible();
  await expect(page.locator('.fusion-tab-recent')).toBeHidden();
  // The page did not scroll or jump to "#".
  expect(new URL(page.url()).hash).toBe('');
  // Tab leaves the tablist for the panel: one tab stop per tab set.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Comments' })).toBeFocused();
  expect(await widgetViolations(page)).toEqual([]);
});
