import { defineConfig } from 'vitest/config';

/**
 * Four projects: `unit` (pure code, node), `web` (React components in jsdom), `api` (integration
 * tests against a real PostgreSQL started once for the run by the global setup) and `fuzz` (the
 * bounded fuzz stage on the same kind of database).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // jsdom renders of big widgets take seconds on a busy 2-core machine: no test is about speed.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      {
        // The bounded fuzz stage of `npm test` (issue 13): `*.fuzz.ts`, never picked up by `api`.
        test: {
          name: 'fuzz',
          environment: 'node',
          include: ['apps/api/test/**/*.fuzz.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
