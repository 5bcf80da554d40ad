import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/configuration';
import { dataSourceOptions } from './data-source';
import { ensureDatabase } from './ensure-database';
import { demoCatalogueNeverLoaded, ensureAdmin, loadDemoCatalogue, SeedReport } from './seed/seed';

export interface PrepareOptions {
  /** Drop the database first (browser tests and benches start from a known state). */
  fresh?: boolean;
  /**
   * `new-database` (the start): the demo catalogue only into a database that never had it.
   * `missing` (the explicit command): the demo rows whose id and reference are both free.
   * `none` (the production image): never.
   */
  demo: 'new-database' | 'missing' | 'none';
}

export interface PrepareReport {
  migrations: string[];
  demo: SeedReport | null;
  admin: boolean;
}

/** Serialises preparations started at the same moment (two processes of a fleet). */
const PREPARE_LOCK = 7_461_001;

/**
 * What runs before the API serves: the database exists, migrations are applied, the first
 * admin exists, and the demo catalogue is loaded once into a new database. It never
 * re-creates what staff deleted nor overwrites what they changed, so it can run at every start.
 */
export async function prepareDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'adminEmail' | 'adminPassword' | 'passwordHashConcurrency'>,
  options: PrepareOptions,
): Promise<PrepareReport> {
  await ensureDatabase(config.databaseUrl, { recreate: options.fresh });
  const dataSource = await new DataSource(dataSourceOptions(config.databaseUrl)).initialize();
  const lock = dataSource.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK]);
    const migrations = await dataSource.runMigrations({ transaction: 'each' });
    const demo = await dataSource.transaction(async (tx) =>
      options.demo === 'missing' || (options.demo === 'new-database' && (await demoCatalogueNeverLoaded(tx)))
        ? loadDemoCatalogue(tx)
        : null,
    );
    const admin = await ensureAdmin(dataSource, config);
    return { migrations: migrations.map((m) => m.name), demo, admin };
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => undefined);
    await lock.release();
    await dataSource.destroy();
  }
}
