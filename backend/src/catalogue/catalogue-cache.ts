import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { isPublicReview } from '@stockwatt/shared';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { quietWarning } from '../common/quiet-warning';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { REDIS } from '../redis/redis.module';
import { DomainEvents } from '../events/domain-events';
import { ReviewChanged } from '../events/domain-event';
import { ShopMetrics } from '../metrics/shop-metrics';

const MAX_ENTRIES = 1_000;
/** Tags remembered as cleared (for reads in flight); past this many, every read in flight is dropped instead. */
const MAX_CLEARED_TAGS = 10_000;

/**
 * What an entry shows, so that a write clears only the entries it changes. Entries without tags
 * are cleared by whole-cache invalidations only.
 */
export const CACHE_TAGS = {
  /** The entry shows this product's rating: its page (and head), a catalogue page listing it. */
  product: (id: number) => `product:${id}`,
  /** A catalogue page in the best-rated order: a product's new rating can move any product onto or off it. */
  ratingOrder: 'order:rating',
  /** The sitemap's files: their `lastmod` is the products' `updated_at`, which a rating change moves. */
  sitemap: 'sitemap',
  /** A search's answer or suggestions: what its text expands to follows the synonyms and the vocabulary (SearchExpansions). */
  search: 'search',
} as const;

/** Every entry, or only those carrying one of `tags`. */
export type CacheScope = { all: true } | { tags: readonly string[] };
const EVERYTHING: CacheScope = { all: true };

interface Entry {
  value: unknown;
  expires: number;
  tags: readonly string[];
}

/**
 * Catalogue answers (page, total and facets) for a given query, kept in memory so the first
 * pages cost no count or group-by per request, the product pages' data and the sitemap's files.
 * Writes clear it after commit on this instance and publish the invalidation on Redis, so every
 * other instance of the fleet drops its copy within milliseconds rather than at the end of the
 * TTL (CATALOGUE_CACHE_TTL_MS, which remains the bound when Redis is away):
 * - a product or supplier write clears everything (a name, price, stock or status shows on any page);
 * - a review that enters or leaves `accepted` clears only what shows that product's rating (its
 *   page, the catalogue pages listing it, the best-rated pages) and the sitemap, on every instance:
 *   the message on Redis carries these tags. A pending or rejected review clears nothing.
 *
 * A read that started before an invalidation must not store its (possibly older) answer after
 * it: each miss remembers the invalidation count it started at, and `set` drops an answer when
 * a later invalidation cleared everything or one of the answer's tags.
 */
