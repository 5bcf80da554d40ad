/*
 * Server entry, built by `vite build --ssr` into dist-ssr/ and loaded by the API
 * (backend/src/storefront): the first screen of a URL rendered by the same routes and components
 * as in the browser (routes.tsx), from the API answers the server's route resolver read, with the
 * CSS those components need and the routes' data, which the browser hydrates from (boot.tsx).
 */
import type { ReactElement } from 'react';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import en from './i18n/en';
import { provideMessages } from './i18n/lang';
import { Providers } from './Providers';
import { routes, type PageHandle, type ServerAnswers } from './routes';

provideMessages('en', en);
const handler = createStaticHandler(routes);

export interface FirstScreen {
  html: string;
  /** `<style>` elements: the CSS of the rendered components. */
  styles: string;
  /** react-router's hydration data (loader answers by route id), for createBrowserRouter. */
  hydrationData: { loaderData: Record<string, unknown> };
  /** The status the routes give: 404 when none but the catch-all matched. */
  status: number;
  /** The files of the lazy pages rendered (manifest keys): the server preloads their chunks. */
  modules: string[];
}

/**
 * `answers`: the API answers read by the server, by API path; `lang`: the language the page is in
 * (the shared chooseShopLang, which the browser's app follows too).
 */
export async function render(url: string, answers: Record<string, unknown>, lang: string): Promise<FirstScreen> {
  const request = new Request(new URL(url, 'http://shop.invalid'));
  const context = await handler.query(request, { requestContext: { answers } satisfies ServerAnswers });
  if (context instanceof Response) throw new Error(`the routes answered ${context.status} for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <Providers lang={lang === 'en' ? 'en' : 'fr'}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>
  );
  const { html, styles } = await renderWhole(app);
  const notFound = context.matches.some((m) => m.route.id === 'not-found');
  const modules = context.matches.flatMap((m) => (m.route.handle as PageHandle | undefined)?.module ?? []);
  return { html, styles, hydrationData: { loaderData: context.loaderData }, status: notFound ? 404 : context.statusCode, modules };
}

/**
 * The page's markup once everything has rendered, lazy parts included (the catalogue under the
 * hero), each in its place: no inline script is needed to put a part in place, so the first
 * screen is whole before any JavaScript runs.
 */
async function renderWhole(app: ReactElement): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    // Preact's renderer (React's API through preact/compat, see vite.config.ts) typed for its own elements.
    const html = await renderToStringAsync(sheet.collectStyles(app) as unknown as VNode);
    return { html: imagePreloads(html) + html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/gi;
const IMAGE_ATTRIBUTES = { src: 'href', srcset: 'imageSrcSet', sizes: 'imageSizes' } as const;

/**
 * A `<link rel="preload">` for each image the screen asks to load first (`fetchPriority="high"`,
 * the product page's photo), with its srcset and sizes, ahead of the markup: the API moves them
 * into the head (document.ts, hoistPreloads), so the browser asks for the LCP image with the
 * document's first bytes instead of once the parser reaches it.
 */
function imagePreloads(html: string): string {
  return [...html.matchAll(PRIORITY_IMAGE)]
    .map(([img]) => {
      const attributes = Object.entries(IMAGE_ATTRIBUTES).flatMap(([from, to]) => {
        const value = new RegExp(`\\s${from}="([^"]*)"`, 'i').exec(img)?.[1];
        return value === undefined ? [] : [`${to}="${value}"`];
      });
      return `<link rel="preload" as="image" ${attributes.join(' ')} fetchPriority="high"/>`;
    })
    .join('');
}
