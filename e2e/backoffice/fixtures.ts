import { test as base, expect, type Page, type Response } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { seriousAxeFindings } from '../axe';
import { waitForApp } from '../storefront/helpers';

export { expect };

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@stockwatt.fr',
  password: process.env.ADMIN_PASSWORD ?? 'Stockwatt-Admin-2026',
};
export const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-bo';
export const FIXTURES = path.resolve(__dirname, '..', '..', 'backend', 'test', 'fixtures');
export const DATABASE_URL = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stockwatt_e2e';

/** Runs SQL on the test database (fixtures the UI cannot create: a failed quote, a confirmed pro). */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many admin endpoints; each spec reads the fields it asserts
type Fixtures = { admin: Page; adminToken: string; api: (method: string, url: string, body?: unknown) => Promise<any> };
/** The admin's access token for fixtures made through the API (`adminToken` in a test, `adminSession.token()` in a hook). */
type WorkerFixtures = { adminSession: { token: () => Promise<string> } };

const ADMIN_TOKEN_RENEWAL_MS = 10 * 60_000;

/**
 * Each page signs in the way a person's browser ends up signed in: POST /api/auth/login from the
 * page's own context, which stores the httpOnly refresh cookie there; the back office then gets
 * its access token from POST /api/auth/refresh, as after a sign-in on the storefront. The
 * worker's token is only for the `api` helper (fixtures made through the API).
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  /**
   * `goto` and `reload` resolve at the load event, and the shop's app hydrates the server's page
   * after it (the web font, which the app asks for, no longer holds that event back). A tap on a
   * tab or a cart button before then is lost, as a person's would be (they would tap again): after
   * a full load of a shop page, tests wait for the app, unless they chose another moment
   * (`waitUntil`) or run without JavaScript.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    const untilApp = async (response: Response | null, options?: { waitUntil?: string }) => {
      if (javaScriptEnabled !== false && !options?.waitUntil && (await page.locator('#sw-data').count())) await waitForApp(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilApp(await goto(url, options), options);
    page.reload = async (options) => untilApp(await reload(options), options);
    await use(page);
  },
  // An access token lives 15 minutes (ACCESS_TOKEN_TTL_SECONDS) and one worker runs every browser
  // test, 23 minutes on a slow machine: the worker signs in again once its token is 10 minutes old
  // (a CI run saw a 401 from a token signed in 15 minutes before).
  adminSession: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      let token = '';
      let signedInAt = 0;
      await use({
        token: async () => {
          if (Date.now() - signedInAt > ADMIN_TOKEN_RENEWAL_MS) {
            const res = await request.post('/api/auth/login', { data: ADMIN });
            expect(res.status(), await res.text()).toBe(200);
            token = (await res.json()).accessToken;
            signedInAt = Date.now();
          }
          return token;
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  adminToken: async ({ adminSession }, use) => use(await adminSession.token()),
  admin: async ({ page }, use) => {
    const res = await page.request.post('/api/auth/login', { data: ADMIN });
    expect(res.status(), await res.text()).toBe(200);
    await use(page);
  },
  api: async ({ request, adminToken }, use) => {
    await use(async (method: string, url: string, body?: unknown) => {
      const res = await request.fetch(url, { method, data: body, headers: { Authorization: `Bearer ${adminToken}` } });
      expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
      const text = await res.text();
      return text ? JSON.parse(text) : null;
    });
  },
});

/** Opens a back-office route (hash router) and waits for the app shell. */
export async function openAdmin(page: Page, route = '/products') {
  await page.goto(`/admin/#${route}`);
  await expect(page.locator('.RaLayout-appFrame')).toBeAttached({ timeout: 15_000 });
}

/** A toast (react-admin notification) with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').getByText(text);

export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 1280;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
}

/** A confirmed `pro` account (sign-up through the API, the mail confirmation done in the database). */
export async function createPro(request: import('@playwright/test').APIRequestContext, email: string, password = 'Pro-Installateur-2026') {
  const res = await request.post('/api/auth/signup', { data: { email, password } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  await sql('UPDATE users SET email_confirmed_at = now() WHERE email = $1', [email.toLowerCase()]);
  return { email, password };
}

/**
 * The storefront's axe checks on every back-office screen at 1280 and 390 px, with a screenshot.
 * Findings are collected over a group of screens, so one run names them all.
 */
export async function axeFindings(page: Page, screen: string): Promise<string[]> {
  const findings = await seriousAxeFindings(page, screen);
  await shot(page, `axe-${screen}`);
  return findings;
}
