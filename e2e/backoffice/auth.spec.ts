import { createPro, expect, test } from './fixtures';

test.describe('Accès au back office', () => {
  test('anonymous visitor: the spinner, then the storefront login with redirect=/admin', async ({ page }) => {
    // The refresh is held until the spinner has been seen, so a slow machine cannot skip it.
    let releaseRefresh = () => {};
    const spinnerSeen = new Promise<void>((resolve) => (releaseRefresh = resolve));
    await page.route('**/api/auth/refresh', async (route) => {
      await spinnerSeen;
      await route.continue();
    });
    await page.goto('/admin/');
    await expect(page.getByTestId('boot-spinner')).toContainText('Chargement de la session...');
    releaseRefresh();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/admin');
  });

  test('a signed-in pro account gets “Accès refusé”, not the admin', async ({ page }) => {
    const pro = await createPro(page.request, `pro-bo-${Date.now()}@example.fr`);
    const res = await page.request.post('/api/auth/login', { data: pro });
    expect(res.status()).toBe(200);
    await page.goto('/admin/');
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    await expect(page.getByText("Votre compte n'a pas accès à l'administration")).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gestion des produits' })).toHaveCount(0);
    // The admin API says the same.
    const token = (await res.json()).accessToken;
    expect((await page.request.get('/api/admin/products', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(403);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  test('admin signs in on the storefront, lands in the back office, survives a reload (refresh cookie), signs out', async ({ page }) => {
    await page.goto('/login?redirect=/admin');
    await page.getByLabel('Email').fill('admin@stockwatt.fr');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Stockwatt-Admin-2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/admin\//);
    // The dashboard opens the back office.
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/admin/');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/admin');
  });
});
