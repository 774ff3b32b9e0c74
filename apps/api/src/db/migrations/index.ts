import type { Migration } from 'kysely';
import * as foundation from './20261121_1500_foundation.ts';

/** Every migration, by timestamped name. Migrations are never edited after they land. */
export const migrations: Record<string, Migration> = {
  '20261121_1500_foundation': foundation,
};
