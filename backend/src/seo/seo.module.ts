import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HttpCacheInterceptor } from '../common/http-cache';
import { Product } from '../products/product.entity';
import { ProductsModule } from '../products/products.module';
import { SeoController } from './seo.controller';
import { SitemapService } from './sitemap.service';

/** What search engines read besides the pages: /sitemap.xml and /robots.txt. */
@Module({
  imports: [TypeOrmModule.forFeature([Product]), ProductsModule],
  controllers: [SeoController],
  providers: [SitemapService, HttpCacheInterceptor],
})
export class SeoModule {}
