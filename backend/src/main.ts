import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { loadConfigOrExit } from './config/configuration';
import { runsHttpApi } from './config/role';
import { serveWorkerHealth } from './health/health-server';
import { createHttpAdapter } from './http-adapter';
import { setupApp } from './setup-app';

/** One entry point for every ROLE (api, worker, all): see config/role.ts. */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  // AppModule reads settings as it loads: it is required only once they are known to be good.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would load it before the check
  const { AppModule } = require('./app.module') as typeof import('./app.module');
  if (runsHttpApi(config.role)) {
    const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRole(config.role), createHttpAdapter(config), {
      bufferLogs: true,
    });
    await setupApp(app);
    // Every interface, as a container or a host behind a proxy needs (Fastify alone listens on localhost).
    await app.listen(config.port, '0.0.0.0');
    return;
  }
  const worker = await NestFactory.createApplicationContext(AppModule.forRole(config.role), { bufferLogs: true });
  worker.useLogger(worker.get(Logger));
  worker.enableShutdownHooks();
  await worker.init();
  serveWorkerHealth(worker, config.port);
}

void bootstrap();
