import { expect, openAdmin, test } from './fixtures';

/** Every back-office screen at 1280 px and 390 px, saved in /tmp/shots-bo (SHOTS_DIR). */
for (const width of [1280, 390]) {
  test(`screenshots at ${width} px`, async ({ admin: page, api }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const { shot } = await import('./fixtures');
    await openAdmin(page, '/products');
    await expect(page.getByRole('heading', { name: /^Liste des produits/ })).toBeVisible();
    await shot(page, 'products-list');

    const product = (await api('GET', '/api/admin/products?filter={"q":"FH2-1420"}'))[0];
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('FH2-1420');
    await page
      .getByRole('button', { name: `Actions pour ${product.name}` })
      .first()
      .click();
    await shot(page, 'products-row-menu');
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, 'products-delete-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();

    await openAdmin(page, '/products/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau produit' })).toBeVisible();
    await shot(page, 'product-create');
    await openAdmin(page, `/products/${product.id}`);
    await expect(page.getByLabel('Référence *')).toHaveValue('FH2-1420');
    await shot(page, 'product-edit-general');
    await page.getByRole('tab', { name: 'Caractéristiques' }).click();
    await shot(page, 'product-edit-features');
    await page.getByRole('tab', { name: 'Description' }).click();
    await expect(page.locator('.ProseMirror')).toBeVisible();
    await shot(page, 'product-edit-description');
    await page.getByRole('tab', { name: 'Documentation' }).click();
    await expect(page.getByText('Choisir un PDF')).toBeVisible();
    await page.waitForTimeout(400); // the tab indicator slides under the new tab
    await shot(page, 'product-edit-documentation');

    await openAdmin(page, '/suppliers');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Fournisseurs' })).toBeVisible();
    await expect(page.getByText(/Helios|Distribution/).first()).toBeVisible();
    await shot(page, 'suppliers-list');
    await openAdmin(page, '/suppliers/create');
    await expect(page.getByLabel('Nom *')).toBeVisible();
    await shot(page, 'supplier-create');
    const supplier = (await api('GET', '/api/admin/suppliers?range=[0,0]'))[0];
    await openAdmin(page, `/suppliers/${supplier.id}`);
    await expect(page.getByLabel('Nom *')).toHaveValue(supplier.name);
    await shot(page, 'supplier-edit');

    await openAdmin(page, '/search-synonyms');
    await expect(page.getByRole('heading', { level: 1, name: 'Synonymes de la recherche' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher un synonyme' }).fill('onduleur');
    await expect(page.getByRole('main').getByText('inverter').first()).toBeVisible();
    await shot(page, 'search-synonyms-list');
    await openAdmin(page, '/search-synonyms/create');
    await expect(page.getByLabel('Terme *')).toBeVisible();
    await shot(page, 'search-synonym-create');
    const synonym = (await api('GET', '/api/admin/search-synonyms?filter={"q":"onduleur"}&range=[0,0]'))[0];
    await openAdmin(page, `/search-synonyms/${synonym.id}/historique`);
    await expect(page.getByRole('region', { name: 'Historique' })).toBeVisible();
    await shot(page, 'search-synonym-history');

    await openAdmin(page, '/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Demandes de devis' })).toBeVisible();
    const firstQuote = page.locator('tbody tr').first();
    if (await firstQuote.count()) await firstQuote.click();
    await shot(page, 'quotes-list');
    await openAdmin(page, '/reviews');
    await expect(page.getByRole('button', { name: /^Supprimer / }).first()).toBeVisible();
    await shot(page, 'reviews-list');
    await openAdmin(page, '/users');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await shot(page, 'users-list');
    await openAdmin(page, '/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
    await shot(page, 'orders'); // the order page and the offer editor: orders.spec.ts
  });
}

test('screenshots: boot spinner and access denied', async ({ page, browser, baseURL }) => {
  const { shot, createPro } = await import('./fixtures');
  for (const width of [1280, 390]) {
    // A context of its own per width: no earlier stalled request can be released into it.
    const context = await browser.newContext({ baseURL, viewport: { width, height: width > 500 ? 900 : 844 } });
    const booting = await context.newPage();
    await booting.route('**/api/auth/refresh', () => undefined); // never answers: the spinner stays
    await booting.goto('/admin/', { waitUntil: 'commit' });
    await expect(booting.getByTestId('boot-spinner')).toBeVisible();
    await shot(booting, 'boot-spinner');
    await context.close();
  }
  const pro = await createPro(page.request, `pro-shot-${Date.now()}@example.fr`);
  await page.request.post('/api/auth/login', { data: pro });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    await shot(page, 'access-denied');
  }
});
