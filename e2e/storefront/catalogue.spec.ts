import { expect, test } from '../backoffice/fixtures';
import { catalogue, expectNoSeriousAxe, frenchCount, viewportFor, WIDTHS } from './helpers';

for (const width of WIDTHS) {
  test.describe(`catalogue @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    test('hero, reassurance and the two hero buttons', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveTitle(/Stockwatt/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('stockage');
      for (const txt of ['Matériel garanti', 'Livraison gratuite', 'Support expert', 'Entreprise française'])
        await expect(page.getByRole('main').getByText(txt, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Accéder à l’espace pro' })).toHaveAttribute('href', '/login?redirect=/espace-pro');
      await page.getByRole('link', { name: 'Voir les produits' }).click();
      await expect(page).toHaveURL(/#produits$/);
      await expect(page.getByRole('heading', { name: 'Nos produits' })).toBeInViewport();
    });

    test('grid of 12 cards with count, card content from the API', async ({ page, request }) => {
      const api = await catalogue(request, 'page=1&pageSize=12');
      await page.goto('/');
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(12);
      await expect(page.getByTestId('result-count')).toHaveText(`${api.total} produits`);
      const first = api.items[0];
      const card = cards.first();
      await expect(card.getByRole('heading')).toHaveText(first.name);
      await expect(card.getByText(`REF: ${first.reference}`)).toBeVisible();
      await expect(card.getByText('Prix sur devis')).toBeVisible();
      const qty = first.stock_quantity;
      await expect(card.getByTestId('stock')).toHaveText(
        qty > 1 ? `En Stock ${frenchCount(qty)} unités` : qty === 1 ? 'En Stock 1 unité' : 'Sur commande',
      );
      if (first.discount_percent) await expect(card.getByTestId('discount')).toHaveText(`-${first.discount_percent}%`);
      await expect(card.getByRole('link', { name: /Demander un devis/ })).toHaveAttribute(
        'href',
        `/demande-devis?ref=${encodeURIComponent(first.reference)}`,
      );
      // Equal heights across a row and 2 → 5 columns.
      const boxes = await cards.evaluateAll((els) => els.slice(0, 5).map((e) => e.getBoundingClientRect()));
      const perRow = boxes.filter((b) => Math.abs(b.top - boxes[0].top) < 2).length;
      expect(perRow).toBe(width >= 1280 ? 5 : 2);
      const heights = new Set(boxes.slice(0, perRow).map((b) => Math.round(b.height)));
      expect(heights.size).toBe(1);
      // Card opens the product page.
      await card.getByRole('link', { name: first.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/product/${first.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    });

    test('stock line rules: Sur commande in red for 0, unités above 1', async ({ page, request }) => {
      const all = await catalogue(request, 'q=UP2500');
      const p = all.items.find((i) => i.stock_quantity === 0);
      test.skip(!p, 'no out-of-stock product in the seed');
      await page.goto('/?q=UP2500');
      const card = page.getByTestId('product-card').filter({ hasText: p!.name }).first();
      const stock = card.getByTestId('stock');
      await expect(stock).toHaveText('Sur commande');
      expect(await stock.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(180, 35, 24)');
    });

    test('search lives in the URL, survives reload, Back works, empty state resets', async ({ page, request }) => {
      await page.goto('/');
      await page.getByLabel('Rechercher un produit').fill('force h2');
      await expect(page).toHaveURL(/[?&]q=force(\+|%20)h2/);
      const api = await catalogue(request, 'q=force%20h2');
      await expect(page.getByTestId('result-count')).toHaveText(api.total === 1 ? '1 produit' : `${api.total} produits`);
      await page.reload();
      await expect(page.getByLabel('Rechercher un produit')).toHaveValue('force h2');
      await expect(page.getByTestId('product-card')).toHaveCount(Math.min(12, api.total));

      await page.getByLabel('Catégorie').selectOption('onduleurs');
      await expect(page).toHaveURL(/category=onduleurs/);
      await page.goBack();
      await expect(page).not.toHaveURL(/category=/);
      await expect(page.getByLabel('Catégorie')).toHaveValue('');

      await page.getByLabel('Rechercher un produit').fill('zzzz-introuvable');
      await expect(page.getByText('Aucun produit trouvé')).toBeVisible();
      await expect(page.getByText('Aucun produit ne correspond à vos critères de recherche.')).toBeVisible();
      await page.getByRole('link', { name: 'Réinitialiser les filtres' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('product-card')).toHaveCount(12);
    });

    test('category, brand (from facets) and sort follow the API; a filter change goes back to page 1', async ({ page, request }) => {
      const all = await catalogue(request);
      await page.goto('/?page=2');
      await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      const brand = all.facets.brands.sort((a, b) => (b.count ?? 0) - (a.count ?? 0))[1].value;
      await page.getByLabel('Marque').selectOption(brand);
      await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(brand).replace(/%20/g, '(\\+|%20)')}`));
      await expect(page).not.toHaveURL(/page=/);
      const byBrand = await catalogue(request, `brand=${encodeURIComponent(brand)}`);
      await expect(page.getByTestId('result-count')).toHaveText(`${byBrand.total} produits`);

      await page.getByLabel('Catégorie').selectOption('batteries');
      const both = await catalogue(request, `brand=${encodeURIComponent(brand)}&category=batteries`);
      await expect(page.getByTestId('result-count')).toHaveText(
        both.total === 0 ? 'Aucun produit' : both.total === 1 ? '1 produit' : `${both.total} produits`,
      );

      await page.goto('/?sort=price_desc');
      const desc = await catalogue(request, 'sort=price_desc');
      await expect(page.getByLabel('Trier par')).toHaveValue('price_desc');
      await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(desc.items[0].name);
    });

    test(`pagination: 12 a page, ${width < 768 ? 'a window of 3 pages' : 'every page'}`, async ({ page, request }) => {
      const all = await catalogue(request);
      const pages = Math.ceil(all.total / 12);
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Pagination du catalogue' });
      await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(width < 768 ? Math.min(3, pages) : pages);
      await nav.getByRole('link', { name: 'Page suivante' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      const p2 = await catalogue(request, 'page=2');
      await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(p2.items[0].name);
      await page.goto(`/?page=${pages}`);
      await expect(page.getByTestId('product-card')).toHaveCount(all.total - (pages - 1) * 12);
      await expect(nav.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
    });

    test('TTC/HT switch is remembered and drives the product page', async ({ page, request }) => {
      const { items } = await catalogue(request);
      await page.goto('/');
      const group = page.getByRole('group', { name: 'Prix' });
      await expect(group.getByRole('button', { name: 'TTC' })).toHaveAttribute('aria-pressed', 'true');
      await group.getByRole('button', { name: 'HT' }).click();
      await page.goto(`/product/${items[0].id}`);
      await expect(page.getByTestId('product-price')).toContainText('HT');
      await page.reload();
      await expect(page.getByTestId('product-price')).toContainText('HT');
    });

    test('in English, the toolbar keeps every control and label inside it', async ({ page }) => {
      await page.goto('/?lang=en');
      const tax = page.getByRole('group', { name: 'Prices' });
      await expect(tax.getByRole('button', { name: 'excl. VAT' })).toBeVisible();
      const toolbar = page.locator('form', { has: tax });
      const box = (await toolbar.boundingBox())!;
      for (const control of await toolbar.locator('input, select, button').all()) {
        const inner = (await control.boundingBox())!;
        expect([await control.textContent(), inner.x >= box.x, inner.x + inner.width <= box.x + box.width]).toEqual([
          await control.textContent(),
          true,
          true,
        ]);
        // Its label whole: no text runs past the button's edge.
        expect(await control.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
    });

    test('favourite heart is kept in localStorage and listed on /favoris', async ({ page, request }) => {
      const { items } = await catalogue(request);
      await page.goto('/');
      const heart = page.getByRole('button', { name: `Ajouter ${items[1].name} aux favoris` });
      await heart.click();
      await expect(page.getByRole('button', { name: `Retirer ${items[1].name} des favoris` })).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await page.getByRole('link', { name: /Mes favoris \(1\)/ }).click();
      await expect(page).toHaveURL(/\/favoris$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes favoris');
      await expect(page.getByTestId('product-card')).toHaveCount(1);
      await page.getByRole('button', { name: `Retirer ${items[1].name} des favoris` }).click();
      await expect(page.getByText('Vous n’avez pas encore de produit favori.')).toBeVisible();
    });
  });
}

test.describe('a search matching more products than the API counts', () => {
  // The browser tests' server counts a search's matches up to 20 (CATALOGUE_SEARCH_COUNT_CAP in playwright.config.ts).
  test('says "Plus de N produits", pages through them, and lists brands and categories without counts', async ({ page, request }) => {
    const api = await catalogue(request, 'q=a');
    expect(api).toMatchObject({ total: 20, totalCapped: true });
    expect(api.facets.brands.length).toBeGreaterThan(1);
    expect(api.facets.brands.every((b) => b.count === null)).toBe(true);

    await page.goto('/?q=a#produits');
    await expect(page.getByTestId('result-count')).toHaveText('Plus de 20 produits');
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    const brandOptions = await page.getByLabel('Marque').locator('option').allTextContents();
    expect(brandOptions.slice(1)).toEqual(expect.arrayContaining(api.facets.brands.map((b) => b.value)));
    expect(brandOptions.filter((text) => /\(\d+\)$/.test(text))).toEqual([]);
    const pager = page.getByRole('navigation', { name: 'Pagination du catalogue' });
    await expect(pager.getByRole('link', { name: 'Page 3' })).toHaveCount(0);
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    // Page 2 wants a 25th match: the API counts on, up to 40, and the pager offers page 3.
    await expect(page.getByTestId('result-count')).toHaveText('Plus de 40 produits');
    await expect(pager.getByRole('link', { name: 'Page 3' })).toBeVisible();

    // A brand narrows the search under the cap: an exact count again.
    const brand = api.facets.brands[0].value;
    await page.getByLabel('Marque').selectOption(brand);
    const narrowed = await catalogue(request, `q=a&brand=${encodeURIComponent(brand)}`);
    expect(narrowed.totalCapped).toBe(false);
    await expect(page.getByTestId('result-count')).toHaveText(narrowed.total === 1 ? '1 produit' : `${narrowed.total} produits`);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`an old link to a page past the last, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('answers 404 and says the page does not exist, the pager leading to the last one', async ({ page, request }) => {
      const all = await catalogue(request);
      const pages = Math.ceil(all.total / all.pageSize);
      expect(pages).toBeGreaterThan(1);
      const response = await page.goto(`/?page=${pages + 5}`);
      expect(response?.status()).toBe(404);
      const past = page.getByTestId('past-last-page');
      await expect(past.getByRole('heading', { name: 'Cette page du catalogue n’existe pas' })).toBeVisible();
      await expect(past).toContainText(`Ces critères tiennent sur ${pages} pages`);
      // Not the empty search's words: the catalogue has products, on the pages before.
      await expect(page.getByText('Aucun produit ne correspond à vos critères de recherche.')).toHaveCount(0);
      // axe runs in the page: with JavaScript on only.
      if (javaScriptEnabled) await expectNoSeriousAxe(page, 'page past the last');
      const last = page
        .getByRole('navigation', { name: 'Pagination du catalogue' })
        .getByRole('link', { name: `Page ${pages}`, exact: true });
      await last.click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}(#produits)?$`));
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(past).toHaveCount(0);
    });
  });
}
