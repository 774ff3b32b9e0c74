import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Spec 2: assets are served under /digital-locker/, while the router owns every other path (history mode). */
const BASE = '/digital-locker/';
const API_TARGET = 'http://localhost:8080';

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
  plugins: [react(), historyFallback()],
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
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true, ws: true } },
  },
});
