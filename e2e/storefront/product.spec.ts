import { expect, test } from '@playwright/test';
import { catalogue, looseMoney, viewportFor, WIDTHS } from './helpers';

for (const width of WIDTHS) {
  test.describe(`product page @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    test('Force H2 (id 23): breadcrumb, reference, stars, feature grid, TTC price, tabs', async ({ page, request }) => {
      const p = await (await request.get('/api/products/23')).json();
      await page.goto('/?page=2');
      await page.goto('/product/23');
      await expect(page).toHaveTitle(`${p.name} | Stockwatt`);
      const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
      await expect(crumbs).toHaveText(/Accueil\s*\/\s*Produits\s*\/\s*Force H2 14\.2kWh/);
      await expect(page.getByRole('link', { name: 'Retourner aux produits' })).toHaveAttribute('href', '/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Force H2 14.2kWh');
      await expect(page.getByText('Réf: FH2-1420')).toBeVisible();
      await expect(page.getByText(`(${p.review_count} avis)`)).toBeVisible();
      await expect(page.getByRole('img', { name: `Note moyenne ${p.rating} sur 5` })).toBeVisible();
      const features = page.getByRole('list', { name: 'Caractéristiques principales' });
      await expect(features.getByRole('listitem')).toHaveCount(6);
      await expect(features).toContainText('Cycles de vie: 6000');
      await expect(features).toContainText('Durée de vie 10 ans');
      await expect(features).toContainText('Capacité de stockage: 14.2kWh');
      await expect(features).toContainText('Puissance de sortie jusqu’à 11520W');
      await expect(page.getByTestId('product-price')).toHaveText(new RegExp(`^${looseMoney(3895).source}\\s*TTC$`));
      await expect(page.getByText('Livraison gratuite', { exact: true })).toBeVisible();
      // Opening scrolls to the top.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.getByRole('tab', { name: 'Détails' }).click();
      await expect(page.getByRole('heading', { name: 'Spécifications techniques' })).toBeVisible();
      await expect(page.getByRole('row', { name: /Référence FH2-1420/ })).toBeVisible();
      await page.getByRole('tab', { name: 'Documentation' }).click();
      const docs = page.getByRole('tabpanel').getByRole('link');
      await expect(docs).toHaveCount(p.documentation.length);
      await expect(docs.first()).toHaveAttribute('href', p.documentation[0].url);
      await page.getByRole('tab', { name: 'Vidéo' }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
    });

    test('discounted product shows the struck original price; stock 0 reads Rupture de stock', async ({ page }) => {
      await page.goto('/product/3');
      await expect(page.getByTestId('original-price')).toHaveText(looseMoney(1492.27));
      await expect(page.getByTestId('product-price')).toContainText('1 249,99'.replace(' ', '\u202f'));
      const btn = page.getByTestId('add-to-cart');
      await expect(btn).toHaveText('Rupture de stock');
      await expect(btn).toBeDisabled();
    });

    test('unknown product: Produit non trouvé with a link home', async ({ page }) => {
      await page.goto('/product/99999');
      await expect(page.getByRole('heading', { name: 'Produit non trouvé' })).toBeVisible();
      await page.getByRole('link', { name: 'Retourner à l’accueil' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('reviews: list with x.x/5 and French long dates, form posts to the API', async ({ page, request }) => {
      const { items } = await catalogue(request, 'q=US5000');
      const id = items[0].id;
      await page.goto(`/product/${id}`);
      await page.getByRole('tab', { name: 'Avis' }).click();
      const submit = page.getByRole('button', { name: 'Publier l’avis' });
      await expect(submit).toBeDisabled();
      await page.getByRole('radio', { name: '4 étoiles' }).click();
      const name = `Installateur ${width}`;
      await page.getByLabel('Votre nom').fill(name);
      await page.getByLabel('Votre commentaire').fill('Livraison rapide, batterie conforme à la fiche technique.');
      await expect(page.getByLabel('Votre commentaire')).toHaveAttribute('rows', '4');
      await submit.click();
      await expect(page.getByRole('status').filter({ hasText: 'Avis publié avec succès !' }).first()).toBeVisible();
      await expect(page.getByLabel('Votre nom')).toHaveValue('');
      const list = page.getByTestId('review-list');
      await expect(list.getByText(name)).toBeVisible();
      const month = new Intl.DateTimeFormat('fr-FR', { month: 'long' }).format(new Date());
      await expect(list.locator('time').first()).toContainText(month);
      await expect(page.getByTestId('review-average')).toHaveText(/^\d,\d\/5$/);
    });

    test('add to cart: toast for 3 s, quantité: N when already there', async ({ page }) => {
      await page.goto('/product/23');
      await page.getByTestId('add-to-cart').click();
      const toast = page.getByTestId('toast').filter({ hasText: 'Produit ajouté au panier' });
      await expect(toast).toContainText('Force H2 14.2kWh');
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('toast').filter({ hasText: 'quantité: 2' })).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('2');
      // Gone after 3 s (checked once, it costs the wait).
      if (width === 1280) await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 4500 });
    });
  });
}
