import 'reflect-metadata';
import { DataSource, DataSourceOptions } from 'typeorm';
import { loadConfigOrExit } from '../config/configuration';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** `poolSize`: DATABASE_POOL_SIZE through AppConfig for the API; short-lived tools keep the default. */
export function dataSourceOptions(url: string, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    extra: { max: poolSize },
  };
}

/** Used by the TypeORM CLI: `typeorm migration:run -d dist/database/data-source.js`. */
export default new DataSource(dataSourceOptions(loadConfigOrExit().databaseUrl));
