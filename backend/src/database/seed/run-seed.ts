import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../config/configuration';
import { dataSourceOptions } from '../data-source';
import { ensureDatabase } from '../ensure-database';
import { seedDatabase } from './seed';

/**
 * `npm run seed`: creates the database if needed, migrates it, adds the catalogue.
 * `--fresh` drops the database first (browser tests and benches start from a known state).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  await ensureDatabase(config.databaseUrl, { recreate: process.argv.includes('--fresh') });
  const dataSource = await new DataSource(dataSourceOptions(config.databaseUrl)).initialize();
  try {
    const migrations = await dataSource.runMigrations({ transaction: 'each' });
    const report = await seedDatabase(dataSource, config);
    console.log(JSON.stringify({ migrations: migrations.map((m) => m.name), seeded: report }));
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
