import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { FastifyInstance } from 'fastify';
import { DEFAULT_SCHEMA, load, Type } from 'js-yaml';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/configuration';
import { Settings } from '../src/config/settings';
import { dataSourceOptions } from '../src/database/data-source';
import { prepareDatabase } from '../src/database/prepare';
import { createHttpAdapter } from '../src/http-adapter';
import { loadQuotesConfig } from '../src/config/quotes.config';
import { FleetBalancer } from './support/nginx';
import { dropDatabase, siblingDatabaseUrl } from './utils';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  restart?: string;
  init?: boolean;
  stop_grace_period?: string;
  logging?: { driver?: string; options?: Record<string, string> };
  mem_limit?: string;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number; resources?: { limits?: { memory?: string } } };
  volumes?: string[];
  ports?: string[];
  profiles?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, unknown>;
}

/** Compose's merge tags (`!reset`, `!override`) in override files: parsed as the value they carry. */
const composeSchema = DEFAULT_SCHEMA.extend(
  (['scalar', 'sequence', 'mapping'] as const).flatMap((kind) =>
    ['!reset', '!override'].map((tag) => new Type(tag, { kind, construct: (data: unknown) => data })),
  ),
);
const composeFiles = ['docker-compose.yml', 'docker-compose.tls.yml'];
const parseCompose = (file: string) => load(read(file), { schema: composeSchema }) as ComposeFile;

/**
 * An image pinned to one release: `name:X.Y.Z` (a leading `v` and a variant such as `-alpine` or
 * `-bookworm` allowed, and a `@sha256:` digest after it). `latest`, no tag, a bare major (`redis:7`)
 * or major.minor (`nginx:1.28-alpine`) move under the fleet when a new release is pushed. Projects
 * whose releases are numbered in two parts are pinned by both: PostgreSQL since 10 (`15.19`).
 */
const RELEASE_PARTS: Record<string, number> = { postgres: 2, 'chrislusf/seaweedfs': 2 };
function pinned(image: string): boolean {
  const match = /^([a-z0-9][a-z0-9._/-]*):v?(\d+(?:\.\d+)*)(?:-[A-Za-z0-9.]+)?(?:@sha256:[0-9a-f]{64})?$/.exec(image);
  return match !== null && match[2].split('.').length === (RELEASE_PARTS[match[1]] ?? 3);
}

