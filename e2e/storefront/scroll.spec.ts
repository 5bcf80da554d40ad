import { expect, test, type Page } from '@playwright/test';
import { holdBack, viewportFor, waitForApp, WIDTHS } from './helpers';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Where an element's top sits in the window, in px. */
const topOnScreen = async (page: Page, name: string) => (await page.getByRole('heading', { level: 3, name, exact: true }).boundingBox())!.y;

for (const width of WIDTHS) {
  test.describe(`where the page stands @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    for (const path of ['/product/23', '/?q=batterie']) {
      test(`a visitor who scrolls ${path} before the app has run stays where they scrolled to, and Back returns there`, async ({
        page,
      }) => {
        const release = await holdBack(page, /\/assets\/boot-[^/]*\.js$/);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await page.mouse.move(width / 2, 400);
        await page.mouse.wheel(0, 700);
        await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
        const scrolled = await scrollY(page);
        release();
        await waitForApp(page);
        // A frame after the app's effects: a scroll to the top would have shown by now.
        await page.evaluate(() => new Promise(requestAnimationFrame));
        expect(await scrollY(page)).toBe(scrolled);

        // Not scrolled since the app ran: Back from another page still returns there. (A dispatched
        // click: Playwright's own would first scroll the footer's link into view.)
        await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).dispatchEvent('click');
        await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
        await page.goBack();
        await expect.poll(() => page.url().endsWith(path)).toBe(true);
        await expect.poll(() => scrollY(page)).toBe(scrolled);
      });
    }

    // `#produits`: where « Voir les produits », the pager and the search sent before the script lead.
    for (const path of ['/?q=batterie', '/?page=2#produits']) {
      test(`Back from a product to ${path} returns to the card the buyer opened, Forward to where the product page was`, async ({
        page,
      }) => {
        await page.goto(path);
        await waitForApp(page);
        const results = page.getByRole('region', { name: 'Nos produits' });
        const card = results.getByTestId('product-card').nth(7);
        const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
        await card.scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        const cardTop = await topOnScreen(page, name);
        const catalogueAt = await scrollY(page);
        expect(catalogueAt).toBeGreaterThan(300);

        await card.getByRole('link', { name, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        // A new page opens at its top.
        expect(await scrollY(page)).toBe(0);
        await page.mouse.move(width / 2, 400);
        await page.mouse.wheel(0, 400);
        await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
        const productAt = await scrollY(page);

        await page.goBack();
        await expect.poll(() => page.url().endsWith(path)).toBe(true);
        await expect.poll(() => scrollY(page)).toBe(catalogueAt);
        // And stays there once the cards above it have taken their height (scroll anchoring moved
        // the page 40 px a row, 40-60 ms after it was put back).
        await page.waitForTimeout(500);
        expect(await scrollY(page)).toBe(catalogueAt);
        expect(await topOnScreen(page, name)).toBeCloseTo(cardTop, 0);

        await page.goForward();
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await expect.poll(() => scrollY(page)).toBe(productAt);
      });
    }

    test('typing a search in the catalogue, which writes the address, does not move the page', async ({ page }) => {
      await page.goto('/#produits');
      await waitForApp(page);
      const box = page.getByRole('combobox', { name: 'Rechercher un produit' });
      await box.scrollIntoViewIfNeeded();
      await page.mouse.move(width / 2, 400);
      await page.mouse.wheel(0, -40);
      await expect(box).toBeInViewport();
      const before = await scrollY(page);
      await box.pressSequentially('batterie lithium', { delay: 40 });
      await expect(page).toHaveURL(/\?q=batterie\+lithium#produits$/);
      await expect(
        page
          .getByRole('region', { name: 'Nos produits' })
          .getByText(/produits?$/)
          .first(),
      ).toBeVisible();
      expect(await scrollY(page)).toBe(before);
    });
  });
}
