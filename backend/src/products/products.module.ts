import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminProductsController } from './admin-products.controller';
import { AdminProductsService } from './admin-products.service';
import { Product } from './product.entity';
import { ProductImportService } from './product-import.service';

/** The back office's product writes and the CSV import; the public read side is catalogue/. */
@Module({
  imports: [TypeOrmModule.forFeature([Product])],
  controllers: [AdminProductsController],
  providers: [AdminProductsService, ProductImportService],
})
export class ProductsModule {}
