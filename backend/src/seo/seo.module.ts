import { Module } from '@nestjs/common';
import { PageHeads } from './page-heads.service';

/** What search engines and link previews read in each page's head (PageHeads); the sitemap is catalogue/. */
@Module({
  providers: [PageHeads],
  exports: [PageHeads],
})
export class SeoModule {}
