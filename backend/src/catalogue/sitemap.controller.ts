import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { HttpCacheable } from '../common/http-cache';
import { Sitemap, SitemapService } from './sitemap.service';

/** At the site's root (excluded from the /api prefix in setupApp), where crawlers look. */
@ApiExcludeController()
@HttpCacheable()
@Controller()
export class SitemapController {
  constructor(private readonly sitemaps: SitemapService) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  async sitemap(@Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    return answer(res, await this.sitemaps.sitemap());
  }

  /** One file of the sitemap index (a catalogue too large for one file). */
  @Get('sitemap-:part.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  async sitemapPart(@Param('part') part: string, @Res({ passthrough: true }) res: FastifyReply): Promise<string> {
    const sitemap = /^[1-9]\d{0,5}$/.test(part) ? await this.sitemaps.sitemapPart(Number(part)) : null;
    if (!sitemap) throw new NotFoundException();
    return answer(res, sitemap);
  }

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  robots(): string {
    return this.sitemaps.robots();
  }
}

function answer(res: FastifyReply, { xml, lastModified }: Sitemap): string {
  if (lastModified) res.header('Last-Modified', lastModified.toUTCString());
  return xml;
}
