import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { load } from 'js-yaml';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/configuration';
import { dataSourceOptions } from '../src/database/data-source';
import { prepareDatabase } from '../src/database/prepare';
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
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  volumes?: string[];
  ports?: string[];
}

/**
 * No Docker engine on the CI machines: the compose file is checked by parsing it (and with
 * `docker compose config` where a compose client exists), the Dockerfile by reading it.
 */
describe('production container and compose fleet', () => {
  const compose = load(read('docker-compose.yml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
  const services = compose.services;
  const oneShot = ['minio-bucket'];

  it('runs a balancer, two API replicas and a worker from the one image, on PostgreSQL, Redis and MinIO', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'lb', 'minio', 'minio-bucket', 'postgres', 'redis', 'worker']);
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
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'stockwatt',
        TRUST_PROXY: '1',
        REDIS_URL: 'redis://redis:6379',
      });
      expect(role.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
    }
    expect(services.lb.image).toMatch(/^nginx:/);
    expect(services.lb.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/server api:3000 resolve/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
  });

  it('keeps state on volumes: PostgreSQL data, Redis with an append-only file, the MinIO bucket created at start', () => {
    expect(services.postgres.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(services.redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
    expect(services.redis.volumes).toEqual(['redisdata:/data']);
    expect(services.minio.volumes).toEqual(['miniodata:/data']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['miniodata', 'pgdata', 'redisdata']);
    expect(JSON.stringify(services['minio-bucket'])).toContain('mc mb --ignore-existing fleet/stockwatt');
  });

  it('gives every service a restart policy, and every long-running one a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      expect([name, service.restart]).toEqual([name, oneShot.includes(name) ? 'on-failure' : 'unless-stopped']);
      if (!oneShot.includes(name)) expect([name, service.healthcheck?.test?.length]).toEqual([name, expect.any(Number)]);
    }
    expect(services.api.healthcheck?.test.join(' ')).toContain('/api/health');
  });

  it('is valid for `docker compose config` where a compose client exists', () => {
    let composeClient = false;
    try {
      execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
      composeClient = true;
    } catch {
      console.log('docker compose: not on this machine, compose file checked by parsing only');
    }
    if (!composeClient) return;
    const env = { ...process.env, JWT_SECRET: 'x', ADMIN_PASSWORD: 'x', MINIO_ROOT_PASSWORD: 'x' };
    expect(() => execFileSync('docker', ['compose', 'config', '--quiet'], { cwd: root, env, stdio: 'pipe' })).not.toThrow();
  });

  it('builds in stages and runs built code as a non-root user, with a health check and migrations but no demo data', () => {
    const dockerfile = read('Dockerfile');
    const stages = dockerfile.split(/^FROM /m).slice(1);
    expect(stages.length).toBeGreaterThanOrEqual(3);
    const final = stages[stages.length - 1];
    const nodeMajor = Number(/^ARG NODE_IMAGE=node:(\d+)-/m.exec(dockerfile)?.[1]);
    expect(nodeMajor % 2 === 0 && nodeMajor >= 22).toBe(true); // an LTS line still supported
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
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
});
