import { createPro, expect, test } from '../backoffice/fixtures';
import { ADMIN, login, viewportFor, WIDTHS } from './helpers';

for (const width of WIDTHS) {
  test.describe(`login and professional space @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    test('guard sends a visitor to /login with the redirect, replacing history', async ({ page }) => {
      await page.goto('/mentions-legales');
      await page.goto('/espace-pro');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fespace-pro$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/mentions-legales$/);
    });

    test('validation, wrong credentials, sign-up step and forgotten password', async ({ page }) => {
      await page.goto('/login');
      await expect(page).toHaveTitle(/Connexion/);
      await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
      await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('minlength', '6');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByText('Veuillez saisir votre email.')).toBeVisible();
      await page.getByLabel('Email').fill('inconnu@example.fr');
      await page.getByLabel('Mot de passe', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByText('Le mot de passe doit contenir au moins 6 caractères.')).toBeVisible();
      await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-de-passe');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Email ou mot de passe incorrect.' })).toBeVisible();
      await expect(page.getByTestId('toast').filter({ hasText: 'Erreur' })).toBeVisible();

      await page.getByRole('button', { name: 'Pas encore de compte ? Créer un compte' }).click();
      await expect(page.getByRole('heading', { name: 'Créer un compte', level: 2 })).toBeVisible();
      await page.route('**/api/auth/signup', async (route) => {
        await new Promise((r) => setTimeout(r, 300));
        await route.continue();
      });
      await page.getByLabel('Email').fill(`pro-${width}-${Date.now()}@example.fr`);
      // A new password: 10 characters, and not a common one (the API's reason, in French).
      await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveAttribute('minlength', '10');
      await page.getByLabel('Mot de passe', { exact: true }).fill('Court-123');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(page.getByText('Le mot de passe doit contenir au moins 10 caractères.')).toBeVisible();
      await page.getByLabel('Mot de passe', { exact: true }).fill('azerty12345');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(page.locator('#login-password-error')).toHaveText(
        /^Mot de passe trop courant : choisissez-en un plus long ou moins prévisible/,
      );
      await page.getByLabel('Mot de passe', { exact: true }).fill('Panneau-Solaire-42');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await expect(page.getByRole('button', { name: 'Chargement...' })).toBeDisabled();
      await expect(page.getByTestId('toast').filter({ hasText: 'Compte créé avec succès' })).toContainText(
        'Vérifiez votre email pour confirmer votre compte.',
      );
      await expect(page.getByTestId('check-email')).toBeVisible();

      await page.getByRole('button', { name: 'Retour à la connexion' }).click();
      await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
      await page.getByLabel('Email').fill('inconnu@example.fr');
      await page.getByRole('button', { name: 'Envoyer le lien' }).click();
      await expect(page.getByText(/Si un compte existe pour cette adresse/)).toBeVisible();
    });

    test('sign-in, pro space (carousels, solutions, quote button, quotes), silent refresh, sign-out', async ({ page }) => {
      await login(page);
      await expect(page.getByTestId('toast').filter({ hasText: 'Connexion réussie' })).toContainText(
        'Bienvenue dans votre espace professionnel.',
      );
      await expect(page).toHaveTitle('Espace professionnel | Stockwatt');
      await expect(page.getByText(`Connecté en tant que ${ADMIN.email}`)).toBeVisible();

      const brands = page.getByTestId('brand-carousel');
      await expect(brands.getByRole('listitem')).toHaveCount(6);
      await expect(brands).toHaveAttribute('data-index', '1', { timeout: 4000 });

      const cards = page.getByTestId('solution-card');
      await expect(cards.first()).toBeVisible();
      expect(await page.getByTestId('solutions-carousel').locator('> *').count()).toBe(4);
      const dots = cards.first().getByRole('button', { name: /Afficher toute la description/ });
      if (await dots.count()) {
        await dots.click();
        await expect(cards.first().getByRole('button', { name: /Réduire la description/ })).toHaveAttribute('aria-expanded', 'true');
      }
      const name = (await cards.first().getByRole('heading').textContent())!;
      await cards.first().getByRole('button', { name: 'Demander un devis' }).click();
      await expect(page.getByLabel('Sujet *')).toHaveValue(`Demande de devis pour ${name}`);
      await expect(page.getByLabel('Nom *')).toBeFocused({ timeout: 2000 });
      const top = await page.locator('#contact').evaluate((e) => e.getBoundingClientRect().top);
      expect(Math.abs(top - 80)).toBeLessThan(4);

      await expect(page.getByRole('heading', { name: 'Nos entrepôts' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Mes demandes de devis' })).toBeVisible();

      // The access token lives in memory only: a reload goes through POST /api/auth/refresh.
      const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
      await page.reload();
      expect((await refreshed).status()).toBe(200);
      await expect(page).toHaveURL(/\/espace-pro$/);
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)))).toEqual([]);

      // A signed-in user is sent on from /login.
      await page.goto('/login?redirect=/favoris');
      await expect(page).toHaveURL(/\/favoris$/);

      await page.goto('/espace-pro');
      await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fespace-pro$/);
    });

    test('signing in from another page greets the buyer where they land, not in the pro space', async ({ page }) => {
      await login(page, ADMIN.email, ADMIN.password, '/');
      const toast = page.getByTestId('toast').filter({ hasText: 'Connexion réussie' });
      await expect(toast).toContainText('Bienvenue ! Votre session est ouverte.');
      await expect(toast).not.toContainText('espace professionnel');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test('a quote sent from the pro space is listed under Mes demandes de devis', async ({ page }) => {
      // An account of its own: signing out on every device must not end the other tests' admin sessions.
      const pro = await createPro(page.request, `devis-pro-${width}-${Date.now()}@example.fr`);
      await login(page, pro.email, pro.password);
      const subject = `Chantier ${width} px ${Date.now()}`;
      const form = page.getByTestId('quote-form');
      await form.getByLabel('Nom *').fill('Camille Martin');
      await form.getByLabel('Téléphone *').fill('06 12 34 56 78');
      await form.getByLabel('Sujet *').fill(subject);
      await form.getByLabel('Message *').fill('Merci de chiffrer 2 US5000.');
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/quotes') && r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Envoyer la demande' }).click();
      const res = await sent;
      test.skip(res.status() === 404, 'quotes API not deployed in this backend build');
      expect(res.request().headers()['authorization']).toMatch(/^Bearer /);
      expect(res.request().headers()['idempotency-key']).toBeTruthy();
      const row = page.getByTestId('my-quotes').getByRole('row').filter({ hasText: subject });
      await expect(row).toBeVisible();
      await expect(row).toContainText(/Reçue|Transmise|Enregistrée|En cours de traitement|Traitée/);
      // Global sign-out: the refresh cookie no longer opens a session.
      await page.getByRole('button', { name: 'Se déconnecter de tous les appareils' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fespace-pro$/);
      await page.goto('/espace-pro');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fespace-pro$/);
    });

    test('reset and confirmation pages handle bad links', async ({ page }) => {
      await page.goto('/mot-de-passe');
      await expect(page.getByText('Ce lien est invalide ou a expiré.')).toBeVisible();
      await page.goto('/mot-de-passe?token=invalide');
      await page.getByLabel('Nouveau mot de passe').fill('Nouveau-Mdp-2026');
      await page.getByLabel('Confirmer le mot de passe').fill('Autre-Mdp-2026');
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await expect(page.getByText('Les mots de passe ne correspondent pas.')).toBeVisible();
      await page.getByLabel('Confirmer le mot de passe').fill('Nouveau-Mdp-2026');
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await expect(page.getByText('Ce lien est invalide ou a expiré.')).toBeVisible();
      await page.goto('/confirmer-email?token=invalide');
      await expect(page.getByText('Ce lien de confirmation est invalide ou a expiré.')).toBeVisible();
    });
  });
}
