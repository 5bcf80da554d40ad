import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { freePort } from './fleet';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const LOCAL = path.join(ROOT, '.tools', 'nginx');

/**
 * An nginx binary: the machine's, or Debian's package unpacked into .tools/ (`apt-get download`
 * needs no root and starts no service).
 */
function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', path.join(LOCAL, 'usr', 'sbin', 'nginx')]) if (existsSync(candidate)) return candidate;
  mkdirSync(LOCAL, { recursive: true });
  execFileSync('apt-get', ['download', '-qq', 'nginx'], { cwd: LOCAL, stdio: 'pipe' });
  const deb = readdirSync(LOCAL).find((file) => /^nginx_.*\.deb$/.test(file));
  if (!deb) throw new Error('nginx: apt-get download nginx left no package');
  execFileSync('dpkg-deb', ['-x', deb, '.'], { cwd: LOCAL });
  rmSync(path.join(LOCAL, deb));
  return path.join(LOCAL, 'usr', 'sbin', 'nginx');
}

/**
 * The fleet's balancer as it ships: deploy/nginx.conf run by a real nginx on loopback, its
 * upstream pointed at this machine's API processes instead of Docker's DNS name (and without
 * Docker's resolver). Everything else in the file (headers, retries, keep-alive) is as deployed.
 */
export class FleetBalancer {
  port = 0;
  private dir = '';
  private child?: ChildProcess;

  /** `realIpFrom`: the trusted front (LB_REAL_IP_FROM), rendered from deploy/nginx-real-ip.conf.template as the image does. */
  constructor(
    private readonly backends: number[],
    private readonly options: { realIpFrom?: string } = {},
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** deploy/nginx.conf for these backends and port (exported for the deployment checks). */
  static siteConfig(backends: number[], port: number): string {
    const shipped = readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
    const site = shipped
      .replace(/^\s*resolver .*;$/m, '')
      .replace(/^(\s*)server api:3000 resolve(.*);$/m, (_line, indent: string, rest: string) =>
        backends.map((backend) => `${indent}server 127.0.0.1:${backend}${rest};`).join('\n'),
      )
      .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`);
    if (site.includes('api:3000') || !site.includes(`listen 127.0.0.1:${port};`))
      throw new Error('deploy/nginx.conf changed shape: update test/support/nginx.ts');
    return site;
  }

  async start(): Promise<this> {
    const binary = nginxBinary();
    this.port = await freePort();
    this.dir = mkdtempSync(path.join(tmpdir(), 'stockwatt-nginx-'));
    writeFileSync(path.join(this.dir, 'site.conf'), FleetBalancer.siteConfig(this.backends, this.port));
    const realIp = this.options.realIpFrom
      ? readFileSync(path.join(ROOT, 'deploy', 'nginx-real-ip.conf.template'), 'utf8').replace(
          '${LB_REAL_IP_FROM}',
          this.options.realIpFrom,
        )
      : '';
    writeFileSync(path.join(this.dir, 'real-ip.conf'), realIp);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `${kind}_temp_path ${path.join(this.dir, kind)};`)
      .join('\n  ');
    writeFileSync(
      path.join(this.dir, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid ${path.join(this.dir, 'nginx.pid')};
error_log ${path.join(this.dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  include ${path.join(this.dir, 'real-ip.conf')};
  include ${path.join(this.dir, 'site.conf')};
}
`,
    );
    this.child = spawn(binary, ['-p', this.dir, '-c', path.join(this.dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    this.child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const deadline = Date.now() + 10_000;
    while (
      !(await fetch(`${this.url}/lb-health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (this.child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${errors}${this.errors()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return this;
  }

  /** nginx's error log (upstream failures and retries show there). */
  errors(): string {
    const file = path.join(this.dir, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      });
    }
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }
}
