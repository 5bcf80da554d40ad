import type { Locator, Page } from '@playwright/test';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { expect, openAdmin, SHOTS, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

/**
 * The page must not scroll sideways at 390 px: the document is no wider than the viewport.
 * On failure the message names the elements that stick out, to find the culprit.
 */
async function expectNoSideScroll(page: Page, screen: string) {
  const { scrollWidth, offenders } = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > vw + 1;
    // The innermost elements that stick out (their parents only follow them).
    const offenders = [...document.querySelectorAll('body *')]
      .filter((el) => sticksOut(el) && ![...el.children].some(sticksOut))
      .slice(0, 8)
      .map((el) => {
        const named = el.closest('[class*="Ra"], [class*="Mui"]') ?? el;
        const label = `${named.getAttribute('class') ?? ''} "${(named.textContent ?? '').trim().slice(0, 40)}"`;
        return `${el.tagName.toLowerCase()} in ${label.slice(0, 140)} → ${Math.round(el.getBoundingClientRect().right)}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, offenders };
  });
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `phone-${screen.replace(/\W+/g, '-')}.png`) });
  expect(scrollWidth, `${screen} is ${scrollWidth}px wide at 390px:\n${offenders.join('\n')}`).toBeLessThanOrEqual(PHONE.width);
}

/** A popup (menu, dialog) is drawn inside the viewport. */
async function expectInsideViewport(box: Locator, screen: string) {
  const rect = await box.boundingBox();
  expect(rect, screen).not.toBeNull();
  expect(rect!.x, `${screen} left edge`).toBeGreaterThanOrEqual(0);
  expect(rect!.x + rect!.width, `${screen} right edge`).toBeLessThanOrEqual(PHONE.width);
}

test.describe('phone layout (390 px): no sideways scrolling', () => {
  test.beforeEach(async ({ admin: page }) => {
    await page.setViewportSize(PHONE);
  });

  test('product list, row menu and delete dialog', async ({ admin: page, api }) => {
    await openAdmin(page, '/products');
    await expect(page.getByRole('heading', { name: /^Liste des produits/ })).toBeVisible();
    const product = (await api('GET', '/api/admin/products?filter={"q":"FH2-1420"}'))[0];
    await expect(page.getByRole('button', { name: /^Actions pour / }).first()).toBeVisible();
    await expectNoSideScroll(page, 'product list');
    await page.getByRole('searchbox', { name: 'Rechercher un produit' }).fill('FH2-1420');
    const rowMenu = page.getByRole('button', { name: `Actions pour ${product.name}` }).first();
    await expect(rowMenu).toBeVisible();
    await expectNoSideScroll(page, 'product list');

    await rowMenu.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Supprimer' })).toBeVisible();
    await expectNoSideScroll(page, 'row menu');
    await expectInsideViewport(menu, 'row menu');

    await menu.getByRole('menuitem', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Cette action est irréversible.');
    await expectNoSideScroll(page, 'delete dialog');
    await expectInsideViewport(dialog, 'delete dialog');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
  });

  test('product form, every tab', async ({ admin: page, api }) => {
    await openAdmin(page, '/products/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau produit' })).toBeVisible();
    await expectNoSideScroll(page, 'new product');

    const product = (await api('GET', '/api/admin/products?filter={"q":"FH2-1420"}'))[0];
    await openAdmin(page, `/products/${product.id}`);
    await expect(page.getByLabel('Référence *')).toHaveValue('FH2-1420');
    await expectNoSideScroll(page, 'product form: Général');
    for (const tab of ['Caractéristiques', 'Description', 'Documentation']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      if (tab === 'Description') await expect(page.locator('.ProseMirror')).toBeVisible();
      await expectNoSideScroll(page, `product form: ${tab}`);
    }
  });

  test('suppliers, search synonyms, quotes, reviews and accounts lists', async ({ admin: page }) => {
    const screens: [string, string, RegExp][] = [
      ['/suppliers', 'suppliers', /Gestion des Fournisseurs/],
      ['/search-synonyms', 'search synonyms', /Synonymes de la recherche/],
      ['/quotes', 'quotes', /Demandes de devis/],
      ['/reviews', 'reviews', /.+/],
      ['/users', 'accounts', /.+/],
    ];
    for (const [route, screen, heading] of screens) {
      await openAdmin(page, route);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main .MuiLinearProgress-root')).toHaveCount(0);
      await expectNoSideScroll(page, screen);
    }
  });
});
