import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { expect, FIXTURES, test } from '../backoffice/fixtures';

/*
 * An uploaded product image (1200 × 800 PNG) is shown through its WebP copies: the page's
 * <img> has the srcset the API computed, the server preloads it the same way, and a phone
 * downloads a copy, never the original.
 */
test.describe('uploaded product image: right size per screen', () => {
  let product: { id: number; name: string; image_url: string; image_srcset: string };

  test.beforeAll(async ({ playwright, adminSession }, testInfo) => {
    const request = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${await adminSession.token()}` },
    });
    const upload = await request.post('/api/admin/uploads/images', {
      multipart: { file: { name: 'batterie.png', mimeType: 'image/png', buffer: readFileSync(path.join(FIXTURES, 'batterie.png')) } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const image = await upload.json();
    const stamp = Date.now();
    const created = await request.post('/api/admin/products', {
      data: {
        name: `Batterie photo ${stamp}`,
        reference: `IMG-${stamp}`,
        brand: 'Test',
        type: 'Batterie Lithium',
        price_public: 100,
        status: 'publié',
        image_url: image.url,
        image_card_url: image.card_url,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    product = await (await request.get(`/api/products/${(await created.json()).id}`)).json();
    await request.dispose();
    expect(product.image_srcset).toMatch(/^\/uploads\/sizes\/\S+-600\.webp 600w, \/uploads\/sizes\/\S+-1200\.webp 1200w$/);
  });

  test.describe('JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the server renders the image with its srcset and preloads it by srcset and sizes', async ({ page }) => {
      await page.goto(`/product/${product.id}`);
      const image = page.getByAltText(product.name, { exact: true });
      await expect(image).toHaveAttribute('srcset', product.image_srcset);
      const sizes = await image.getAttribute('sizes');
      expect(sizes).toBeTruthy();
      const preload = page.locator('head link[rel="preload"][as="image"]').first();
      await expect(preload).toHaveAttribute('imagesrcset', product.image_srcset);
      await expect(preload).toHaveAttribute('imagesizes', sizes!);
      await expect(preload).toHaveAttribute('fetchpriority', 'high');
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });

    test('the product page shows a WebP copy, and never downloads the original', async ({ page }) => {
      const original: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === product.image_url) original.push(req.url());
      });
      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      const image = page.getByRole('img', { name: product.name, exact: true });
      await expect(image).toHaveAttribute('srcset', product.image_srcset);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
        .toMatch(/\/uploads\/sizes\/\S+-1200\.webp$/);
      expect(original).toEqual([]);
    });
  });

  test('the catalogue card offers the copies too', async ({ page }) => {
    await page.goto(`/?q=${encodeURIComponent(product.name)}#produits`);
    const card = page.getByTestId('product-card').filter({ hasText: product.name });
    await expect(card.getByRole('img', { name: product.name, exact: true, includeHidden: true })).toHaveAttribute(
      'srcset',
      product.image_srcset,
    );
  });
});
