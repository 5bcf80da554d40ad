import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HttpCacheInterceptor } from '../common/http-cache';
import { PartnerKeyGuard } from '../partners/partner-key.guard';
import { PartnersModule } from '../partners/partners.module';
import { Product } from '../products/product.entity';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueController } from './catalogue.controller';
import { CatalogueReader } from './catalogue-reader';
import { CatalogueSearch } from './catalogue-search';
import { CatalogueService } from './catalogue.service';
import { PartnerCatalogueController } from './partner-catalogue.controller';
import { PartnerCatalogueService } from './partner-catalogue.service';
import { PartnerLinks } from './partner-links';
import { SitemapController } from './sitemap.controller';
import { SitemapService } from './sitemap.service';
import { SearchExpansions } from './search-expansions';

/**
 * The public read side of the catalogue: the listing, search and their cache, the storefront's
 * and the partners' catalogue APIs, and the sitemap. Writes are products/ (admin, import); this
 * side hears of them through their domain events.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Product]), PartnersModule],
  controllers: [CatalogueController, PartnerCatalogueController, SitemapController],
  providers: [
    CatalogueService,
    CatalogueCache,
    CatalogueReader,
    CatalogueSearch,
    SearchExpansions,
    PartnerCatalogueService,
    PartnerKeyGuard,
    PartnerLinks,
    SitemapService,
    HttpCacheInterceptor,
  ],
  exports: [CatalogueService, CatalogueCache],
})
export class CatalogueModule {}
