import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HttpCacheInterceptor } from '../common/http-cache';
import { Product } from '../products/product.entity';
import { ProductsModule } from '../products/products.module';
import { AdminPartnersController } from './admin-partners.controller';
import { PartnerCatalogueController } from './partner-catalogue.controller';
import { PartnerCatalogueService } from './partner-catalogue.service';
import { PartnerKey } from './partner-key.entity';
import { PartnerKeyGuard } from './partner-key.guard';
import { PartnerKeysService } from './partner-keys.service';
import { PartnerLinks } from './partner-links';

/** Partner API keys (back office) and the versioned read API partners call with them. */
@Module({
  imports: [TypeOrmModule.forFeature([PartnerKey, Product]), ProductsModule],
  controllers: [AdminPartnersController, PartnerCatalogueController],
  providers: [PartnerKeysService, PartnerCatalogueService, PartnerKeyGuard, PartnerLinks, HttpCacheInterceptor],
})
export class PartnersModule {}
