import { prefetch, prefetchThen } from './api/client';
import { catalogueQuery } from './api/queries';

/*
 * Boot-time preloading, imported first by main.tsx so that it runs before React and the
 * router are evaluated: deep links fetch their route chunk, their API
 * data and (product pages) the main image in parallel with React's first render.
 */
const { pathname, search } = window.location;
const product = /^\/product\/(\d+)\/?$/.exec(pathname);
if (product) {
  void import('./pages/ProductPage');
  prefetchThen(`/products/${product[1]}`, (p: { image_url?: string | null }) => {
    if (p.image_url) new Image().src = p.image_url;
  });
} else if (pathname === '/') {
  void import('./components/Catalogue');
  prefetch(catalogueQuery(new URLSearchParams(search)));
}
