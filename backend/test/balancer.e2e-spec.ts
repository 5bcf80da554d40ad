import { createServer as createHttpServer, IncomingHttpHeaders, Server as HttpServer } from 'node:http';
import { AddressInfo, createServer as createNetServer, Server as NetServer } from 'node:net';
import { FleetBalancer } from './support/nginx';

interface Seen {
  method: string;
  url: string;
  idempotencyKey?: string;
}

/** Reads a request's head off a socket: what the replica received before it went. */
function headOf(raw: string): Seen {
  const [requestLine, ...lines] = raw.split('\r\n\r\n')[0].split('\r\n');
  const [method, url] = requestLine.split(' ');
  const key = lines.find((line) => /^idempotency-key:/i.test(line));
  return { method, url, idempotencyKey: key?.slice(key.indexOf(':') + 1).trim() };
}

const listening = async <T extends HttpServer | NetServer>(server: T): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/**
 * deploy/nginx.conf, run by a real nginx, in front of two replicas: one that takes a request and
 * resets its connection without answering (as a stopping replica resets the connections the
 * system queued after its last accept), and one that answers. Which requests nginx resends, and
 * with which key, decides whether a quote is lost or stored twice when a replica goes.
 */
describe('the balancer as shipped, when a replica drops a request it was sent', () => {
  const dropped: Seen[] = [];
  const answered: (Seen & { headers: IncomingHttpHeaders })[] = [];
  const dropping = createNetServer((socket) => {
    let raw = '';
    socket.on('data', (chunk: Buffer) => {
      raw += chunk.toString('latin1');
      if (!raw.includes('\r\n\r\n')) return;
      dropped.push(headOf(raw));
      socket.resetAndDestroy();
    });
  });
  const answering = createHttpServer((request, response) => {
    const key = request.headers['idempotency-key'];
    answered.push({
      method: request.method!,
      url: request.url!,
      idempotencyKey: Array.isArray(key) ? key[0] : key,
      headers: request.headers,
    });
    request
      .resume()
      .on('end', () => response.writeHead(request.method === 'POST' ? 202 : 200, { 'Content-Type': 'application/json' }).end('{}'));
  });
  let ports: number[] = [];

  beforeAll(async () => {
    ports = [await listening(dropping), await listening(answering)];
  });

  afterAll(async () => {
    await new Promise((resolve) => dropping.close(resolve));
    await new Promise((resolve) => answering.close(resolve));
  });

  /**
   * Sends a request through a fresh balancer until the dropping replica is the one it reached
   * first (round robin may start with either), and tells what each replica saw of it.
   */
  const droppedOnce = async (path: string, init: RequestInit = {}) => {
    const balancer = await new FleetBalancer(ports).start();
    try {
      for (let attempt = 1; attempt <= 4; attempt++) {
        dropped.length = 0;
        answered.length = 0;
        const url = `${path}${path.includes('?') ? '&' : '?'}try=${attempt}`;
        const response = await fetch(`${balancer.url}${url}`, init);
        await response.arrayBuffer();
        if (dropped.length)
          return { status: response.status, dropped: [...dropped], answered: [...answered], url, nginx: balancer.errors() };
      }
      throw new Error(`the dropping replica never got ${path}`);
    } finally {
      await balancer.stop();
    }
  };
  const quote = (headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: '{"subject":"Devis"}',
  });

  it('resends a quote sent without a key to the other replica, with the same key (nginx’s request id) on both', async () => {
    const seen = await droppedOnce('/api/quotes', quote());
    expect(seen.status).toBe(202);
    expect(seen.nginx).toMatch(/Connection reset by peer/); // it did reach the dropping replica first
    expect(seen.dropped).toEqual([{ method: 'POST', url: seen.url, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(seen.answered).toHaveLength(1);
    expect(seen.answered[0]).toMatchObject({ method: 'POST', url: seen.url, idempotencyKey: seen.dropped[0].idempotencyKey });
    expect(seen.answered[0].headers['x-request-id']).toBe(seen.dropped[0].idempotencyKey);
  });

  it('resends a quote with the key its client chose, on both replicas', async () => {
    const seen = await droppedOnce('/api/quotes', quote({ 'Idempotency-Key': 'formulaire-7f3a' }));
    expect(seen.status).toBe(202);
    expect(seen.dropped.map((s) => s.idempotencyKey)).toEqual(['formulaire-7f3a']);
    expect(seen.answered.map((s) => s.idempotencyKey)).toEqual(['formulaire-7f3a']);
  });

  it('never resends another POST, which a second replica would carry out a second time', async () => {
    const seen = await droppedOnce('/api/admin/products', quote());
    expect(seen.status).toBe(502);
    expect(seen.dropped).toEqual([{ method: 'POST', url: seen.url, idempotencyKey: undefined }]);
    expect(seen.answered).toEqual([]);
  });

  it('resends a GET, and gives a key to no request but a quote', async () => {
    const seen = await droppedOnce('/api/products/1');
    expect(seen.status).toBe(200);
    expect(seen.dropped).toEqual([{ method: 'GET', url: seen.url, idempotencyKey: undefined }]);
    expect(seen.answered.map(({ method, idempotencyKey }) => ({ method, idempotencyKey }))).toEqual([
      { method: 'GET', idempotencyKey: undefined },
    ]);
  });
});
