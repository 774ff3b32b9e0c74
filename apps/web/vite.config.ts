import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Spec 2: assets are served under /digital-locker/, while the router owns every other path (history mode). */
const BASE = '/digital-locker/';
const API_TARGET = 'http://localhost:8080';
/** Modules of the lazy pages' UI kit, bundled together (see `codeSplitting`). */
const UI_KIT =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@tabler[\\/]icons-react|@floating-ui|react-remove-scroll[^\\/]*|use-callback-ref|use-sidecar|react-textarea-autosize|react-number-format|clsx|tslib)[\\/]/;

const APP_CORE =
  /(node_modules[\\/](@tanstack[\\/](query-core|react-query)|zod|react-hook-form|@hookform)|packages[\\/]domain|apps[\\/]web[\\/]src[\\/](lib|app[\\/]routes))[\\/]/;

/** Smaller files gain less from compression than the encoding header costs. */
const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Brotli (best quality) and gzip copies of every text asset, written at build time: the server sends
 * the one the browser accepts without compressing on each request (issue 14 point 8).
 */
const precompress = () =>
  compression({
    include: /\.(html|css|js|mjs|json|svg|txt|webmanifest)$/,
    threshold: COMPRESS_ABOVE_BYTES,
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    logLevel: 'silent',
  });

/**
 * In development the SPA also answers paths outside the asset base (/pages/login, /issuers/...), as the
 * API does in production, so deep links work with `vite` alone.
 */
function historyFallback(): Plugin {
  return {
    name: 'dl-history-fallback',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '/';
        const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (wantsHtml && !url.startsWith(BASE) && !url.startsWith('/api')) req.url = BASE;
        next();
      });
    },
  };
}

export default defineConfig({
  root,
  base: BASE,
  plugins: [react(), historyFallback(), precompress()],
  resolve: {
    // Every `zod` import (app and contracts) gets zod configured first: see src/config/zod.ts.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/config/zod.ts', import.meta.url)) }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          /*
           * Every module of the first download (the entry's static imports, `$initial`) in one file.
           * Left alone, the bundler splits out each module that a lazy chunk shares (Mantine's Box,
           * Input, Text...): the first page then loads many small files that compress worse apart.
           */
          groups: [
            { name: 'index', tags: ['$initial'] },
            /*
             * The rest of the UI kit (Mantine's components and hooks, the icons, floating-ui) in one
             * file that the first portal page loads: split per component, a dashboard needed over 80
             * requests of under 1 KB each, queued six at a time over HTTP/1.1.
             */
            { name: 'ui-kit', test: UI_KIT },
            // The app's shared code and the libraries every portal page uses, loaded with the first one.
            { name: 'app-core', test: APP_CORE },
            // The wire contracts: one file rather than one per area.
            { name: 'contracts', test: /packages[\\/]contracts[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
});
