import 'reflect-metadata';
import './env';
import Redis from 'ioredis';
import { loadConfig } from '../src/config/configuration';
import { prepareDatabase } from '../src/database/prepare';

/** A fresh, migrated, seeded test database and an empty Redis db for every run. */
export default async function globalSetup(): Promise<void> {
  const config = loadConfig();
  await prepareDatabase(config, { fresh: true, demo: 'new-database' });
  const redis = new Redis(config.redisUrl);
  await redis.flushdb();
  redis.disconnect();
}
