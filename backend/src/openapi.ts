import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { dump } from 'js-yaml';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { AppModule } from './app.module';
import { buildOpenApiDocument } from './setup-app';

export const OPENAPI_PATH = path.resolve(__dirname, '..', '..', 'openapi.yaml');

/** The document as YAML, built without a database (preview mode instantiates no provider). */
export async function renderOpenApi(): Promise<string> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, new FastifyAdapter(), { preview: true, logger: false });
  app.setGlobalPrefix('api');
  const yaml = dump(buildOpenApiDocument(app), { noRefs: true, sortKeys: false, lineWidth: 120 });
  await app.close();
  return yaml;
}

if (require.main === module) {
  void renderOpenApi().then((yaml) => {
    writeFileSync(OPENAPI_PATH, yaml);
    console.log(`wrote ${OPENAPI_PATH}`);
  });
}
