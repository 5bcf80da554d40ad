import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../backoffice/fixtures';
import { expectNoSeriousAxe, viewportFor, WIDTHS } from './helpers';

async function references(request: APIRequestContext, q: string): Promise<{ id: number; reference: string; name: string }[]> {
  const res = await request.get(q ? `/api/products/references?q=${encodeURIComponent(q)}` : '/api/products/references');
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { id: number; reference: string; name: string }[];
}

const productField = (page: Page) => page.getByRole('combobox', { name: 'Produit concerné (référence)' });
/** The product field's suggestions, named by the field's label. */
const productList = (page: Page) => page.getByRole('listbox', { name: 'Produit concerné (référence)' });
/** The polite live region that counts the suggestions. */
const suggestionCount = (page: Page) => page.getByRole('status').filter({ hasText: /^(\d+ suggestions?|Aucune suggestion)$/ });

for (const width of WIDTHS) {
  test.describe(`quote request @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    test('required fields: message shown and nothing sent', async ({ page }) => {
      const posts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/quotes') && posts.push(r.url()));
      await page.goto('/demande-devis');
      await expect(page).toHaveTitle('Demande de devis | Stockwatt');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demande de devis');
      await page.getByLabel('Nom *').fill('Camille Martin');
      await page.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(page.getByTestId('quote-error')).toHaveText('Veuillez remplir tous les champs obligatoires');
      expect(posts).toEqual([]);
      await expect(page.getByLabel('Email *')).toHaveAttribute('type', 'email');
      await expect(page.getByLabel('Téléphone *')).toHaveAttribute('type', 'tel');
    });

    test('entreprise shows and requires Entreprise and the professional email label', async ({ page }) => {
      await page.goto('/demande-devis');
      await expect(page.getByRole('radio', { name: 'Particulier' })).toBeChecked();
      await expect(page.getByLabel('Entreprise *')).toHaveCount(0);
      await page.getByRole('radio', { name: 'Entreprise' }).check();
      await expect(page.getByLabel('Entreprise *')).toBeVisible();
      await expect(page.getByLabel('Email professionnel *')).toBeVisible();
      for (const [label, value] of [
        ['Nom *', 'Camille Martin'],
        ['Email professionnel *', 'camille@solaire-pro.fr'],
        ['Téléphone *', '06 12 34 56 78'],
        ['Sujet *', 'Stock batteries'],
        ['Message *', 'Bonjour, merci de me faire une offre.'],
      ])
        await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(page.getByTestId('quote-error')).toHaveText('Veuillez remplir tous les champs obligatoires');
      await expect(page.getByLabel('Entreprise *')).toHaveAttribute('aria-invalid', 'true');
    });

    test('product field suggests references as the buyer types; a chosen one sets the subject; ?ref= pre-fills', async ({
      page,
      request,
    }) => {
      await page.goto('/demande-devis');
      const field = productField(page);
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      const options = productList(page).getByRole('option');
      // Empty: the first references in order, a few, not the whole catalogue.
      const first = await references(request, '');
      expect(first.length).toBeGreaterThan(0);
      expect(first.length).toBeLessThanOrEqual(20);
      await field.focus();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expect(options).toHaveCount(first.length);
      await expect(options.first()).toHaveAccessibleName(`${first[0].name}, ${first[0].reference}`);

      await field.fill('pylontech');
      const matches = await references(request, 'pylontech');
      expect(matches.length).toBeGreaterThan(1);
      await expect(options).toHaveCount(matches.length);
      await expect(options.first()).toHaveAccessibleName(`${matches[0].name}, ${matches[0].reference}`);
      await expect(page.getByLabel('Sujet *')).toHaveValue('');

      // A reference typed in full is chosen as much as a picked one.
      await field.fill(matches[1].reference);
      await expect(page.getByLabel('Sujet *')).toHaveValue(`Demande de devis pour ${matches[1].reference}`);

      // Pre-filled from the address: the list stays closed until the buyer comes to the field.
      await page.goto('/demande-devis?ref=FH2-1420');
      await expect(productField(page)).toHaveValue('FH2-1420');
      await expect(page.getByLabel('Sujet *')).toHaveValue('Demande de devis pour FH2-1420');
      await expect(productField(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(productList(page)).toBeHidden();
    });

    test('product combobox: ArrowDown + Enter chooses a suggestion, the count is announced, Escape closes then clears', async ({
      page,
      request,
    }) => {
      // Part of a seeded reference (FH3-205, FH3-256, FH3-102…), as an installer types it.
      const typed = 'fh3-2';
      const matches = await references(request, typed);
      expect(matches.length).toBeGreaterThan(1);
      expect(matches.length).toBeLessThanOrEqual(20);

      await page.goto('/demande-devis');
      await page.getByLabel('Nom *').fill('Camille Martin');
      const field = productField(page);
      await field.fill(typed);
      const list = productList(page);
      await expect(list).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expect(field).toHaveAttribute('aria-autocomplete', 'list');
      await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
      const options = list.getByRole('option');
      await expect(options).toHaveCount(matches.length);
      for (const m of matches) await expect(list.getByRole('option', { name: `${m.name}, ${m.reference}`, exact: true })).toBeVisible();
      await expect(suggestionCount(page)).toHaveText(`${matches.length} suggestions`);
      // Inside the viewport, whatever the width.
      const popup = (await list.boundingBox())!;
      expect(popup.x).toBeGreaterThanOrEqual(0);
      expect(popup.x + popup.width).toBeLessThanOrEqual(width);
      await expectNoSeriousAxe(page, `quote product suggestions @${width}`);

      // ArrowUp from nothing active wraps to the last option, ArrowDown back to the first.
      await field.press('ArrowUp');
      await expect(options.last()).toHaveAttribute('aria-selected', 'true');
      await field.press('ArrowDown');
      const chosen = options.first();
      await expect(chosen).toHaveAttribute('aria-selected', 'true');
      await expect(options.last()).toHaveAttribute('aria-selected', 'false');
      await expect(field).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
      await field.press('Enter');
      // The reference is chosen, the subject asks for it, the form is not sent, the list stays closed.
      await expect(field).toHaveValue(matches[0].reference);
      await expect(page.getByLabel('Sujet *')).toHaveValue(`Demande de devis pour ${matches[0].reference}`);
      await expect(field).toBeFocused();
      await expect(list).toBeHidden();
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await expect(field).not.toHaveAttribute('aria-activedescendant');
      await expect(page.getByTestId('quote-error')).toHaveCount(0);
      await page.waitForTimeout(600);
      await expect(list).toBeHidden();

      // ArrowDown opens the list again; Escape closes it and keeps the text; a second Escape clears it.
      await field.press('ArrowDown');
      await expect(list).toBeVisible();
      await field.press('Escape');
      await expect(list).toBeHidden();
      await expect(field).toHaveValue(matches[0].reference);
      await field.press('Escape');
      await expect(field).toHaveValue('');

      // Nothing matches: said, and no empty list.
      await field.fill('zzzz-introuvable');
      await expect(suggestionCount(page)).toHaveText('Aucune suggestion');
      await expect(list).toBeHidden();
      await expect(field).toHaveAttribute('aria-expanded', 'false');

      // A click picks as Enter does; leaving the field closes the list.
      await field.fill(typed);
      await list.getByRole('option', { name: `${matches[1].name}, ${matches[1].reference}`, exact: true }).click();
      await expect(field).toHaveValue(matches[1].reference);
      await expect(page.getByLabel('Sujet *')).toHaveValue(`Demande de devis pour ${matches[1].reference}`);
      await expect(list).toBeHidden();
      await field.press('ArrowDown');
      await expect(list).toBeVisible();
      await field.press('Tab');
      await expect(list).toBeHidden();
    });

    test('product combobox in English: the count is announced in English', async ({ page, request }) => {
      const matches = await references(request, 'us50');
      expect(matches.length).toBeGreaterThan(1);
      await page.goto('/demande-devis?lang=en');
      const field = page.getByRole('combobox', { name: 'Product concerned (reference)' });
      await field.fill('us50');
      await expect(page.getByRole('listbox', { name: 'Product concerned (reference)' }).getByRole('option')).toHaveCount(matches.length);
      await expect(page.getByRole('status').filter({ hasText: /suggestions?$/ })).toHaveText(`${matches.length} suggestions`);
      await field.fill('zzzz-introuvable');
      await expect(page.getByRole('status').filter({ hasText: /suggestions?$/ })).toHaveText('No suggestions');
    });

    test('sending: Envoi en cours..., success message, form back to particulier', async ({ page }) => {
      // Slow the real request down a little so the sending state can be seen.
      await page.route('**/api/quotes', async (route) => {
        await new Promise((r) => setTimeout(r, 400));
        await route.continue();
      });
      await page.goto('/demande-devis?ref=FH2-1420');
      await page.getByRole('radio', { name: 'Entreprise' }).check();
      await page.getByLabel('Nom *').fill('Camille Martin');
      await page.getByLabel('Entreprise *').fill('Solaire Pro SARL');
      await page.getByLabel('Email professionnel *').fill('camille@solaire-pro.fr');
      await page.getByLabel('Téléphone *').fill('06 12 34 56 78');
      await page.getByLabel('Message *').fill('Bonjour, 4 unités pour un chantier à Lyon.');
      const response = page.waitForResponse((r) => r.url().endsWith('/api/quotes') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Envoyer la demande' }).click();
      await expect(page.getByRole('button', { name: 'Envoi en cours...' })).toBeDisabled();
      const res = await response;
      test.skip(res.status() === 404, 'POST /api/quotes is not deployed in this backend build yet');
      const body = res.request().postDataJSON();
      expect(body).toMatchObject({ clientType: 'entreprise', company: 'Solaire Pro SARL', productReference: 'FH2-1420' });
      await expect(page.getByTestId('quote-success')).toContainText('Message envoyé avec succès !');
      await expect(page.getByRole('radio', { name: 'Particulier' })).toBeChecked();
      await expect(page.getByLabel('Nom *')).toHaveValue('');
    });
  });
}
