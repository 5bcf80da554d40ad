import { expect, test } from '@playwright/test';
import { catalogue, euro } from './helpers';

test.describe('discounts on catalogue cards', () => {
  test('a discounted card announces "Remise de N %" and the struck price with its name, to assistive technology', async ({ page, request }) => {
    const all = await catalogue(request, 'pageSize=100');
    const p = all.items.find((i) => i.discount_percent && i.original_price_ttc);
    expect(p, 'the seed has a discounted product').toBeTruthy();
    await page.goto(`/?q=${encodeURIComponent(p!.reference)}#produits`);
    // The card is an article named by the product; the announcement is read inside it.
    const card = page.getByRole('article', { name: p!.name, exact: true });
    await expect(card).toBeVisible();
    const snapshot = await card.ariaSnapshot();
    const announced = `Remise de ${p!.discount_percent} %, prix barré ${euro(p!.original_price_ttc!)} TTC`;
    expect(snapshot.replace(/[\u202f\u00a0]/g, ' ')).toContain(announced.replace(/[\u202f\u00a0]/g, ' '));
    expect(snapshot).toContain('Prix sur devis');
    // The visual badge stays for sighted users.
    await expect(card.getByTestId('discount')).toHaveText(`-${p!.discount_percent}%`);

    // A card without a discount announces none.
    const plain = all.items.find((i) => !i.discount_percent);
    await page.goto(`/?q=${encodeURIComponent(plain!.reference)}#produits`);
    const plainCard = page.getByRole('article', { name: plain!.name, exact: true });
    await expect(plainCard).toBeVisible();
    expect(await plainCard.ariaSnapshot()).not.toContain('Remise');
  });
});
