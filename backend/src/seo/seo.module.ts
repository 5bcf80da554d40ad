import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HttpCacheInterceptor } from '../common/http-cache';
import { Product } from '../products/product.entity';
import { ProductsModule } from '../products/products.module';
import { PageHeads } from './page-heads.service';
import { SeoController } from './seo.controller';
import { SitemapService } from './sitemap.service';

/** What search engines and link previews read: /sitemap.xml, /robots.txt and each page's head (PageHeads). */
@Module({
  imports: [TypeOrmModule.forFeature([Product]), ProductsModule],
  controllers: [SeoController],
  providers: [SitemapService, PageHeads, HttpCacheInterceptor],
  exports: [PageHeads],
})
export class SeoModule {}
