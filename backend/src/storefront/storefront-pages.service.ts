import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { LRUCache } from 'lru-cache';
import * as path from 'node:path';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/configuration';
import { FirstScreen, prepareTemplate, renderDocument, Template, ViteManifest } from './document';
import { FirstScreenRenderer, loadFirstScreenRenderer } from './first-screen-renderer';
import { emptyPage, PageRequest, PageResolver, StorefrontPage } from '../seo/storefront-page';
import { linkHeader } from '../seo/head-tags';
import { StorefrontRoutes } from './storefront-routes';

/**
 * Rendered first screens kept per process, by language, URL and data: the render is a pure function of
 * both (the same build in every process), so a hit is exactly what a new render would give,
 * and a changed product is a new key. Nothing here needs to be shared between processes.
 */
const FIRST_SCREEN_CACHE_ENTRIES = 500;

/** Stylesheets up to this size go into the page itself (one round trip less before the first paint). */
const INLINE_CSS_MAX_BYTES = 16 * 1024;

export interface RenderedDocument {
  status: number;
  html: string;
  /** The page's preloads as an HTTP `Link` header (undefined when none). */
  link?: string;
}

/**
 * The server-side step of every storefront page: route resolver (status, head, preloads, API
 * answers) → first screen rendered by the storefront's own components → the built index.html
 * filled in. The template and the renderer are read once at boot from the build, which every
 * API process has, so nothing here is state shared between processes.
 */
@Injectable()
export class StorefrontPages implements OnModuleInit {
  private readonly logger = new Logger(StorefrontPages.name);
  private template: Template | null = null;
  private renderer: FirstScreenRenderer | null = null;
  private readonly rendered = new LRUCache<string, FirstScreen>({ max: FIRST_SCREEN_CACHE_ENTRIES });

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly routes: StorefrontRoutes,
  ) {}

  async onModuleInit(): Promise<void> {
    const dist = this.config.storefrontDist;
    const index = path.join(dist, 'index.html');
    if (!existsSync(index)) return;
    this.template = prepareTemplate(
      readFileSync(index, 'utf8'),
      (publicPath) => {
        const file = path.join(dist, path.normalize(publicPath).replace(/^(\.\.[/\\])+/, ''));
        if (!file.startsWith(dist) || !existsSync(file) || statSync(file).size > INLINE_CSS_MAX_BYTES) return null;
        return readFileSync(file, 'utf8');
      },
      this.manifest(dist),
    );
    this.renderer = await loadFirstScreenRenderer(this.config.storefrontSsrEntry);
    if (!this.renderer) this.logger.warn(`${this.config.storefrontSsrEntry} missing: pages are sent without their first screen`);
  }

  private manifest(dist: string): ViteManifest {
    const file = path.join(dist, '.vite', 'manifest.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : {};
  }

  /** False when the storefront has not been built (API-only runs and most API tests). */
  get enabled(): boolean {
    return this.template !== null;
  }

  async render(request: PageRequest): Promise<RenderedDocument> {
    if (!this.template) throw new Error('storefront not built');
    const found = this.routes.find(request.path);
    let page: StorefrontPage = emptyPage();
    try {
      page = await found.resolver.resolve(found.params, request);
    } catch (e) {
      // The browser can still render the page from the API; a 500 would show nothing at all.
      this.logger.error(`route ${found.resolver.name} failed for ${request.path}: ${(e as Error).message}`);
    }
    const first = found.resolver.firstScreen ? await this.firstScreen(request, page, found.resolver) : null;
    // The routes know a page is missing as well as the resolver does (an unknown address: both say 404).
    const status = first?.status === 404 ? 404 : page.status;
    const { html, preload } = renderDocument(this.template, page, first);
    return { status, html, link: linkHeader(preload) };
  }

  private async firstScreen(request: PageRequest, page: StorefrontPage, resolver: PageResolver): Promise<FirstScreen | null> {
    if (!this.renderer) return null;
    // Only what the route reads: `?x=<random>` is the same screen, found in the cache.
    const query = resolver.firstScreenQuery?.(request.query).toString() ?? '';
    const url = request.path + (query ? `?${query}` : '');
    const key = `${request.lang}\n${url}\n${JSON.stringify(page.data)}`;
    try {
      let first = this.rendered.get(key);
      if (!first) this.rendered.set(key, (first = await this.renderer.render(url, page.data, request.lang)));
      return first;
    } catch (e) {
      this.logger.error(`first screen of ${request.path} failed: ${(e as Error).message}`);
      return null;
    }
  }
}
