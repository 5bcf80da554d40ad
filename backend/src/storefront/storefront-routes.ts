import { Injectable, NotFoundException } from '@nestjs/common';
import {
  catalogueApiPath,
  catalogueQueryFromShopSearch,
  defaultCatalogueSort,
  isPastLastPage,
  matchStorefrontRoute,
  RefusedAnswer,
  StorefrontRoute,
  StorefrontRouteId,
} from '@stockwatt/shared';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { fieldMessages, VALIDATOR_OPTIONS } from '../common/validation';
import { CatalogueService } from '../catalogue/catalogue.service';
import { CatalogueQueryDto } from '../catalogue/dto/catalogue-query.dto';
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

/**
 * What the server reads for each route of the shared table (@stockwatt/shared storefront-routes):
 * its head, and, through the same services as the public API, the answers its first screen shows
 * (keyed by their API path, which the storefront's route loaders ask for). An address that is not
 * in the table is the 404 page, with its status.
 */
@Injectable()
export class StorefrontRoutes {
  constructor(
    private readonly products: CatalogueService,
    private readonly heads: PageHeads,
  ) {}

  /** The route an address shows; the 404 page for any other. */
  find(path: string): { resolver: PageResolver; params: Record<string, string> } {
    const found = matchStorefrontRoute(path);
    if (!found) return { resolver: this.notFound, params: {} };
    return { resolver: this.resolverOf(found.route), params: found.params };
  }

  private readonly notFound: PageResolver = {
    name: 'not-found',
    firstScreen: true,
    resolve: async (_params, request) => this.heads.notFound(emptyPage(404), request.path, request.lang, 'page'),
  };

  private resolverOf(route: StorefrontRoute): PageResolver {
    const reads: Partial<Record<StorefrontRouteId, PageResolver['resolve']>> = {
      product: (params, request) => this.product(Number(params.id), request),
      home: (_params, request) => this.home(request),
      // A quote's page: private (its owner's or a mailed link's), its head alone; the key stays out of the canonical.
      offer: async (_params, request) =>
        this.heads.staticPage(emptyPage(), { path: request.path, key: 'offer', indexable: false }, request.lang),
    };
    const page = this.heads.staticPages.find((p) => p.path === route.path);
    return {
      name: route.id,
      firstScreen: route.serverRendered,
      // Home shows the catalogue the address asks for (its search, filters, sort and page).
      firstScreenQuery: route.id === 'home' ? shopSearchOnly : undefined,
      resolve: reads[route.id] ?? (async (_params, request) => this.heads.staticPage(emptyPage(), page!, request.lang)),
    };
  }

  /**
   * The hero and the catalogue's first page as the address asks for it, titled with its search.
   * An address the API would refuse (a search too long, a control character) is a 400: the page
   * says why where the products would be, its fields in place of the answer (the storefront's
   * route loader reads them).
   */
  private async home(request: PageRequest): Promise<StorefrontPage> {
    const query = catalogueQueryFromShopSearch(request.query);
    const dto = plainToInstance(CatalogueQueryDto, { ...query, page: String(query.page), pageSize: String(query.pageSize) });
    const errors = validateSync(dto, VALIDATOR_OPTIONS);
    const page = this.heads.home(emptyPage(errors.length ? 400 : 200), query.q, request.lang);
    if (errors.length) {
      page.data[catalogueApiPath(query)] = { refused: fieldMessages(errors) } satisfies RefusedAnswer;
      return page;
    }
    const answer = await this.products.list(dto);
    page.data[catalogueApiPath(query)] = answer;
    // Not a soft 404: the page says the address has no products where the pages before have some.
    if (isPastLastPage(answer)) page.status = 404;
    return page;
  }

  private async product(id: number, request: PageRequest): Promise<StorefrontPage> {
    try {
      const product = await this.products.findPublished(id);
      const page = emptyPage();
      // The API path the storefront's product loader asks for, so the browser starts from it.
      page.data[`/products/${id}`] = product;
      return this.heads.product(page, product, request.lang);
    } catch (e) {
      if (e instanceof NotFoundException) return this.heads.notFound(emptyPage(404), request.path, request.lang, 'product');
      throw e;
    }
  }
}
