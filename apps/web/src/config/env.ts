/**
 * The only module that reads `import.meta.env` (house style: one parsed config per app). Parsed by
 * hand rather than with zod: this module is part of the login page's first download, which carries
 * no zod (BENCHMARKS.md). A wrong value stops the app at start, as a zod parse would.
 * The API is always same-origin (the API serves the SPA; Vite proxies /api in development).
 */
function text(env: Record<string, unknown>, key: string): string | undefined {
  const value = env[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new Error(`Invalid environment: ${key} must be a string`);
  return value;
}

function readEnv(env: Record<string, unknown>) {
  const buildNumber = text(env, 'VITE_BUILD_NUMBER');
  if (buildNumber === '') throw new Error('Invalid environment: VITE_BUILD_NUMBER must not be empty');
  return {
    BASE_URL: text(env, 'BASE_URL') ?? '/',
    MODE: text(env, 'MODE') ?? 'production',
    VITE_BUILD_NUMBER: buildNumber,
    VITE_PHONE_COUNTRY_LOOKUP_URL: text(env, 'VITE_PHONE_COUNTRY_LOOKUP_URL') || undefined,
  };
}

const env = readEnv(import.meta.env);

export const config = {
  /** Where the built assets live: spec 2, "/digital-locker/". */
  assetBase: env.BASE_URL,
  apiOrigin: '',
  buildNumber: env.VITE_BUILD_NUMBER ?? 'local',
  isTest: env.MODE === 'test',
  /**
   * An IP lookup service answering JSON with the visitor's country (`country_code`, `countryCode` or
   * `country`), asked once to preselect phone countries; none by default (the browser's language is used).
   */
  phoneCountryLookupUrl: env.VITE_PHONE_COUNTRY_LOOKUP_URL,
} as const;
