import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../backoffice/fixtures';
import { viewportFor, WIDTHS } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Rechercher un produit' });
const productLink = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name, exact: true });

/*
 * Staff rename or publish a product through the back office, then go on using the shop already
 * open in their browser: they see the change at once. The browser has asked for the same search
 * and product page a moment before; the API's answers are stale for it from the start (max-age=0),
 * so it asks again with the ETag instead of showing its copy (a copy kept 30 s hid the change).
 */
for (const width of WIDTHS) {
  test.describe(`fresh catalogue @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    test('a product renamed or published by staff shows at once in the shop already open', async ({
      page,
      playwright,
      adminToken,
    }, testInfo) => {
      const admin: APIRequestContext = await playwright.request.newContext({
        baseURL: testInfo.project.use.baseURL,
        extraHTTPHeaders: { Authorization: `Bearer ${adminToken}` },
      });
      // Letters only: one word of its own in the search index.
      const tag = `fraich${Date.now()
        .toString(36)
        .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
      const names = { before: `Batterie ${tag} 5 kWh`, after: `Batterie ${tag} 10 kWh`, added: `Onduleur ${tag} hybride` };
      const created: number[] = [];
      const create = async (name: string, reference: string, status: 'publié' | 'brouillon') => {
        const res = await admin.post('/api/admin/products', {
          data: { name, reference, brand: 'Test', type: 'Batterie Lithium', price_public: 100, status },
        });
        expect(res.status(), await res.text()).toBe(201);
        const { id } = (await res.json()) as { id: number };
        created.push(id);
        return id;
      };

      try {
        const id = await create(names.before, `FRESH-${tag}-A`, 'publié');

        // The shop open: a search, then the product page (the browser now holds both answers).
        await page.goto('/');
        await searchBox(page).fill(tag);
        await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
        await expect(productLink(page, names.before)).toBeVisible();
        await searchBox(page).press('Escape');
        await productLink(page, names.before).click();
        await expect(page.getByRole('heading', { level: 1, name: names.before })).toBeVisible();

        // Meanwhile, in the back office: renamed, and another product published from draft.
        const rename = await admin.put(`/api/admin/products/${id}`, { data: { name: names.after } });
        expect(rename.status(), await rename.text()).toBe(200);
        const draft = await create(names.added, `FRESH-${tag}-B`, 'brouillon');
        const publish = await admin.patch(`/api/admin/products/${draft}/status`, { data: { status: 'publié' } });
        expect(publish.status(), await publish.text()).toBe(200);

        // Back in the shop as a user goes: home, the same search, the same product.
        await page.getByRole('link', { name: /retour à l’accueil/ }).click();
        await expect(searchBox(page)).toHaveValue('');
        await searchBox(page).fill(tag);
        await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
        await expect(productLink(page, names.after)).toBeVisible();
        await expect(productLink(page, names.added)).toBeVisible();
        await expect(productLink(page, names.before)).toHaveCount(0);
        await searchBox(page).press('Escape');
        await page.getByRole('heading', { name: 'Nos produits' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: `${SHOTS}/fresh-catalogue-search-${width}.png` });

        await productLink(page, names.after).click();
        await expect(page.getByRole('heading', { level: 1, name: names.after })).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/fresh-catalogue-product-${width}.png` });
        await page.goBack();
        await expect(productLink(page, names.after)).toBeVisible();
      } finally {
        for (const product of created) await admin.delete(`/api/admin/products/${product}`);
        await admin.dispose();
      }
    });
  });
}
