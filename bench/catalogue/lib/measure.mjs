// One load run with autocannon (after a short warm-up): req/s, p50, p99, failed requests, and
// the CPU each answer cost in the server process and in its PostgreSQL backends. The CPU per
// answer does not depend on what else the machine runs; req/s on a shared machine does.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { require, settings } from './settings.mjs';

const autocannon = require('autocannon');
const { Client } = require('pg');

const WARM_UP_SECONDS = 2;
/** A fresh Node process answers 2-3 times slower until V8 has optimised its hot paths. */
const JIT_WARM_UP_REQUESTS = Number(process.env.BENCH_WARM_UP ?? 3000);
const CLOCK_TICKS_PER_MS = 100 / 1000;

/** user + system CPU of a process in ms (Linux /proc), null where that is not readable. */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_MS;
  } catch {
    return null;
  }
}

async function backendPids(databaseUrl) {
  const admin = new URL(databaseUrl);
  const database = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const db = new Client({ connectionString: admin.toString() });
  await db.connect();
  try {
    const { rows } = await db.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`, [database]);
    return rows.map((r) => r.pid);
  } finally {
    await db.end();
  }
}

/** CPU of the server and of the database backends it has open, summed over processes still there. */
async function cpuSnapshot(server, databaseUrl) {
  const pids = await backendPids(databaseUrl);
  return { server: processCpuMs(server.child.pid), backends: new Map(pids.map((pid) => [pid, processCpuMs(pid)])) };
}

function cpuPerRequest(before, after, requests) {
  if (before.server === null || after.server === null || !requests) return { serverCpu: null, dbCpu: null };
  let db = 0;
  for (const [pid, ms] of before.backends) {
    const later = after.backends.get(pid) ?? processCpuMs(pid);
    if (ms !== null && later !== null) db += later - ms;
  }
  return { serverCpu: (after.server - before.server) / requests, dbCpu: db / requests };
}

/** Run right after a server starts, spread over the paths it will be measured on. */
export async function warmUp(server, paths) {
  for (const path of paths) {
    await autocannon({
      url: `${server.url}${path}`,
      connections: settings.connections,
      amount: Math.ceil(JIT_WARM_UP_REQUESTS / paths.length),
    });
  }
}

/** Load only: req/s, p50, p99 and failed requests of one URL. */
export async function measure(url) {
  const result = await autocannon({ url, connections: settings.connections, duration: settings.duration });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/** Load on one of a started server's paths, after a short warm-up, with the CPU per answer. */
export async function measureServer(server, path, databaseUrl) {
  const url = `${server.url}${path}`;
  await autocannon({ url, connections: settings.connections, duration: WARM_UP_SECONDS });
  const before = await cpuSnapshot(server, databaseUrl);
  const result = await measure(url);
  const after = await cpuSnapshot(server, databaseUrl);
  return { ...result, ...cpuPerRequest(before, after, result.requests) };
}

export function load() {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
