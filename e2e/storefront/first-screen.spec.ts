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

const HERO_EN = 'Solar energy storage for professional installers';
const HERO_FR = 'Le stockage d’énergie solaire des installateurs professionnels';

test.describe('first screen in the language the app will show', () => {
  test.describe('JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('?lang=en: the server renders the English page, <html lang="en">', async ({ page }) => {
      await page.goto('/?lang=en');
      await expect(page.getByText(HERO_EN)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  /** Every text the page's main heading had, from the server's first screen to the app's render. */
  async function headingsSeen(page: import('@playwright/test').Page, url: string): Promise<string[]> {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __headings: string[] }).__headings = seen;
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent?.trim();
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /English/ })).toBeVisible(); // the app has rendered
    return page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
  }

  test('a visitor who chose English gets English from the server on the next visit, and the app does not switch it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();
    const html = await (await page.request.get('/product/23')).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(await headingsSeen(page, '/')).toEqual([HERO_EN]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('?lang=en is rendered in English by the server and stays English once the app runs', async ({ page }) => {
    expect(await headingsSeen(page, '/?lang=en')).toEqual([HERO_EN]);
  });

  test('a choice kept only in localStorage (before the cookie) is copied into the cookie for the next visit', async ({ page, context }) => {
    await page.addInitScript(() => localStorage.setItem('stockwatt.lang', 'en'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'stockwatt_lang')?.value).toBe('en');
    expect(await headingsSeen(page, '/')).toEqual([HERO_EN]);
  });

  test('French by default: nothing chosen, nothing switched', async ({ page }) => {
    expect(await headingsSeen(page, '/')).toEqual([HERO_FR]);
  });
});
