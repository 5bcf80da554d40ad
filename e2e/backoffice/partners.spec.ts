import { expect, openAdmin, shot, test, toast } from './fixtures';

test.describe('Partenaires (clés d’API)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('create a key (secret shown once), rotate it, revoke it', async ({ admin: page, request }) => {
    const name = `Comparateur E2E ${Date.now()}`;
    const call = (secret: string) => request.get('/api/partner/v1/products?limit=1', { headers: { 'X-Api-Key': secret } });

    await page.setViewportSize({ width: 1280, height: 900 });
    await openAdmin(page, '/partners');
    await expect(page.getByRole('heading', { level: 1, name: 'Partenaires (API)' })).toBeVisible();
    await page.getByRole('link', { name: 'Nouvelle clé partenaire' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle clé partenaire' })).toBeVisible();
    const create = page.getByRole('button', { name: 'Créer la clé' });
    await expect(create).toBeDisabled();
    await page.getByLabel('Nom du partenaire *').fill(name);
    await page.getByLabel('Nom du contact').fill('Claire Martin');
    await page.getByLabel('Email du contact').fill('api@comparateur-e2e.fr');
    await expect(page.getByRole('checkbox', { name: 'Catalogue (lecture)' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Stock (lecture)' }).check();
    await page.getByLabel('Limite (requêtes par minute) *').fill('120');
    await create.click();

    // The secret, once.
    const dialog = page.getByRole('dialog', { name: `Clé d’API de « ${name} »` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('elle ne sera plus jamais affichée');
    const secret = await dialog.getByRole('textbox', { name: 'Clé d’API' }).inputValue();
    expect(secret).toMatch(/^swk_[A-Za-z0-9_-]{43}$/);
    await shot(page, 'partners-secret');
    const used = await call(secret);
    expect(used.status()).toBe(200);
    expect((await used.json()).items[0].stock).toBeDefined(); // stock:read was granted
    await dialog.getByRole('button', { name: 'J’ai copié la clé' }).click();
    await expect(dialog).toBeHidden();

    // Listed without its secret: prefix, scopes, state, usage.
    await expect(page.getByRole('heading', { level: 1, name: 'Partenaires (API)' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher une clé partenaire' }).fill(name);
    await expect(page).toHaveURL(/filter=/); // react-admin's debounce lands before we click on
    const row = page.locator('tbody tr', { hasText: name });
    await expect(row).toContainText(`${secret.slice(0, 10)}…`);
    await expect(row).toContainText('Catalogue (lecture)');
    await expect(row).toContainText('Stock (lecture)');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('120');
    await expect(row.locator('td').nth(7)).toHaveText('1'); // the call above
    await expect(page.locator('body')).not.toContainText(secret);
    await shot(page, 'partners-list');
    await row.getByRole('link', { name: `Modifier ${name}` }).click();
    await expect(page.getByLabel('Nom du partenaire *')).toHaveValue(name);
    await expect(page.locator('body')).not.toContainText(secret);
    await page.getByRole('button', { name: 'Annuler' }).click();

    // Rotate: a new secret, shown once; the old one is refused.
    await page.getByRole('searchbox', { name: 'Rechercher une clé partenaire' }).fill(name);
    await expect(page).toHaveURL(/filter=/); // react-admin's debounce lands before we click on
    await page.getByRole('button', { name: `Renouveler la clé de ${name}` }).click();
    await page.getByRole('dialog', { name: 'Renouveler la clé ?' }).getByRole('button', { name: 'Renouveler' }).click();
    const rotated = page.getByRole('dialog', { name: `Clé d’API de « ${name} »` });
    const fresh = await rotated.getByRole('textbox', { name: 'Clé d’API' }).inputValue();
    expect(fresh).toMatch(/^swk_/);
    expect(fresh).not.toBe(secret);
    await rotated.getByRole('button', { name: 'J’ai copié la clé' }).click();
    expect((await call(secret)).status()).toBe(401);
    expect((await call(fresh)).status()).toBe(200);

    // Revoke, after a confirmation.
    await page.getByRole('button', { name: `Révoquer la clé de ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Révoquer la clé ?' });
    await expect(confirm).toContainText(`La clé de « ${name} » sera refusée immédiatement.`);
    await confirm.getByRole('button', { name: 'Révoquer' }).click();
    await expect(toast(page, 'Clé révoquée')).toBeVisible();
    await expect(row).toContainText('Révoquée');
    await expect(page.getByRole('button', { name: `Révoquer la clé de ${name}` })).toHaveCount(0);
    const refused = await call(fresh);
    expect(refused.status()).toBe(401);
    expect((await refused.json()).message).toBe('Clé d’API révoquée');
  });

  test('at 390 px: list and form fit the screen', async ({ admin: page, api }) => {
    const name = `Partenaire mobile ${Date.now()}`;
    await api('POST', '/api/admin/partners', { name, scopes: ['catalogue:read'] });
    await page.setViewportSize({ width: 390, height: 844 });
    await openAdmin(page, '/partners');
    await expect(page.getByText(name)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'partners-list');
    await openAdmin(page, '/partners/create');
    await expect(page.getByLabel('Nom du partenaire *')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'partners-create');
  });
});
