import path from 'node:path';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS, MAX_UPLOAD_BYTES } from '@dl/domain';
import { parseKey } from './platform/crypto-box.ts';

/** The only place that reads process.env. Every key is documented in .env.example. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET should be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(ACCESS_TOKEN_TTL_SECONDS),
  DEMO_DATA: z.stringbool().default(true),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Digital Locker <no-reply@digital-locker.example>'),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().min(1).default(10),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  TRUST_PROXY: z.stringbool().default(false),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).max(MAX_UPLOAD_BYTES).default(MAX_UPLOAD_BYTES),
  BUILD_NUMBER: z.string().default('dev'),
  /** A connection that sends nothing for this long is closed: a stalled body or an idle client (SECURITY.md). */
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** The whole request, body included, must arrive within this (a 50 MB upload at 85 KB/s fits). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(600_000),
  /** The request line and headers must arrive within this. */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /** An idle kept-alive connection is closed after this. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** Largest request line plus headers; larger answers 431. */
  HTTP_MAX_HEADER_BYTES: z.coerce.number().int().min(1024).max(1_048_576).default(16_384),
  /** Keep the Discover list's shared page rows per process, dropped on PostgreSQL notifications (ADR 0015). */
  LIST_PAGE_CACHE: z.stringbool().default(true),
  /** Keep each tenant's fund-admin dashboard figures for a few seconds, refreshed in the background. */
  DASHBOARD_CACHE: z.stringbool().default(true),
  /** Key of sensitive form answers at rest: 32 bytes in hex or base64 (ADR 0020). Required in production. */
  DATA_ENCRYPTION_KEY: z.string().optional(),
  /** Retired data keys, comma-separated, still used to open older values after a rotation. */
  DATA_ENCRYPTION_OLD_KEYS: z.string().optional(),
  /** Tile server of the fund-admin investor map, a URL template; without one the map shows its bundled world layer. */
  MAP_TILE_URL: z
    .string()
    .regex(
      /^(https?:\/\/(\{s\}\.)?[\w.-]+(:\d+)?)?\/(?=.*\{z\})(?=.*\{x\})(?=.*\{y\})\S*$/,
      'a tile URL template with {z}, {x} and {y}, e.g. https://tiles.example.com/{z}/{x}/{y}.png',
    )
    .optional(),
});

type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'DATA_DIR' | 'WEB_DIST_DIR'> {
  DATA_DIR: string;
  WEB_DIST_DIR: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError listing every bad key in words a person can act on. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const keyProblem = dataKeyProblem(e);
  if (keyProblem) throw new ConfigError(`Invalid configuration:\n  ${keyProblem}`);
  return {
    ...e,
    // npm runs workspace scripts inside apps/api: a relative DATA_DIR is read from where the command
    // was typed (npm's INIT_CWD), and the default is the repository's data/ whatever the cwd.
    DATA_DIR: e.DATA_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR) : path.join(repoRoot, 'data'),
    WEB_DIST_DIR: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
  };
}

/**
 * Sensitive data needs a real key in production; a demo run (DEMO_DATA, the `npm start` default)
 * may keep the key derived under DATA_DIR like its other generated secrets. Given keys must be 32
 * bytes (hex or base64).
 */
function dataKeyProblem(e: Env): string | null {
  if (e.NODE_ENV === 'production' && !e.DEMO_DATA && !e.DATA_ENCRYPTION_KEY) {
    return 'DATA_ENCRYPTION_KEY: required in production (32 bytes, hex or base64), e.g. `openssl rand -hex 32`';
  }
  const keys = [e.DATA_ENCRYPTION_KEY, ...(e.DATA_ENCRYPTION_OLD_KEYS?.split(',') ?? [])].filter(Boolean);
  for (const key of keys) {
    try {
      parseKey(key as string);
    } catch {
      return 'DATA_ENCRYPTION_KEY / DATA_ENCRYPTION_OLD_KEYS: each key is 32 bytes, written in hex (64 digits) or base64';
    }
  }
  return null;
}
