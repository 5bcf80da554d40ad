import { expect, type Page } from '@playwright/test';
import { test } from '../backoffice/fixtures';

/**
 * Styles are admitted by the nonce of each answer, not `'unsafe-inline'`: the shop
 * (styled-components) and the back office (MUI's emotion) must put every style they add as they
 * run under it, or the browser drops it. Any refusal shows as a securitypolicyviolation event.
 */
async function violationsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
});

test('the shop renders its styles under the nonce: no violation on the catalogue and a product page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByRole('banner');
  // A styled-components rule reached the page: the header is laid out as a flex row, not a bare block.
  await expect(header.locator('xpath=.//*[contains(@class, "sc-")]').first()).toBeAttached();
  await page
    .getByRole('link', { name: /Pylontech/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('the back office renders its styles under the nonce: no violation, MUI styled', async ({ admin: page }) => {
  await page.goto('/admin/#/products');
  await expect(page.locator('.RaLayout-appFrame')).toBeAttached({ timeout: 15_000 });
  // An emotion rule reached the page: the app bar is fixed at the top, as MUI styles it.
  await expect(page.locator('.MuiAppBar-root').first()).toHaveCSS('position', 'fixed');
  // The dashboard (charts) and a product form (the rich-text editor) add styles of their own.
  await page.goto('/admin/#/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/admin/#/products/1');
  await expect(page.locator('.ProseMirror').first()).toBeAttached({ timeout: 15_000 });
  expect(await violationsOf(page)).toEqual([]);
});
