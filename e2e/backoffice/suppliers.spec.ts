import { expect, openAdmin, test, toast } from './fixtures';

test.describe('Fournisseurs', () => {
  test.describe.configure({ timeout: 60_000 });
  test('list, create, edit, delete with confirmation', async ({ admin: page, api }) => {
    const seeded = (await api('GET', '/api/admin/suppliers?sort=["name","ASC"]&range=[0,0]'))[0];
    await openAdmin(page, '/suppliers');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Fournisseurs' })).toBeVisible();
    for (const column of ['Nom', 'Contact', 'Site web', 'Date de création', 'Actions']) {
      await expect(page.locator('thead').getByText(column, { exact: true })).toBeVisible();
    }
    const first = page.locator('tbody tr').first();
    await expect(first).toContainText(seeded.name);
    await expect(first).toContainText(new Date(seeded.created_at).toLocaleDateString('fr-FR'));

    // Create: the button stays disabled while the name is blank.
    const name = `Fournisseur E2E ${Date.now()}`;
    await page.getByRole('link', { name: 'Nouveau fournisseur' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau fournisseur' })).toBeVisible();
    const create = page.getByRole('button', { name: 'Créer' });
    await expect(create).toBeDisabled();
    await page.getByLabel('Nom *').fill('   ');
    await expect(create).toBeDisabled();
    await expect(page.getByLabel('Email de contact')).toHaveAttribute('type', 'email');
    await page.getByLabel('Nom *').fill(name);
    await page.getByLabel('Email de contact').fill('contact@fournisseur-e2e.fr');
    await page.getByLabel('Téléphone').fill('+33 5 56 00 00 00');
    await page.getByLabel('Site web').fill('www.fournisseur-e2e.fr');
    await page.getByLabel('Adresse').fill('12 quai des Chartrons, 33000 Bordeaux');
    await expect(create).toBeEnabled();
    await create.click();
    await expect(toast(page, 'Fournisseur créé avec succès')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Fournisseurs' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher un fournisseur' }).fill(name);
    await expect(page).toHaveURL(/filter=/); // react-admin's debounce lands before we click on
    const row = page.locator('tbody tr', { hasText: name });
    await expect(row).toContainText('contact@fournisseur-e2e.fr');
    await expect(row.getByRole('link', { name: 'www.fournisseur-e2e.fr' })).toBeVisible();
    await expect(row).toContainText(new Date().toLocaleDateString('fr-FR'));

    // Edit.
    await row.getByRole('link', { name: `Modifier ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier le fournisseur' })).toBeVisible();
    const update = page.getByRole('button', { name: 'Mettre à jour' });
    await expect(page.getByLabel('Nom *')).toHaveValue(name); // the record is in the form before we edit it
    await page.getByLabel('Nom *').fill('');
    await expect(update).toBeDisabled();
    await page.getByLabel('Nom *').fill(`${name} (modifié)`);
    await update.click();
    await expect(toast(page, 'Fournisseur mis à jour avec succès')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher un fournisseur' }).fill(`${name} (modifié)`);
    await expect(page).toHaveURL(/modifi/);
    const edited = page.locator('tbody tr', { hasText: `${name} (modifié)` });
    await expect(edited).toBeVisible();

    // Cancel returns to the list.
    await edited.getByRole('link', { name: `Modifier ${name} (modifié)` }).click();
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Fournisseurs' })).toBeVisible();

    // Delete with confirmation.
    await page.getByRole('button', { name: `Supprimer ${name} (modifié)` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Êtes-vous sûr de vouloir supprimer « ${name} (modifié) » ? Cette action est irréversible.`);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Supprimer ${name} (modifié)` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Fournisseur supprimé avec succès')).toBeVisible();
    await expect(page.locator('tbody tr', { hasText: name })).toHaveCount(0);
  });

  test('a double click on « Créer » creates one supplier', async ({ admin: page, api }) => {
    const name = `Fournisseur double clic ${Date.now()}`;
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/admin/suppliers') posts++;
    });
    await openAdmin(page, '/suppliers/create');
    await page.getByLabel('Nom *').fill(name);
    await page.getByRole('button', { name: 'Créer' }).dblclick();
    await expect(toast(page, 'Fournisseur créé avec succès')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des Fournisseurs' })).toBeVisible();
    await page.waitForLoadState('networkidle'); // a second request, if any, has been answered
    expect(posts).toBe(1);
    const found = await api('GET', `/api/admin/suppliers?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
    expect(found.map((s: { name: string }) => s.name)).toEqual([name]);
  });

  test('messages: empty state, load failure', async ({ admin: page }) => {
    await page.route(/\/api\/admin\/suppliers\?/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Content-Range': 'suppliers 0-0/0' }, body: '[]' }),
    );
    await openAdmin(page, '/suppliers');
    await expect(page.getByText('Aucun fournisseur enregistré')).toBeVisible();
    await page.unroute(/\/api\/admin\/suppliers\?/);
    await page.route(/\/api\/admin\/suppliers\?/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.reload();
    await expect(toast(page, 'Impossible de charger les fournisseurs')).toBeVisible();
  });
});
