import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, shot, sql, test, toast } from './fixtures';

/** Serious or critical axe findings (WCAG 2.1 A/AA, best practices), as the other screens are checked. */
async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** The screen as it is now at 1280 px, and at a phone's 390 px. */
async function shotAtBothWidths(page: Page, name: string) {
  await shot(page, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The code an authenticator app shows for this secret, `stepsAhead` 30-second steps from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Six figures that are the code of no step near now. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1, 2].map((n) => codeFor(secret, n)));
  return ['000000', '111111', '222222', '333333'].find((c) => !near.has(c))!;
}

/**
 * Two-factor sign-in from the back office, as an administrator does it: the QR code and key in
 * "Sécurité du compte" (user menu), a first code from the app (computed here from the key shown),
 * the recovery codes shown once; then the storefront's sign-in asks for the code after the
 * password; a recovery code turns it off. Its own admin account: the suites' admin keeps signing
 * in with its password alone.
 */
test('an administrator sets up two-factor sign-in, signs in with a code, and turns it off with a recovery code', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `admin-totp-${Date.now()}@stockwatt.test`;
  const password = 'Double-Facteur-2026';
  const signup = await page.request.post('/api/auth/signup', { data: { email, password } });
  expect(signup.status(), await signup.text()).toBe(201);
  await sql(`UPDATE users SET role = 'admin', email_confirmed_at = now() WHERE email = $1`, [email]);
  await page.setViewportSize({ width: 1280, height: 900 });

  const signIn = async () => {
    await page.goto('/login?redirect=/admin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  };
  const openSecurity = async () => {
    await page.getByRole('button', { name: 'Profil' }).click();
    await page.getByRole('menuitem', { name: 'Sécurité du compte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sécurité du compte' })).toBeVisible();
  };

  // Password alone while it is off.
  await signIn();
  await page.waitForURL(/\/admin\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await openSecurity();
  await expect(page.getByText('Pas encore activée', { exact: true })).toBeVisible();

  // Setup: the QR code and the key to type, shown once.
  await page.getByRole('button', { name: 'Configurer la double authentification' }).click();
  const qr = page.getByRole('img', { name: `QR code de la double authentification de ${email}` });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByLabel('Code à 6 chiffres')).toBeFocused();
  await shotAtBothWidths(page, 'totp-setup');
  expect(await axe(page)).toEqual([]);

  await page.getByLabel('Code à 6 chiffres').fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Activer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Code incorrect ou déjà utilisé/ })).toBeVisible();
  await page.getByLabel('Code à 6 chiffres').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Activer' }).click();

  // The recovery codes, once; done only when they are kept.
  await expect(page.getByText('Double authentification activée')).toBeVisible();
  const recovery = await page.getByTestId('recovery-codes').locator('li').allTextContents();
  expect(recovery).toHaveLength(10);
  for (const code of recovery) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await expect(page.getByRole('link', { name: 'Télécharger (.txt)' })).toHaveAttribute('download', 'stockwatt-codes-de-secours.txt');
  await shotAtBothWidths(page, 'totp-recovery-codes');
  expect(await axe(page)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Terminer' })).toBeDisabled();
  await page.getByLabel('J’ai mis ces codes en lieu sûr').check();
  await page.getByRole('button', { name: 'Terminer' }).click();
  await expect(page.getByText(/^Activée depuis le /)).toBeVisible();
  await expect(page.getByText('Codes de secours non utilisés : 10 sur 10.')).toBeVisible();
  await expect(page.getByTestId('totp-secret')).toHaveCount(0);

  // Sign out; the sign-in now asks for the code after the password.
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn();
  await expect(page.getByRole('heading', { level: 2, name: 'Vérification en deux étapes' })).toBeVisible();
  await expect(page.getByLabel('Code de vérification')).toBeFocused();
  await expect(page.getByLabel('Code de vérification')).toHaveAttribute('autocomplete', 'one-time-code');
  await shotAtBothWidths(page, 'totp-code-prompt');
  expect(await axe(page)).toEqual([]);
  await page.getByLabel('Code de vérification').fill(wrongCode(secret));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page.locator('#login-code-error')).toHaveText('Code incorrect ou déjà utilisé.');
  // The confirmation took the current step's code: the app's next one.
  await page.getByLabel('Code de vérification').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await page.waitForURL(/\/admin\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  // Turned off with a recovery code.
  await openSecurity();
  await page.getByRole('button', { name: 'Désactiver la double authentification' }).click();
  const dialog = page.getByRole('dialog', { name: 'Désactiver la double authentification' });
  await dialog.getByLabel('Code à 6 chiffres ou code de secours').fill(recovery[0]);
  await dialog.getByRole('button', { name: 'Désactiver' }).click();
  await expect(toast(page, 'Double authentification désactivée')).toBeVisible();
  await expect(page.getByText('Pas encore activée', { exact: true })).toBeVisible();
  const [row] = await sql<{ totp_enabled_at: Date | null }>(`SELECT totp_enabled_at FROM users WHERE email = $1`, [email]);
  expect(row.totp_enabled_at).toBeNull();
});
