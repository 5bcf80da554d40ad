import { expect, test } from '../backoffice/fixtures';
import { viewportFor, WIDTHS } from './helpers';

const LEGAL = [
  {
    path: '/conditions-generales',
    title: 'Conditions Générales',
    sections: [
      'Préambule',
      'Services',
      'Commandes et livraisons',
      'Prix et paiement',
      'Garanties et service après-vente',
      'Dispositions diverses',
      'Droit applicable et juridiction compétente',
    ],
    mustContain: [/tribunaux de Paris/, /hors taxes/],
  },
  {
    path: '/politique-confidentialite',
    title: 'Politique de Confidentialité',
    sections: ['Données collectées', 'Utilisation des données', 'Durée de conservation', 'Protection des données', 'Vos droits (RGPD)'],
    mustContain: [/dpo@stockwatt\.fr/],
  },
  {
    path: '/mentions-legales',
    title: 'Mentions Légales',
    sections: [
      'Éditeur du site',
      'Directeur de la publication',
      'Hébergeur',
      'Propriété intellectuelle',
      'Données personnelles',
      'Droit applicable',
      'Contact',
    ],
    mustContain: [/capital de 100 €/, /Président/],
  },
];

for (const width of WIDTHS) {
  test.describe(`chrome, legal pages, 404, language @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    test('header: phone popup toggles, chat link, cart count; footer three columns', async ({ page }) => {
      await page.goto('/mentions-legales');
      const phone = page.getByRole('button', { name: 'Afficher notre numéro de téléphone' });
      await phone.click();
      await expect(page.getByTestId('phone-popup')).toContainText(/\+33/);
      await phone.click();
      await expect(page.getByTestId('phone-popup')).toHaveCount(0);
      await expect(page.getByTestId('chat-link')).toHaveAttribute('href', /^https:\/\//);
      await expect(page.getByTestId('cart-count')).toHaveText('0');
      await expect(page.getByText('Lun – Ven : 9h – 18h')).toBeVisible();
      const footer = page.getByRole('contentinfo');
      for (const city of ['Lille', 'Bordeaux', 'Rotterdam']) await expect(footer.getByText(city, { exact: true })).toBeVisible();
      const legal = footer.getByRole('navigation', { name: 'Informations légales' });
      await expect(legal.getByRole('link')).toHaveText(['Conditions générales', 'Politique de confidentialité', 'Mentions légales']);
      await page.getByRole('link', { name: /retour à l’accueil/ }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    for (const doc of LEGAL) {
      test(`${doc.title}: title and every section`, async ({ page }) => {
        await page.goto(doc.path);
        await expect(page).toHaveTitle(`${doc.title} | Stockwatt`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
        const h2 = page.getByRole('main').getByRole('heading', { level: 2 });
        await expect(h2).toHaveCount(doc.sections.length);
        for (const [i, s] of doc.sections.entries()) await expect(h2.nth(i)).toContainText(s);
        for (const re of doc.mustContain) await expect(page.getByRole('main')).toContainText(re);
        if (doc.path === '/mentions-legales')
          await expect(page.getByRole('main').getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
            'href',
            '/politique-confidentialite',
          );
      });
    }

    test('404: heading, text, link home, path logged', async ({ page }) => {
      const logs: string[] = [];
      page.on('console', (m) => logs.push(m.text()));
      await page.goto('/pas/une/page');
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      // The server renders the 404 page; the browser logs its path once the script has taken over.
      await expect.poll(() => logs.some((l) => l.includes('/pas/une/page'))).toBe(true);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('language switch to English is remembered; prices follow the language', async ({ page }) => {
      await page.goto('/product/23');
      await page.getByRole('button', { name: /English/ }).click();
      await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
      await expect(page.getByTestId('product-price')).toHaveText(/€3,895\.00\s*incl\. VAT/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Our products' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Our products' })).toBeVisible();
      await page.getByRole('button', { name: /Français/ }).click();
      await expect(page.getByRole('heading', { name: 'Nos produits' })).toBeVisible();
    });
  });
}
