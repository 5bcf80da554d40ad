import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SmtpCapture, type CapturedMail } from '../backend/test/fixtures/smtp-capture';

/**
 * The test server's mail (its SMTP_URL, playwright.config.ts): a capturing SMTP server started by
 * the runner before the tests (global setup), each mail kept as a file that the specs' workers
 * read, so a test follows a mailed link (a quote's `?cle=`) without computing anything itself.
 */
const apiPort = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? apiPort + 20000);
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? `/tmp/stockwatt-e2e-mail-${apiPort}`;

export default async function startMailCapture() {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const capture = new SmtpCapture((mail) => {
    count += 1;
    writeFileSync(path.join(MAIL_DIR, `${String(count).padStart(6, '0')}.json`), JSON.stringify({ to: mail.to, body: mail.body }));
  });
  await capture.start(SMTP_PORT);
  return () => capture.stop();
}

/** The mails sent so far to an address, oldest first (decoded bodies). */
export function mailsTo(address: string): Pick<CapturedMail, 'to' | 'body'>[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as Pick<CapturedMail, 'to' | 'body'>)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}
