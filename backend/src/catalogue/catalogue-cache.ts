import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { quietWarning } from '../common/quiet-warning';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { REDIS } from '../redis/redis.module';
import { DomainEvents } from '../events/domain-events';

const MAX_ENTRIES = 1_000;

/**
 * Catalogue answers (page, total and facets) for a given query, kept in memory so the first
 * pages cost no count or group-by per request, and the sitemap's files. Every product, supplier or
 * review write (their domain events, after commit) clears it on this instance and publishes the
 * invalidation on Redis, so every other instance of the fleet
 * drops its copy within milliseconds rather than at the end of the TTL (CATALOGUE_CACHE_TTL_MS,
 * which remains the bound when Redis is away).
 *
 * A read that started before an invalidation must not store its (possibly older) answer after
 * it: each miss remembers the generation it started in, and `set` drops answers from an older one.
 */
@Injectable()
export class CatalogueCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueCache.name);
  private readonly warn = quietWarning(this.logger, 'catalogue cache invalidations');
  private readonly entries = new Map<string, { value: unknown; expires: number }>();
  private readonly missedIn = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly channel: string;
  private generation = 0;
  private subscriber?: Redis;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    events: DomainEvents,
  ) {
    // After commit: a read between the clear and the commit would cache the old state again.
    events.subscribe({
      name: 'catalogue cache',
      phase: 'after-commit',
      events: ['ProductChanged', 'SupplierChanged', 'ReviewChanged'],
      handle: () => this.invalidate(),
    });
    this.ttlMs = config.catalogueCacheTtlMs;
    // Pub/sub channels are server-wide, not per database: the db number keeps shops sharing a server apart.
    this.channel = `stockwatt:${redisDb(config.redisUrl)}:catalogue-invalidated`;
  }

  onModuleInit(): void {
    if (this.ttlMs <= 0) return;
    const subscriber = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber = subscriber;
    subscriber.on('error', this.warn);
    subscriber.on('message', () => this.clear());
    let connectedBefore = false;
    // Invalidations published while this instance was cut off are lost: start afresh on reconnect.
    subscriber.on('ready', () => {
      if (connectedBefore) this.clear();
      connectedBefore = true;
    });
    subscriber.subscribe(this.channel).catch(this.warn);
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires >= Date.now()) return entry.value as T;
    if (entry) this.entries.delete(key);
    // Concurrent misses of one key: the oldest read decides, so its late answer cannot slip in.
    if (!this.missedIn.has(key)) {
      if (this.missedIn.size >= MAX_ENTRIES) this.missedIn.clear();
      this.missedIn.set(key, this.generation);
    }
    return undefined;
  }

  set(key: string, value: unknown): void {
    const startedIn = this.missedIn.get(key);
    this.missedIn.delete(key);
    if (this.ttlMs <= 0 || startedIn !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
  }

  /** After a committed write: this instance at once, the others through Redis. */
  invalidate(): void {
    this.clear();
    if (this.ttlMs <= 0) return;
    this.redis.publish(this.channel, String(process.pid)).catch(this.warn);
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

function redisDb(url: string): number {
  return Number(new URL(url).pathname.slice(1) || 0);
}
