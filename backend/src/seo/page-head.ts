import { ProductDetailDto } from '../products/dto/product-views.dto';
import { chooseShopLang, isPriceOnRequest, LANG_COOKIE, searchTitle, VAT_RATE } from '@stockwatt/shared';
import { SEO_MESSAGES, SeoLang, SeoMessages } from './seo.messages';
import { localisedUrl, productPath, StaticPage } from './site-pages';

/** Everything a storefront page's head says about it, before it is written as HTML (head-elements.ts). */
export interface PageHead {
  lang: SeoLang;
  title: string;
  description: string;
  /** `noindex` for private pages and unknown products; absent = indexable. */
  robots?: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  /** Open Graph (`property`) and Twitter card (`name`) tags. */
  meta: ({ property: string; content: string } | { name: string; content: string })[];
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  jsonLd: Record<string, unknown>[];
}

/** The language of a storefront page: the storefront's own choice (shared chooseShopLang), so the app never switches the server's first screen. */
export function pageLang(query: URLSearchParams, cookies: Record<string, unknown> = {}): SeoLang {
  return chooseShopLang(query, cookies[LANG_COOKIE]);
}

/** The sitewide picture for link previews of pages without their own. */
export const SITE_IMAGE = '/favicon.svg';

function absolute(base: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
}

function fullTitle(m: SeoMessages, title: string): string {
  return title.includes(m.suffix) ? title : `${title} | ${m.suffix}`;
}

interface HeadInput {
  base: string;
  path: string;
  lang: SeoLang;
  title: string;
  description: string;
  indexable: boolean;
  type: 'website' | 'product';
  image?: string | null;
  jsonLd?: Record<string, unknown>[];
}

function head({ base, path, lang, title, description, indexable, type, image, jsonLd = [] }: HeadInput): PageHead {
  const m = SEO_MESSAGES[lang];
  const canonical = localisedUrl(base, path, lang);
  const picture = image ? absolute(base, image) : undefined;
  const other = SEO_MESSAGES[lang === 'fr' ? 'en' : 'fr'];
  return {
    lang,
    title: fullTitle(m, title),
    description,
    ...(indexable ? {} : { robots: 'noindex' }),
    canonical,
    alternates: [
      { hreflang: 'fr', href: localisedUrl(base, path, 'fr') },
      { hreflang: 'en', href: localisedUrl(base, path, 'en') },
      { hreflang: 'x-default', href: localisedUrl(base, path, 'fr') },
    ],
    meta: [
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: m.siteName },
      { property: 'og:title', content: fullTitle(m, title) },
      { property: 'og:description', content: description },
      { property: 'og:url', content: canonical },
      { property: 'og:locale', content: m.locale },
      { property: 'og:locale:alternate', content: other.locale },
      ...(picture ? [{ property: 'og:image', content: picture }] : []),
      { name: 'twitter:card', content: type === 'product' && picture ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: fullTitle(m, title) },
      { name: 'twitter:description', content: description },
      ...(picture ? [{ name: 'twitter:image', content: picture }] : []),
    ],
    jsonLd,
  };
}

export function staticPageHead(page: StaticPage, lang: SeoLang, base: string): PageHead {
  const texts = SEO_MESSAGES[lang][page.key];
  return head({ base, path: page.path, lang, ...texts, indexable: page.indexable, type: 'website', image: SITE_IMAGE });
}

/**
 * A catalogue search (`/?q=`): the home page's head titled with the words searched (shared
 * searchTitle, as the app titles it), and kept out of indexes: any text a link carries would
 * otherwise be a page title search engines show. Null when the text has no words.
 */
export function searchPageHead(q: string | null | undefined, lang: SeoLang, base: string): PageHead | null {
  const m = SEO_MESSAGES[lang];
  const title = searchTitle(m.searchTitle, q);
  if (title === null) return null;
  return head({ base, path: '/', lang, title, description: m.home.description, indexable: false, type: 'website', image: SITE_IMAGE });
}

/** An unknown product or page (sent with HTTP 404): says so, and asks not to be indexed. */
export function notFoundHead(path: string, lang: SeoLang, base: string, kind: 'product' | 'page'): PageHead {
  const texts = SEO_MESSAGES[lang][kind === 'product' ? 'productNotFound' : 'notFound'];
  return head({ base, path, lang, ...texts, indexable: false, type: 'website' });
}

/** schema.org availability of the shop's two stock states. */
const AVAILABILITY = { in_stock: 'https://schema.org/InStock', on_order: 'https://schema.org/BackOrder' } as const;

/**
 * A product page: its own title, description and picture, and schema.org Product (with the offer
 * as the page states it: the TTC price, or no price at all when it is on request) and the
 * breadcrumb Accueil / Produits / name as BreadcrumbList.
 */
export function productPageHead(p: ProductDetailDto, lang: SeoLang, base: string): PageHead {
  const m = SEO_MESSAGES[lang];
  const path = productPath(p.id);
  const url = localisedUrl(base, path, lang);
  const description = m.product.description(p);
  const image = p.image_url ? absolute(base, p.image_url) : undefined;
  const onRequest = isPriceOnRequest(p.price_ttc);
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url,
    availability: AVAILABILITY[p.availability],
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: m.siteName },
    ...(onRequest
      ? { description: m.product.priceOnRequest }
      : {
          price: p.price_ttc.toFixed(2),
          priceCurrency: 'EUR',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: p.price_ttc.toFixed(2),
            priceCurrency: 'EUR',
            valueAddedTaxIncluded: VAT_RATE > 0,
          },
        }),
  };
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.reference,
    brand: { '@type': 'Brand', name: p.brand },
    category: p.type,
    description,
    url,
    ...(image ? { image: [image] } : {}),
    ...(p.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating,
            reviewCount: p.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: offer,
  };
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: m.breadcrumb.home, item: localisedUrl(base, '/', lang) },
      { '@type': 'ListItem', position: 2, name: m.breadcrumb.products, item: `${localisedUrl(base, '/', lang)}#produits` },
      { '@type': 'ListItem', position: 3, name: p.name, item: url },
    ],
  };
  return head({ base, path, lang, title: p.name, description, indexable: true, type: 'product', image, jsonLd: [product, breadcrumb] });
}
