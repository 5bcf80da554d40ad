import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module';
import { StorefrontPages } from './storefront-pages.service';
import { StorefrontRoutes } from './storefront-routes';

/** Server-side storefront pages (document, head, first screen); served by serve-front-ends.ts. */
@Module({
  imports: [ProductsModule],
  providers: [StorefrontRoutes, StorefrontPages],
  exports: [StorefrontPages],
})
export class StorefrontModule {}
