import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { compression } from 'vite-plugin-compression2';

/**
 * react-router's components the shop never renders (NavLink, Form, ScrollRestoration, the
 * history router…) stayed in the phone's first chunk, 1.5 kB brotli of it: their top-level
 * `X.displayName = …` statements (names for React's dev tools) kept each one alive, and its
 * `forwardRef` call was not known to be free of effects. Without both, the bundler drops them.
 */
function reactRouterUnusedComponents(): Plugin {
  return {
    name: 'stockwatt:react-router-unused-components',
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\/.+\.mjs$/.test(id)) return null;
      return code
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/= React(\d*)\.forwardRef\(/g, '= /* @__PURE__ */ React$1.forwardRef(');
    },
  };
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };
const GZIP = { level: zlib.constants.Z_BEST_COMPRESSION };

/**
 * The chunks a first screen runs open with V8's explicit compile hint (Chromium 136+): their
 * functions are compiled on a background thread while they download, not on the main thread at
 * each one's first call, which hydration makes (Slow 4G + 4x CPU at 390 px, 7 loads of each build
 * in turn: `/` answered input 165 ms sooner, `/product/23` 185 ms). They are the entry, the app
 * it loads (boot.tsx), each route's page, and what these import; what loads later (the cart
 * drawer, the suggestions, the English texts) is compiled at first call, as V8 does by default.
 * The hint must open the file: it goes in once Vite has put its own first line in (the map of
 * lazy chunks' dependencies), after the compression plugin made the siblings, which are made again.
 */
function compileHintsForFirstScreens(): Plugin {
  const routesModule = fileURLToPath(new URL('./src/routes.tsx', import.meta.url));
  let firstScreenModules = new Set<string>();
  return {
    name: 'stockwatt:compile-hints',
    buildEnd() {
      const withStaticImports = (ids: readonly string[]) => {
        const found = new Set<string>();
        const visit = (id: string) => {
          if (found.has(id)) return;
          found.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        ids.forEach(visit);
        return [...found];
      };
      const entry = withStaticImports([...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry));
      const loaded = (ids: readonly string[]) => ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      firstScreenModules = new Set(withStaticImports([...entry, ...loaded(entry), ...loaded([routesModule])]));
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => firstScreenModules.has(id))) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const siblings = { br: () => zlib.brotliCompressSync(chunk.code, BROTLI), gz: () => zlib.gzipSync(chunk.code, GZIP) };
          for (const [suffix, compress] of Object.entries(siblings)) {
            const sibling = bundle[`${chunk.fileName}.${suffix}`];
            if (sibling?.type === 'asset') sibling.source = compress();
          }
        }
      },
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    reactRouterUnusedComponents(),
    // Styled components get ids from their file and place in it, not from the order modules ran
    // in, so the server's markup and the browser's chunks name the same classes: React hydrates
    // the server's first screen instead of rendering it again.
    babel({
      include: /\/src\/.*\.tsx?$/,
      sourceMap: false,
      plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
    }),
    // Brotli and gzip siblings of every text file, made once here; the API serves the one the
    // browser accepts (images and fonts are compressed already).
    ...(isSsrBuild
      ? []
      : [
          compileHintsForFirstScreens(),
          compression({
            algorithms: [
              ['brotliCompress', BROTLI],
              ['gzip', GZIP],
            ],
            include: /\.(js|css|html|svg|json|txt)$/,
            threshold: 1024,
          }),
        ]),
  ],
  resolve: {
    // react-router-dom 7 only re-exports react-router plus the RSC/hydration entry points,
    // which a client-only SPA never uses: importing react-router directly keeps them out.
    alias: [
      { find: /^react-router-dom$/, replacement: 'react-router' },
      // The components are written against React's API and run on Preact's (preact/compat): 4 kB of
      // runtime where react-dom weighs 60 kB gzip, which alone would take the phone's first screen
      // past its JavaScript budget (issue 28: 131 kB with React, 118 kB allowed). The server
      // renders with preact-render-to-string (entry-server.tsx), the browser hydrates with it.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
      // The shared package's TypeScript source (its dist is CommonJS for the API): tree-shaken
      // like our own code, and bundled into the server entry too.
      { find: /^@stockwatt\/shared$/, replacement: fileURLToPath(new URL('../packages/shared/src/index.ts', import.meta.url)) },
    ],
  },
  // The server entry (src/entry-server.tsx, loaded by the API) carries its dependencies, so
  // the API needs nothing of the storefront's node_modules at run time.
  ssr: { noExternal: true },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? // .mjs: ES modules whatever package.json sits above them (the API's image has none of the storefront's).
      {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        sourcemap: false,
        rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
      }
    : // The manifest tells the API which chunks to preload (the app chunk main.tsx imports).
      {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Vite's helper for dynamic imports in a chunk of its own, not in the entry chunk: a lazy
              // chunk that reaches it through the entry lists the entry's stylesheets among its needs
              // (the web font's faces were one), and Vite then adds them as <link>s and waits for them
              // before running the chunk — a round trip before the product page's chunk could hydrate it.
              groups: [
                { name: 'preload-helper', test: /vite\/preload-helper/ },
                // The modules every page runs (Preact, the router, styled-components, texts, api
                // client, small hooks) in one chunk: left to the bundler, the smallest of them came
                // as four chunks of their own, each under a kilobyte with 600 bytes of headers,
                // 10 requests for `/` where 6 carry the same code. Their own imports are not pulled
                // in: `main.tsx` warms the locale data up from the entry while this chunk downloads.
                {
                  name: 'ui',
                  includeDependenciesRecursively: false,
                  test: /\/node_modules\/(preact|react-router|stylis|styled-components)\/|\/storefront\/src\/(components\/(Link|ui)\.tsx|i18n\/(fr|sections|lang|index)\.tsx?|theme\.ts|lib\/(storage|hooks)\.ts|api\/client\.ts)$|\/shared\/src\/(storefront-routes|page-titles|session)\.ts$/,
                },
              ],
            },
          },
        },
      },
}));
