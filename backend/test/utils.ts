import { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module';
import { setupApp } from '../src/setup-app';
import { UsersService } from '../src/users/users.service';

export const ADMIN = { email: 'admin@stockwatt.fr', password: 'Stockwatt-Admin-2026' };

export async function createTestApp(): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bufferLogs: true });
  setupApp(app);
  await app.init();
  return app;
}

export async function loginToken(app: NestExpressApplication, email: string, password: string): Promise<string> {
  const res = await request(app.getHttpServer()).post('/api/auth/login').send({ email, password }).expect(200);
  return res.body.accessToken as string;
}

/** A confirmed `pro` account made directly, for tests that only need its token. */
export async function proToken(app: NestExpressApplication, email = `pro-${Date.now()}-${Math.random().toString(36).slice(2)}@example.fr`): Promise<string> {
  const password = 'Installateur-2026';
  await app.get(UsersService).create(email, password, 'pro', true);
  return loginToken(app, email, password);
}

export function dataSource(app: NestExpressApplication): DataSource {
  return app.get(DataSource);
}
