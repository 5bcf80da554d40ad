import { expect, test } from '../backoffice/fixtures';
import { looseMoney, viewportFor, WIDTHS } from './helpers';

for (const width of WIDTHS) {
  test.describe(`cart drawer @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    test('lines, steppers, HT/TTC totals from API prices, reload, clear', async ({ page, request }) => {
      const a = await (await request.get('/api/products/23')).json();
      const b = await (await request.get('/api/products/4')).json();
      await page.goto('/product/23');
      await page.getByTestId('add-to-cart').click();
      await page.goto('/product/4');
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('cart-button').click();
      const drawer = page.getByRole('dialog', { name: /Votre panier/ });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
      await drawer.getByRole('button', { name: `Augmenter la quantité de ${b.name}` }).click();
      await expect(drawer.getByLabel(`Quantité de ${b.name}`, { exact: true })).toHaveValue('2');
      const ttc = Math.round((a.price_ttc + 2 * b.price_ttc) * 100) / 100;
      const ht = Math.round((a.price_ht + 2 * b.price_ht) * 100) / 100;
      await expect(drawer.getByTestId('cart-total-ttc')).toHaveText(looseMoney(ttc));
      await expect(drawer.getByTestId('cart-total-ht')).toHaveText(looseMoney(ht));
      await expect(drawer.getByText('Livraison gratuite offerte')).toBeVisible();

      // Survives a reload.
      await page.reload();
      await expect(page.getByTestId('cart-count')).toHaveText('3');
      await page.getByTestId('cart-button').click();
      // Quantity 0 removes the line.
      await drawer.getByLabel(`Quantité de ${a.name}`, { exact: true }).fill('0');
      await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
      await drawer.getByRole('button', { name: `Retirer ${b.name} du panier` }).click();
      await expect(drawer.getByText('Votre panier est vide.')).toBeVisible();
      // Escape closes it and gives focus back.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });

    test('free-delivery threshold, clear, and the cart sent as one quote request', async ({ page, request }) => {
      const small = (await (await request.get('/api/products?sort=price_asc')).json()).items[0];
      await page.goto(`/product/${small.id}`);
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('cart-button').click();
      const drawer = page.getByRole('dialog', { name: /Votre panier/ });
      await expect(drawer.getByText(/Plus que .* TTC pour la livraison gratuite/)).toBeVisible();
      await drawer.getByRole('button', { name: 'Demander un devis pour ce panier' }).click();
      await expect(page).toHaveURL(/\/demande-devis\?panier=1$/);
      await expect(page.getByTestId('quote-cart')).toContainText(`1 × ${small.name}`);
      await expect(page.getByLabel('Sujet *')).toHaveValue('Demande de devis pour mon panier (1 article)');
      await page.getByTestId('cart-button').click();
      await drawer.getByRole('button', { name: 'Vider le panier' }).click();
      await expect(page.getByTestId('cart-count')).toHaveText('0');
    });
  });
}
