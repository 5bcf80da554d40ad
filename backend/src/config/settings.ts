import { isIP } from 'node:net';
import path from 'node:path';
import { isEmail } from 'class-validator';

/**
 * A setting that cannot be used: the process stops at boot with this one line (the variable
 * and what it expects), rather than running with NaN or a silently replaced value.
 */
export class ConfigError extends Error {
  /** `raw` undefined: the variable is not set; `secret`: its value is not repeated in logs. */
  constructor(
    readonly variable: string,
    expected: string,
    raw: string | undefined,
    { secret = false } = {},
  ) {
    super(`${variable} must be ${expected} (${raw === undefined ? 'not set' : secret ? 'value hidden' : `got "${raw}"`})`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads environment variables with their defaults and checks them. Every module's settings
 * loader (config/configuration.ts, quotes/quotes.config.ts, uploads/storage/storage.config.ts…)
 * goes through one of these so a bad value fails the same way everywhere.
 */
export class Settings {
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The raw value, or undefined when the variable is unset or blank. */
  raw(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  /**
   * A file or directory, absolute: a relative value is read from the directory the process started
   * in, as a shell reads it (`UPLOADS_DIR=uploads/`); the static file server refuses relative roots.
   */
  path(name: string, fallback: string): string {
    return path.resolve(this.string(name, fallback));
  }

  int(name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}): number {
    const raw = this.raw(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^-?\d+$/.test(raw) || n < min || n > max) {
      throw new ConfigError(
        name,
        max === Number.MAX_SAFE_INTEGER ? `a whole number ≥ ${min}` : `a whole number from ${min} to ${max}`,
        this.env[name],
      );
    }
    return n;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.raw(name);
    if (raw === undefined) return fallback;
    if (/^(true|1|yes)$/i.test(raw)) return true;
    if (/^(false|0|no)$/i.test(raw)) return false;
    throw new ConfigError(name, 'true or false', this.env[name]);
  }

  oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
    const raw = this.raw(name) ?? fallback;
    if (!values.includes(raw as T)) throw new ConfigError(name, `one of ${values.join(', ')}`, this.env[name]);
    return raw as T;
  }

  /** An absolute URL whose scheme is one of `protocols` (e.g. postgres, redis, http). */
  url(name: string, fallback: string, protocols: string[]): string {
    const raw = this.raw(name) ?? fallback;
    let parsed: URL | undefined;
    try {
      parsed = new URL(raw);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !protocols.includes(parsed.protocol.replace(/:$/, ''))) {
      throw new ConfigError(name, `a ${protocols.join(' or ')} URL`, this.env[name]);
    }
    return raw;
  }

  /** A URL of one of `protocols`, or '' when unset (optional integrations: form service, SMTP). */
  optionalUrl(name: string, protocols: string[]): string {
    return this.raw(name) === undefined ? '' : this.url(name, '', protocols);
  }

  email(name: string, fallback: string): string {
    const value = this.string(name, fallback);
    if (!isEmail(value)) throw new ConfigError(name, 'an email address', this.env[name]);
    return value;
  }
}

/** `trustProxy` (Fastify, as proxy-addr reads it): a number of hops, or addresses/CIDR ranges/presets whose X-Forwarded-For is believed. */
export type TrustProxy = number | string[];

const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: `1` (one load balancer in front), or a comma list of addresses, CIDR ranges and
 * the presets loopback, linklocal, uniquelocal. `true` (believe anyone) is refused: every client
 * could then pick the address its rate limits count against.
 */
export function parseTrustProxy(settings: Settings, name: string, fallback: string): TrustProxy {
  const raw = settings.string(name, fallback);
  const expected = 'a number of proxy hops or a comma list of IP addresses, CIDR ranges and loopback/linklocal/uniquelocal';
  if (/^\d+$/.test(raw)) return settings.int(name, 0, { max: 10 });
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const valid = (entry: string): boolean => {
    if (PROXY_PRESETS.includes(entry)) return true;
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (!family || rest.length) return false;
    if (prefix === undefined) return true;
    return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  };
  if (!entries.length || !entries.every(valid)) throw new ConfigError(name, expected, settings.raw(name));
  return entries;
}
