import Redis from 'ioredis';
import { loadConfig } from '../config/configuration';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../events/domain-events';
import { CatalogueCache } from './catalogue-cache';

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
    cache = new CatalogueCache(loadConfig({ CATALOGUE_CACHE_TTL_MS: '60000' }), redis, bus());
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

  it('stores nothing when the TTL is 0', () => {
    const off = new CatalogueCache(loadConfig({ CATALOGUE_CACHE_TTL_MS: '0' }), redis, bus());
    off.get('k');
    off.set('k', 1);
    expect(off.get('k')).toBeUndefined();
  });
});
