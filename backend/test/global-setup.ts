import 'reflect-metadata';
import './env';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/configuration';
import { dataSourceOptions } from '../src/database/data-source';
import { ensureDatabase } from '../src/database/ensure-database';
import { seedDatabase } from '../src/database/seed/seed';

/** A fresh, migrated, seeded test database and an empty Redis db for every run. */
export default async function globalSetup(): Promise<void> {
  const config = loadConfig();
  await ensureDatabase(config.databaseUrl, { recreate: true });
  const dataSource = await new DataSource(dataSourceOptions(config.databaseUrl)).initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await seedDatabase(dataSource, config);
  await dataSource.destroy();
  const redis = new Redis(config.redisUrl);
  await redis.flushdb();
  redis.disconnect();
}
