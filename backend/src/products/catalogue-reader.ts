import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { SqlQuery } from './catalogue-listing.query';

/**
 * Runs the catalogue's statements on TypeORM's own pg pool, as named prepared statements when
 * the query says so: PostgreSQL then plans each statement shape once per connection instead
 * of at every request (for the page, planning the join costs more than running it).
 */
@Injectable()
export class CatalogueReader {
  private readonly names = new Map<string, string>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async rows<T>(query: SqlQuery): Promise<T[]> {
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    const name = query.prepared ? this.nameOf(query.text) : undefined;
    return (await pool.query({ name, text: query.text, values: query.values })).rows as T[];
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
