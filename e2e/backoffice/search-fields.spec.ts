import type { Locator } from '@playwright/test';
import { expect, openAdmin, sql, test } from './fixtures';

/** Each admin list: its route, the search box's name in French and English, and a term it finds. */
const LISTS = [
  { route: '/products', fr: 'Rechercher un produit', en: 'Search products', term: 'fh2 1420', hit: 'FH2-1420' },
  { route: '/suppliers', fr: 'Rechercher un fournisseur', en: 'Search suppliers', term: 'Helios', hit: 'Helios Distribution' },
  { route: '/quotes', fr: 'Rechercher une demande de devis', en: 'Search quote requests', term: 'zzz-aucune', hit: null },
  { route: '/reviews', fr: 'Rechercher un avis', en: 'Search reviews', term: 'zzz-aucun', hit: null },
  { route: '/users', fr: 'Rechercher un compte', en: 'Search accounts', term: 'admin@stockwatt.fr', hit: 'admin@stockwatt.fr' },
];

/** The placeholder's text fits in the input's content box (not cut by the field's width). */
async function placeholderFits(box: Locator) {
  return box.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: input.placeholder, width: Math.ceil(ctx.measureText(input.placeholder).width), room };
  });
}

test.describe('back-office search fields', () => {
  // An empty list shows its empty state instead of the filters: make sure one quote exists.
  test.beforeAll(async () => {
    await sql(
      `INSERT INTO quotes (client_type, name, email, phone, subject, message, items, status)
       VALUES ('particulier', 'Client recherche', 'recherche@example.fr', '0102030405', 'Recherche accessible', 'Test du champ de recherche.', '[]', 'stocké')`,
    );
  });

  test('every list search box is a named searchbox that keeps its name while typing, hint uncut at 1280 px', async ({ admin: page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const list of LISTS) {
      await openAdmin(page, list.route);
      const box = page.getByRole('searchbox', { name: list.fr });
      await expect(box, list.route).toBeVisible();
      await expect(box).toHaveAttribute('type', 'search');
      const fit = await placeholderFits(box);
      expect(fit.text, list.route).not.toBe('');
      expect(fit.width, `${list.route}: "${fit.text}" needs ${fit.width}px, has ${fit.room}px`).toBeLessThanOrEqual(fit.room);
      await box.fill(list.term);
      // The filter reaches the URL after react-admin's debounce: wait for it before leaving.
      await expect(page).toHaveURL(/filter=/);
      // The name is not the placeholder: it is still there once the field holds text.
      await expect(page.getByRole('searchbox', { name: list.fr })).toHaveValue(list.term);
      if (list.hit) await expect(page.locator('tbody tr', { hasText: list.hit }).first()).toBeVisible();
      else await expect(page.locator('tbody tr')).toHaveCount(0);
    }
    // The product list's hint names the fields it matches.
    await openAdmin(page, '/products');
    await expect(page.getByRole('searchbox', { name: 'Rechercher un produit' })).toHaveAttribute(
      'placeholder',
      'Nom, référence, marque, fournisseur',
    );
  });

  test('the names in English', async ({ admin: page }) => {
    test.setTimeout(60_000);
    await openAdmin(page, '/products');
    await page.getByRole('button', { name: 'Langue : Français' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    // The choice lives in this test's own browser context only.
    for (const list of LISTS) {
      await openAdmin(page, list.route);
      await expect(page.getByRole('searchbox', { name: list.en }), list.route).toBeVisible();
    }
  });
});
