import { catalogueApiPath, catalogueQueryFromShopSearch } from '@stockwatt/shared';
import { prefetch, prefetchThen, seedFromPage } from './api/client';
import { initialLang, loadMessages } from './i18n/lang';
import { PRODUCT_IMAGE_SIZES } from './lib/images';
import { loadProductPage } from './lib/routes';

/*
 * Boot-time preloading, imported first by boot.tsx so that it runs before React and the
 * router are evaluated: deep links fetch their route chunk, their API
 * data, (product pages) the main image and (English) the messages in parallel with React's first render.
 */
const { pathname, search } = window.location;
// Answers the server rendered the first screen from: prefetch below then finds them in place.
seedFromPage();
const product = /^\/product\/(\d+)\/?$/.exec(pathname);
/** Resolves when what the first render of this URL needs is in (or failed): boot.tsx waits for it, capped. */
export let routeReady: Promise<unknown> = Promise.resolve();

if (product) {
  const data = new Promise<void>((resolve) => {
    prefetchThen(
      `/products/${product[1]}`,
      (p: { image_url?: string | null; image_srcset?: string | null }) => {
        if (p.image_url) {
          const image = new Image();
          // sizes before srcset: the browser picks the same copy the page's <img> will ask for.
          if (p.image_srcset) Object.assign(image, { sizes: PRODUCT_IMAGE_SIZES, srcset: p.image_srcset });
          image.src = p.image_url;
        }
        resolve();
      },
      resolve,
    );
  });
  routeReady = Promise.all([loadProductPage().catch(() => undefined), data]);
} else if (pathname === '/') {
  void import('./features/catalogue/Catalogue');
  prefetch(catalogueApiPath(catalogueQueryFromShopSearch(new URLSearchParams(search))));
}

// An English visitor's first render is in English (the server's first screen already is): the
// messages' chunk is part of what that render waits for.
const lang = initialLang();
if (lang !== 'fr') routeReady = Promise.all([routeReady, loadMessages(lang).catch(() => undefined)]);
