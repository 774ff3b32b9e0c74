// 'zod/v4' is the same module as 'zod' (zod 4's classic API); the bare name would resolve to zod.ts.
import { z } from 'zod/v4';

/**
 * The page's Content-Security-Policy has no 'unsafe-eval'. Zod's JIT probes `new Function` when the
 * first object schema is built, which the browser reports as a CSP violation; the interpreted path is
 * fast enough for a browser. Run by zod.ts, before any module of the web build builds a schema.
 */
export function configureZod(): void {
  z.config({ jitless: true });
}
