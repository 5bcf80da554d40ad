import { catalogueCacheControl } from './http-cache';

describe('catalogueCacheControl', () => {
  it('has browsers revalidate public answers while shared caches keep them s-maxage seconds', () => {
    expect(catalogueCacheControl('public', 30)).toBe('public, max-age=0, s-maxage=30');
    // no-cache would bind shared caches too (and nginx would store nothing): never beside s-maxage.
    expect(catalogueCacheControl('public', 30)).not.toContain('no-cache');
  });

  it('sends no s-maxage at 0: everyone revalidates', () => {
    expect(catalogueCacheControl('public', 0)).toBe('public, no-cache');
  });

  it('keeps partner answers out of shared caches, whatever the setting', () => {
    expect(catalogueCacheControl('private', 30)).toBe('private, no-cache');
    expect(catalogueCacheControl('private', 0)).toBe('private, no-cache');
  });
});
