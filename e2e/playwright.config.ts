import { defineConfig } from '@playwright/test';
import { SMTP_PORT } from './mail-capture';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium, never a downloaded browser (STACK.md #12). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156 draws its address bar's suggestion popup as a web page in a renderer of its
  // own for every new window, even headless: a second of CPU that competes with the page under
  // test on a 2-core machine (seen in a trace: chrome://omnibox-popup.top-chrome). 156.0.8078.108
  // draws a second one (omnibox_popup_aim.html, seen in the browser's targets) unless it is off too.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  // Mail goes to a capture (mail-capture.ts), started before the tests: specs follow mailed links.
  globalSetup: './mail-capture.ts',
  // The real stack on its own fresh, seeded database and an empty Redis database.
  webServer: {
    command: 'node empty-redis.mts && node ../backend/dist/database/seed/run-seed.js --fresh && node ../backend/dist/main.js',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stockwatt_e2e',
      REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/6',
      UPLOADS_DIR: process.env.E2E_UPLOADS_DIR ?? '/tmp/stockwatt-e2e-uploads',
      LOG_LEVEL: 'warn',
      // The metrics port is the API suites' to try (metrics.e2e-spec.ts); several shops may run here at once.
      METRICS_PORT: '0',
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      NODE_ENV: 'test',
      // Every browser test comes from 127.0.0.1: per-IP limits are tested in the API suites.
      REVIEWS_RATE_LIMIT: '1000',
      REVIEWS_PER_PRODUCT_LIMIT: '1000',
      AUTH_THROTTLE_LIMIT: '1000',
      AUTH_IP_THROTTLE_LIMIT: '1000',
      QUOTES_RATE_LIMIT: '1000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Low enough that a one-letter search goes past it (catalogue.spec.ts); no other spec's search reaches it.
      CATALOGUE_SEARCH_COUNT_CAP: '20',
    },
  },
});
