import { DomUtils, parseDocument } from 'htmlparser2';
import { ProductDetailDto } from '../products/dto/product-views.dto';
import { headElements } from './head-elements';
import { LANG_COOKIE } from '@stockwatt/shared';
import { pageLang, productPageHead } from './page-head';

const product = {
  id: 7,
  name: 'Batterie "Pro" </script><script>alert(1)</script>',
  reference: 'X&Y-1',
  brand: 'Marque <b>',
  type: 'Batterie Lithium',
  image_url: '/images/products/x.png',
  price_ttc: 1200,
  availability: 'in_stock',
  rating: 4.5,
  review_count: 3,
} as unknown as ProductDetailDto;

describe('page head', () => {
  it("reads the language from ?lang, then the storefront's cookie, French otherwise", () => {
    const query = (q: string) => new URLSearchParams(q);
    expect(pageLang(query('lang=en'))).toBe('en');
    expect(pageLang(query('lang=de'))).toBe('fr');
    expect(pageLang(query(''))).toBe('fr');
    expect(pageLang(query(''), { [LANG_COOKIE]: 'en' })).toBe('en');
    expect(pageLang(query('lang=fr'), { [LANG_COOKIE]: 'en' })).toBe('fr');
    expect(pageLang(query('lang=de'), { [LANG_COOKIE]: 'en' })).toBe('en');
    expect(pageLang(query(''), { [LANG_COOKIE]: 'de' })).toBe('fr');
  });

  it('writes product text that looks like markup as text: attributes escaped, JSON-LD unbroken', () => {
    const html = headElements(productPageHead(product, 'fr', 'https://shop.example')).join('\n');
    const doc = parseDocument(html);
    const scripts = DomUtils.getElementsByTagName('script', doc);
    expect(scripts).toHaveLength(2); // Product and BreadcrumbList, no injected third
    const ld = JSON.parse(DomUtils.textContent(scripts[0]));
    expect(ld).toMatchObject({
      name: product.name,
      sku: 'X&Y-1',
      brand: { name: 'Marque <b>' },
      image: ['https://shop.example/images/products/x.png'],
    });
    const og = DomUtils.getElementsByTagName('meta', doc).find((m) => m.attribs.property === 'og:title');
    expect(og?.attribs.content).toBe(`${product.name} | Stockwatt`);
    expect(DomUtils.getElementsByTagName('b', doc)).toHaveLength(0);
  });
});
