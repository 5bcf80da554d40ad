import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Response } from 'express';
import { HttpCacheable } from '../common/http-cache';
import { SitemapService } from './sitemap.service';

/** At the site's root (excluded from the /api prefix in setupApp), where crawlers look. */
@ApiExcludeController()
@HttpCacheable()
@Controller()
export class SeoController {
  constructor(private readonly sitemaps: SitemapService) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  async sitemap(@Res({ passthrough: true }) res: Response): Promise<string> {
    const { xml, lastModified } = await this.sitemaps.sitemap();
    if (lastModified) res.setHeader('Last-Modified', lastModified.toUTCString());
    return xml;
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  robots(): string {
    return this.sitemaps.robots();
  }
}
