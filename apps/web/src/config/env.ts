import { z } from 'zod';

/**
 * The only module that reads `import.meta.env` (house style: one parsed config per app).
 * The API is always same-origin (the API serves the SPA; Vite proxies /api in development).
 */
const envSchema = z.object({
  BASE_URL: z.string().default('/'),
  MODE: z.string().default('production'),
  VITE_BUILD_NUMBER: z.string().min(1).optional(),
});

const env = envSchema.parse(import.meta.env);

export const config = {
  /** Where the built assets live: spec 2, "/digital-locker/". */
  assetBase: env.BASE_URL,
  apiOrigin: '',
  buildNumber: env.VITE_BUILD_NUMBER ?? 'local',
  isTest: env.MODE === 'test',
} as const;
