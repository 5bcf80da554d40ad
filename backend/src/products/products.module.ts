import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminProductsController } from './admin-products.controller';
import { AdminProductsService } from './admin-products.service';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueReader } from './catalogue-reader';
import { CatalogueSearch } from './catalogue-search';
import { Product } from './product.entity';
import { ProductImportService } from './product-import.service';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [TypeOrmModule.forFeature([Product])],
  controllers: [ProductsController, AdminProductsController],
  providers: [ProductsService, AdminProductsService, ProductImportService, CatalogueCache, CatalogueReader, CatalogueSearch],
  exports: [ProductsService, CatalogueCache],
})
export class ProductsModule {}
