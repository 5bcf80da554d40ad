import { expect, test } from '../backoffice/fixtures';
import { catalogue, expectNoSeriousAxe, holdBack, waitForApp } from './helpers';

/*
 * What a phone on a slow connection shows before the bundle has arrived: the first screen the
 * server renders (backend/src/storefront). With JavaScript off, that is all the page has, and its
 * links and search form work; with it, the app hydrates that markup as it is.
 */
test.describe('first screen from the server, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home: the hero and its calls to action', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.getByText('Le stockage d’énergie solaire des installateurs professionnels')).toBeVisible();
    await expect(page.getByText('Voir les produits')).toBeVisible();
    await expect(page.getByText('Accéder à l’espace pro')).toBeVisible();
  });

  test("home: each of the hero's figures holds on one line, in French and English, from a small phone to a desktop", async ({ page }) => {
    const lines: string[] = [];
    for (const width of [320, 390, 1024, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const lang of ['fr', 'en']) {
        await page.goto(`/?lang=${lang}`);
        const figures = page.getByRole('definition');
        await expect(figures).toHaveCount(3);
        for (const figure of await figures.all()) {
          // A line box per rectangle of the figure's text: « 10 years » broke in two at 390, 1024 and 1280 px.
          const count = await figure.evaluate((dd) => {
            const range = document.createRange();
            range.selectNodeContents(dd);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          });
          lines.push(`${width} ${lang} ${await figure.textContent()}: ${count}`);
        }
      }
    }
    expect(lines.filter((line) => !line.endsWith(': 1'))).toEqual([]);
    expect(lines).toHaveLength(24);
  });

  test('product page: name, price and image, the image preloaded with high priority', async ({ page, request }) => {
    const product = (await (await request.get('/api/products/23')).json()) as { name: string; price_ttc: number; image_url: string };
    const res = await page.goto('/product/23');
    expect(res?.status()).toBe(200);
    await expect(page.locator('h1', { hasText: product.name })).toBeVisible();
    const price = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(product.price_ttc);
    await expect(page.getByTestId('product-price')).toContainText(price);
    const image = page.getByAltText(product.name, { exact: true }).first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator('link[rel="preload"][as="image"]').first()).toHaveAttribute('href', product.image_url);
    await expect(page.locator('link[rel="preload"][as="image"]').first()).toHaveAttribute('fetchpriority', 'high');
  });

  test('an unknown product or address answers 404 with the 404 page', async ({ page }) => {
    for (const url of ['/product/99999', '/nope', '/product/abc']) {
      const res = await page.goto(url);
      expect([url, res?.status()]).toEqual([url, 404]);
      await expect(page.getByRole('link', { name: /accueil|retour/i }).last()).toBeVisible();
    }
    await page.goto('/nope');
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  });

  test("home: the catalogue's first page, and a tap on a card opens the product", async ({ page }) => {
    await page.goto('/');
    const catalogue = page.getByRole('region', { name: 'Nos produits' });
    await expect(catalogue.getByTestId('product-card')).toHaveCount(12);
    await expect(page.getByRole('combobox', { name: 'Rechercher' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Marque' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /pagination/i })).toBeVisible();
    const first = catalogue.getByTestId('product-card').first().getByRole('link').first();
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the search box submits as a plain GET, and the server answers the search, ranked, its results on the first screen of a phone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Rechercher' }).fill('pylontech');
    await page.getByRole('combobox', { name: 'Rechercher' }).press('Enter');
    await expect(page).toHaveURL(/\/\?q=pylontech[^#]*#produits$/);
    await expect(page).toHaveTitle('Recherche « pylontech » | Stockwatt');
    const cards = page.getByRole('region', { name: 'Nos produits' }).getByTestId('product-card');
    await expect(cards.first()).toContainText(/Pylontech/i);
    expect(await cards.count()).toBeGreaterThan(0);
    // Ranked as the app ranks a search, not in the name order the page had before it.
    const sort = page.getByRole('combobox', { name: 'Trier par' });
    await expect(sort.getByRole('option', { name: 'Pertinence', selected: true })).toHaveCount(1);
    const ranked = await catalogue(request, 'q=pylontech');
    await expect(cards.first().getByRole('heading')).toHaveText(ranked.items[0].name);
    // Not below the hero, which fills the first screen: the box searched from, then the results.
    await expect(page.getByRole('combobox', { name: 'Rechercher' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots'}/search-without-script-390.png` });
  });
});

test.describe("the server's markup is accessible as it is, before the app has run", () => {
  for (const url of ['/', '/product/23', '/nope']) {
    test(`axe finds nothing serious on ${url} with the app's scripts held back`, async ({ page }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(url, { waitUntil: 'load' }); // the app never comes: not waited for
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxe(page, `${url} before hydration`);
    });
  }
});

test.describe('the first screen hydrated', () => {
  /** Tags the server's nodes before any script runs, then tells whether the app kept them. */
  async function serverNodesKept(page: import('@playwright/test').Page, url: string, selector: string) {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && !m.text().includes('404') && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript((sel) => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __server: Element[] }).__server = [...document.querySelectorAll(sel)];
      });
    }, selector);
    await page.goto(url);
    await waitForApp(page);
    const kept = await page.evaluate((sel) => {
      const server = (window as unknown as { __server: Element[] }).__server;
      const now = [...document.querySelectorAll(sel)];
      return server.length > 0 && server.length === now.length && server.every((node, i) => node === now[i]);
    }, selector);
    return { kept, errors };
  }

  for (const [url, selector] of [
    ['/', 'h1, h2, [data-testid="product-card"], form[role="search"]'],
    ['/product/23', 'h1, [data-testid="product-price"], img'],
    ['/mentions-legales', 'h1, h2'],
    ['/nope', 'h1'],
    ['/?brand=Pylontech&sort=price_asc', '[data-testid="product-card"]'],
  ]) {
    test(`${url}: the app takes over the server's markup as it is, without an error`, async ({ page }) => {
      expect(await serverNodesKept(page, url, selector)).toEqual({ kept: true, errors: [] });
    });
  }

  /*
   * Hydration meets text nodes as the server wrote them: where a component renders text and values
   * side by side (`({count})`, `{price} {tax}`) the browser parsed one text node and the app has
   * several, and a number where the server wrote its digits; each difference is rewritten (and the
   * page laid out again) while the buyer waits. Every change to the body is collected from the
   * parsed page until the app answers input, on a phone's width and a desktop's.
   */
  for (const width of [390, 1280]) {
    for (const url of ['/', '/?page=2', '/?q=batterie', '/product/23', '/nope', '/?lang=en']) {
      test(`${url} at ${width} px: hydration rewrites nothing of the server's page`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.addInitScript(() => {
          const changes: string[] = [];
          (window as unknown as { __changes: string[] }).__changes = changes;
          const name = (node: Node) => (node instanceof Element ? node.tagName.toLowerCase() : JSON.stringify(node.textContent));
          document.addEventListener('DOMContentLoaded', () =>
            new MutationObserver((records) => {
              for (const r of records)
                changes.push(
                  `${r.type} in ${name(r.target)}: ${[...r.removedNodes].map(name).join(',')} → ${[...r.addedNodes].map(name).join(',')} ${r.attributeName ?? ''}`,
                );
            }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true }),
          );
        });
        await page.goto(url);
        await waitForApp(page);
        expect(await page.evaluate(() => (window as unknown as { __changes: string[] }).__changes)).toEqual([]);
      });
    }
  }

  test('a lazy page hydrates without asking for a stylesheet first (only the web font once it has)', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (r) => r.resourceType() === 'stylesheet' && stylesheets.push(new URL(r.url()).pathname));
    await page.goto('/product/23');
    await waitForApp(page);
    expect(stylesheets.filter((path) => !/^\/assets\/wght-[\w-]+\.css$/.test(path))).toEqual([]);
  });

  /*
   * V8 compiles a file that opens with this comment on a background thread as it downloads, where it
   * would otherwise compile each function on the main thread at its first call, during hydration
   * (storefront/vite.config.ts). What a first screen preloads opens with it, as each encoding sends it.
   */
  test("the scripts a first screen preloads open with V8's compile hint, in every encoding; one loaded later does not", async ({
    page,
    request,
  }) => {
    const HINT = '//# allFunctionsCalledOnLoad\n';
    const opening = async (path: string, encoding: string) =>
      (await (await request.get(path, { headers: { 'accept-encoding': encoding } })).text()).slice(0, HINT.length);
    for (const url of ['/', '/product/23', '/mentions-legales']) {
      await page.goto(url);
      await waitForApp(page);
      const preloaded = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
      expect(preloaded.length, url).toBeGreaterThan(3);
      for (const path of preloaded)
        for (const encoding of ['identity', 'br', 'gzip'])
          expect(`${path} ${encoding}: ${await opening(path, encoding)}`).toBe(`${path} ${encoding}: ${HINT}`);
    }
    const later: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && later.push(new URL(r.url()).pathname));
    await page.getByTestId('cart-button').click();
    await expect(page.getByRole('dialog', { name: /Votre panier/ })).toBeVisible();
    // The drawer's own chunk (what it shares with pages, its texts and totals, comes with the hint).
    const drawer = later.filter((path) => /^\/assets\/CartDrawer-[\w-]+\.js$/.test(path));
    expect(drawer).toHaveLength(1);
    expect(await opening(drawer[0], 'identity')).not.toBe(HINT);
  });

  test('in English too, and a stored HT preference shows once hydrated', async ({ page, context }) => {
    await context.addCookies([{ name: 'stockwatt_lang', value: 'en', url: test.info().project.use.baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('stockwatt.tax', JSON.stringify('HT')));
    expect(await serverNodesKept(page, '/', 'h1, [data-testid="product-card"]')).toEqual({ kept: true, errors: [] });
    await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();
    await expect(page.getByRole('button', { name: 'excl. VAT' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('text typed in the search box before the app runs is searched once it does', async ({ page }) => {
    // The app's chunks held back, as on a slow line, until the buyer has typed.
    const release = await holdBack(page, /\/assets\/boot-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('combobox', { name: 'Rechercher' });
    await box.pressSequentially('force h2');
    release();
    await waitForApp(page);
    await expect(page).toHaveURL(/[?&]q=force(\+|%20)h2/);
    await expect(box).toHaveValue('force h2');
    await expect(page.getByTestId('product-card').first()).toContainText(/Force H2/i);
  });

  test('with storage refused (a privacy setting), the page still hydrates without an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'])
        Object.defineProperty(window, name, {
          get: () => {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
    });
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByRole('region', { name: 'Nos produits' }).getByTestId('product-card')).toHaveCount(12);
    expect(errors).toEqual([]);
  });

  /*
   * The server's styled-components rules stay in its <style> as it wrote them (storefront
   * lib/server-styles.ts): hydration moves and injects nothing. The first page with rules the server
   * did not write moves them into styled-components' own sheet, which must leave every element as
   * it was styled.
   */
  test("hydration keeps the server's styles as written; a page that needs more moves them without changing a style", async ({ page }) => {
    const styleOf = () =>
      page.evaluate(() => {
        // What rules set, not what layout makes of them (a picture arriving changes a box's height).
        const properties = [
          'display',
          'position',
          'color',
          'background-color',
          'font-family',
          'font-size',
          'font-weight',
          'margin',
          'padding',
          'border',
          'border-radius',
          'box-shadow',
          'gap',
          'aspect-ratio',
          'align-items',
          'justify-content',
          'text-transform',
          'outline-offset',
        ];
        return [...document.querySelectorAll('#root *')].map((element) => {
          const style = getComputedStyle(element);
          return `${element.tagName} ${properties.map((p) => style.getPropertyValue(p)).join(' | ')}`;
        });
      });
    const styleElements = () =>
      page.evaluate(() => [...document.querySelectorAll('style[data-styled]')].map((s) => s.getAttribute('data-styled')));
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __serverStyle: Element | null }).__serverStyle = document.querySelector('style[data-styled]');
      }),
    );
    await page.goto('/');
    await waitForApp(page);
    expect(
      await page.evaluate(
        () => (window as unknown as { __serverStyle: Element | null }).__serverStyle === document.querySelector('style[data-styled]'),
      ),
    ).toBe(true);
    expect(await styleElements()).toEqual(['true']);
    const before = await styleOf();
    expect(before.length).toBeGreaterThan(300);
    // Body rules of the global style, which the app no longer injects once more.
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');

    const card = page.getByRole('region', { name: 'Nos produits' }).getByTestId('product-card').first().getByRole('link').first();
    const name = (await card.textContent())!.trim();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await styleElements()).toEqual(['active']);
    // Back returns to where the card was: the pointer left on it would show its hover style.
    await page.mouse.move(0, 0);
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Nos produits' }).getByTestId('product-card')).toHaveCount(12);
    expect(await styleOf()).toEqual(before);
  });

  test('a page the server does not render gets the global style from the app', async ({ page }) => {
    await page.goto('/login');
    await waitForApp(page);
    expect(await page.evaluate(() => [getComputedStyle(document.body).margin, getComputedStyle(document.body).fontFamily])).toEqual([
      '0px',
      expect.stringContaining('Inter'),
    ]);
  });

  test('once hydrated, a card opens its product without reloading the page', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    const link = page.getByRole('region', { name: 'Nos produits' }).getByTestId('product-card').first().getByRole('link').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  });
});

