import Redis from 'ioredis';
import { loadConfig } from '../config/configuration';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../events/domain-events';
import { CACHE_TAGS, CatalogueCache } from './catalogue-cache';
import { ShopMetrics } from '../metrics/shop-metrics';

const metrics = () => new ShopMetrics(loadConfig({ METRICS_PORT: '0' }));

// The cache only subscribes to the bus here: no write publishes in these tests.
const bus = () => new DomainEvents({} as DataSource);

describe('CatalogueCache', () => {
  let redis: Redis;
  let cache: CatalogueCache;

  beforeAll(() => {
    redis = new Redis(loadConfig().redisUrl);
  });
  afterAll(() => redis.disconnect());
  beforeEach(() => {
    cache = new CatalogueCache(loadConfig({ CATALOGUE_CACHE_TTL_MS: '60000' }), redis, bus(), metrics());
  });

  it('counts its hits and misses for the metrics', async () => {
    const counted = new ShopMetrics(loadConfig({ METRICS_PORT: '9464' }));
    const counting = new CatalogueCache(loadConfig({ CATALOGUE_CACHE_TTL_MS: '60000' }), redis, bus(), counted);
    counting.get('page-1');
    counting.set('page-1', { total: 3 });
    counting.get('page-1');
    counting.get('page-1');
    const values = (await counted.cacheLookups.get()).values.map((v) => [v.labels.result, v.value]);
    expect(Object.fromEntries(values)).toEqual({ miss: 1, hit: 2 });
  });

  it('keeps an answer read after the last invalidation', () => {
    expect(cache.get('page-1')).toBeUndefined();
    cache.set('page-1', { total: 3 });
    expect(cache.get('page-1')).toEqual({ total: 3 });
  });

  it('drops an answer whose read started before an invalidation (it may predate the write)', () => {
    expect(cache.get('page-1')).toBeUndefined();
    cache.invalidate();
    cache.set('page-1', { total: 'before the write' });
    expect(cache.get('page-1')).toBeUndefined();
    cache.set('page-1', { total: 'after the write' });
    expect(cache.get('page-1')).toEqual({ total: 'after the write' });
  });

  it('lets the oldest of concurrent reads of one key decide', () => {
    cache.get('page-1'); // read 1 starts
    cache.invalidate();
    cache.get('page-1'); // read 2 starts after the write
    cache.set('page-1', 'read 1'); // late, older: dropped
    expect(cache.get('page-1')).toBeUndefined();
  });

  it('clears only the entries carrying a tag of a scoped invalidation', () => {
    cache.get('detail:1');
    cache.set('detail:1', 'one', [CACHE_TAGS.product(1)]);
    cache.get('detail:2');
    cache.set('detail:2', 'two', [CACHE_TAGS.product(2)]);
    cache.get('suggestions');
    cache.set('suggestions', 'untagged');
    cache.invalidate({ tags: [CACHE_TAGS.product(1)] });
    expect(cache.get('detail:1')).toBeUndefined();
    expect(cache.get('detail:2')).toBe('two');
    expect(cache.get('suggestions')).toBe('untagged');
    cache.invalidate();
    expect(cache.get('detail:2')).toBeUndefined();
  });

  it('drops a read in flight only when an invalidation since cleared one of its tags', () => {
    cache.get('page-a');
    cache.get('page-b');
    cache.invalidate({ tags: [CACHE_TAGS.product(1)] });
    cache.set('page-a', 'lists 1', [CACHE_TAGS.product(1), CACHE_TAGS.product(3)]);
    cache.set('page-b', 'lists 2', [CACHE_TAGS.product(2)]);
    expect(cache.get('page-a')).toBeUndefined();
    expect(cache.get('page-b')).toBe('lists 2');
  });

  it('clears on every instance what one instance invalidates, scoped or whole, through Redis', async () => {
    const other = new CatalogueCache(loadConfig({ CATALOGUE_CACHE_TTL_MS: '60000' }), redis, bus(), metrics());
    other.onModuleInit();
    try {
      // Subscribed once a first invalidation arrives.
      const arrived = async (key: string) => {
        for (let i = 0; i < 100 && other.get(key) !== undefined; i += 1) await new Promise((r) => setTimeout(r, 20));
      };
      other.get('probe');
      other.set('probe', 1, ['probe']);
      for (let i = 0; i < 100 && other.get('probe') !== undefined; i += 1) {
        cache.invalidate({ tags: ['probe'] });
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(other.get('probe')).toBeUndefined();

      for (const [key, tag] of [
        ['detail:1', CACHE_TAGS.product(1)],
        ['detail:2', CACHE_TAGS.product(2)],
      ]) {
        other.get(key);
        other.set(key, key, [tag]);
      }
      cache.invalidate({ tags: [CACHE_TAGS.product(1)] });
      await arrived('detail:1');
      expect(other.get('detail:1')).toBeUndefined();
      expect(other.get('detail:2')).toBe('detail:2');
      cache.invalidate();
      await arrived('detail:2');
      expect(other.get('detail:2')).toBeUndefined();
    } finally {
      other.onApplicationShutdown();
    }
  });

  it('keeps what it read after its own invalidation when that message comes back from Redis', async () => {
    const other = new CatalogueCache(loadConfig({ CATALOGUE_CACHE_TTL_MS: '60000' }), redis, bus(), metrics());
    cache.onModuleInit();
    other.onModuleInit();
    try {
      // Both subscribed: `other`'s probe is cleared by an invalidation of `cache`'s.
      other.get('probe');
      other.set('probe', 1, ['probe']);
      for (let i = 0; i < 100 && other.get('probe') !== undefined; i += 1) {
        cache.invalidate({ tags: ['probe'] });
        await new Promise((r) => setTimeout(r, 20));
      }
      other.get('page');
      other.set('page', 'read before the write');

      cache.invalidate();
      cache.get('page');
      cache.set('page', 'read after the write');
      // `other` has the message; `cache`, which sent it, has had the same time and more to get it back.
      for (let i = 0; i < 100 && other.get('page') !== undefined; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(other.get('page')).toBeUndefined();
      await new Promise((r) => setTimeout(r, 100));
      expect(cache.get('page')).toBe('read after the write');
    } finally {
      cache.onApplicationShutdown();
      other.onApplicationShutdown();
    }
  });

  it('stores nothing when the TTL is 0', () => {
    const off = new CatalogueCache(loadConfig({ CATALOGUE_CACHE_TTL_MS: '0' }), redis, bus(), metrics());
    off.get('k');
    off.set('k', 1);
    expect(off.get('k')).toBeUndefined();
  });
});
