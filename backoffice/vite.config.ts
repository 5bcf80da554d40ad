import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Two-pass build (see package.json): the first pass (FIRST_SCREEN_PASS=1) records which modules
 * end up in the first screen's chunks, i.e. the entry's static imports and the admin shell's
 * (AdminApp and the product list, after tree-shaking). The second pass puts that shell in one
 * chunk instead of the ~20 small chunks it shares with the lazy screens: one request, better
 * gzip, the same code. Lazy screens keep their own chunks and import what they share from it.
 */
const FIRST_SCREEN_FILE = fileURLToPath(new URL('./.first-screen.json', import.meta.url));
const firstScreenPass = process.env.FIRST_SCREEN_PASS === '1';

function recordFirstScreen(): Plugin {
  return {
    name: 'stockwatt-record-first-screen',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[], seen = new Set<string>()) => {
        for (const file of start) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(byFile.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const modulesOf = (files: Set<string>) => [...files].flatMap((f) => Object.keys(byFile.get(f)?.modules ?? {}));
      const entry = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      const shell = chunks.filter((c) => c.facadeModuleId?.endsWith('/src/AdminApp.tsx')).map((c) => c.fileName);
      const entryFiles = closure(entry);
      const shellFiles = new Set([...closure(shell)].filter((f) => !entryFiles.has(f)));
      writeFileSync(FIRST_SCREEN_FILE, JSON.stringify({ entry: modulesOf(entryFiles), shell: modulesOf(shellFiles) }));
    },
  };
}

/**
 * For scripts/bundle-size.mjs: the chunks holding the first screen's own code (the admin shell
 * and the product list, whether they are split or not), so the printed total is what the
 * browser really loads before the product list shows.
 */
const FIRST_SCREEN_SOURCES = ['/src/AdminApp.tsx', '/src/products/ProductList.tsx'];
function markFirstScreenChunks(): Plugin {
  return {
    name: 'stockwatt-mark-first-screen',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle)
        .filter((c) => c.type === 'chunk' && Object.keys(c.modules).some((id) => FIRST_SCREEN_SOURCES.some((src) => id.endsWith(src))))
        .map((c) => c.fileName);
      this.emitFile({
        type: 'asset',
        fileName: '.vite/first-screen.json',
        source: JSON.stringify({ sources: FIRST_SCREEN_SOURCES, files }),
      });
    },
  };
}

function firstScreenGroups() {
  if (firstScreenPass || !existsSync(FIRST_SCREEN_FILE)) return [];
  const { entry, shell } = JSON.parse(readFileSync(FIRST_SCREEN_FILE, 'utf8')) as { entry: string[]; shell: string[] };
  const entrySet = new Set(entry);
  const shellSet = new Set(shell);
  return [
    // What the boot spinner needs (React, the session check) stays out of the shell chunk.
    { name: 'boot', test: (id: string) => entrySet.has(id), priority: 2 },
    { name: 'admin-shell', test: (id: string) => shellSet.has(id), priority: 1 },
  ];
}

/** See src/shims/jsonexport-lazy.ts: the CSV builder loads on export, not with the list. */
function lazyCsvExport(): Plugin {
  const shim = fileURLToPath(new URL('./src/shims/jsonexport-lazy.ts', import.meta.url));
  return {
    name: 'stockwatt-lazy-csv-export',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'jsonexport/dist/index.js' && importer?.includes('/ra-core/')) return shim;
      return null;
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/** Served by the API at /admin (one origin: the refresh cookie and /api need no CORS). */
export default defineConfig({
  base: '/admin/',
  plugins: [
    react(),
    lazyCsvExport(),
    ...(firstScreenPass
      ? [recordFirstScreen()]
      : // Brotli and gzip siblings made once here; the API serves the one the browser accepts.
        [
          markFirstScreenChunks(),
          compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg)$/, threshold: 1024 }),
        ]),
  ],
  resolve: {
    alias: {
      'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)),
      // The shared package's TypeScript source (its dist is CommonJS for the API): tree-shaken like our own code.
      '@stockwatt/shared': fileURLToPath(new URL('../packages/shared/src/index.ts', import.meta.url)),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5174,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: firstScreenGroups() } },
    },
  },
});