/*
 * On a phone every card is below the first screen, yet the browser fetches lazy pictures well
 * below it: the card pictures wait for the app, so that they take neither the line nor the main
 * thread from its chunks and hydration (ProductCard's ImageLink).
 */
test.describe('card pictures: held on a phone until the app runs, at once on a wide screen', () => {
  const cardPicture = (page: import('@playwright/test').Page) =>
    page.getByRole('region', { name: 'Nos produits' }).getByTestId('product-card').first().locator('img');
  const loaded = (page: import('@playwright/test').Page) =>
    cardPicture(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  const pictureRequests = (page: import('@playwright/test').Page) => {
    const requested: string[] = [];
    page.on('request', (r) => r.resourceType() === 'image' && r.url().includes('/images/products/') && requested.push(r.url()));
    return requested;
  };

  test('wait for the app: none is asked for while its chunks are on their way, and they load once it runs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const requested = pictureRequests(page);
    const release = await holdBack(page, /\/assets\/boot-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'load' });
    await expect(cardPicture(page)).toHaveCount(1);
    await page.waitForTimeout(1_000);
    expect(requested).toEqual([]);
    release();
    await waitForApp(page);
    await expect.poll(() => loaded(page)).toBe(true);
    expect(requested.length).toBeGreaterThan(0);
  });

  test('load after 3 s when the app never comes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'load' }); // the app never comes: not waited for
    await expect.poll(() => loaded(page), { timeout: 10_000 }).toBe(true);
  });

  test('load at once on a wide screen, the app or not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const requested = pictureRequests(page);
    const release = await holdBack(page, /\/assets\/boot-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'load' });
    await expect.poll(() => loaded(page)).toBe(true);
    expect(requested.length).toBeGreaterThan(0);
    release();
  });

  // UI.md: a card's picture at a fixed aspect ratio, whatever the picture's own (the catalogue's are square).
  for (const width of [390, 1280]) {
    test(`at ${width} px the picture's box is 4:3 before and after its picture arrives: the card does not grow`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const box = () =>
        cardPicture(page)
          .locator('xpath=..')
          .evaluate((link) => link.getBoundingClientRect().toJSON() as DOMRect);
      const release = await holdBack(page, /\/images\/products\//);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const before = await box();
      expect(before.width / before.height).toBeCloseTo(4 / 3, 1);
      release();
      await waitForApp(page);
      await expect.poll(() => loaded(page)).toBe(true);
      expect(await box()).toEqual(before);
    });
  }

  test.describe('JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('load as any picture does', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await cardPicture(page).scrollIntoViewIfNeeded();
      await expect.poll(() => loaded(page)).toBe(true);
    });
  });
});

