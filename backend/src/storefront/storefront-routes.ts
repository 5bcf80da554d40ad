import { Injectable, NotFoundException } from '@nestjs/common';
import { ProductsService } from '../products/products.service';
import { emptyPage, PageResolver, StorefrontPage } from './storefront-page';

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
  constructor(private readonly products: ProductsService) {}

  readonly resolvers: PageResolver[] = [
    // The hero is static text: nothing to read, the first screen comes from the template render.
    { name: 'home', match: route(/^\/$/), resolve: async () => emptyPage() },
    { name: 'product', match: route(/^\/product\/(?<id>\d{1,9})\/?$/), resolve: (params) => this.product(Number(params.id)) },
  ];

  private async product(id: number): Promise<StorefrontPage> {
    try {
      const product = await this.products.findPublished(id);
      const page = emptyPage();
      // The API path the storefront requests (storefront/src/preload.ts), so the client starts from it.
      page.data[`/products/${id}`] = product;
      if (product.image_url) page.preload.push({ href: product.image_url, as: 'image', fetchpriority: 'high' });
      return page;
    } catch (e) {
      if (e instanceof NotFoundException) return emptyPage(404);
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