@Injectable()
export class CatalogueCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueCache.name);
  private readonly warn = quietWarning(this.logger, 'catalogue cache invalidations');
  private readonly entries = new Map<string, Entry>();
  private readonly missedAt = new Map<string, number>();
  private readonly ttlMs: number;
  private readonly channel: string;
  /** This instance on the channel (not the pid: tests run two instances in one process). */
  private readonly id = randomUUID();
  /** Invalidations so far; a miss remembers it, to know what was cleared since. */
  private invalidations = 0;
  /** The count at the last invalidation of everything: reads that started before it are dropped. */
  private clearedAllAt = 0;
  private readonly tagClearedAt = new Map<string, number>();
  private subscriber?: Redis;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    events: DomainEvents,
    private readonly metrics: ShopMetrics,
  ) {
    // After commit: a read between the clear and the commit would cache the old state again.
    events.subscribe({
      name: 'catalogue cache',
      phase: 'after-commit',
      events: ['ProductChanged', 'SupplierChanged', 'ReviewChanged'],
      handle: (event) => {
        const scope = event.name === 'ReviewChanged' ? reviewScope(event) : EVERYTHING;
        if (scope) this.invalidate(scope);
      },
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
    subscriber.on('message', (_channel: string, message: string) => {
      // Its own message comes back too: clearing again would drop what was read since the write.
      const scope = parseScope(message, this.id);
      if (scope) this.clear(scope);
    });
    let connectedBefore = false;
    // Invalidations published while this instance was cut off are lost: start afresh on reconnect.
    subscriber.on('ready', () => {
      if (connectedBefore) this.clear(EVERYTHING);
      connectedBefore = true;
    });
    subscriber.subscribe(this.channel).catch(this.warn);
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  get<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    const hit = entry !== undefined && entry.expires >= Date.now();
    if (this.ttlMs > 0) this.metrics.cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
    if (hit) return entry.value as T;
    if (entry) this.entries.delete(key);
    // Concurrent misses of one key: the oldest read decides, so its late answer cannot slip in.
    if (!this.missedAt.has(key)) {
      if (this.missedAt.size >= MAX_ENTRIES) this.missedAt.clear();
      this.missedAt.set(key, this.invalidations);
    }
    return undefined;
  }

  /** Keeps `value` unless an invalidation since its read's miss cleared everything or one of `tags`. */
  set(key: string, value: unknown, tags: readonly string[] = []): void {
    const startedAt = this.missedAt.get(key);
    this.missedAt.delete(key);
    if (this.ttlMs <= 0 || startedAt === undefined || this.clearedSince(startedAt, tags)) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expires: Date.now() + this.ttlMs, tags });
  }

  /** After a committed write: this instance at once, the others through Redis (everything by default). */
  invalidate(scope: CacheScope = EVERYTHING): void {
    this.clear(scope);
    if (this.ttlMs <= 0) return;
    const message: InvalidationMessage = 'tags' in scope ? { from: this.id, tags: [...scope.tags] } : { from: this.id };
    this.redis.publish(this.channel, JSON.stringify(message)).catch(this.warn);
  }

  /**
   * On this instance only: for a change every instance hears of by itself (the database's notice
   * that the search synonyms or vocabulary changed, catalogue/search-expansions.ts).
   */
  clear(scope: CacheScope): void {
    this.invalidations += 1;
    if (!('tags' in scope)) {
      this.clearedAllAt = this.invalidations;
      this.tagClearedAt.clear();
      this.entries.clear();
      return;
    }
    if (this.tagClearedAt.size + scope.tags.length > MAX_CLEARED_TAGS) {
      // Forgetting which tags were cleared: every read in flight is then treated as overtaken.
      this.tagClearedAt.clear();
      this.clearedAllAt = this.invalidations;
    }
    const tags = new Set(scope.tags);
    for (const tag of tags) this.tagClearedAt.set(tag, this.invalidations);
    for (const [key, entry] of this.entries) if (entry.tags.some((t) => tags.has(t))) this.entries.delete(key);
  }

  private clearedSince(startedAt: number, tags: readonly string[]): boolean {
    return this.clearedAllAt > startedAt || tags.some((tag) => (this.tagClearedAt.get(tag) ?? 0) > startedAt);
  }
}

/** On Redis: `{"from":id}` clears everything, `{"from":id,"tags":[…]}` only those tags; `id` is the sending instance's. */
interface InvalidationMessage {
  from: string | number;
  tags?: string[];
}

/**
 * What a message clears, or null for this instance's own (cleared when it was sent). Anything but
 * a list of tags (an older instance sent its pid alone) clears everything.
 */
function parseScope(message: string, self: string): CacheScope | null {
  try {
    const { from, tags } = JSON.parse(message) as Partial<InvalidationMessage>;
    if (from === self) return null;
    if (Array.isArray(tags) && tags.every((t) => typeof t === 'string')) return { tags };
  } catch {
    // not JSON: everything
  }
  return EVERYTHING;
}

/**
 * What a review write changes in public: nothing unless a review was accepted before or after it
 * (a new pending review, a rejection of a pending one, the deletion of a rejected one); else its
 * product's rating, so what shows that rating (see CACHE_TAGS).
 */
function reviewScope(event: ReviewChanged): CacheScope | null {
  const products = new Set<number>();
  for (const { before, after } of event.changes) {
    if (!isPublicReview(before) && !isPublicReview(after)) continue;
    const productId = ((after ?? before) as { product_id?: unknown }).product_id;
    if (typeof productId !== 'number') return EVERYTHING;
    products.add(productId);
  }
  if (!products.size) return null;
  return { tags: [...[...products].map(CACHE_TAGS.product), CACHE_TAGS.ratingOrder, CACHE_TAGS.sitemap] };
}

function redisDb(url: string): number {
  return Number(new URL(url).pathname.slice(1) || 0);
}
