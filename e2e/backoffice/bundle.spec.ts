import { gzipSync } from 'node:zlib';
import { expect, openAdmin, test } from './fixtures';

/**
 * The budget the build prints (backoffice/scripts/bundle-size.mjs), checked in the browser:
 * every script fetched until the product list is on screen, gzip-compressed like the build
 * measures it, is at most 300 kB.
 */
test('the first screen (product list) loads at most 300 kB of JS, gzip', async ({ admin: page }) => {
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, number>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/admin/') || !url.pathname.endsWith('.js')) return;
    pending.push(
      res.body().then(
        (body) => void scripts.set(url.pathname, gzipSync(body, { level: 9 }).length),
        () => undefined,
      ),
    );
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAdmin(page, '/products');
  await expect(page.getByRole('button', { name: /^Actions pour / }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const total = [...scripts.values()].reduce((sum, n) => sum + n, 0);
  const detail = [...scripts].map(([file, n]) => `${file} ${(n / 1024).toFixed(1)} kB`).join('\n');
  console.log(`first screen JS: ${(total / 1024).toFixed(1)} kB gzip in ${scripts.size} files\n${detail}`);
  expect(total / 1024, detail).toBeLessThanOrEqual(300);
});
