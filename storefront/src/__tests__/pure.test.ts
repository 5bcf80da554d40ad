import { describe, expect, it } from 'vitest';
import { catalogueQuery } from '../api/queries';
import { safeRedirect } from '../features/auth/RequireAuth';

describe('catalogueQuery', () => {
  it('maps the storefront URL to the API query with defaults', () => {
    expect(catalogueQuery(new URLSearchParams(''))).toBe('/products?sort=name&page=1&pageSize=12');
    expect(catalogueQuery(new URLSearchParams('q=force h2&brand=Pylontech&category=batteries&sort=price_desc&page=3'))).toBe(
      '/products?q=force+h2&brand=Pylontech&category=batteries&sort=price_desc&page=3&pageSize=12',
    );
  });
  it('falls back on unknown sort and bad page', () => {
    expect(catalogueQuery(new URLSearchParams('sort=evil&page=-4'))).toBe('/products?sort=name&page=1&pageSize=12');
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths and rejects the rest', () => {
    expect(safeRedirect('/espace-pro')).toBe('/espace-pro');
    expect(safeRedirect('/admin')).toBe('/admin');
    expect(safeRedirect(null)).toBe('/espace-pro');
    expect(safeRedirect('https://evil.example')).toBe('/espace-pro');
    expect(safeRedirect('//evil.example')).toBe('/espace-pro');
    expect(safeRedirect('/\\evil.example')).toBe('/espace-pro');
  });
});
