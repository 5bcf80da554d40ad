import type { Page } from '@playwright/test';
import { axeFindings, createPro, expect, openAdmin, sql, test } from './fixtures';

/** A list once its records are in (table on wide screens, simple list on phones). */
async function openList(page: Page, route: string, heading: RegExp | string) {
  await openAdmin(page, route);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .MuiLinearProgress-root')).toHaveCount(0);
}

for (const width of [1280, 390]) {
  test.describe(`back office under axe at ${width} px`, () => {
    // axe takes seconds per screen on a busy machine: generous limits, no timing asserted.
    test.describe.configure({ timeout: 240_000 });
    test.beforeEach(async ({ admin: page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    });

    test('product list, its row menu and delete dialog', async ({ admin: page, api }) => {
      const findings: string[] = [];
      await openList(page, '/products', 'Gestion des produits');
      findings.push(...(await axeFindings(page, 'products-list')));
      const product = (await api('GET', '/api/admin/products?filter={"q":"FH2-1420"}'))[0];
      await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('FH2-1420');
      await expect(page).toHaveURL(/filter=/);
      await page
        .getByRole('button', { name: `Actions pour ${product.name}` })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      findings.push(...(await axeFindings(page, 'products-row-menu')));
      await page.getByRole('menuitem', { name: 'Supprimer' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      findings.push(...(await axeFindings(page, 'products-delete-dialog')));
      await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(findings).toEqual([]);
    });

    test('the other lists and the review delete dialog', async ({ admin: page }) => {
      // The quotes list shows its table only with a record: one quote of our own.
      await sql(
        `INSERT INTO quotes (client_type, name, email, phone, subject, message, items, status)
         VALUES ('particulier', 'Client axe', 'axe@example.fr', '0102030405', 'Contrôle axe ${width}', 'Vérification d’accessibilité.', '[]', 'stocké')`,
      );
      const findings: string[] = [];
      for (const [route, heading] of [
        ['/suppliers', 'Gestion des Fournisseurs'],
        ['/search-synonyms', 'Synonymes de la recherche'],
        ['/quotes', 'Demandes de devis'],
        ['/reviews', /.+/],
        ['/users', /.+/],
        ['/orders', 'Commandes'],
        ['/partners', 'Partenaires (API)'],
      ] as const) {
        await openList(page, route, heading);
        findings.push(...(await axeFindings(page, route.slice(1))));
      }
      await openList(page, '/reviews', /.+/);
      await page
        .getByRole('button', { name: /^Supprimer / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      findings.push(...(await axeFindings(page, 'reviews-delete-dialog')));
      expect(findings).toEqual([]);
    });

    test('product forms, each tab', async ({ admin: page, api }) => {
      const findings: string[] = [];
      const product = (await api('GET', '/api/admin/products?filter={"q":"FH2-1420"}'))[0];
      for (const [route, heading, name] of [
        ['/products/create', 'Nouveau produit', 'product-create'],
        [`/products/${product.id}`, 'Modifier le produit', 'product-edit'],
      ]) {
        await openAdmin(page, route);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (name === 'product-edit') await expect(page.getByLabel('Référence *')).toHaveValue('FH2-1420');
        findings.push(...(await axeFindings(page, `${name}-general`)));
        for (const tab of ['Caractéristiques', 'Description', 'Documentation']) {
          await page.getByRole('tab', { name: tab }).click();
          await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
          if (tab === 'Description') await expect(page.locator('.ProseMirror')).toBeVisible();
          await page.waitForTimeout(300); // the tab indicator slides under the new tab
          findings.push(
            ...(await axeFindings(
              page,
              `${name}-${tab
                .normalize('NFD')
                .replace(/[^a-z]/gi, '')
                .toLowerCase()}`,
            )),
          );
        }
      }
      expect(findings).toEqual([]);
    });

    test('supplier forms, the sign-in page and the refusal of a pro account', async ({ admin: page, api, browser, baseURL }) => {
      const findings: string[] = [];
      await openAdmin(page, '/suppliers/create');
      await expect(page.getByLabel('Nom *')).toBeVisible();
      findings.push(...(await axeFindings(page, 'supplier-create')));
      const supplier = (await api('GET', '/api/admin/suppliers?range=[0,0]'))[0];
      await openAdmin(page, `/suppliers/${supplier.id}`);
      await expect(page.getByLabel('Nom *')).toHaveValue(supplier.name);
      findings.push(...(await axeFindings(page, 'supplier-edit')));

      const context = await browser.newContext({ baseURL, viewport: page.viewportSize()!, locale: 'fr-FR' });
      const visitor = await context.newPage();
      await visitor.goto('/admin/');
      await visitor.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/admin');
      await expect(visitor.getByLabel('Email')).toBeVisible();
      findings.push(...(await axeFindings(visitor, 'sign-in')));
      const pro = await createPro(visitor.request, `pro-axe-${width}-${Date.now()}@example.fr`);
      await visitor.request.post('/api/auth/login', { data: pro });
      await visitor.goto('/admin/');
      await expect(visitor.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
      findings.push(...(await axeFindings(visitor, 'access-denied')));
      await context.close();
      expect(findings).toEqual([]);
    });
  });
}
