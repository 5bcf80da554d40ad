import { Agent, createServer, request, Server } from 'node:http';
import { AddressInfo } from 'node:net';
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
});
