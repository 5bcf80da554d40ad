import 'reflect-metadata';
import { DataSource, DataSourceOptions } from 'typeorm';
import { loadConfig } from '../config/configuration';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    extra: { max: Number(process.env.DATABASE_POOL_SIZE ?? 10) },
  };
}

/** Used by the TypeORM CLI: `typeorm migration:run -d dist/database/data-source.js`. */
export default new DataSource(dataSourceOptions(loadConfig().databaseUrl));
