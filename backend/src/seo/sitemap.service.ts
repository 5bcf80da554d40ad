import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import escapeHtml from 'escape-html';
import { Repository } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig, siteBase } from '../config/configuration';
import { CatalogueCache } from '../products/catalogue-cache';
import { Product } from '../products/product.entity';
import { PUBLISHED } from '../products/products.service';
import { DISALLOWED_PATHS, localisedUrl, productPath, SITEMAP_STATIC_PATHS } from './site-pages';

export interface Sitemap {
  xml: string;
  /** The newest product change: the sitemap's Last-Modified. */
  lastModified: Date | null;
}

/**
 * /sitemap.xml and /robots.txt. The sitemap lists home, the legal pages and every published
 * product with its lastmod, each with its fr/en alternates; it is kept in the catalogue cache,
 * which every product write clears on every instance, so it follows the catalogue at once.
 */
@Injectable()
export class SitemapService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly cache: CatalogueCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get baseUrl(): string {
    return siteBase(this.config);
  }

  async sitemap(): Promise<Sitemap> {
    const cached = this.cache.get<Sitemap>('seo:sitemap');
    if (cached) return cached;
    const rows = await this.products.find({ select: { id: true, updated_at: true }, where: { status: PUBLISHED }, order: { id: 'ASC' } });
    const newest = rows.reduce<Date | null>((max, r) => (max === null || r.updated_at > max ? r.updated_at : max), null);
    const entries = [
      // Home shows the catalogue: it changes when a product does.
      ...SITEMAP_STATIC_PATHS.map((path) => this.entry(path, path === '/' ? newest : null)),
      ...rows.map((r) => this.entry(productPath(r.id), r.updated_at)),
    ];
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      entries.join('') +
      '</urlset>\n';
    const sitemap = { xml, lastModified: newest };
    this.cache.set('seo:sitemap', sitemap);
    return sitemap;
  }

  private entry(path: string, lastmod: Date | null): string {
    const url = (lang: 'fr' | 'en') => escapeHtml(localisedUrl(this.baseUrl, path, lang));
    return (
      `  <url>\n    <loc>${url('fr')}</loc>\n` +
      (lastmod ? `    <lastmod>${lastmod.toISOString()}</lastmod>\n` : '') +
      `    <xhtml:link rel="alternate" hreflang="fr" href="${url('fr')}"/>\n` +
      `    <xhtml:link rel="alternate" hreflang="en" href="${url('en')}"/>\n` +
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url('fr')}"/>\n` +
      '  </url>\n'
    );
  }

  robots(): string {
    return [
      'User-agent: *',
      ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
      'Allow: /',
      '',
      `Sitemap: ${this.baseUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
