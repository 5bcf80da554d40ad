import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import escapeHtml from 'escape-html';
import { Repository } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig, siteBase } from '../config/configuration';
import { CACHE_TAGS, CatalogueCache } from './catalogue-cache';
import { Product } from '../products/product.entity';
import { PUBLISHED } from './catalogue.service';
import { DISALLOWED_PATHS, localisedUrl, productPath, SITEMAP_STATIC_PATHS } from '../seo/site-pages';

export interface Sitemap {
  xml: string;
  /** The newest product change among its pages: the sitemap's Last-Modified. */
  lastModified: Date | null;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const STATIC_PAGES = SITEMAP_STATIC_PATHS.length;

/**
 * /sitemap.xml and /robots.txt. The sitemap lists home, the legal pages and every published
 * product with its lastmod, each with its fr/en alternates. Past SITEMAP_URLS_PER_FILE pages (at
 * 100,000 products one file would be 40 MB, twice the 50,000 URLs crawlers read from one),
 * /sitemap.xml becomes an index of /sitemap-<n>.xml files, each that many pages in the same
 * order. Every file is kept in the catalogue cache, which every product write clears on every
 * instance, so it follows the catalogue at once.
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

  private get perFile(): number {
    return this.config.sitemapUrlsPerFile;
  }

  /** /sitemap.xml: every page, or the index of the files when they do not fit in one. */
  async sitemap(): Promise<Sitemap> {
    return this.cached('seo:sitemap', async () => {
      const parts = await this.partsNewest();
      const newestProduct = latest(parts.map((p) => p.newest));
      if (parts.length <= 1) return this.part(1, newestProduct);
      const files = parts.map(({ part, newest }) => {
        // The first file holds home, which changes with the newest product.
        const lastmod = part === 1 ? newestProduct : newest;
        return (
          `  <sitemap>\n    <loc>${escapeHtml(`${this.baseUrl}/sitemap-${part}.xml`)}</loc>\n` +
          (lastmod ? `    <lastmod>${lastmod.toISOString()}</lastmod>\n` : '') +
          '  </sitemap>\n'
        );
      });
      const xml = `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('')}</sitemapindex>\n`;
      return { xml, lastModified: newestProduct };
    });
  }

  /** /sitemap-<n>.xml of the index; null past the last one (or when one file holds everything). */
  async sitemapPart(part: number): Promise<Sitemap | null> {
    const parts = await this.cached('seo:sitemap-parts', () => this.partsNewest());
    if (parts.length <= 1 || part < 1 || part > parts.length) return null;
    return this.cached(`seo:sitemap-${part}`, () => this.part(part, latest(parts.map((p) => p.newest))));
  }

  /**
   * The files' numbers with the newest product change in each: pages are numbered in sitemap
   * order (the static pages, then products by id), PER_FILE to a file. At least one file.
   */
  private async partsNewest(): Promise<{ part: number; newest: Date | null }[]> {
    const rows: { part: number; newest: Date }[] = await this.products.query(
      `SELECT part, max(updated_at) AS newest FROM (
         SELECT ((row_number() OVER (ORDER BY id) - 1 + $1) / $2 + 1)::int AS part, updated_at
         FROM products WHERE status = $3) p
       GROUP BY part ORDER BY part`,
      [STATIC_PAGES, this.perFile, PUBLISHED],
    );
    // No product: the static pages alone. (SITEMAP_URLS_PER_FILE ≥ 10 keeps them all in the first file.)
    return rows.length ? rows : [{ part: 1, newest: null }];
  }

  /** One file's <urlset>: its slice of the static pages and of the products by id. Home changes with the newest product. */
  private async part(part: number, newestProduct: Date | null): Promise<Sitemap> {
    const from = (part - 1) * this.perFile;
    const to = from + this.perFile;
    const rows = await this.products.find({
      select: { id: true, updated_at: true },
      where: { status: PUBLISHED },
      order: { id: 'ASC' },
      skip: Math.max(0, from - STATIC_PAGES),
      take: Math.max(0, to - Math.max(from, STATIC_PAGES)),
    });
    const entries = [
      ...SITEMAP_STATIC_PATHS.slice(from, to).map((path) => this.entry(path, path === '/' ? newestProduct : null)),
      ...rows.map((r) => this.entry(productPath(r.id), r.updated_at)),
    ];
    const xml =
      XML_HEAD +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      entries.join('') +
      '</urlset>\n';
    return { xml, lastModified: from === 0 ? newestProduct : latest(rows.map((r) => r.updated_at)) };
  }

  private async cached<T>(key: string, build: () => Promise<T>): Promise<T> {
    const hit = this.cache.get<T>(key);
    if (hit) return hit;
    const value = await build();
    this.cache.set(key, value, [CACHE_TAGS.sitemap]);
    return value;
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

function latest(dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>((max, d) => (d && (max === null || d > max) ? d : max), null);
}
