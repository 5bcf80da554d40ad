import { Logger } from '@nestjs/common';
import { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

const logger = new Logger('Shutdown');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const openConnections = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));

/**
 * SIGTERM (every deploy, `docker compose down`) and SIGINT: `stop` finishes the work in hand,
 * then the process exits 0 (1 when stopping failed). Nest's enableShutdownHooks is not used: it
 * re-raises the signal once closed, so the exit status reads as killed (143), and a process
 * running as PID 1 without an init ignores the re-raised signal and waits for the SIGKILL.
 */
export function exitOnSignal(stop: () => Promise<void>): void {
  const onSignal = (signal: NodeJS.Signals) => {
    process.off('SIGTERM', onSignal).off('SIGINT', onSignal);
    logger.log(`${signal}: finishing the work in hand`);
    const started = Date.now();
    stop().then(
      () => {
        logger.log(`stopped in ${Date.now() - started} ms`);
        process.exit(0);
      },
      (error: Error) => {
        logger.error(`stopping failed: ${error.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal).on('SIGINT', onSignal);
}

/** The responses each server has under way (trackResponses). */
const responsesUnderWay = new WeakMap<Server, Set<ServerResponse>>();

/**
 * Keeps count of the responses under way from the start: a request taken before a stop may be
 * answered after it, and its connection must then close with the answer (drainHttpServer), not
 * stay open and idle for the balancer's next request, which the stop would cut.
 */
export function trackResponses(server: Server): void {
  const responses = new Set<ServerResponse>();
  responsesUnderWay.set(server, responses);
  server.prependListener('request', (_request, response) => {
    responses.add(response);
    response.once('close', () => responses.delete(response));
  });
}

/**
 * Resolves after a turn of the event loop in which the server took no new connection. The system
 * completes a client's handshake and queues the connection whether or not the process is free to
 * take it; closing the listener resets every queued one, and the request the balancer has already
 * sent down it is lost (nginx resends no POST but a quote). A busy process can hold such connections for a
 * while; each turn takes all those queued when it polled.
 */
async function takeQueuedConnections(server: Server): Promise<void> {
  let took: boolean;
  const onConnection = () => (took = true);
  server.on('connection', onConnection);
  const checkPhase = () => new Promise((resolve) => setImmediate(resolve));
  try {
    // From the check phase, the next one comes after the loop has polled again, however busy it was.
    await checkPhase();
    do {
      took = false;
      await checkPhase();
    } while (took);
  } finally {
    server.off('connection', onConnection);
  }
}

/**
 * An API replica leaves its balancer without failing a request. It stops accepting connections
 * once it has taken those already queued (the balancer's next connect is refused and goes to
 * another replica, whatever the method) and answers every later request with `Connection: close`,
 * so the connections the balancer keeps alive close after their next answer instead of being cut
 * under it. After `drainMs` those still idle are closed; it resolves once every request in flight
 * is answered.
 */
export async function drainHttpServer(server: Server, drainMs: number): Promise<void> {
  server.prependListener('request', (_request, response) => response.setHeader('Connection', 'close'));
  // Requests taken before the signal too (trackResponses): under load one may be answered just as
  // the idle connections are closed below, and the balancer's next request on it would be lost.
  for (const response of responsesUnderWay.get(server) ?? []) if (!response.headersSent) response.setHeader('Connection', 'close');
  await takeQueuedConnections(server);
  // net.Server's close, not http.Server's: that one also cuts idle kept-alive connections at once,
  // and a request a balancer sends down one at that instant is lost (nginx resends no POST but a quote).
  NetServer.prototype.close.call(server);
  const until = Date.now() + drainMs;
  while ((await openConnections(server)) > 0 && Date.now() < until) await sleep(25);
  // A request whose answer had begun before the signal leaves its connection idle, not closed.
  while ((await openConnections(server)) > 0) {
    server.closeIdleConnections();
    await sleep(25);
  }
}
