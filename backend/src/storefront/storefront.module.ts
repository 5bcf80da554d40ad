import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { SeoModule } from '../seo/seo.module';
import { StorefrontPages } from './storefront-pages.service';
import { StorefrontRoutes } from './storefront-routes';

/** Server-side storefront pages (document, head, first screen); served by serve-front-ends.ts. */
@Module({
  imports: [CatalogueModule, SeoModule],
  providers: [StorefrontRoutes, StorefrontPages],
  exports: [StorefrontPages],
})
export class StorefrontModule {}
