import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { quietWarning } from '../common/quiet-warning';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { SqlQuery } from './catalogue-listing.query';

/**
 * Runs the catalogue's statements. A statement whose one plan fits every value runs as a named
 * prepared statement on a pool of its own whose sessions always use the generic plan: each
 * shape is planned once per connection, where PostgreSQL's own choice kept re-planning the
 * page at every request (the custom plan is costed cheaper, and planning cost more than
 * running). Other statements run on TypeORM's pool, planned for their values.
 */
@Injectable()
export class CatalogueReader implements OnApplicationShutdown {
  private readonly names = new Map<string, string>();
  private readonly prepared: Pool;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Connections open on first use: a process that serves no catalogue opens none.
    this.prepared = new Pool({
      connectionString: config.databaseUrl,
      max: config.databasePoolSize,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle connection the server closed is replaced on next use; unheard, it would end the process.
    this.prepared.on('error', quietWarning(new Logger(CatalogueReader.name), 'catalogue connections'));
  }

  async rows<T>(query: SqlQuery): Promise<T[]> {
    if (!query.prepared) {
      const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
      return (await pool.query({ text: query.text, values: query.values })).rows as T[];
    }
    return (await this.prepared.query({ name: this.nameOf(query.text), text: query.text, values: query.values })).rows as T[];
  }

  async onApplicationShutdown(): Promise<void> {
    await this.prepared.end();
  }

  /** One name per statement text: a pg connection refuses a name reused for another text. */
  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (!name) {
      name = `catalogue_${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name;
  }
}
