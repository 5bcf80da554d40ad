import { Agent, createServer, request, Server } from 'node:http';
import { AddressInfo, connect } from 'node:net';
import { drainHttpServer, trackResponses } from './shutdown';

/** A GET on a kept-alive connection; resolves with its answer's Connection header. */
function get(server: Server, agent: Agent): Promise<string | undefined> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers.connection));
    })
      .on('error', reject)
      .end();
  });
}

describe('drainHttpServer', () => {
  it('closes the connection of a request taken before the stop and answered after it, as of one taken after', async () => {
    let taken: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (taken = resolve));
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const server = createServer((_req, res) => {
      taken();
      void held.then(() => res.end('ok'));
    });
    trackResponses(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new Agent({ keepAlive: true });
    try {
      const before = get(server, agent);
      await arrived; // under way when the stop begins
      const drained = drainHttpServer(server, 50);
      answer();
      expect(await before).toBe('close');
      await drained;
    } finally {
      agent.destroy();
      server.close();
    }
  });

  it('answers a connection the system had queued for it when the stop began, as a busy process leaves them', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    trackResponses(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = connect({ port: (server.address() as AddressInfo).port, host: '127.0.0.1' });
    let answer = '';
    client.on('data', (chunk) => (answer += chunk.toString()));
    const ended = new Promise<void>((resolve, reject) => client.on('end', resolve).on('error', reject));
    client.end('POST / HTTP/1.1\r\nHost: shop\r\nContent-Length: 2\r\n\r\n{}');
    // It connects on the next tick. While this process is busy (blocked here), the system completes
    // the handshake and queues the connection, not yet taken when the stop begins.
    await new Promise((resolve) => process.nextTick(resolve));
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    const drained = drainHttpServer(server, 50);
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    await drained;
  });
});
