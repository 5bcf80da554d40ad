import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from '../config/configuration';
import { newRecoveryCodes, newTotpSecret, normalizeCode, RECOVERY_CODE_PATTERN, recoveryCodeHash, totpStep } from './totp';
import { TotpSecretBox } from './totp-secret-box';

describe('TOTP helpers', () => {
  const secret = newTotpSecret();
  const app = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  const now = Date.UTC(2026, 10, 23, 10, 15, 0);

  it('takes the code of the current step and of the steps either side, and says which step it was', () => {
    const step = Math.floor(now / 30_000);
    expect(totpStep(secret, app.generate({ timestamp: now }), now)).toBe(step);
    expect(totpStep(secret, app.generate({ timestamp: now - 30_000 }), now)).toBe(step - 1);
    expect(totpStep(secret, app.generate({ timestamp: now + 30_000 }), now)).toBe(step + 1);
    expect(totpStep(secret, app.generate({ timestamp: now + 90_000 }), now)).toBeNull();
  });

  it('makes 160-bit secrets and ten distinct recovery codes of 50 bits', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(normalizeCode(code)).toMatch(RECOVERY_CODE_PATTERN);
    expect(recoveryCodeHash(codes[0])).toBe(recoveryCodeHash(` ${codes[0].toLowerCase().replace('-', ' ')} `));
  });
});

describe('TotpSecretBox', () => {
  const noDatabase = {} as DataSource;
  const box = (key: string) => new TotpSecretBox({ totpEncryptionKey: key } as AppConfig, noDatabase);

  it('seals with AES-256-GCM: a new IV each time, opened only with the same key', async () => {
    const key = randomBytes(32).toString('base64url');
    const sealed = await box(key).seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(await box(key).seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(await box(key).open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(await box(randomBytes(32).toString('base64url')).open(sealed)).toBeNull();
    const [v, iv, tag, data] = sealed.split('.');
    expect(await box(key).open([v, iv, tag, `${data.slice(0, -2)}AA`].join('.'))).toBeNull(); // tampered
    expect(await box(key).open('JBSWY3DPEHPK3PXP')).toBeNull();
  });
});

describe('two-factor settings', () => {
  const strongKey = () => randomBytes(32).toString('base64');

  it('requires TOTP of administrators in production by default, not elsewhere, and takes an explicit choice', () => {
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'p4ss' }).adminTotpRequired).toBe(true);
    expect(loadConfig({}).adminTotpRequired).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).adminTotpRequired).toBe(false);
    expect(loadConfig({ ADMIN_TOTP_REQUIRED: 'true' }).adminTotpRequired).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'p4ss', ADMIN_TOTP_REQUIRED: 'false' }).adminTotpRequired).toBe(false);
    expect(() => loadConfig({ ADMIN_TOTP_REQUIRED: 'maybe' })).toThrow('ADMIN_TOTP_REQUIRED must be true or false (got "maybe")');
  });

  it('refuses a guessable TOTP_ENCRYPTION_KEY outside tests, without repeating it', () => {
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'secret' })).toThrow(
      'TOTP_ENCRYPTION_KEY must be at least 32 random bytes (64 hex digits or 43 base64 characters: openssl rand -base64 32) (value hidden)',
    );
    const key = strongKey();
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key }).totpEncryptionKey).toBe(key);
    expect(loadConfig({}).totpEncryptionKey).toBe('');
  });
});
