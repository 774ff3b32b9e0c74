import { z } from 'zod';

/**
 * The page's Content-Security-Policy has no 'unsafe-eval'. Zod's JIT probes `new Function` when the
 * first object schema is built, which the browser reports as a CSP violation; the interpreted path is
 * fast enough for a browser. main.tsx runs this before loading any module that builds a schema.
 */
export function configureZod(): void {
  z.config({ jitless: true });
}