/** Compose durations (`30s`, `1m30s`, `500ms`) in milliseconds. */
function durationMs(value: string | undefined): number {
  const parts = [...(value ?? '').matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (!value || parts.map((p) => p[0]).join('') !== value) return NaN;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  return parts.reduce((sum, [, amount, u]) => sum + Number(amount) * unit[u as keyof typeof unit], 0);
}

/** Compose byte sizes (`512M`, `1G`, `128m`) in bytes. */
function bytes(value: string | undefined): number {
  const match = /^(\d+)([bkmg])?$/i.exec(value ?? '');
  if (!match) return NaN;
  return Number(match[1]) * 1024 ** 'bkmg'.indexOf((match[2] ?? 'b').toLowerCase());
}

/**
 * No Docker engine on the CI machines: the compose files are checked by parsing them (and with
 * `docker compose config` where a compose client exists), the Dockerfile by reading it, the
 * balancer's configuration by running it with a real nginx, and the database role by running
 * its script and the migrations against this machine's PostgreSQL.
 */
describe('production container and compose fleet', () => {
  const compose = parseCompose('docker-compose.yml');
  const tls = parseCompose('docker-compose.tls.yml');
  const services = compose.services;
  const everyService = composeFiles.flatMap((file) =>
    Object.entries(parseCompose(file).services).map(([name, service]) => ({ file, name, service })),
  );

  it('runs a balancer, two API replicas and a worker from the one image, on PostgreSQL, Redis and Garage', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'garage', 'grafana', 'lb', 'postgres', 'prometheus', 'redis', 'worker']);
    expect(services.api.deploy?.replicas).toBe(2);
    expect(services.api.environment?.ROLE).toBe('api');
    expect(services.worker.environment?.ROLE).toBe('worker');
    expect(services.worker.ports).toBeUndefined();
    expect(services.api.build).toBe('.');
    expect(services.worker.image).toBe(services.api.image);
    for (const role of [services.api, services.worker]) {
      expect(role.environment).toMatchObject({
        NODE_ENV: 'production',
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://garage:3900',
        S3_REGION: 'garage',
        S3_BUCKET: 'stockwatt',
        TRUST_PROXY: '1',
        REDIS_URL: 'redis://redis:6379',
      });
      // The shop's own role, never the superuser.
      expect(role.environment?.DATABASE_URL).toMatch(
        /^postgres:\/\/stockwatt:\$\{POSTGRES_APP_PASSWORD:\?[^}]*\}@postgres:5432\/stockwatt$/,
      );
      expect(role.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        garage: { condition: 'service_healthy' },
      });
    }
    expect(services.lb.image).toMatch(/^nginx:/);
    expect(services.lb.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(read('deploy/nginx.conf')).toMatch(/server api:3000 resolve/);
  });

  it('bootstraps Garage itself: the shop’s bucket and a key that reaches only it, the region the shop signs for', () => {
    const garage = services.garage;
    const shop = services.api.environment!;
    expect(garage.command).toEqual(['/garage', 'server', '--single-node', '--default-bucket']);
    expect(garage.environment).toMatchObject({
      GARAGE_DEFAULT_BUCKET: shop.S3_BUCKET,
      GARAGE_DEFAULT_ACCESS_KEY: shop.S3_ACCESS_KEY_ID,
      GARAGE_DEFAULT_SECRET_KEY: shop.S3_SECRET_ACCESS_KEY,
    });
    expect(shop.S3_ACCESS_KEY_ID).toMatch(/^\$\{S3_ACCESS_KEY_ID:\?/);
    expect(garage.healthcheck?.test).toEqual(['CMD', '/garage', 'bucket', 'info', shop.S3_BUCKET]);
    const config = read('deploy/garage/garage.toml');
    expect(config).toMatch(/^replication_factor = 1$/m); // --single-node refuses anything else
    expect(config).toContain(`s3_region = "${shop.S3_REGION}"`);
    expect(config).not.toMatch(/^\s*(rpc_secret|admin_token)\s*=/m); // from the environment, not a world-readable file
    for (const [setting, dir] of [...config.matchAll(/^(metadata_dir|data_dir) = "([^"]+)"$/gm)].map((m) => [m[1], m[2]]))
      expect([setting, garage.volumes?.some((v) => v.endsWith(`:${dir}`))]).toEqual([setting, true]);
  });

  it('pins every image of every compose file to one exact release', () => {
    // The rule itself: what moves under the fleet is refused.
    for (const loose of [
      'minio/minio',
      'minio/minio:latest',
      'redis:7',
      'postgres:15',
      'postgres:15-bookworm',
      'redis:7-alpine',
      'dxflrs/garage:v2.4',
      'nginx:1.28-alpine',
      'nginx:stable-alpine',
      'stockwatt:latest',
      'caddy:2.11',
    ])
      expect([loose, pinned(loose)]).toEqual([loose, false]);
    for (const exact of [
      'redis:7.4.10-alpine',
      'postgres:15.19-bookworm',
      'dxflrs/garage:v2.4.1',
      `nginx:1.30.5-alpine@sha256:${'0'.repeat(64)}`,
    ])
      expect([exact, pinned(exact)]).toEqual([exact, true]);

    const images = everyService
      .filter(({ service }) => service.image)
      .map(({ file, name, service }) => [`${file}: ${name}`, service.image!]);
    expect(images.length).toBeGreaterThanOrEqual(7);
    for (const [where, image] of images) expect([where, image, pinned(image)]).toEqual([where, image, true]);
    // The shop's own image carries the shop's version.
    const version = (JSON.parse(read('backend/package.json')) as { version: string }).version;
    expect(services.api.image).toBe(`stockwatt:${version}`);
    // deploy/nginx.conf re-resolves `api` (`server … resolve` in an upstream): nginx 1.27.3 or later.
    const [major, minor, patch] = /^nginx:(\d+)\.(\d+)\.(\d+)/.exec(services.lb.image!)!.slice(1).map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(1_027_003);
  });

  it('runs every process under an init, with a grace period, rotated logs and a memory limit', () => {
    for (const { file, name, service } of everyService) {
      const where = `${file}: ${name}`;
      if (file !== 'docker-compose.yml' && services[name]) continue; // an override of a base service
      expect([where, service.init]).toEqual([where, true]);
      expect([where, durationMs(service.stop_grace_period) >= 5_000]).toEqual([where, true]);
      expect([where, service.logging?.driver]).toEqual([where, 'json-file']);
      expect([where, bytes(service.logging?.options?.['max-size']) > 0, Number(service.logging?.options?.['max-file']) > 1]).toEqual([
        where,
        true,
        true,
      ]);
      const memory = bytes(service.deploy?.resources?.limits?.memory ?? service.mem_limit);
      expect([where, memory >= 64 * 1024 ** 2]).toEqual([where, true]);
    }
    // A stopping worker lets its deliveries in flight end (each bounded by the delivery timeout)
    // and an API replica drains its connections: Docker must not SIGKILL them before.
    const defaults = { quotes: loadQuotesConfig(new Settings({})), app: loadConfig({}) };
    expect(durationMs(services.worker.stop_grace_period)).toBeGreaterThan(defaults.quotes.deliveryTimeoutMs);
    expect(durationMs(services.api.stop_grace_period)).toBeGreaterThan(defaults.app.shutdownDrainMs);
    // The balancer drops an idle kept-alive connection before a stopping replica closes it, so it
    // never sends a request (a POST it would not resend) down one the replica is closing.
    const idle = /^\s*keepalive_timeout (\S+);$/m.exec(readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8'))?.[1];
    expect(durationMs(idle)).toBeLessThan(defaults.app.shutdownDrainMs);
  });

  it('keeps state on volumes: PostgreSQL data, Redis with an append-only file, Garage’s metadata and objects', () => {
    expect(services.postgres.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(services.redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'noeviction']));
    expect(services.redis.volumes).toEqual(['redisdata:/data']);
    expect(services.garage.volumes).toEqual(expect.arrayContaining(['garagemeta:/var/lib/garage/meta', 'garagedata:/var/lib/garage/data']));
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual([
      'garagedata',
      'garagemeta',
      'grafanadata',
      'pgdata',
      'promdata',
      'redisdata',
    ]);
    // Redis refuses writes before the container's memory limit kills it.
    const maxmemory = services.redis.command![services.redis.command!.indexOf('--maxmemory') + 1];
    expect(bytes(maxmemory.replace(/b$/, ''))).toBeLessThan(bytes(services.redis.deploy?.resources?.limits?.memory));
  });

  it('runs Prometheus and Grafana on demand, scraping every replica on the metrics port the balancer never forwards', () => {
    const metricsPort = loadConfig({}).metricsPort;
    expect(services.prometheus.profiles).toEqual(['monitoring']);
    expect(services.grafana.profiles).toEqual(['monitoring']);
    expect(services.grafana.ports).toEqual(['127.0.0.1:3001:3000']); // an operator's tunnel, not the public
    const prometheus = load(read('deploy/monitoring/prometheus.yml')) as {
      scrape_configs: { job_name: string; dns_sd_configs: { names: string[]; port: number }[] }[];
    };
    expect(prometheus.scrape_configs.map((job) => [job.dns_sd_configs[0].names, job.dns_sd_configs[0].port])).toEqual([
      [['api'], metricsPort],
      [['worker'], metricsPort],
    ]);
    expect(read('deploy/nginx.conf')).not.toContain(String(metricsPort));
    // Every series the dashboard plots is one the shop exports (metrics/shop-metrics.ts, queue-depth.ts, quotes.health.ts) or prom-client's own.
    const dashboard = JSON.parse(read('deploy/monitoring/grafana/dashboards/stockwatt.json')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const exported = [
      'http_request_duration_seconds',
      'catalogue_cache_lookups_total',
      'quote_deliveries_total',
      'queue_jobs',
      'quotes_pending',
      'quotes_stuck',
    ];
    const names = dashboard.panels.flatMap((p) =>
      p.targets.flatMap(
        (t) =>
          t.expr
            .replace(/by \([^)]*\)|\{[^}]*\}|\[[^\]]*\]/g, ' ')
            .match(/[a-z][a-z0-9_]*/g)
            ?.filter((word) => !['rate', 'sum', 'max', 'histogram_quantile'].includes(word)) ?? [],
      ),
    );
    const unknown = names.filter((n) => !exported.some((e) => n.startsWith(e)) && !/^(process|nodejs)_/.test(n));
    expect(unknown).toEqual([]);
  });

  it('gives every service a restart policy and a health check', () => {
    for (const { file, name, service } of everyService) {
      if (file !== 'docker-compose.yml' && services[name]) continue;
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      expect([name, service.healthcheck?.test?.length]).toEqual([name, expect.any(Number)]);
    }
    expect(services.api.healthcheck?.test.join(' ')).toContain('/readyz');
    // Over TCP: a new volume's initialisation (the role script included) answers on the socket only.
    expect(services.postgres.healthcheck?.test).toEqual(expect.arrayContaining(['-h', '127.0.0.1']));
  });

  it('lists in .env.example every variable the compose files read, with a comment and no shipped secret', () => {
    const used = new Map<string, string>();
    for (const file of composeFiles)
      for (const [, name, operator] of read(file).matchAll(/(?<!\$)\$\{([A-Z0-9_]+)(:?[-?])?[^}]*\}/g)) used.set(name, operator ?? '');
    const lines = read('.env.example').split('\n');
    const listed = new Map<string, string>();
    lines.forEach((line, i) => {
      const match = /^([A-Z0-9_]+)=(.*)$/.exec(line);
      if (!match) return;
      expect([match[1], lines[i - 1]?.startsWith('# ')]).toEqual([match[1], true]);
      listed.set(match[1], match[2]);
    });
    expect([...used.keys()].filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed.keys()].filter((name) => !used.has(name))).toEqual([]);
    // What compose requires (`:?`) is left empty: a copied file does not start with a known secret.
    for (const [name, operator] of used) if (operator === ':?') expect([name, listed.get(name)]).toEqual([name, '']);
    // .env itself never reaches Git nor the image; the example does reach Git.
    expect(read('.dockerignore').split('\n')).toContain('.env');
    expect(read('.gitignore').split('\n')).toContain('.env');
    const ignored = (file: string) => {
      try {
        execFileSync('git', ['check-ignore', '-q', file], { cwd: root, stdio: 'ignore' });
        return true;
      } catch (error) {
        if ((error as { status?: number }).status === 1) return false; // not ignored
        throw error;
      }
    };
    expect([ignored('.env'), ignored('.env.example')]).toEqual([true, false]);
  });

  it('appends to X-Forwarded-For at the balancer and believes only its configured front; TLS in front with Caddy', () => {
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/^\s*proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;$/m);
    expect(nginx).toMatch(/^\s*real_ip_header X-Forwarded-For;$/m);
    expect(nginx).toMatch(/^\s*real_ip_recursive on;$/m);
    expect(nginx).not.toMatch(/^\s*set_real_ip_from/m); // no one believed unless configured
    expect(nginx).toMatch(/^\s*location = \/lb-health \{$/m);
    expect(read('deploy/nginx-real-ip.conf.template')).toMatch(/^set_real_ip_from \$\{LB_REAL_IP_FROM\};$/m);
    expect(services.lb.volumes).toContain('./deploy/nginx-real-ip.conf.template:/etc/nginx/templates/real-ip.conf.template:ro');
    // By default the balancer's own loopback: no one outside its container.
    expect(services.lb.environment?.LB_REAL_IP_FROM).toBe('${LB_REAL_IP_FROM:-127.0.0.1/32}');

    // The TLS override: Caddy in front, believed by address, the balancer no longer published.
    const front = tls.services.tls;
    const frontAddress = (front.networks as Record<string, { ipv4_address: string }>).edge.ipv4_address;
    expect(tls.services.lb.environment?.LB_REAL_IP_FROM).toBe(frontAddress);
    expect(tls.services.lb.ports).toEqual([]);
    expect(tls.services.lb.networks).toEqual(['default', 'edge']);
    expect(front.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    for (const role of ['api', 'worker']) expect(tls.services[role].environment?.PUBLIC_URL).toMatch(/^https:\/\/\$\{SHOP_DOMAIN:\?/);
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/^\s*Strict-Transport-Security "max-age=\d{8,}; includeSubDomains"$/m);
    expect(caddyfile).toMatch(/^\s*defer$/m); // set as the answer leaves: it replaces the API's own
    expect(caddyfile).toMatch(/^\s*reverse_proxy lb:80$/m);
    expect(caddyfile).not.toMatch(/^\s*trusted_proxies/m); // the first hop: what a client sends is not believed
  });

  it('is valid for `docker compose config` where a compose client exists', () => {
    let composeClient = false;
    try {
      execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
      composeClient = true;
    } catch {
      console.log('docker compose: not on this machine, compose files checked by parsing only');
    }
    if (!composeClient) return;
    const secrets = Object.fromEntries(
      [
        'JWT_SECRET',
        'ADMIN_PASSWORD',
        'POSTGRES_PASSWORD',
        'POSTGRES_APP_PASSWORD',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
        'GARAGE_RPC_SECRET',
      ].map((n) => [n, 'x']),
    );
    const env = { ...process.env, ...secrets, SHOP_DOMAIN: 'shop.example', ACME_EMAIL: 'ops@shop.example' };
    for (const files of [['docker-compose.yml'], composeFiles])
      expect(() =>
        execFileSync('docker', ['compose', ...files.flatMap((f) => ['-f', f]), 'config', '--quiet'], { cwd: root, env, stdio: 'pipe' }),
      ).not.toThrow();
  });

  it('builds in stages and runs built code as a non-root user, with a health check and migrations but no demo data', () => {
    const dockerfile = read('Dockerfile');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const final = stages[stages.length - 1];
    // One exact release, of the project's LTS line (.nvmrc), as every image the fleet pulls.
    const [, major] = /^ARG NODE_IMAGE=node:(\d+)\.\d+\.\d+-bookworm-slim$/m.exec(dockerfile) ?? [];
    expect(major).toBe(read('.nvmrc').trim());
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/^HEALTHCHECK .*\n?.*\/readyz/m);
    expect(final).toContain('migrate.js --no-demo');
    expect(final).not.toMatch(/^COPY \. /m);
    expect(final).toMatch(/--from=runtime-deps \/app\/node_modules/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['.git', 'backend/test', 'bench']));
  });

  it('prepares a new database for the image with migrations and the first admin, and no demo catalogue', async () => {
    const url = siblingDatabaseUrl('image');
    try {
      const report = await prepareDatabase({ ...loadConfig(), databaseUrl: url }, { fresh: true, demo: 'none' });
      expect(report.migrations.length).toBeGreaterThan(0);
      expect(report).toMatchObject({ demo: null, admin: true });
      const db = await new DataSource(dataSourceOptions(url)).initialize();
      const [{ count }] = await db.query('SELECT count(*)::int AS count FROM products');
      await db.destroy();
      expect(count).toBe(0);
    } finally {
      await dropDatabase(url);
    }
  });

  describe('the shop’s own database role (deploy/postgres/10-stockwatt-role.sh)', () => {
    const script = path.join(root, 'deploy', 'postgres', '10-stockwatt-role.sh');
    const superuserUrl = new URL(process.env.DATABASE_URL!);
    const role = `stockwatt_role_${process.pid}`;
    const password = 'Role-Test-2026';

    /** The script as the postgres image runs it on a new volume (POSTGRES_USER, POSTGRES_DB). */
    function runRoleScript(database: string): void {
      execFileSync('sh', [script], {
        env: {
          ...process.env,
          PGHOST: superuserUrl.hostname,
          PGPORT: superuserUrl.port || '5432',
          PGPASSWORD: decodeURIComponent(superuserUrl.password),
          POSTGRES_USER: decodeURIComponent(superuserUrl.username),
          POSTGRES_DB: database,
          POSTGRES_APP_USER: role,
          POSTGRES_APP_PASSWORD: password,
        },
        stdio: 'pipe',
      });
    }
    const asRole = (url: string) => Object.assign(new URL(url), { username: role, password }).toString();
    async function superuser<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        return await run(client);
      } finally {
        await client.end();
      }
    }
    /** Objects of the public schema (extensions' own excepted) the role does not own. */
    const notOwned = (client: Client) =>
      client
        .query<{ object: string }>(
          `SELECT c.oid::regclass::text AS object FROM pg_class c
            WHERE c.relnamespace = 'public'::regnamespace AND pg_get_userbyid(c.relowner) <> $1
              AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
           UNION ALL
           SELECT p.oid::regprocedure::text FROM pg_proc p
            WHERE p.pronamespace = 'public'::regnamespace AND pg_get_userbyid(p.proowner) <> $1
              AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')`,
          [role],
        )
        .then((r) => r.rows.map((row) => row.object));

    afterAll(async () => {
      await superuser(siblingDatabaseUrl('role').replace(/\/[^/]*$/, '/postgres'), (c) => c.query(`DROP ROLE IF EXISTS ${role}`));
    });

    it('is executable, so the postgres image runs it rather than sourcing it', () => {
      expect(statSync(script).mode & 0o111).toBe(0o111);
      expect(services.postgres.volumes).toContain(
        './deploy/postgres/10-stockwatt-role.sh:/docker-entrypoint-initdb.d/10-stockwatt-role.sh:ro',
      );
      expect(services.postgres.environment).toMatchObject({
        POSTGRES_DB: 'stockwatt',
        POSTGRES_APP_PASSWORD: expect.stringMatching(/^\$\{POSTGRES_APP_PASSWORD:\?/),
      });
    });

    it('migrations run as the shop’s own non-superuser role', async () => {
      const url = siblingDatabaseUrl('role');
      const name = new URL(url).pathname.slice(1);
      try {
        // What the image does on a new volume: POSTGRES_DB created by the superuser, then the script.
        await superuser(url.replace(/\/[^/]*$/, '/postgres'), (c) =>
          c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => c.query(`CREATE DATABASE ${name}`)),
        );
        runRoleScript(name);
        const report = await prepareDatabase({ ...loadConfig(), databaseUrl: asRole(url) }, { demo: 'none' });
        expect(report.migrations.length).toBeGreaterThan(0);
        expect(report.admin).toBe(true);
        await superuser(asRole(url), async (client) => {
          const { rows } = await client.query(
            `SELECT current_user AS who, r.rolsuper, r.rolcreatedb, r.rolcreaterole, pg_get_userbyid(d.datdba) AS owner
               FROM pg_roles r, pg_database d WHERE r.rolname = current_user AND d.datname = current_database()`,
          );
          expect(rows[0]).toEqual({ who: role, rolsuper: false, rolcreatedb: false, rolcreaterole: false, owner: role });
          const extensions = await client.query('SELECT extname FROM pg_extension ORDER BY 1');
          expect(extensions.rows.map((r: { extname: string }) => r.extname)).toEqual(
            expect.arrayContaining(['fuzzystrmatch', 'pg_trgm', 'unaccent']),
          );
          expect(await notOwned(client)).toEqual([]);
        });
        // Run again (a restart): nothing left to apply, nothing refused.
        expect((await prepareDatabase({ ...loadConfig(), databaseUrl: asRole(url) }, { demo: 'none' })).migrations).toEqual([]);
      } finally {
        await dropDatabase(url);
      }
    });

    it('hands a database the superuser already migrated to the role, and can run again', async () => {
      const url = siblingDatabaseUrl('role_existing');
      const name = new URL(url).pathname.slice(1);
      try {
        // A volume from before the role: everything made and owned by the superuser.
        await prepareDatabase({ ...loadConfig(), databaseUrl: url }, { fresh: true, demo: 'none' });
        runRoleScript(name);
        runRoleScript(name);
        await superuser(asRole(url), async (client) => {
          expect(await notOwned(client)).toEqual([]);
          // What a later migration does: change a table and replace a function.
          await client.query('BEGIN');
          await client.query('ALTER TABLE products ADD COLUMN role_probe int');
          const [fn] = (
            await client.query(`SELECT p.oid::regprocedure::text AS fn FROM pg_proc p WHERE p.proname = 'search_normalize' LIMIT 1`)
          ).rows;
          await client.query(`ALTER FUNCTION ${fn.fn} COST 100`);
          await client.query('ROLLBACK');
        });
        expect((await prepareDatabase({ ...loadConfig(), databaseUrl: asRole(url) }, { demo: 'none' })).admin).toBe(false);
      } finally {
        await dropDatabase(url);
      }
    });
  });

  describe('the balancer as shipped, run by a real nginx in front of the API’s proxy trust (TRUST_PROXY=1)', () => {
    const front = '127.0.0.2'; // the TLS proxy, believed (LB_REAL_IP_FROM)
    const direct = '127.0.0.3'; // anyone else reaching the balancer
    let api: FastifyInstance;
    let balancer: FleetBalancer;
    let port = 0;

    /** GET through the balancer from `from`, with the X-Forwarded-For the caller claims. */
    const whoami = (from: string, forwardedFor?: string, requestId?: string) =>
      new Promise<{ ip: string; forwarded: string; id: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/whoami',
            localAddress: from,
            headers: { ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}), ...(requestId ? { 'X-Request-Id': requestId } : {}) },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => (res.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new Error(`${res.statusCode} ${body}`))));
          },
        );
        req.on('error', reject).end();
      });

    beforeAll(async () => {
      // The API's HTTP server with the fleet's TRUST_PROXY: request.ip is what rate limits count.
      api = createHttpAdapter(loadConfig({ TRUST_PROXY: '1' })).getInstance<FastifyInstance>();
      api.get('/whoami', async (request) => ({ ip: request.ip, forwarded: request.headers['x-forwarded-for'], id: request.id }));
      await api.listen({ host: '127.0.0.1', port: 0 });
      const backend = (api.server.address() as AddressInfo).port;
      balancer = await new FleetBalancer([backend], { realIpFrom: `${front}/32` }).start();
      port = balancer.port;
    });

    afterAll(async () => {
      await balancer?.stop();
      await api?.close();
    });

    it('gives each request nginx’s id, which the API takes as its own, whatever id a client sends', async () => {
      const [first, second, forged] = [await whoami(direct), await whoami(direct), await whoami(direct, undefined, 'chosen-by-client')];
      for (const { id } of [first, second, forged]) expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(new Set([first.id, second.id, forged.id]).size).toBe(3);
    });

    it('counts a direct client by its own address, whatever X-Forwarded-For it sends', async () => {
      expect(await whoami(direct)).toMatchObject({ ip: direct, forwarded: direct });
      expect(await whoami(direct, '203.0.113.66')).toMatchObject({ ip: direct, forwarded: `203.0.113.66, ${direct}` });
      expect((await whoami(direct, `198.51.100.1, ${front}`)).ip).toBe(direct);
    });

    it('takes the trusted front’s word for its client, and only the front’s', async () => {
      // Caddy sends the address that connected to it; a cloud balancer appends it to what came in.
      expect(await whoami(front, '203.0.113.9')).toMatchObject({ ip: '203.0.113.9', forwarded: '203.0.113.9, 203.0.113.9' });
      expect((await whoami(front, '198.51.100.1, 203.0.113.9')).ip).toBe('203.0.113.9');
      expect((await whoami(front)).ip).toBe(front);
    });
  });
});
