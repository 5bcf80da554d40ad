import type { Page } from '@playwright/test';
import { expect, openAdmin, test, toast } from './fixtures';

/** Letters only, a word no product has: the synonym this run adds. */
const WORD = `zq${Date.now()
  .toString()
  .slice(-6)
  .split('')
  .map((d) => 'bcdfghjklm'[Number(d)])
  .join('')}`;

/** What a buyer sees searching the shop for `q` (a page of its own: the buyer is not the admin's tab). */
async function shopSearch(page: Page, q: string) {
  await page.goto(`/?q=${encodeURIComponent(q)}`);
  return page.getByRole('region', { name: 'Nos produits' });
}

test.describe('Synonymes de la recherche', () => {
  test.describe.configure({ timeout: 90_000 });

  test('staff add a synonym, the shop finds it at once; a refused pair says why; deleted, it is gone', async ({ admin: page, context }) => {
    const buyer = await context.newPage();
    await expect((await shopSearch(buyer, WORD)).getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();

    await openAdmin(page, '/search-synonyms');
    await expect(page.getByRole('heading', { level: 1, name: 'Synonymes de la recherche' })).toBeVisible();
    for (const column of ['Terme', 'Équivalent', 'Actions'])
      await expect(page.locator('thead').getByText(column, { exact: true })).toBeVisible();
    // The demo catalogue's own synonyms are there, searchable.
    await page.getByRole('searchbox', { name: 'Rechercher un synonyme' }).fill('off grid');
    await expect(page.locator('tbody tr', { hasText: 'site isole' })).toBeVisible();

    await page.getByRole('link', { name: 'Nouveau synonyme' }).click();
    const create = page.getByRole('button', { name: 'Créer' });
    await expect(create).toBeDisabled();
    await page.getByLabel('Terme *').fill(WORD);
    await expect(create).toBeDisabled();
    // The same word twice (case and punctuation aside) is refused with the API's reason.
    await page.getByLabel('Équivalent *').fill(`${WORD.toUpperCase()} !`);
    await create.click();
    await expect(toast(page, /L’équivalent doit différer du terme/)).toBeVisible();
    await page.getByLabel('Équivalent *').fill('onduleur');
    await create.click();
    await expect(toast(page, 'Synonyme créé avec succès')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Synonymes de la recherche' })).toBeVisible();

    const found = await shopSearch(buyer, WORD);
    await expect(found.getByTestId('product-card').first().getByRole('heading')).toContainText(/onduleur/i);

    // The same pair again, in the other order: already there.
    await page.getByRole('link', { name: 'Nouveau synonyme' }).click();
    await page.getByLabel('Terme *').fill('Onduleur');
    await page.getByLabel('Équivalent *').fill(WORD);
    await page.getByRole('button', { name: 'Créer' }).click();
    await expect(toast(page, 'Ces deux termes sont déjà synonymes')).toBeVisible();
    await page.getByRole('button', { name: 'Annuler' }).click();

    await page.getByRole('searchbox', { name: 'Rechercher un synonyme' }).fill(WORD);
    const row = page.locator('tbody tr', { hasText: WORD });
    await expect(row).toContainText('onduleur');

    // Corrected in its form, then its 'Historique' tab says who did what, by the fields' names.
    await row.getByRole('link', { name: `Modifier ${WORD}` }).click();
    await expect(page.getByLabel('Équivalent *')).toHaveValue('onduleur');
    await page.getByLabel('Équivalent *').fill('onduleur hybride');
    await page.getByRole('button', { name: 'Mettre à jour' }).click();
    await expect(toast(page, 'Synonyme mis à jour avec succès')).toBeVisible();
    await row.getByRole('link', { name: `Modifier ${WORD}` }).click();
    await page.getByRole('tab', { name: 'Historique' }).click();
    const history = page.getByRole('region', { name: 'Historique' }).getByRole('listitem').filter({ hasText: 'admin@stockwatt.fr' });
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('Équivalent : onduleur → onduleur hybride');
    await expect(history.last()).toContainText('Terme :');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('searchbox', { name: 'Rechercher un synonyme' }).fill(WORD);
    await row.getByRole('button', { name: `Supprimer ${WORD}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expect(toast(page, 'Synonyme supprimé avec succès')).toBeVisible();
    await expect(page.locator('tbody tr', { hasText: WORD })).toHaveCount(0);

    await expect((await shopSearch(buyer, WORD)).getByRole('heading', { name: 'Aucun produit trouvé' })).toBeVisible();
  });
});
