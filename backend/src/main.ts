import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from '@nestjs/common';
import { Logger as PinoLogger } from 'nestjs-pino';
import { loadConfigOrExit } from './config/configuration';
import { runsHttpApi } from './config/role';
import { serveWorkerHealth } from './health/health-server';
import { createHttpAdapter } from './http-adapter';
import { setupApp } from './setup-app';
import { drainHttpServer, exitOnSignal, trackResponses } from './shutdown';

/** One entry point for every ROLE (api, worker, all): see config/role.ts. */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new Logger('Main');
  // What runs is what was tested: the image, `npm start` and `npm test` all say which Node they run on.
  logger.log(`Node ${process.version}, ROLE=${config.role}, NODE_ENV=${config.nodeEnv}`);
  // AppModule reads settings as it loads: it is required only once they are known to be good.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would load it before the check
  const { AppModule } = require('./app.module') as typeof import('./app.module');
  if (runsHttpApi(config.role)) {
    const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRole(config.role), createHttpAdapter(config), {
      bufferLogs: true,
    });
    await setupApp(app);
    trackResponses(app.getHttpServer());
    // Every interface, as a container or a host behind a proxy needs (Fastify alone listens on localhost).
    await app.listen(config.port, '0.0.0.0');
    exitOnSignal(async () => {
      await drainHttpServer(app.getHttpServer(), config.shutdownDrainMs);
      await app.close();
    });
    return;
  }
  const worker = await NestFactory.createApplicationContext(AppModule.forRole(config.role), { bufferLogs: true });
  worker.useLogger(worker.get(PinoLogger));
  await worker.init();
  const health = serveWorkerHealth(worker, config.port);
  exitOnSignal(async () => {
    health.close();
    health.closeAllConnections();
    // Workers close first and let their jobs finish (common/draining-worker-host.ts).
    await worker.close();
  });
}

void bootstrap();
