import path from 'node:path';
import { expect, FIXTURES, openAdmin, shot, test, toast } from './fixtures';

const PNG = path.join(FIXTURES, 'batterie.png');
const PDF = path.join(FIXTURES, 'fiche-technique.pdf');

test.describe('Produits', () => {
  test.describe.configure({ timeout: 60_000 });
  test('list: heading, count, columns, stock dots, HT/TTC, sort, search, filter', async ({ admin: page, api }) => {
    const all = await api('GET', '/api/admin/products?range=[0,0]');
    expect(all.length).toBe(1);
    await openAdmin(page, '/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des produits' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Liste des produits \(\d+\)$/ })).toBeVisible();
    for (const column of ['Image', 'Nom du produit', 'Référence', 'Marque', 'Fournisseur', 'Prix', 'Stock', 'État', 'Actions']) {
      await expect(page.locator('thead').getByText(column, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Ajouter un produit' })).toBeVisible();

    // Search (name, reference, brand, supplier) → the spec's products 3 and 4.
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('US2000C');
    const us2000 = page.locator('tbody tr', { hasText: '40L50PYL48US' });
    await expect(us2000).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Liste des produits \(\d+\)$/ })).not.toHaveText('Liste des produits (82)');
    const record = (await api('GET', '/api/admin/products?filter={"q":"40L50PYL48US"}'))[0];
    await expect(us2000.locator('[data-availability="in_stock"]')).toBeVisible();
    const euro = (n: number) =>
      new RegExp(
        new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
          .format(n)
          .replace(/[\s\u202f\u00a0]/g, '[\\s\\u202f\\u00a0]'),
      );
    await expect(us2000).toContainText(euro(record.price_ttc));
    await expect(us2000).toContainText('TTC');
    await page.getByRole('button', { name: 'HT', exact: true }).click();
    await expect(us2000).toContainText(euro(record.price_ht));
    await expect(us2000).toContainText('HT');
    await page.getByRole('button', { name: 'TTC', exact: true }).click();

    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('UP2500');
    await expect(page.locator('tbody tr', { hasText: 'UP2500' }).first().locator('[data-availability="on_order"]')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('zzz-introuvable');
    await expect(page.getByText('Aucun produit trouvé')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('');
    const total = (await api('GET', '/api/admin/products?range=[0,999]')).length;
    await expect(page.getByRole('heading', { name: `Liste des produits (${total})` })).toBeVisible();

    // Sort by price, then descending: the first row is the most expensive product.
    await page.getByRole('combobox', { name: 'Trier par' }).click();
    await page.getByRole('option', { name: 'Prix' }).click();
    await page.getByRole('button', { name: /Inverser l'ordre du tri/ }).click();
    const top = (await api('GET', '/api/admin/products?sort=["price","DESC"]&range=[0,0]'))[0];
    await expect(page.locator('tbody tr').first()).toContainText(top.reference);
    await page.getByRole('button', { name: /Inverser l'ordre du tri/ }).click();
    const cheapest = (await api('GET', '/api/admin/products?sort=["price","ASC"]&range=[0,0]'))[0];
    await expect(page.locator('tbody tr').first()).toContainText(cheapest.reference);

    // Filter by status.
    await page.getByRole('button', { name: 'Ajouter un filtre' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'État' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'État', exact: true }).click();
    await page.getByRole('option', { name: 'Brouillon' }).click();
    const drafts = await api('GET', '/api/admin/products?filter={"status":"brouillon"}&range=[0,999]');
    await expect(page.getByRole('heading', { name: `Liste des produits (${drafts.length})` })).toBeVisible();
  });

  test('create a draft with an image and a PDF, the validation messages, then publish it and see it on the storefront', async ({
    admin: page,
    api,
  }) => {
    const ref = `BO-E2E-${Date.now()}`;
    await openAdmin(page, '/products');
    await page.getByRole('link', { name: 'Ajouter un produit' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau produit' })).toBeVisible();
    for (const tab of ['Général', 'Caractéristiques', 'Description', 'Documentation'])
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();

    // Required fields.
    await page.getByRole('button', { name: 'Brouillon' }).click();
    await expect(page.getByText('Ce champ est requis').first()).toBeVisible();

    await page.getByLabel('Nom complet du produit *').fill('Batterie test back office 5kWh');
    await page.getByLabel('Référence *').fill(ref);
    await page.getByLabel('Marque *').fill('Pylontech');
    await page.getByLabel('Type *').click();
    await page.getByRole('option', { name: 'Batterie Lithium' }).click();
    await page.getByLabel('Prix public TTC (€) *').fill('1234.56');
    await page.getByLabel('Quantité en stock').fill('12');

    await page.getByTestId('image-file').setInputFiles(PNG);
    await expect(toast(page, 'Image uploadée avec succès')).toBeVisible();
    await expect(page.getByTestId('image-preview')).toBeVisible();

    await page.getByRole('tab', { name: 'Description' }).click();
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.getByRole('button', { name: 'Titre 2' }).click();
    await page.keyboard.type('Points forts');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Gras' }).click();
    await page.keyboard.type('6000 cycles');
    for (const label of [
      'Titre 1',
      'Titre 3',
      'Italique',
      'Souligné',
      'Liste numérotée',
      'Liste à puces',
      'Lien',
      'Effacer la mise en forme',
    ]) {
      await expect(page.getByRole('button', { name: label })).toBeVisible();
    }

    await page.getByRole('tab', { name: 'Documentation' }).click();
    await expect(page.getByText('Aucun document pour ce produit.')).toBeVisible();
    await page.getByRole('button', { name: 'Choisir un PDF' }).click();
    await expect(page.getByText('Veuillez saisir un nom pour le document', { exact: true })).toBeVisible();
    await page.getByTestId('document-file').setInputFiles(PDF);
    await expect(page.getByText("Veuillez d'abord saisir un nom pour le document")).toBeVisible();
    await page.getByLabel('Nom du document').fill('Fiche technique');
    await page.getByTestId('document-file').setInputFiles(PNG);
    await expect(page.getByText('Veuillez sélectionner un fichier PDF')).toBeVisible();
    const drop = async (files: { name: string; type: string }[]) =>
      page.getByTestId('document-dropzone').evaluate((zone, list) => {
        const dt = new DataTransfer();
        for (const f of list) dt.items.add(new File(['%PDF-1.4'], f.name, { type: f.type }));
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
      }, files);
    await drop([
      { name: 'a.pdf', type: 'application/pdf' },
      { name: 'b.pdf', type: 'application/pdf' },
    ]);
    await expect(page.getByText('Veuillez déposer un seul fichier à la fois')).toBeVisible();
    await drop([{ name: 'photo.png', type: 'image/png' }]);
    await expect(page.getByText('Veuillez déposer uniquement des fichiers PDF')).toBeVisible();
    await page.getByTestId('document-file').setInputFiles(PDF);
    await expect(toast(page, 'Document uploadé avec succès')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fiche technique' })).toBeVisible();

    await page.getByRole('button', { name: 'Brouillon' }).click();
    await expect(toast(page, 'Produit créé avec succès')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des produits' })).toBeVisible();

    const [created] = await api('GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: ref }))}`);
    expect(created).toMatchObject({
      status: 'brouillon',
      price_public: 1234.56,
      stock_quantity: 12,
      price_discounted: null,
      supplier_id: null,
    });
    expect(created.image_url).toMatch(/^\/uploads\//);
    expect(created.documentation).toEqual([expect.objectContaining({ name: 'Fiche technique', url: expect.stringMatching(/\.pdf$/) })]);
    expect(created.description).toContain('<h2>Points forts</h2>');
    expect(created.description).toContain('<strong>6000 cycles</strong>');
    expect((await page.request.get(`/api/products/${created.id}`)).status()).toBe(404);

    // Publish from the edit form.
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill(ref);
    await page.getByRole('button', { name: `Actions pour Batterie test back office 5kWh` }).click();
    await page.getByRole('menuitem', { name: 'Modifier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier le produit' })).toBeVisible();
    await expect(page.getByLabel('Référence *')).toHaveValue(ref);
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(toast(page, 'Produit mis à jour avec succès')).toBeVisible();
    expect((await api('GET', `/api/admin/products/${created.id}`)).status).toBe('publié');

    await page.goto(`/product/${created.id}`);
    await expect(page.getByRole('heading', { name: 'Batterie test back office 5kWh' })).toBeVisible();
  });

  test('duplicate, inline status change, delete with confirmation', async ({ admin: page, api }) => {
    const source = (await api('GET', '/api/admin/products?filter={"q":"FH3-154"}'))[0];
    await openAdmin(page, '/products');
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('FH3-154');
    await page
      .getByRole('button', { name: `Actions pour ${source.name}` })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Dupliquer' }).click();
    await expect(toast(page, `Produit dupliqué : « ${source.name} (Copie) » (brouillon)`)).toBeVisible();

    const copyRow = page.locator('tbody tr', { hasText: `${source.name} (Copie)` });
    await expect(copyRow).toContainText('Brouillon');
    const copy = (await api('GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: `${source.name} (Copie)` }))}`))[0];
    expect(copy.reference).toMatch(/^FH3-154-COPY-\d+$/);

    await copyRow.getByRole('combobox').click();
    await page.getByRole('option', { name: 'Publié' }).click();
    await expect(toast(page, 'État mis à jour : Publié')).toBeVisible();
    await expect.poll(async () => (await api('GET', `/api/admin/products/${copy.id}`)).status).toBe('publié');

    await page.getByRole('button', { name: `Actions pour ${source.name} (Copie)` }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Êtes-vous sûr de vouloir supprimer « ${source.name} (Copie) » ? Cette action est irréversible.`);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Actions pour ${source.name} (Copie)` }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Produit supprimé avec succès')).toBeVisible();
    await expect(copyRow).toHaveCount(0);
    expect((await page.request.get(`/api/products/${copy.id}`)).status()).toBe(404);
  });

  test('bulk publish and bulk delete with confirmation, CSV export', async ({ admin: page, api }) => {
    const prefix = `BULK-${Date.now()}`;
    for (const n of [1, 2]) {
      await api('POST', '/api/admin/products', {
        name: `Lot ${prefix} ${n}`,
        reference: `${prefix}-${n}`,
        brand: 'Test',
        type: 'Accessoire',
        price_public: 10,
      });
    }
    await openAdmin(page, '/products');
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill(prefix);
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await page.locator('thead').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByRole('dialog')).toContainText('Publier les 2 produits sélectionnés ?');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, '2 produits publiés')).toBeVisible();
    await expect(page.locator('tbody tr', { hasText: 'Publié' })).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    await page.locator('thead').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'Êtes-vous sûr de vouloir supprimer ces 2 produits ? Cette action est irréversible.',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(toast(page, '2 produits supprimés avec succès')).toBeVisible();
    expect(await api('GET', `/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: prefix }))}`)).toEqual([]);
  });

  test('prices typed with a French comma or spaces are saved as typed; what is not a number is refused in its field', async ({
    admin: page,
    api,
  }) => {
    const reference = `E2E-PRIX-${Date.now()}`;
    const fields = { reference, name: `Batterie ${reference}`, brand: 'Pylontech', type: 'Batterie Lithium', price_public: 100 };
    const product = await api('POST', '/api/admin/products', fields);
    let writes = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname === `/api/admin/products/${product.id}`) writes++;
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    const price = page.getByLabel('Prix public TTC (€) *');
    const discounted = page.getByLabel('Prix remisé TTC (€)');
    const stock = page.getByLabel('Quantité en stock');
    // Typed key by key, as staff do: a browser's number field drops the comma (1399,99 became 139999).
    const type = async (field: typeof price, text: string) => {
      await field.fill('');
      await field.pressSequentially(text);
    };
    const save = async (expected: Record<string, unknown>) => {
      await page.getByRole('button', { name: 'Publier' }).click();
      await expect(toast(page, 'Produit mis à jour avec succès')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Gestion des produits' })).toBeVisible();
      expect(await api('GET', `/api/admin/products/${product.id}`)).toMatchObject(expected);
    };

    await openAdmin(page, `/products/${product.id}`);
    await expect(page.getByLabel('Référence *')).toHaveValue(product.reference);
    await type(price, '1399,99');
    await type(discounted, '1 299,90');
    await type(stock, '12');
    await save({ price_public: 1399.99, price_discounted: 1299.9, stock_quantity: 12 });

    await openAdmin(page, `/products/${product.id}`);
    await expect(page.getByLabel('Référence *')).toHaveValue(product.reference);
    await type(price, '1 099.90');
    await type(discounted, '');
    await save({ price_public: 1099.9, price_discounted: null, stock_quantity: 12 });

    // Not a number, or a whole number with a decimal part: each field says so, nothing is sent.
    await expect(toast(page, 'Produit mis à jour avec succès')).toBeHidden({ timeout: 15_000 });
    await openAdmin(page, `/products/${product.id}`);
    await expect(page.getByLabel('Référence *')).toHaveValue(product.reference);
    await type(price, '1399,99 €');
    await type(discounted, '-5');
    await type(stock, '12,5');
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText('Saisissez un nombre, par exemple 1 399,99')).toBeVisible();
    await expect(page.getByText('Minimum 0')).toBeVisible();
    await expect(discounted).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Saisissez un nombre entier')).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(stock).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveValue('1399,99 €'); // what was typed stays, to be corrected
    await shot(page, 'product-price-error');
    expect(writes).toBe(2);
    expect(await api('GET', `/api/admin/products/${product.id}`)).toMatchObject({ price_public: 1099.9, stock_quantity: 12 });
  });

  test('messages: empty state, load failure, save failure', async ({ admin: page }) => {
    await page.route(/\/api\/admin\/products\?/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Content-Range': 'products 0-0/0' }, body: '[]' }),
    );
    await openAdmin(page, '/products');
    await expect(page.getByText('Aucun produit créé')).toBeVisible();
    await page.unroute(/\/api\/admin\/products\?/);

    await page.route(/\/api\/admin\/products\?/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.reload();
    await expect(toast(page, 'Impossible de charger les produits')).toBeVisible();
    await expect(toast(page, 'Erreur')).toBeVisible();
    await page.unroute(/\/api\/admin\/products\?/);

    await page.route(/\/api\/admin\/products$/, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    await openAdmin(page, '/products/create');
    await page.getByLabel('Nom complet du produit *').fill('Produit en échec');
    await page.getByLabel('Référence *').fill('FAIL-1');
    await page.getByLabel('Marque *').fill('Test');
    await page.getByLabel('Type *').click();
    await page.getByRole('option', { name: 'Accessoire' }).click();
    await page.getByLabel('Prix public TTC (€) *').fill('10');
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(toast(page, 'Impossible de créer le produit')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau produit' })).toBeVisible();
  });
});
