import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { loadConfigOrExit } from './config/configuration';
import { runsHttpApi } from './config/role';
import { serveWorkerHealth } from './health/health-server';
import { setupApp } from './setup-app';

/** One entry point for every ROLE (api, worker, all): see config/role.ts. */
async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  // AppModule reads settings as it loads: it is required only once they are known to be good.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would load it before the check
  const { AppModule } = require('./app.module') as typeof import('./app.module');
  if (runsHttpApi(config.role)) {
    const app = await NestFactory.create<NestExpressApplication>(AppModule.forRole(config.role), { bufferLogs: true });
    setupApp(app);
    await app.listen(config.port);
    return;
  }
  const worker = await NestFactory.createApplicationContext(AppModule.forRole(config.role), { bufferLogs: true });
  worker.useLogger(worker.get(Logger));
  worker.enableShutdownHooks();
  await worker.init();
  serveWorkerHealth(worker, config.port);
}

void bootstrap();
