import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig, siteBase } from '../config/configuration';
import { ProductDetailDto } from '../products/dto/product-views.dto';
import { StorefrontPage } from './storefront-page';
import { headElements } from './head-elements';
import { notFoundHead, PageHead, productPageHead, searchPageHead, staticPageHead } from './page-head';
import { SeoLang } from './seo.messages';
import { STATIC_PAGES, StaticPage } from './site-pages';

/**
 * The head of each storefront page, written into the StorefrontPage a route resolver answers
 * (storefront/storefront-routes.ts): title, description, canonical, hreflang, Open Graph,
 * Twitter card and, for products, schema.org JSON-LD.
 */
@Injectable()
export class PageHeads {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  readonly staticPages: StaticPage[] = STATIC_PAGES;

  staticPage(page: StorefrontPage, which: StaticPage, lang: SeoLang): StorefrontPage {
    return this.apply(page, staticPageHead(which, lang, siteBase(this.config)));
  }

  product(page: StorefrontPage, product: ProductDetailDto, lang: SeoLang): StorefrontPage {
    return this.apply(page, productPageHead(product, lang, siteBase(this.config)));
  }

  /** Home's head, or a catalogue search's when the address searches words (searchPageHead). */
  home(page: StorefrontPage, q: string | undefined, lang: SeoLang): StorefrontPage {
    const search = searchPageHead(q, lang, siteBase(this.config));
    return search
      ? this.apply(page, search)
      : this.staticPage(
          page,
          this.staticPages.find((p) => p.path === '/')!,
          lang,
        );
  }

  notFound(page: StorefrontPage, path: string, lang: SeoLang, kind: 'product' | 'page'): StorefrontPage {
    return this.apply(page, notFoundHead(path, lang, siteBase(this.config), kind));
  }

  private apply(page: StorefrontPage, head: PageHead): StorefrontPage {
    return { ...page, lang: head.lang, title: head.title, description: head.description, head: [...page.head, ...headElements(head)] };
  }
}
