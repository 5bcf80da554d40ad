/*
 * Server entry, built by `vite build --ssr` into dist-ssr/ and loaded by the API
 * (backend/src/storefront): the first screen of a URL rendered by the same routes and components
 * as in the browser (routes.tsx), from the API answers the server's route resolver read, with the
 * CSS those components need and the routes' data, which the browser hydrates from (boot.tsx).
 */
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
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
 * (the shared chooseShopLang, which the browser's app follows too); `nonce`: for React's inline
 * scripts (they put a lazy part's markup in place), which the API replaces by each answer's own.
 */
export async function render(url: string, answers: Record<string, unknown>, lang: string, nonce: string): Promise<FirstScreen> {
  const request = new Request(new URL(url, 'http://shop.invalid'));
  const context = await handler.query(request, { requestContext: { answers } satisfies ServerAnswers });
  if (context instanceof Response) throw new Error(`the routes answered ${context.status} for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <Providers lang={lang === 'en' ? 'en' : 'fr'}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>
  );
  const { html, styles } = await renderWhole(app, nonce);
  const notFound = context.matches.some((m) => m.route.id === 'not-found');
  const modules = context.matches.flatMap((m) => (m.route.handle as PageHandle | undefined)?.module ?? []);
  return { html, styles, hydrationData: { loaderData: context.loaderData }, status: notFound ? 404 : context.statusCode, modules };
}

/**
 * The page's markup once everything has rendered, lazy parts included, each in its place: React
 * only sends a part apart (put in place by an inline script, which needs JavaScript) when it is not
 * finished as the markup is read, or larger than the chunk size.
 */
async function renderWhole(app: ReactElement, nonce: string): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    // Everything, lazy parts included (the catalogue under the hero), before the markup is taken.
    const stream = await renderToReadableStream(sheet.collectStyles(app), { nonce, progressiveChunkSize: Number.MAX_SAFE_INTEGER });
    await stream.allReady;
    const html = await new Response(stream).text();
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
