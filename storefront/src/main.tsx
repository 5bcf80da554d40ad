/*
 * Entry point, small on purpose: the app (boot.tsx: React, the router, the pages) is a chunk of
 * its own that the server preloads (see the API's storefront/document.ts). The server's first
 * screen is already painted and its links work before the app runs; the app then hydrates it.
 */
import { loadLocaleData } from './i18n/locale';
import { numberFirstHistoryEntry, openBrowserStores } from './lib/browser-stores';
import { holdServerStyles } from './lib/server-styles';

// Before the app's chunk (styled-components) runs: see server-styles.ts.
holdServerStyles();
void import('./boot');
loadLocaleData(document.documentElement.lang);
openBrowserStores();
numberFirstHistoryEntry();
