import { describe, expect, it } from 'vitest';
import { chooseShopLang, matchStorefrontRoute, routeParamsValid, STOREFRONT_ROUTES } from './storefront-routes.js';

describe('the storefront route table', () => {
  it('finds each route by its address, a trailing slash allowed, with its parameters', () => {
    expect(matchStorefrontRoute('/')?.route.id).toBe('home');
    expect(matchStorefrontRoute('/product/23')).toMatchObject({ route: { id: 'product' }, params: { id: '23' } });
    expect(matchStorefrontRoute('/product/23/')?.params).toEqual({ id: '23' });
    expect(matchStorefrontRoute('/mentions-legales/')?.route.id).toBe('mentions');
    expect(matchStorefrontRoute('/devis/42')).toMatchObject({
      route: { id: 'offer', indexable: false, serverRendered: false },
      params: { id: '42' },
    });
    for (const route of STOREFRONT_ROUTES.filter((r) => !r.path.includes(':'))) expect(matchStorefrontRoute(route.path)?.route).toBe(route);
  });

  it('has no page for an unknown address or a parameter of the wrong form (the 404 page)', () => {
    for (const path of [
      '/nope',
      '/product',
      '/product/abc',
      '/product/0',
      '/product/01',
      '/product/1234567890',
      '/product/23/x',
      '/login/extra',
      '/devis',
      '/devis/abc',
      '/devis/0',
    ])
      expect([path, matchStorefrontRoute(path)]).toEqual([path, null]);
    expect(routeParamsValid({ id: '23' })).toBe(true);
    expect(routeParamsValid({ id: 'abc' })).toBe(false);
    expect(routeParamsValid({ id: undefined })).toBe(false);
  });

  it('chooses the language as both sides do: ?lang, then the cookie, then French', () => {
    const query = (q: string) => new URLSearchParams(q);
    expect(chooseShopLang(query('lang=en'), 'fr')).toBe('en');
    expect(chooseShopLang(query(''), 'en')).toBe('en');
    expect(chooseShopLang(query('lang=de'), 'en')).toBe('en');
    expect(chooseShopLang(query('lang=de'), 'de')).toBe('fr');
    expect(chooseShopLang(query(''), undefined)).toBe('fr');
  });
});