const HERO_EN = 'Solar energy storage for professional installers';
const HERO_FR = 'Le stockage d’énergie solaire des installateurs professionnels';

test.describe('first screen in the language the app will show', () => {
  test.describe('JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('?lang=en: the server renders the English page, <html lang="en">', async ({ page }) => {
      await page.goto('/?lang=en');
      await expect(page.getByText(HERO_EN)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });

  /** Every text the page's main heading had, from the server's first screen to the app's render. */
  async function headingsSeen(page: import('@playwright/test').Page, url: string): Promise<string[]> {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __headings: string[] }).__headings = seen;
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent?.trim();
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /English/ })).toBeVisible(); // the app has rendered
    return page.evaluate(() => (window as unknown as { __headings: string[] }).__headings);
  }

  test('a visitor who chose English gets English from the server on the next visit, and the app does not switch it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();
    const html = await (await page.request.get('/product/23')).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(await headingsSeen(page, '/')).toEqual([HERO_EN]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('?lang=en is rendered in English by the server and stays English once the app runs', async ({ page }) => {
    expect(await headingsSeen(page, '/?lang=en')).toEqual([HERO_EN]);
  });

  test('a choice kept only in localStorage (before the cookie) is copied into the cookie for the next visit', async ({ page, context }) => {
    await page.addInitScript(() => localStorage.setItem('stockwatt.lang', 'en'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'stockwatt_lang')?.value).toBe('en');
    expect(await headingsSeen(page, '/')).toEqual([HERO_EN]);
  });

  test('French by default: nothing chosen, nothing switched', async ({ page }) => {
    expect(await headingsSeen(page, '/')).toEqual([HERO_FR]);
  });
});
