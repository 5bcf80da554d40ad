import { createPro, expect, openAdmin, shot, sql, test, toast } from './fixtures';

test.describe('Devis, avis, comptes, commandes, langue', () => {
  test.describe.configure({ timeout: 60_000 });
  test('quotes: status, client, subject, lines; filter; resend a failed one; mark as handled', async ({ admin: page, api }) => {
    const stamp = Date.now();
    const items = [
      { productId: 4, reference: '40L50PYL48US', name: '2.4kWh US2000C', quantity: 2, unitPrice: 594.99 },
      { productId: 25, reference: 'SUPPORT-US2000C', name: 'Support US2000C', quantity: 2, unitPrice: 58.8 },
    ];
    const [failed] = await sql<{ id: number }>(
      `INSERT INTO quotes (client_type, name, company, email, phone, subject, message, items, status, attempts, last_error, picked_at)
       VALUES ('entreprise', $1, 'Solaire Atlantique', 'achat@solaire-atlantique.fr', '0556000000', $2, 'Merci de chiffrer ce panier.', $3, 'échec', 8, 'Service de formulaire : HTTP 502', now())
       RETURNING id`,
      [`Client échec ${stamp}`, `Devis panier ${stamp}`, JSON.stringify(items)],
    );
    await openAdmin(page, '/quotes');
    await expect(page.getByRole('heading', { level: 1, name: 'Demandes de devis' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Échec' }).click();
    const row = page.locator('tbody tr', { hasText: `Client échec ${stamp}` });
    await expect(row).toContainText('Échec');
    await expect(row).toContainText('Solaire Atlantique · Entreprise');
    await expect(row).toContainText(`Devis panier ${stamp}`);
    await expect(row).toContainText('2 lignes');
    await row.getByText(`Devis panier ${stamp}`).click();
    const lines = page.getByRole('table', { name: 'Lignes du panier' });
    await expect(lines).toContainText('40L50PYL48US');
    await expect(lines).toContainText('SUPPORT-US2000C');
    await expect(page.getByText('Merci de chiffrer ce panier.')).toBeVisible();
    await expect(page.getByText('Dernière erreur : Service de formulaire : HTTP 502')).toBeVisible();

    await row.getByRole('button', { name: 'Renvoyer' }).click();
    if (process.env.FORM_SERVICE_URL) {
      await expect(toast(page, 'Demande de devis renvoyée')).toBeVisible();
      await expect.poll(async () => (await api('GET', `/api/admin/quotes/${failed.id}`)).status).not.toBe('échec');
    } else {
      // No form service in this run: the API refuses and the toast says why.
      await expect(toast(page, /Aucun service de formulaire/)).toBeVisible();
      await expect(toast(page, 'Erreur')).toBeVisible();
    }
    await row.getByRole('button', { name: 'Marquer comme traité' }).click();
    await expect(toast(page, 'Demande de devis marquée comme traitée')).toBeVisible();
    await expect(row).toHaveCount(0); // no longer 'Échec'
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Traité' }).click();
    await expect(row).toContainText('Traité');
    await expect(row.getByRole('button', { name: 'Marquer comme traité' })).toHaveCount(0);
    expect((await api('GET', `/api/admin/quotes/${failed.id}`)).status).toBe('traité');
  });

  test('reviews: the list opens on pending ones; accept one, reject two at once, delete one', async ({ admin: page, api }) => {
    const stamp = Date.now();
    const [product] = await api('GET', '/api/admin/products?filter={"q":"FH2-1420"}');
    // Three buyers' reviews, pending (the storefront's route).
    const post = async (user_name: string, rating: number) => {
      const res = await page.request.post(`/api/products/${product.id}/reviews`, {
        data: { user_name, rating, comment: `Avis à modérer ${stamp}` },
      });
      expect(res.status()).toBe(201);
      return (await res.json()) as { id: number; user_name: string };
    };
    const good = await post(`Modération A ${stamp}`, 5);
    const spam = [await post(`Modération B ${stamp}`, 1), await post(`Modération C ${stamp}`, 1)];
    const before = await (await page.request.get(`/api/products/${product.id}`)).json();

    await openAdmin(page, '/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Avis clients' })).toBeVisible();
    for (const column of ['Produit', 'Auteur', 'Note', 'Commentaire', 'Date', 'Statut']) {
      await expect(page.locator('thead').getByText(column, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveText('En attente');
    const row = (name: string) => page.locator('tbody tr', { hasText: name });
    await expect(row(good.user_name)).toContainText('En attente');
    await expect(row(good.user_name).getByRole('link', { name: product.name })).toBeVisible();
    await expect(row(good.user_name)).toContainText('5/5');
    await shot(page, 'reviews-moderation');

    await row(good.user_name)
      .getByRole('button', { name: `Accepter l’avis de ${good.user_name}` })
      .click();
    await expect(toast(page, 'Avis accepté : il est publié sur la fiche produit')).toBeVisible();
    await expect(row(good.user_name)).toHaveCount(0); // no longer pending
    const accepted = await (await page.request.get(`/api/products/${product.id}`)).json();
    expect(accepted.review_count).toBe(before.review_count + 1);
    const listed = await (await page.request.get(`/api/products/${product.id}/reviews`)).json();
    expect(listed.map((r: { id: number }) => r.id)).toContain(good.id);

    for (const s of spam) await row(s.user_name).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Refuser', exact: true }).click();
    await expect(toast(page, '2 avis refusés')).toBeVisible();
    await expect(row(spam[0].user_name)).toHaveCount(0);
    await expect(row(spam[1].user_name)).toHaveCount(0);
    expect((await (await page.request.get(`/api/products/${product.id}`)).json()).review_count).toBe(accepted.review_count);

    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'Refusé' }).click();
    await expect(row(spam[0].user_name)).toContainText('Refusé');
    await expect(row(spam[0].user_name).getByRole('button', { name: `Refuser l’avis de ${spam[0].user_name}` })).toHaveCount(0);
    await row(spam[0].user_name)
      .getByRole('button', { name: `Supprimer ${spam[0].user_name}` })
      .click();
    await expect(page.getByRole('dialog')).toContainText(
      `Êtes-vous sûr de vouloir supprimer l'avis de « ${spam[0].user_name} » ? Cette action est irréversible.`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Avis supprimé avec succès')).toBeVisible();
    await expect(row(spam[0].user_name)).toHaveCount(0);
    expect((await api('GET', `/api/admin/reviews/${spam[1].id}`)).status).toBe('rejected');
  });

  test('dashboard: the pending reviews, with a link to the moderation list', async ({ admin: page, api }) => {
    const pending = await api('GET', '/api/admin/reviews?filter={"status":"pending"}&range=[0,0]');
    const { pending_reviews } = await api('GET', '/api/admin/dashboard');
    expect(pending_reviews).toBeGreaterThanOrEqual(pending.length);
    await openAdmin(page, '/');
    const reviews = page.getByRole('region', { name: 'Derniers avis' });
    await expect(reviews.getByTestId('pending-reviews')).toHaveText(String(pending_reviews));
    await expect(reviews).toContainText('En attente de modération');
    await reviews.getByRole('link', { name: 'Modérer les avis en attente' }).click();
    await expect(page).toHaveURL(/#\/reviews\?filter=/);
    await expect(page.getByRole('combobox', { name: 'Statut' })).toHaveText('En attente');
    await shot(page, 'reviews-pending-from-dashboard');
  });

  test('accounts: pro accounts, role change, disable and enable', async ({ admin: page, api }) => {
    const pro = await createPro(page.request, `pro-compte-${Date.now()}@example.fr`);
    await openAdmin(page, '/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Comptes' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher un compte' }).fill(pro.email);
    const row = page.locator('tbody tr', { hasText: pro.email });
    await expect(row).toContainText('Actif');
    const role = row.getByRole('combobox', { name: `Rôle — ${pro.email}` });
    await expect(role).toHaveText('Professionnel');
    await role.click();
    await page.getByRole('option', { name: 'Administrateur' }).click();
    await expect(toast(page, 'Compte mis à jour')).toBeVisible();
    await expect(role).toHaveText('Administrateur');
    await role.click();
    await page.getByRole('option', { name: 'Professionnel' }).click();
    await expect(role).toHaveText('Professionnel');
    await row.getByRole('button', { name: 'Désactiver' }).click();
    await expect(row).toContainText('Désactivé');
    const [user] = await api('GET', `/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: pro.email }))}`);
    expect(user).toMatchObject({ role: 'pro', disabled: true });
    await row.getByRole('button', { name: 'Réactiver' }).click();
    await expect(row).toContainText('Actif');
    // The signed-in admin cannot demote or disable itself from here.
    await page.getByRole('searchbox', { name: 'Rechercher un compte' }).fill('admin@stockwatt.fr');
    const self = page.locator('tbody tr', { hasText: 'admin@stockwatt.fr' });
    await expect(self.getByRole('combobox')).toHaveAttribute('aria-disabled', 'true');
    await expect(self.getByRole('button', { name: 'Désactiver' })).toHaveCount(0);
  });

  test('Commandes opens the orders (its former address too); the English switch', async ({ admin: page }) => {
    await openAdmin(page, '/products');
    await page.getByRole('menuitem', { name: 'Commandes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
    await expect(page).toHaveURL(/#\/orders/);
    await openAdmin(page, '/commandes');
    await expect(page).toHaveURL(/#\/orders/);
    await expect(page.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Produits' }).click();
    await page.getByRole('button', { name: 'Langue : Français' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Product management' })).toBeVisible();
    await page.getByRole('button', { name: 'Language : English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des produits' })).toBeVisible();
  });
});
