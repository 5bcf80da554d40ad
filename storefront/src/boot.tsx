// The app itself, imported by main.tsx.
import { StrictMode, useEffect } from 'react';
import webFont from '@fontsource-variable/inter/wght.css?url';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { options } from 'preact';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { initialLang, loadMessages } from './i18n/lang';
import { Providers } from './Providers';
import { adoptServerStyles } from './lib/adopt-server-styles';
import { routes } from './routes';

/** The id of the JSON block the server writes the routes' data into (the API's storefront/document.ts). */
const PAGE_DATA_ID = 'sw-data';

function hydrationData(): HydrationState | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as HydrationState;
  } catch {
    return undefined; // a damaged block: the routes read their data again
  }
}

/** The route modules the address shows, loaded before the first render (the server rendered them, or it would show a fallback). */
async function loadRouteModules() {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    lazy.map(async ({ route }) => {
      const module = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Marks the moment the page answers input (bench/storefront reads it) and tells the page's styles
 * (`<html data-hydrated>`): after hydration's commit and the effects that follow it, which attach
 * listeners of their own (the header's and the cart drawer's keys, the search suggestions'). Not
 * a layout effect: at the commit those are not there yet.
 */
function MarkInteractive() {
  useEffect(() => {
    performance.mark('stockwatt:interactive');
    // What waits for the app may start (the card pictures on a phone: ProductCard).
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * The app's phases after its last chunk arrived, for bench/storefront to split what the phone's
 * CPU spends before the page answers: the app's chunk ran (`app`), the route modules, the data
 * and the first render took the server's screen over (`hydrated`), the effects ran (`interactive`).
 */
const PHASE = { app: 'stockwatt:app', hydrated: 'stockwatt:hydrated' };

async function start() {
  performance.mark(PHASE.app);
  const root = document.getElementById('root')!;
  const data = hydrationData();
  const hydrate = Boolean(data && root.hasChildNodes());
  const lang = initialLang(hydrate);
  // An English page's messages are in before the first render, which must match the server's.
  await Promise.all([loadRouteModules(), lang === 'fr' ? null : loadMessages(lang).catch(() => undefined)]);
  // The server's rules, global ones included, stay on the page as it wrote them.
  const serverStyles = hydrate && adoptServerStyles();
  const router = createBrowserRouter(routes, { hydrationData: data });
  const app = (
    <StrictMode>
      <Providers lang={lang} globalStyle={!serverStyles}>
        <RouterProvider router={router} />
        <MarkInteractive />
      </Providers>
    </StrictMode>
  );
  // The server rendered this first screen from the same routes and data: React takes it over as it is.
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
  performance.mark(PHASE.hydrated);
  // After the effects (their task is queued at the commit): adding the stylesheet costs a phone
  // a few milliseconds of style work that the page answering input need not wait for.
  setTimeout(loadWebFont);
}

/**
 * Inter is asked for once the app has taken over the page, not by the server's page: its 48 kB
 * took a phone's bandwidth from the app's chunks (Slow 4G: the page answered input 0.24 s later).
 * Until then the text is drawn in its metric-matched fallback (`Inter Fallback`, in index.html),
 * so the swap moves nothing; on later visits the font comes from the browser's cache.
 */
function loadWebFont() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = webFont;
  document.head.append(link);
}

/*
 * Effects run in a task of their own right after the commit, as React's do, instead of after the
 * next frame Preact waits for by default: hydration's frame (style, layout and paint of a page that
 * does not change) delayed the listeners the effects attach, and so the page answering input.
 */
options.requestAnimationFrame = (flushEffects) => setTimeout(flushEffects);

void start();
