import type { APIRequestContext, Page } from '@playwright/test';
import { expect, sql, test } from '../backoffice/fixtures';
import { expectNoSeriousAxe, login, viewportFor } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const PASSWORD = 'Panneau-Solaire-42';
const SIRET_MESSAGE = 'SIRET invalide : 14 chiffres dont la clé de contrôle doit être juste';
const newEmail = (tag: string) => `entreprise-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@installateur.fr`;

/** The mail's confirmation link is out of reach here: the account is confirmed in the database. */
const confirm = (email: string) => sql(`UPDATE users SET email_confirmed_at = now() WHERE email = $1`, [email]);

async function signedInPro(page: Page, request: APIRequestContext, tag: string): Promise<string> {
  const email = newEmail(tag);
  expect((await request.post('/api/auth/signup', { data: { email, password: PASSWORD } })).status()).toBe(201);
  await confirm(email);
  await login(page, email, PASSWORD);
  return email;
}

const companyForm = (page: Page) => page.getByRole('form', { name: /^(Mon entreprise|My company)$/ });

test.describe('professional space: my company @1280px', () => {
  test.use({ viewport: viewportFor(1280) });

  test('a new pro signs up, is told by the field that the SIRET is wrong, saves it, finds it again; quotes name the company', async ({
    page,
  }) => {
    // Sign-up as a buyer does it; the confirmation mail is replaced by the database.
    const email = newEmail('ui');
    await page.goto('/login?redirect=%2Fespace-pro');
    await page.getByRole('button', { name: 'Pas encore de compte ? Créer un compte' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByTestId('check-email')).toBeVisible();
    await confirm(email);
    await login(page, email, PASSWORD);

    const form = companyForm(page);
    await expect(form).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Livrer à l’adresse de facturation' })).toBeChecked();
    await form.getByLabel('Raison sociale *').fill('Solaire Rhône SARL');
    await form.getByLabel('SIRET *').fill('404 833 048 00023');
    await form.getByLabel('N° de TVA intracommunautaire').fill('FR 83 404 833 048');
    const billing = form.getByRole('group', { name: 'Adresse de facturation' });
    await billing.getByLabel('Adresse *').fill('12 rue des Entrepreneurs');
    await billing.getByLabel('Code postal *').fill('69003');
    await billing.getByLabel('Ville *').fill('Lyon');
    await expect(billing.getByLabel('Pays *')).toHaveValue('FR');
    await form.getByRole('button', { name: 'Enregistrer mon entreprise' }).click();

    // The API's refusal, in French, by the field (its description), which takes the focus.
    const siret = form.getByLabel('SIRET *');
    await expect(siret).toHaveAttribute('aria-invalid', 'true');
    await expect(siret).toHaveAccessibleDescription(new RegExp(`^${SIRET_MESSAGE}`));
    await expect(siret).toBeFocused();
    await expect(form.getByRole('alert')).toHaveText('Certains champs sont invalides : corrigez-les puis enregistrez à nouveau.');
    await expectNoSeriousAxe(page, 'my company with an error @1280');
    await form.screenshot({ path: `${SHOTS}/company-form-error-1280.png` });

    await siret.fill('404 833 048 00022');
    await expect(siret).toHaveAttribute('aria-invalid', 'false');
    await form.getByRole('button', { name: 'Enregistrer mon entreprise' }).click();
    await expect(form.getByRole('status')).toHaveText('Votre entreprise est enregistrée.');

    await page.reload();
    await expect(companyForm(page).getByLabel('Raison sociale *')).toHaveValue('Solaire Rhône SARL');
    await expect(companyForm(page).getByLabel('SIRET *')).toHaveValue('40483304800022');
    await expect(companyForm(page).getByLabel('N° de TVA intracommunautaire')).toHaveValue('FR83404833048');
    await expect(companyForm(page).getByRole('group', { name: 'Adresse de facturation' }).getByLabel('Ville *')).toHaveValue('Lyon');
    await companyForm(page).screenshot({ path: `${SHOTS}/company-form-saved-1280.png` });

    // The quote form of the space names the company, as a company's request.
    const quote = page.getByRole('form', { name: 'Demande de devis' });
    await expect(quote.getByRole('radio', { name: 'Entreprise' })).toBeChecked();
    await expect(quote.getByLabel('Entreprise *')).toHaveValue('Solaire Rhône SARL');

    // The quote page too; what the buyer typed before the company arrived stays.
    await page.route('**/api/account/company', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/demande-devis');
    await page.getByRole('radio', { name: 'Entreprise' }).check();
    await page.getByLabel('Entreprise *').fill('Filiale Sud SAS');
    await page.waitForResponse((r) => r.url().endsWith('/api/account/company'));
    await page.waitForTimeout(200);
    await expect(page.getByLabel('Entreprise *')).toHaveValue('Filiale Sud SAS');
    await page.unroute('**/api/account/company');
    await page.reload();
    await expect(page.getByLabel('Entreprise *')).toHaveValue('Solaire Rhône SARL');
  });

  test('an administrator has no company section', async ({ page }) => {
    await login(page);
    await expect(page.getByRole('heading', { name: 'Mes demandes de devis' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mon entreprise' })).toHaveCount(0);
  });
});

test.describe('professional space: my company @390px', () => {
  test.use({ viewport: viewportFor(390) });

  test('in English: a separate delivery address, its refused postal code said in English by the field', async ({ page, request }) => {
    const email = await signedInPro(page, request, 'en');
    await page.goto('/espace-pro?lang=en');
    const form = companyForm(page);
    await expect(form).toBeVisible();
    await form.getByLabel('Company name *').fill('Soleil du Nord SAS');
    await form.getByLabel('SIRET *').fill('44306184100047');
    const billing = form.getByRole('group', { name: 'Billing address' });
    await billing.getByLabel('Address *').fill('3 place du Général de Gaulle');
    await billing.getByLabel('Postal code *').fill('59000');
    await billing.getByLabel('City *').fill('Lille');
    const delivery = form.getByRole('group', { name: 'Delivery address' });
    await delivery.getByRole('checkbox', { name: 'Deliver to the billing address' }).uncheck();
    await delivery.getByLabel('Address *').fill('Chaussée de Louvain 12');
    await delivery.getByLabel('Postal code *').fill('1000');
    await delivery.getByLabel('City *').fill('Bruxelles');
    await form.getByRole('button', { name: 'Save my company' }).click();
    const postalCode = delivery.getByLabel('Postal code *');
    await expect(postalCode).toHaveAccessibleDescription('Invalid postal code (5 digits in France)');
    await expect(postalCode).toBeFocused();
    await expect(billing.getByLabel('Postal code *')).toHaveAttribute('aria-invalid', 'false');
    await expectNoSeriousAxe(page, 'my company with an error @390');
    await form.screenshot({ path: `${SHOTS}/company-form-error-390.png` });

    // Belgian postal codes have 4 digits.
    await delivery.getByLabel('Country *').selectOption({ label: 'Belgium' });
    await form.getByRole('button', { name: 'Save my company' }).click();
    await expect(form.getByRole('status')).toHaveText('Your company has been saved.');
    const rows = await sql(
      `SELECT c.delivery_country, c.delivery_postal_code, c.billing_city FROM companies c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ delivery_country: 'BE', delivery_postal_code: '1000', billing_city: 'Lille' }]);
    await page.reload();
    await expect(companyForm(page).getByRole('checkbox', { name: 'Deliver to the billing address' })).not.toBeChecked();
    await expect(companyForm(page).getByRole('group', { name: 'Delivery address' }).getByLabel('Country *')).toHaveValue('BE');
    await companyForm(page).screenshot({ path: `${SHOTS}/company-form-saved-390.png` });
  });
});
