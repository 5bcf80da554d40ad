import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';

const MAX_ENTRIES = 1_000;

/**
 * Catalogue answers (page, total and facets) for a given query, kept in memory so the first
 * pages cost no count or group-by per request. Every product or review write on this
 * instance clears it; other instances see the change within the TTL (CATALOGUE_CACHE_TTL_MS).
 */
@Injectable()
export class CatalogueCache {
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  private readonly ttlMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.ttlMs = config.catalogueCacheTtlMs;
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value as T;
  }

  set(key: string, value: unknown): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  invalidate(): void {
    this.entries.clear();
  }
}
