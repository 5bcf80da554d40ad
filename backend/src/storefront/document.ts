import { escapeHtml, jsonScript, preloadTag, tag } from '../seo/head-tags';
import { Preload, StorefrontPage } from '../seo/storefront-page';

/** The id of the JSON block the browser's router hydrates from (storefront/src/boot.tsx). */
export const PAGE_DATA_ID = 'sw-data';

/** The first screen's markup, the CSS it needs and its routes' data, from the storefront's server entry. */
export interface FirstScreen {
  html: string;
  /** `<style>` elements (critical CSS of the rendered components). */
  styles: string;
  /** react-router's hydration data (loader answers by route id). */
  hydrationData: unknown;
  /** 404 when the address is none of the shop's (the routes' catch-all answered). */
  status: number;
  /** The files of the lazy pages rendered (keys of the client build's manifest): their chunks are preloaded. */
  modules?: string[];
}

export interface Template {
  html: string;
  /** Preloads every page shares (the app's chunks). */
  preload: Preload[];
  /** The client build's manifest: the chunks of a rendered page's lazy route. */
  manifest: ViteManifest;
}

/** The part of Vite's build manifest (dist/.vite/manifest.json) read here. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
const ROOT = '<div id="root"></div>';

/**
 * Builds the per-request template once from the built index.html: small stylesheets are
 * inlined (a render-blocking request less on a 150 ms round trip), and the chunks the entry
 * imports dynamically (the app, which storefront/src/main.tsx evaluates after the first paint)
 * are preloaded with the chunks they import.
 * The web font is neither preloaded nor named by the page: Chromium holds the first paint until a
 * preloaded font arrives (measured on Slow 4G: first paint of `/` at the font's arrival, ~1.2 s,
 * against ~0.65 s without the preload), and its 48 kB took bandwidth from the app's chunks. The
 * app asks for it once it has hydrated (storefront/src/boot.tsx); until then the text paints in
 * the metric-matched fallback (`Inter Fallback`, in storefront/index.html), and it swaps without a shift.
 * That face is a `<style>` of index.html, not one of styled-components' rules: when the app takes
 * over the page, styled-components moves its server rules into a sheet of its own, and a font face
 * added again made Chromium lay out every line of text again (14 ms of a phone's way to answering
 * input at 4x CPU). Nor a stylesheet main.tsx imports: the lazy pages' chunks then list it among
 * their needs, and Vite's loader asked for it and waited before the product page could hydrate.
 * `readAsset` reads a file of the build by its public path (null when missing or too large to
 * inline).
 */
export function prepareTemplate(
  indexHtml: string,
  readAsset: (publicPath: string) => string | null,
  manifest: ViteManifest = {},
): Template {
  for (const part of [ROOT, '</title>', '</head>']) if (!indexHtml.includes(part)) throw new Error(`index.html has no ${part}`);
  // `modulepreload`: Chromium compiles the chunk off the main thread as it arrives (a chunk fetched
  // by `preload as=script` was compiled on the main thread when the app imported it: 30 ms of the
  // phone's way to hydration).
  const preload: Preload[] = entryChunks(manifest).map(scriptPreload);
  const html = indexHtml.replace(STYLESHEET, (link, href: string) => {
    const css = readAsset(href);
    if (css === null) return link;
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  return { html, preload, manifest };
}

const scriptPreload = (file: string): Preload => ({ href: `/${file}`, rel: 'modulepreload' });

/** Files of the chunks the entry imports dynamically, and of the chunks those import statically. */
export function entryChunks(manifest: ViteManifest): string[] {
  return chunkFiles(
    manifest,
    Object.values(manifest).flatMap((c) => (c.isEntry ? (c.dynamicImports ?? []) : [])),
  );
}

/** Files of the chunks of these manifest keys and of the chunks they import statically, once each. */
export function chunkFiles(manifest: ViteManifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files];
}

const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/**
 * The storefront's server entry writes a `<link rel="preload">` at the start of its markup for each
 * image the first screen asks to load first (with `imageSrcSet`/`imageSizes` and `fetchPriority`
 * copied from the `<img>`): moved into the head, ahead of everything else, so the LCP image is requested with the
 * document's first bytes, exactly as the component asks for it (the same srcset and sizes).
 */
export function hoistPreloads(html: string): { html: string; preload: Preload[] } {
  const links = LEADING_LINKS.exec(html)?.[0] ?? '';
  const preload: Preload[] = [];
  for (const link of links.match(/<link\b[^>]*>/g) ?? []) {
    const a = Object.fromEntries(
      [...link.matchAll(ATTRIBUTE)].map(([, k, v]) => [k.toLowerCase(), v.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e])]),
    );
    if (a.rel !== 'preload' || a.as !== 'image') return { html, preload: [] };
    preload.push({
      href: a.href,
      as: 'image',
      fetchpriority: a.fetchpriority === 'high' || a.fetchpriority === 'low' ? a.fetchpriority : undefined,
      imagesrcset: a.imagesrcset,
      imagesizes: a.imagesizes,
    });
  }
  return { html: html.slice(links.length), preload };
}

/** One request's document and what it preloads (also sent as its `Link` header: storefront-pages.service.ts). */
export interface PageDocument {
  html: string;
  preload: Preload[];
}

/** The HTML document for one request: the page's head, its preloads, the first screen and its data. */
export function renderDocument(template: Template, page: StorefrontPage, firstScreen: FirstScreen | null): PageDocument {
  // Replacer functions, not strings: page text may hold `$&` and the like.
  let html = template.html;
  if (page.lang !== undefined) html = html.replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.lang!)}"`);
  if (page.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  if (page.description !== undefined) {
    html = html.replace(/<meta name="description"[^>]*>/, () => tag('meta', { name: 'description', content: page.description! }));
  }
  const screen = firstScreen ? hoistPreloads(firstScreen.html) : { html: '', preload: [] };
  // The rendered page's own chunk (a lazy route's), which the app loads before it hydrates.
  const shared = new Set(template.preload.map((p) => p.href));
  const route = chunkFiles(template.manifest, firstScreen?.modules ?? [])
    .map(scriptPreload)
    .filter((p) => !shared.has(p.href));
  const preload = [...screen.preload, ...template.preload, ...route];
  const early = preload.map(preloadTag).concat(page.head).join('\n    ');
  html = html.replace('</title>', () => `</title>\n    ${early}`);
  if (firstScreen?.styles) html = html.replace('</head>', () => `${firstScreen.styles}\n  </head>`);
  // The markup the app hydrates as it is: its links and the search form work before the script has run.
  const data = firstScreen ? jsonScript({ type: 'application/json', id: PAGE_DATA_ID }, firstScreen.hydrationData) : '';
  return { html: html.replace(ROOT, () => `<div id="root">${screen.html}</div>${data}`), preload };
}
