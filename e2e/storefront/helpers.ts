import { seriousAxeFindings } from '../axe';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const WIDTHS = [1280, 390] as const;
export const viewportFor = (width: number) => ({ width, height: width > 500 ? 900 : 844 });

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@stockwatt.fr',
  password: process.env.ADMIN_PASSWORD ?? 'Stockwatt-Admin-2026',
};

export interface Summary {
  id: number;
  name: string;
  reference: string;
  brand: string;
  price_ttc: number;
  price_ht: number;
  original_price_ttc: number | null;
  discount_percent: number | null;
  stock_quantity: number;
  rating: number;
  review_count: number;
}
export interface ListAnswer {
  items: Summary[];
  total: number;
  totalCapped: boolean;
  pageSize: number;
  facets: { brands: { value: string; count: number | null }[]; categories: { value: string; count: number | null }[] };
}

export async function catalogue(request: APIRequestContext, query = ''): Promise<ListAnswer> {
  const res = await request.get(`/api/products?${query}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as ListAnswer;
}

/** A count as the French UI prints it: "1 260" (Intl, fr-FR). */
export const frenchCount = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

/** French currency format as the UI prints it (Intl, fr-FR). */
export const euro = (n: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(n);

/** Regex-escape + tolerate the narrow/normal no-break spaces Intl uses. */
export function looseMoney(n: number): RegExp {
  const s = euro(n)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[\s\u202f\u00a0]/g, '[\\s\\u202f\\u00a0]');
  return new RegExp(s);
}

export async function expectNoSeriousAxe(page: Page, label: string) {
  expect(await seriousAxeFindings(page, label)).toEqual([]);
}

export async function login(page: Page, email = ADMIN.email, password = ADMIN.password, redirect = '/espace-pro') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((u) => u.pathname === redirect.split('?')[0]);
}

/** Fresh visitor: no cart, favourites, language or session hint left over. */
export async function clearStorage(page: Page) {
  await page.goto('/mentions-legales');
  await page.evaluate(() => localStorage.clear());
}

/**
 * Until the app has hydrated the server's page (boot.tsx marks it). Links and the search form work
 * before; a tab, a star or a cart button only answers once the app runs, and a click before that
 * is lost (a person would tap again).
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('stockwatt:interactive').length > 0);
}

/** Holds the files `pattern` matches back, as a slow line would, until the function it resolves with is called. */
export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
