import { entryChunks, hoistPreloads, prepareTemplate, renderDocument } from './document';
import { jsonScript, linkHeader } from '../seo/head-tags';
import { emptyPage } from '../seo/storefront-page';

const INDEX = `<html><head><title>Stockwatt</title><meta name="description" content="Shop">
<link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" crossorigin href="/assets/big.css"></head>
<body><div id="root"></div></body></html>`;
const FONT_CSS =
  '@font-face{src:url(/assets/ext.woff2);unicode-range:U+100-2BA}@font-face{src:url(/assets/latin.woff2);unicode-range:U+0000-00FF,U+131}';

describe('storefront document', () => {
  const template = prepareTemplate(INDEX, (p) => (p === '/assets/a.css' ? FONT_CSS : null));

  it('inlines the small stylesheets, keeps the others, and does not preload the web font (Chromium would hold the first paint for it)', () => {
    expect(template.html).toContain(`<style>${FONT_CSS}</style>`);
    expect(template.html).toContain('href="/assets/big.css"');
    expect(template.preload).toEqual([]);
  });

  it("preloads the chunks the entry imports dynamically, with what they import, once each, and the rendered lazy page's", () => {
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['src/boot.tsx'] },
      'src/boot.tsx': { file: 'assets/boot-2.js', imports: ['_ui.js', '_client.js'], dynamicImports: ['src/pages/ProductPage.tsx'] },
      '_ui.js': { file: 'assets/ui-3.js', imports: ['_client.js'] },
      '_client.js': { file: 'assets/client-4.js' },
      'src/pages/ProductPage.tsx': { file: 'assets/ProductPage-5.js', imports: ['_ui.js'] },
    };
    expect(entryChunks(manifest)).toEqual(['assets/boot-2.js', 'assets/ui-3.js', 'assets/client-4.js']);
    const { html } = renderDocument(
      prepareTemplate(INDEX, () => null, manifest),
      emptyPage(),
      null,
    );
    expect(html).toContain('<link rel="modulepreload" href="/assets/boot-2.js" crossorigin="anonymous">');
    expect(html).not.toContain('ProductPage-5.js');
    // A rendered page on a lazy route: its chunk too, and nothing twice.
    const product = renderDocument(
      prepareTemplate(INDEX, () => null, manifest),
      emptyPage(),
      {
        html: '<h1>Produit</h1>',
        styles: '',
        hydrationData: {},
        status: 200,
        modules: ['src/pages/ProductPage.tsx'],
      },
    );
    expect(product.html).toContain('<link rel="modulepreload" href="/assets/ProductPage-5.js" crossorigin="anonymous">');
    expect(product.html.match(/ui-3\.js/g)).toHaveLength(1);
    // The same preloads, in the same order, in the answer's Link header.
    expect(linkHeader(product.preload)).toBe(
      ['boot-2', 'ui-3', 'client-4', 'ProductPage-5']
        .map((c) => `</assets/${c}.js>; rel="modulepreload"; crossorigin="anonymous"`)
        .join(', '),
    );
  });

  it("moves React's preloads of eager images into the head, srcset and sizes unescaped once", () => {
    const responsive =
      '<link rel="preload" as="image" imageSrcSet="/s/a-600.webp 600w, /s/a-1200.webp 1200w" imageSizes="(min-width: 1024px) 560px, 100vw" fetchPriority="high"/>';
    expect(hoistPreloads(`${responsive}<img src="/a.png"/>`)).toEqual({
      html: '<img src="/a.png"/>',
      preload: [
        {
          as: 'image',
          href: undefined,
          fetchpriority: 'high',
          imagesrcset: '/s/a-600.webp 600w, /s/a-1200.webp 1200w',
          imagesizes: '(min-width: 1024px) 560px, 100vw',
        },
      ],
    });
    const { html, preload } = renderDocument(template, emptyPage(), {
      html: `${responsive.replace('/s/a-600', '/s/a&amp;b-600')}<h1>x</h1>`,
      styles: '',
      hydrationData: {},
      status: 200,
    });
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/s/a&amp;b-600.webp 600w, /s/a-1200.webp 1200w" imagesizes="(min-width: 1024px) 560px, 100vw">',
    );
    expect(html).toContain('<div id="root"><h1>x</h1></div>');
    // An image known by its srcset alone has no address for a Link header: the page's <link> asks for it.
    expect(preload).toHaveLength(1);
    expect(linkHeader(preload)).toBeUndefined();
    // Anything but image preloads stays where React put it.
    expect(hoistPreloads('<link rel="stylesheet" href="/x.css"/><p>x</p>').preload).toEqual([]);
  });

  it('refuses a template it cannot fill', () => {
    expect(() => prepareTemplate('<html><body></body></html>', () => null)).toThrow(/div id="root"/);
  });

  it('puts the page head, preloads, first screen and its routes’ data in place, escaping what comes from data', () => {
    const page = { ...emptyPage(), title: 'Batterie <48 V> & $&', description: 'Une "batterie"' };
    page.head.push('<link rel="canonical" href="https://shop.example/product/1">');
    const hydrationData = { loaderData: { product: { name: '</script><script>alert(1)</script>' } } };
    // As React writes the preload of an eager image at the start of its markup.
    const image = '<link rel="preload" as="image" href="/img/a b.svg" fetchPriority="high"/>';
    const { html, preload } = renderDocument(template, page, {
      html: `${image}<h1>$& prix</h1>`,
      styles: '<style data-styled>h1{}</style>',
      hydrationData,
      status: 200,
    });
    expect(html).toContain('<title>Batterie &lt;48 V&gt; &amp; $&amp;</title>');
    expect(html).toContain('<meta name="description" content="Une &quot;batterie&quot;">');
    expect(html).toContain('<link rel="preload" href="/img/a b.svg" as="image" fetchpriority="high">');
    expect(html).toContain('</title>\n    <link rel="preload" href="/img/a b.svg"');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/product/1">');
    // In the Link header, the address is percent-encoded where a URI may not hold it as it is.
    expect(linkHeader(preload)).toBe('</img/a%20b.svg>; rel="preload"; as="image"; fetchpriority="high"');
    expect(html).toContain('<style data-styled>h1{}</style>\n  </head>');
    // Not wrapped: React hydrates the markup as it is.
    expect(html).toContain('<div id="root"><h1>$& prix</h1></div><script type="application/json" id="sw-data">');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /id="sw-data">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(json)).toEqual(hydrationData);
  });

  it('writes JSON that no data can close early', () => {
    expect(jsonScript({ type: 'application/ld+json' }, { a: '<!-- </script> \u2028' })).toBe(
      '<script type="application/ld+json">{"a":"\\u003c!-- \\u003c/script> \\u2028"}</script>',
    );
  });
});
