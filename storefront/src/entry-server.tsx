/*
 * Server entry, built by `vite build --ssr` into dist-ssr/ and loaded by the API
 * (backend/src/storefront): the first screen of a URL rendered by the same components as in
 * the browser, with the API answers the server read, and the CSS those components need.
 * The browser renders over it once its bundle has run (main.tsx, boot.tsx); styled-components class
 * names differ between the two builds, which is why it re-renders rather than hydrates.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { clearAnswers, seedAnswers } from './api/client';
import { App, ProductPage } from './App';
import en from './i18n/en';
import { provideMessages } from './i18n/lang';
import { Providers } from './Providers';

// Lazy routes that render on the server load once, so renderToString shows them, not their fallback.
const routesLoaded = ProductPage.preload();
provideMessages('en', en);

/** `lang`: the language the browser's app will start in (the API's pageLang follows the app's own order). */
export async function render(url: string, data: Record<string, unknown>, lang: string): Promise<{ html: string; styles: string }> {
  await routesLoaded;
  const sheet = new ServerStyleSheet();
  // Seeding, rendering and clearing run without a pause: one request's answers never meet another's.
  seedAnswers(data);
  try {
    const html = renderToString(
      sheet.collectStyles(
        <Providers lang={lang === 'en' ? 'en' : 'fr'}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </Providers>,
      ),
    );
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
    clearAnswers();
  }
}
