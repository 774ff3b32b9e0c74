import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { TokenKeys } from '../modules/auth/tokens.ts';

/** What services need from the running app, passed explicitly (no hidden globals). */
export interface AppContext {
  db: Db;
  config: Config;
  keys: TokenKeys;
  log: FastifyBaseLogger;
}
