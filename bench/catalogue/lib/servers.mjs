// Start the API (as in production) or the bare yardstick on a port, wait until it answers.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { dist, here, settings } from './settings.mjs';

const STARTUP_TIMEOUT_MS = 120_000;

function start(script, env, ready) {
  const child = spawn('node', [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    let last = 'no answer';
    const poll = setInterval(async () => {
      try {
        const res = await fetch(ready);
        if (res.ok) {
          clearInterval(poll);
          resolve({ child, url: new URL(ready).origin });
          return;
        }
        last = `${res.status} ${(await res.text()).slice(0, 300)}`;
      } catch {
        /* not up yet */
      }
      if (Date.now() > deadline) {
        clearInterval(poll);
        child.kill('SIGTERM');
        reject(new Error(`${script} not ready after ${STARTUP_TIMEOUT_MS / 1000} s (${ready}: ${last})`));
      }
    }, 200);
    child.on('exit', (code) => {
      clearInterval(poll);
      reject(new Error(`${script} exited ${code}`));
    });
  });
}

export function stop({ child }) {
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** As an API replica of the fleet runs (ROLE=api: no queue workers in the process). cacheTtlMs 0 is the cold path: every request reaches PostgreSQL. */
export function startApi(databaseUrl, { port, cacheTtlMs, env = {} }) {
  return start(
    `${dist}/main.js`,
    {
      ROLE: 'api',
      DATABASE_URL: databaseUrl,
      REDIS_URL: settings.redisUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_PER_MINUTE: '1000000000',
      ADMIN_PASSWORD: 'bench-only-password',
      PORT: String(port),
      CATALOGUE_CACHE_TTL_MS: String(cacheTtlMs),
      ...env,
    },
    `http://127.0.0.1:${port}/api/health`,
  );
}

export function startBare(databaseUrl, { port }) {
  return start(path.join(here, 'baseline-server.mjs'), { DATABASE_URL: databaseUrl, PORT: String(port) }, `http://127.0.0.1:${port}/`);
}
