import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';

export interface ReceivedForm {
  at: number;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/**
 * The third-party form service as a real HTTP server on 127.0.0.1 that the test drives:
 * `failNext(n)` answers 500 to the next n requests, `answer(status)` fixes the status of
 * every request, `stop()`/`start()` take it down and up again on the same port.
 */
export class FakeFormService {
  readonly received: ReceivedForm[] = [];
  /** Requests whose connection closed before their answer was sent (the client gave up or was cut). */
  aborted = 0;
  private server?: Server;
  private failures = 0;
  private readonly failuresFor = new Map<string, number>();
  private status = 200;
  private delayMs = 0;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/forms/quote`;
  }

  async start(): Promise<this> {
    if (this.server) return this;
    this.server = createServer((req, res) => {
      res.on('close', () => {
        if (!res.writableFinished) this.aborted += 1;
      });
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          /* kept empty: the test will notice */
        }
        this.received.push({ at: Date.now(), headers: req.headers, body });
        const email = String(body.email ?? '');
        const owed = this.failuresFor.get(email) ?? 0;
        let status = this.status;
        if (owed > 0) {
          this.failuresFor.set(email, owed - 1);
          status = 500;
        } else if (this.failures > 0) {
          this.failures--;
          status = 500;
        }
        const reply = () => {
          res.writeHead(status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ ok: status < 300 }));
        };
        if (this.delayMs > 0) setTimeout(reply, this.delayMs);
        else reply();
      });
    });
    this.server.keepAliveTimeout = 5000;
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next n requests (only those for `email` when given) answer 500. */
  failNext(n: number, email?: string): void {
    if (email) this.failuresFor.set(email, n);
    else this.failures = n;
  }

  answer(status: number): void {
    this.status = status;
  }

  /** Answers each request this long after receiving it (deliveries stay in flight meanwhile). */
  answerAfter(ms: number): void {
    this.delayMs = ms;
  }

  /** Requests whose payload has this email (each test uses its own address). */
  for(email: string): ReceivedForm[] {
    return this.received.filter((r) => r.body.email === email);
  }
}
