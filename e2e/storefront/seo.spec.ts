import { expect, test } from '../backoffice/fixtures';

/*
 * The head the server writes (backend/src/seo) stays true once the app runs: same title, the
 * canonical and JSON-LD still there, and the English alternate (?lang=en) opens in English.
 */
test.describe('page head with JavaScript on', () => {
  test('a product page keeps its server head after the app has rendered', async ({ page, request }) => {
    const product = (await (await request.get('/api/products/23')).json()) as { name: string };
    await page.goto('/product/23');
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    await expect(page).toHaveTitle(`${product.name} | Stockwatt`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/23$/);
    const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'Product', name: product.name });
  });

  test('the English alternate opens in English', async ({ page }) => {
    await page.goto('/product/23?lang=en');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/product\/23\?lang=en$/);
  });
});
