/**
 * What `zod` means in the web build: vite.config.ts resolves every `import ... from 'zod'` (the app's,
 * and the contracts' it bundles) to this module. It configures zod before handing it out, so a
 * schema is never built with another configuration whichever chunk builds it first, and zod with its
 * configuration loads only with the chunks that use it: the login page has none (BENCHMARKS.md).
 */
import { configureZod } from './zod-setup.ts';

configureZod();

export * from 'zod/v4';
export { default } from 'zod/v4';
