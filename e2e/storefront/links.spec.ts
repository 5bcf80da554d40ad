import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './helpers';

/*
 * The shop's links are plain `<a href>` that the app follows itself once it runs (one listener for
 * the document: storefront/src/components/Link.tsx), as react-router's `Link` did.
 */

/** Marks the page's window: the mark is gone if a click loaded a new document. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
}
const sameWindow = (page: Page) => page.evaluate(() => (window as unknown as { __same?: boolean }).__same === true);

test.describe("the shop's links, once the app runs", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await markWindow(page);
  });

  test('a footer link, a card and its quote button open their page without loading the document again', async ({ page }) => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
    await expect(page).toHaveURL(/\/mentions-legales$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();

    await page.goBack();
    const card = page.getByRole('region', { name: 'Nos produits' }).getByTestId('product-card').first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    await card.getByRole('link', { name: `Demander un devis pour ${name}` }).click();
    await expect(page).toHaveURL(/\/demande-devis\?ref=/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sameWindow(page)).toBe(true);
  });

  test('a click with Ctrl is the browser’s: the page opens in a new tab and this one stays', async ({ page, context }) => {
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Mentions légales' })
        .click({ modifiers: ['Control'] }),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/mentions-legales');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await sameWindow(page)).toBe(true);
  });

  test('a link to the page shown replaces it in the history instead of adding it again', async ({ page }) => {
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' });
    await footerLink.click();
    await expect(page).toHaveURL(/\/mentions-legales$/);
    const entries = await page.evaluate(() => history.length);
    await footerLink.click();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(await sameWindow(page)).toBe(true);
  });
});
