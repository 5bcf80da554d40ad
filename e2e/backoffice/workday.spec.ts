import { expect, openAdmin, shot, sql, test, toast } from './fixtures';

/**
 * The back office for a working day: the dashboard (first screen after sign-in), the CSV
 * import through its preview, and the 'Historique' tab. Runs on the shared seeded stack: it
 * makes its own records and never assumes the dashboard's counts.
 */
test.describe('Journée de travail', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the dashboard opens the back office, with its chart and text alternative, at 1280 and 390 px', async ({ admin: page }) => {
    const stamp = Date.now();
    await sql(
      `INSERT INTO quotes (client_type, name, email, phone, subject, message, status, attempts, last_error)
       VALUES ('entreprise', $1, 'tableau@example.fr', '0600000000', 'Devis tableau de bord', 'Bonjour', 'échec', 8, 'HTTP 503')`,
      [`Client échec ${stamp}`],
    );
    // Phone first: loaded at 1280 then narrowed, react-admin would show its menu as an open drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    await openAdmin(page, '/');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      // The first load brings the dashboard's and the chart's chunks: slow on a busy machine.
      await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible({ timeout: 30_000 });
      for (const name of ['Demandes de devis, 30 derniers jours', 'Envois à traiter', 'Catalogue en un coup d’œil', 'Derniers avis']) {
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      // The chart, and its text alternative: a caption naming the figure, and the data table.
      const figure = page.getByRole('figure', { name: /demandes sur 30 jours/ });
      await expect(figure).toBeVisible();
      await expect(figure.locator('svg .MuiBarElement-root, svg rect').first()).toBeAttached();
      await figure.getByText('Tableau des données du graphique').click();
      const table = figure.getByRole('table', { name: 'Demandes de devis, 30 derniers jours' });
      await expect(table.getByRole('row')).toHaveCount(31);
      await expect(table.getByRole('columnheader', { name: 'Échec' })).toBeVisible();
      await figure.getByText('Tableau des données du graphique').click(); // closed again for the screenshot
      // Our failed quote, with a resend button (disabled: no form service in this stack).
      await expect(page.getByRole('link', { name: new RegExp(`Client échec ${stamp}`) })).toBeVisible();
      await expect(
        page.getByRole('button', { name: new RegExp(`^Renvoyer la demande n° \\d+ \\(Client échec ${stamp}\\)`) }),
      ).toBeVisible();
      await expect(page.getByText('Stock ≤ 5')).toBeVisible();
      await expect(page.getByRole('img', { name: /^Note : \d sur 5$/ }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot(page, 'dashboard');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    }
    // The menu leads back to it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdmin(page, '/products');
    await page.getByRole('menuitem', { name: 'Tableau de bord' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  });

  test('the dashboard counts one request in the singular', async ({ admin: page }) => {
    // The API's figures, with one request over the 30 days (the shared stack has many).
    await page.route('**/api/admin/dashboard', async (route) => {
      const data = await (await route.fetch()).json();
      const days = data.quotes_per_day as Record<string, unknown>[];
      data.quotes_per_day = days.map((d, i) => {
        const one = i === days.length - 1 ? 1 : 0;
        return { ...d, reçu: one, transmis: 0, échec: 0, stocké: 0, traité: 0, total: one };
      });
      await route.fulfill({ json: data });
    });
    await openAdmin(page, '/');
    await expect(page.getByRole('figure', { name: '1 demande sur 30 jours, dont 1 aujourd’hui et 0 en échec.' })).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a CSV import goes through the preview, with the changes highlighted, to applied products', async ({ admin: page, api }) => {
    const stamp = Date.now();
    const existing = await api('POST', '/api/admin/products', {
      name: `Batterie à mettre à jour ${stamp}`,
      reference: `E2E-IMP-UPD-${stamp}`,
      brand: 'Dyness',
      type: 'Batterie Lithium',
      price_public: 1000,
      stock_quantity: 3,
    });
    const header = 'reference;name;brand;type;status;price_public;stock_quantity';
    // Handed over as bytes with its name: a path under the test's output folder holds « Journée »,
    // which Chromium could not open when the run had no UTF-8 locale (CI started from a bare
    // environment), and the dialog then never saw a file.
    const csv = {
      name: `tarifs-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          header,
          `E2E-IMP-NEW-${stamp};Batterie importée ${stamp};Pylontech;Batterie Lithium;brouillon;2 499,00;7`,
          `E2E-IMP-UPD-${stamp};Batterie à mettre à jour ${stamp};Dyness;Batterie Lithium;brouillon;1 150,00;3`,
        ].join('\r\n'),
      ),
    };
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdmin(page, '/products');
    await page.getByRole('button', { name: 'Importer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importer des produits (CSV)' });
    await expect(dialog.getByRole('button', { name: 'Télécharger le modèle (export du catalogue)' })).toBeVisible();
    await dialog.getByLabel('Fichier CSV à importer').setInputFiles(csv);
    await expect(dialog.getByText(csv.name)).toBeVisible();
    await expect(
      dialog.getByRole('status').filter({ hasText: '2 lignes : 1 création(s), 1 mise(s) à jour, 0 inchangée(s), 0 en erreur' }),
    ).toBeVisible();
    const preview = dialog.getByRole('table', { name: 'Aperçu de l’import' });
    const updated = preview.getByRole('row', { name: new RegExp(`E2E-IMP-UPD-${stamp}`) });
    await expect(updated.getByText('Mise à jour')).toBeVisible();
    await expect(updated.locator('del')).toHaveText('1000');
    await expect(updated.locator('mark')).toHaveText('1150');
    await expect(preview.getByRole('row', { name: new RegExp(`E2E-IMP-NEW-${stamp}`) }).getByText('Création')).toBeVisible();
    await shot(page, 'import-preview');
    await dialog.getByRole('button', { name: 'Appliquer' }).click();
    await expect(toast(page, 'Import appliqué : 1 produit(s) créé(s), 1 mis à jour')).toBeVisible();
    await expect(dialog).toBeHidden();

    const [created] = await api('GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: `E2E-IMP-NEW-${stamp}` }))}`);
    expect(created).toMatchObject({ name: `Batterie importée ${stamp}`, price_public: 2499, stock_quantity: 7, status: 'brouillon' });
    expect((await api('GET', `/api/admin/products/${existing.id}`)).price_public).toBe(1150);
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill(`E2E-IMP-NEW-${stamp}`);
    await expect(page.locator('tbody tr', { hasText: `Batterie importée ${stamp}` })).toBeVisible();
  });

  test('the Historique tab lists an edit made in the test (product and supplier)', async ({ admin: page, api }) => {
    const stamp = Date.now();
    const product = await api('POST', '/api/admin/products', {
      name: `Batterie historique ${stamp}`,
      reference: `E2E-HIST-${stamp}`,
      brand: 'Dyness',
      type: 'Batterie Lithium',
      price_public: 800,
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdmin(page, `/products/${product.id}`);
    // The form's chunks load first: slow on a busy machine.
    await expect(page.getByLabel('Nom complet du produit *')).toHaveValue(`Batterie historique ${stamp}`, { timeout: 30_000 });
    await page.getByLabel('Prix public TTC (€) *').fill('845.5');
    await page.getByRole('button', { name: 'Brouillon' }).click();
    await expect(toast(page, /mis à jour/)).toBeVisible();

    await openAdmin(page, `/products/${product.id}`);
    await page.getByRole('tab', { name: 'Historique' }).click();
    const history = page.getByRole('region', { name: 'Historique des modifications' });
    const edit = history.getByRole('listitem').filter({ hasText: 'Modification' }).first();
    await expect(edit).toContainText('par admin@stockwatt.fr');
    await expect(edit.getByRole('listitem').filter({ hasText: 'Prix public TTC (€)' })).toContainText('800 → 845.5');
    await expect(history.getByRole('listitem').filter({ hasText: 'Création' })).toBeVisible();
    await shot(page, 'product-history');

    const supplier = await api('POST', '/api/admin/suppliers', { name: `Fournisseur historique ${stamp}` });
    await api('PUT', `/api/admin/suppliers/${supplier.id}`, { contact_email: 'achats@historique.fr' });
    await openAdmin(page, `/suppliers/${supplier.id}`);
    await page.getByRole('tab', { name: 'Historique' }).click();
    await expect(
      page.getByRole('region', { name: 'Historique des modifications' }).getByRole('listitem').filter({ hasText: 'Modification' }).first(),
    ).toContainText('achats@historique.fr');
  });
});
