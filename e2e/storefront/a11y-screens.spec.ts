import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../backoffice/fixtures';
import { expectNoSeriousAxe, login, viewportFor, WIDTHS } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** `axe: false` only for extra states of a route already checked (screenshot still taken). */
type Screen = { name: string; path: string; ready?: (page: Page) => Promise<void>; axe?: boolean };

const PUBLIC: Screen[] = [
  { name: 'home', path: '/', ready: async (p) => void (await p.getByTestId('product-card').first().waitFor()) },
  {
    name: 'catalogue-filtered',
    axe: false,
    path: '/?category=batteries&sort=price_desc&page=2#produits',
    ready: async (p) => void (await p.getByTestId('product-card').first().waitFor()),
  },
  {
    name: 'catalogue-empty',
    path: '/?q=zzzz-introuvable#produits',
    ready: async (p) => void (await p.getByText('Aucun produit trouvé').waitFor()),
  },
  { name: 'product', path: '/product/23', ready: async (p) => void (await p.getByRole('heading', { level: 1 }).waitFor()) },
  {
    name: 'product-reviews',
    path: '/product/3',
    ready: async (p) => {
      await p.getByRole('tab', { name: 'Avis' }).click();
      await p.getByRole('heading', { name: 'Avis clients' }).waitFor();
    },
  },
  {
    name: 'product-details',
    axe: false,
    path: '/product/4',
    ready: async (p) => {
      await p.getByRole('tab', { name: 'Détails' }).click();
      await p.getByRole('heading', { name: 'Spécifications techniques' }).waitFor();
    },
  },
  { name: 'product-not-found', path: '/product/99999', ready: async (p) => void (await p.getByText('Produit non trouvé').waitFor()) },
  {
    name: 'cart-drawer',
    path: '/product/4',
    ready: async (p) => {
      await p.getByTestId('add-to-cart').click();
      await p.getByTestId('add-to-cart').click();
      await p.goto('/product/23');
      await p.getByTestId('add-to-cart').click();
      await p.getByTestId('cart-button').click();
      await p.getByTestId('cart-line').nth(1).waitFor();
      await p.waitForTimeout(300);
    },
  },
  { name: 'quote', path: '/demande-devis?ref=FH2-1420', ready: async (p) => void (await p.getByLabel('Sujet *').waitFor()) },
  {
    name: 'quote-errors',
    path: '/demande-devis',
    ready: async (p) => {
      await p.getByRole('radio', { name: 'Entreprise' }).check();
      await p.getByRole('button', { name: 'Envoyer la demande' }).click();
    },
  },
  { name: 'login', path: '/login', ready: async (p) => void (await p.getByLabel('Email').waitFor()) },
  {
    name: 'signup',
    path: '/login',
    ready: async (p) => {
      await p.getByRole('button', { name: 'Pas encore de compte ? Créer un compte' }).click();
    },
  },
  {
    name: 'reset-password',
    path: '/mot-de-passe?token=abc',
    ready: async (p) => void (await p.getByLabel('Nouveau mot de passe').waitFor()),
  },
  {
    name: 'confirm-email',
    path: '/confirmer-email?token=abc',
    ready: async (p) => void (await p.getByText(/invalide ou a expiré/).waitFor()),
  },
  { name: 'favourites', path: '/favoris' },
  { name: 'terms', path: '/conditions-generales' },
  { name: 'privacy', path: '/politique-confidentialite' },
  { name: 'mentions', path: '/mentions-legales' },
  { name: 'not-found', path: '/nimporte-quoi' },
];

for (const width of WIDTHS) {
  test.describe(`axe + screenshots @${width}px`, () => {
    test.use({ viewport: viewportFor(width) });

    test('public screens: no serious or critical axe violation, screenshot saved', async ({ page }) => {
      // 20 screens, each with axe and a full-page screenshot: minutes on a busy 2-core machine.
      test.setTimeout(180_000);
      for (const s of PUBLIC) {
        await page.goto(s.path);
        if (s.ready) await s.ready(page);
        await expect(page).toHaveTitle(/Stockwatt/);
        if (s.axe !== false) await expectNoSeriousAxe(page, `${s.name} @${width}`);
        if (s.name !== 'cart-drawer') await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/${s.name}-${width}.png`, fullPage: s.name !== 'cart-drawer' });
      }
    });

    test('signed-in screens: professional space', async ({ page }) => {
      await login(page);
      await page.getByTestId('solution-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxe(page, `espace-pro @${width}`);
      await page.screenshot({ path: `${SHOTS}/espace-pro-${width}.png`, fullPage: true });
    });
  });
}
