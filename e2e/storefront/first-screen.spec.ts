import { expect, test } from '@playwright/test';

/*
 * What a phone on a slow connection shows before the bundle has arrived: the first screen the
 * server renders (backend/src/storefront). With JavaScript off, that is all the page has. The
 * server markup is `inert` until the app renders over it, hence text and alt-text queries here.
 */
test.describe('first screen from the server, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home: the hero and its calls to action', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.getByText('Le stockage d’énergie solaire des installateurs professionnels')).toBeVisible();
    await expect(page.getByText('Voir les produits')).toBeVisible();
    await expect(page.getByText('Accéder à l’espace pro')).toBeVisible();
  });

  test('product page: name, price and image, the image preloaded with high priority', async ({ page, request }) => {
    const product = (await (await request.get('/api/products/23')).json()) as { name: string; price_ttc: number; image_url: string };
    const res = await page.goto('/product/23');
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1', { hasText: product.name })).toBeVisible();
    const price = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(product.price_ttc);
    await expect(page.getByTestId('product-price')).toContainText(price);
    const image = page.getByAltText(product.name, { exact: true }).first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator('link[rel="preload"][as="image"]').first()).toHaveAttribute('href', product.image_url);
    await expect(page.locator('link[rel="preload"][as="image"]').first()).toHaveAttribute('fetchpriority', 'high');
  });

  test('an unknown product answers 404', async ({ page }) => {
    const res = await page.goto('/product/99999');
    expect(res?.status()).toBe(404);
  });
});
