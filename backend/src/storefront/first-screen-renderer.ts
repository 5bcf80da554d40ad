import { existsSync } from 'node:fs';
import { FirstScreen } from './document';

/**
 * The storefront's server entry (storefront/src/entry-server.tsx, built by `vite build --ssr`
 * into STOREFRONT_SSR_ENTRY): renders the first screen of a URL with the same routes and
 * components as the browser, from the API answers the route resolver read (by API path).
 */
export interface FirstScreenRenderer {
  /** `lang`: the language the browser's app will start in (PageRequest.lang), so hydration meets the same text. */
  render(url: string, answers: Record<string, unknown>, lang: string): FirstScreen | Promise<FirstScreen>;
}

/** Null when the storefront has not been built with its server entry (the page then carries no markup). */
export async function loadFirstScreenRenderer(entry: string): Promise<FirstScreenRenderer | null> {
  if (!existsSync(entry)) return null;
  // An absolute path, not a file URL: compiled by tsc this stays a dynamic import, under jest it becomes require(esm).
  const mod = (await import(entry)) as Partial<FirstScreenRenderer>;
  if (typeof mod.render !== 'function') throw new Error(`${entry} does not export render(url, answers, lang)`);
  return { render: mod.render };
}
