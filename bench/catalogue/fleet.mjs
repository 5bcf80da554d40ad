// bench/catalogue/fleet.mjs: uncached catalogue throughput through one API process and through
// two behind a round-robin proxy, on the same data in the same run, with where the CPU went
// (API processes, PostgreSQL backends, this process = autocannon + proxy) and the load average.
// Cache off on purpose: every request reaches PostgreSQL, the part two replicas share.
//
// Usage: npm run build -w backend && node bench/catalogue/fleet.mjs
// Environment: as run.mjs (PRODUCTS, default 10000 here; DURATION, CONNECTIONS, SCENARIOS,
//   BENCH_DATABASE_PREFIX, BENCH_REDIS_URL, BENCH_PORT: API ports are BENCH_PORT+10 and +11), BENCH_REUSE=1.
import { readFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import os from 'node:os';
import { load, measure } from './lib/measure.mjs';
import { apiPath, scenarios } from './lib/scenarios.mjs';
import { seedCatalogue } from './lib/seed.mjs';
import { startApi, stop } from './lib/servers.mjs';
import { databaseUrl, settings } from './lib/settings.mjs';

const TICKS = 100; // USER_HZ on Linux

/** CPU seconds a process used so far (utime + stime from /proc); 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** CPU seconds every core of the machine spent busy so far (/proc/stat): what other work took shows beside ours. */
function machineBusySeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + ticks[4];
  return (ticks.slice(0, 8).reduce((a, b) => a + b, 0) - idle) / TICKS;
}

async function postgresBackends(db, database) {
  const { rows } = await db.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
  return rows.map((r) => r.pid);
}

/** Round robin over the backends, as the compose file's nginx does. */
function startProxy(port, backends) {
  let next = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createServer((req, res) => {
    const upstream = request(
      { host: '127.0.0.1', port: backends[next++ % backends.length], path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function run(label, url, pids, db, database) {
  const backends = await postgresBackends(db, database);
  const before = {
    api: pids.map(cpuSeconds),
    pg: backends.map(cpuSeconds),
    self: process.cpuUsage(),
    machine: machineBusySeconds(),
    at: Date.now(),
  };
  const rows = [];
  for (const scenario of scenarios) rows.push({ setup: label, scenario: scenario.name, ...(await measure(`${url}${apiPath(scenario)}`)) });
  const seconds = (Date.now() - before.at) / 1000;
  const after = await postgresBackends(db, database);
  const pg = after.reduce((sum, pid) => sum + cpuSeconds(pid) - (before.pg[backends.indexOf(pid)] ?? 0), 0);
  const api = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - before.api[i], 0);
  const self = process.cpuUsage(before.self);
  const share = (cpu) => `${((cpu / seconds) * 100).toFixed(0)}%`;
  return {
    rows,
    cpu: {
      setup: label,
      'API processes': share(api),
      PostgreSQL: share(pg),
      'autocannon + proxy': share((self.user + self.system) / 1e6),
      'whole machine': share(machineBusySeconds() - before.machine),
      'of cores': `${os.cpus().length * 100}%`,
    },
  };
}

async function main() {
  const size = Number(process.env.PRODUCTS ?? 10000);
  const url = databaseUrl(size);
  const database = new URL(url).pathname.slice(1);
  console.log(
    `== ${size.toLocaleString('en')} products in ${database}, cache off, ${settings.connections} connections, ${settings.duration} s per scenario; load average ${load()}`,
  );
  const db = await seedCatalogue(url, size, { reuse: settings.reuse });
  const loads = [load()];
  const env = { DATABASE_POOL_SIZE: '10', ROLE: 'api' };
  const a = await startApi(url, { port: settings.portBase + 10, cacheTtlMs: 0, env });
  const b = await startApi(url, { port: settings.portBase + 11, cacheTtlMs: 0, env });
  const proxy = await startProxy(settings.portBase + 12, [settings.portBase + 10, settings.portBase + 11]);
  try {
    const one = await run('one API, direct', a.url, [a.child.pid], db, database);
    const two = await run(
      'two APIs behind the proxy',
      `http://127.0.0.1:${settings.portBase + 12}`,
      [a.child.pid, b.child.pid],
      db,
      database,
    );
    loads.push(load());
    const scaling = one.rows.map((r, i) => ({
      scenario: r.scenario,
      'one API req/s': r.rps,
      'two APIs req/s': two.rows[i].rps,
      '× one': (two.rows[i].rps / r.rps).toFixed(2),
    }));
    console.table(
      [...one.rows, ...two.rows].map((r) => ({
        setup: r.setup,
        scenario: r.scenario,
        'req/s': r.rps,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
      })),
    );
    console.table(scaling);
    console.log(`CPU used during each setup (100% = one core; ${os.cpus().length} cores; 'whole machine' includes other work on it):`);
    console.table([one.cpu, two.cpu]);
    console.log(`load average ${loads.join(' → ')}`);
  } finally {
    proxy.close();
    await Promise.all([stop(a), stop(b)]);
    await db.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
