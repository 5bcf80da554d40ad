import { Queue } from 'bullmq';
import { expect, openAdmin, shot, test } from './fixtures';

const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/6';

/**
 * The delivery queues' screen as staff open it from the menu: a mail whose next attempt is an hour
 * away (queued here with that delay, as BullMQ keeps a retry) shows its recipient, subject, state
 * and time. Deliveries that fail and their retry are tried on the API (backend/test/deliveries.e2e-spec.ts).
 */
test('lists what waits for a next attempt, with its time, in the delivery queues', async ({ admin: page }) => {
  const url = new URL(REDIS_URL);
  const mail = new Queue('mail', { connection: { host: url.hostname, port: Number(url.port), db: Number(url.pathname.slice(1) || 0) } });
  const stamp = Date.now();
  const job = await mail.add(
    'send',
    { to: `retard-${stamp}@example.fr`, subject: `Votre devis DEV-TEST-${stamp}`, text: 'x', html: 'x' },
    { delay: 3_600_000, attempts: 5 },
  );
  try {
    await openAdmin(page, '/');
    await page.getByRole('menuitem', { name: 'Files d’envoi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Files d’envoi' })).toBeVisible();
    const row = page.locator('tbody tr', { hasText: `retard-${stamp}@example.fr` });
    await expect(row).toContainText(`Votre devis DEV-TEST-${stamp}`);
    await expect(row).toContainText('Mails');
    await expect(row).toContainText('Prochaine tentative');
    await expect(row).toContainText('0 / 5');
    await expect(row.getByRole('button', { name: /Relancer/ })).toHaveCount(0); // only a failed send is retried
    // The state filter says what is shown: failed and delayed by default.
    await expect(page.getByRole('combobox', { name: 'État' })).toContainText('Prochaine tentative');
    await shot(page, 'deliveries');
    // A phone: one block per send, what it is, to whom and where it stands, without scrolling sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText(`Votre devis DEV-TEST-${stamp}`)).toBeVisible();
    await expect(page.getByText(`Mails · retard-${stamp}@example.fr`)).toBeVisible();
    await expect(page.getByText('Tentatives 0 / 5 · Prochaine tentative', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'deliveries');
  } finally {
    await job.remove();
    await mail.close();
  }
});
