import { Injectable, NotFoundException } from '@nestjs/common';
import { catalogueQueryFromShopSearch, defaultCatalogueSort } from '@stockwatt/shared';
import { CatalogueService } from '../catalogue/catalogue.service';
import { PageHeads } from '../seo/page-heads.service';
import { emptyPage, PageRequest, PageResolver, StorefrontPage } from '../seo/storefront-page';

/** The shop's catalogue address as its first screen reads it: known parameters, normalised, defaults left out. */
function shopSearchOnly(query: URLSearchParams): URLSearchParams {
  const read = catalogueQueryFromShopSearch(query);
  const kept = new URLSearchParams();
  if (read.q) kept.set('q', read.q);
  if (read.brand) kept.set('brand', read.brand);
  if (read.category) kept.set('category', read.category);
  if (read.sort !== defaultCatalogueSort(read.q)) kept.set('sort', read.sort);
  if (read.page > 1) kept.set('page', String(read.page));
  return kept;
}

/** `/path/:name(\d+)`-like patterns as regular expressions with named groups. */
function route(pattern: RegExp): (path: string) => Record<string, string> | null {
  return (path) => {
    const m = pattern.exec(path);
    return m ? { ...m.groups } : null;
  };
}

/**
 * The storefront routes the server knows (the rest get the bare template and render in the
 * browser). Each reads, through the same services as the public API, what its first screen shows.
 */
@Injectable()
export class StorefrontRoutes {
  readonly resolvers: PageResolver[];

  constructor(
    private readonly products: CatalogueService,
    private readonly heads: PageHeads,
  ) {
    this.resolvers = [
      // Home (its hero is static text), the legal pages and the other fixed routes: nothing to
      // read but their head; the first screen comes from the template render.
      ...this.heads.staticPages.map((which): PageResolver => ({
        name: which.key,
        match: route(new RegExp(`^${which.path === '/' ? '/' : `${which.path}/?`}$`)),
        // Home is rendered on the server; the other fixed pages get their head only, as before.
        firstScreen: which.path === '/',
        // Home shows the catalogue the address asks for (its search, filters, sort and page).
        firstScreenQuery: which.path === '/' ? shopSearchOnly : undefined,
        resolve: async (_params, request) => this.heads.staticPage(emptyPage(), which, request.lang),
      })),
      {
        name: 'product',
        match: route(/^\/product\/(?<id>\d{1,9})\/?$/),
        resolve: (params, request) => this.product(Number(params.id), request),
      },
    ];
  }

  private async product(id: number, request: PageRequest): Promise<StorefrontPage> {
    try {
      const product = await this.products.findPublished(id);
      const page = emptyPage();
      // The API path the storefront requests (storefront/src/preload.ts), so the client starts from it.
      page.data[`/products/${id}`] = product;
      return this.heads.product(page, product, request.lang);
    } catch (e) {
      if (e instanceof NotFoundException) return this.heads.notFound(emptyPage(404), request.path, request.lang, 'product');
      throw e;
    }
  }

  /** The first resolver that matches `path`, with its parameters. */
  find(path: string): { resolver: PageResolver; params: Record<string, string> } | null {
    for (const resolver of this.resolvers) {
      const params = resolver.match(path);
      if (params) return { resolver, params };
    }
    return null;
  }
}
