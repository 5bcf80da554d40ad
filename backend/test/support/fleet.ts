import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest, Server } from 'node:http';
import { AddressInfo, createServer as createTcpServer } from 'node:net';
import * as path from 'node:path';
import Redis from 'ioredis';
import { loadConfig } from '../../src/config/configuration';
import { prepareDatabase } from '../../src/database/prepare';

const MAIN = path.resolve(__dirname, '..', '..', 'dist', 'main.js');
const running = new Set<ChildProcess>();

// Whatever happens to the test process, its children go with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The processes run the compiled API, as the image does: built here when `npm run build` has not run yet. */
export function ensureBuiltApi(): void {
  if (!existsSync(MAIN))
    execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
      cwd: path.resolve(__dirname, '..', '..'),
      stdio: 'inherit',
    });
}

export async function freePort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One shop process (`node dist/main.js`, as the image runs it) with its ROLE, port and settings. */
export class ShopProcess {
  child?: ChildProcess;
  private output: string[] = [];

  constructor(
    readonly name: string,
    readonly role: 'api' | 'worker',
    readonly port: number,
    private readonly env: Record<string, string>,
    /** A command the process runs under, e.g. `unshare --pid --fork` to be PID 1 as in a container without an init. */
    private readonly launcher: string[] = [],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  start(): this {
    const [command, ...args] = [...this.launcher, process.execPath, MAIN];
    const child = spawn(command, args, {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        METRICS_PORT: '0',
        ...this.env,
        ROLE: this.role,
        PORT: String(this.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 5000) this.output.shift();
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    running.add(child);
    child.once('exit', () => running.delete(child));
    this.child = child;
    return this;
  }

  async healthy(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.child?.exitCode !== null) throw new Error(`${this.name} exited:\n${this.logs(4000)}`);
      const ok = await fetch(`${this.url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`${this.name} not healthy within ${timeoutMs} ms:\n${this.logs(4000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  /** Resolves once the process is gone, with how it ended. */
  kill(signal: NodeJS.Signals = 'SIGTERM'): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null)
      return Promise.resolve({ code: child?.exitCode ?? null, signal: child?.signalCode ?? null });
    return new Promise((resolve) => {
      child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal }));
      child.kill(signal);
    });
  }

  /** What the process wrote, its last `chars` (a test reads it all; an error message its end). */
  logs(chars = Infinity): string {
    const all = this.output.join('');
    return chars === Infinity ? all : all.slice(-chars);
  }
}

/**
 * A small round-robin HTTP proxy on loopback, standing in for the fleet's balancer: requests go
 * to each backend in turn, with the client's address appended to X-Forwarded-For as nginx does.
 */
export class RoundRobinProxy {
  readonly hits: number[];
  private server?: Server;
  private next = 0;
  port = 0;

  constructor(private readonly backends: number[]) {
    this.hits = backends.map(() => 0);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const index = this.next++ % this.backends.length;
      this.hits[index] += 1;
      const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: this.backends[index],
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'x-forwarded-for': forwarded },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server!.close(resolve));
  }
}

/**
 * A fleet's Redis: the test run's own database number plus `offset` (one per test file that runs
 * processes), so the normal run's db is never touched.
 */
export function fleetRedisUrl(offset = 1): string {
  if (process.env.FLEET_REDIS_URL) return process.env.FLEET_REDIS_URL;
  const url = new URL(process.env.REDIS_URL!);
  url.pathname = `/${(Number(url.pathname.slice(1) || 0) + offset) % 16}`;
  return url.toString();
}

/** A built API, an empty Redis db and a fresh demo database: where the fleet's processes start from. */
export async function freshFleet(redisUrl: string, databaseUrl: string): Promise<void> {
  ensureBuiltApi();
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();
  await prepareDatabase({ ...loadConfig(), databaseUrl }, { fresh: true, demo: 'new-database' });
}
