import type { AccessStatus, NdaStatus } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { DETAIL_COLUMNS } from './detail.repository.ts';

/**
 * The opportunity and its issuer in any lifecycle status, with none of a caller's own rows: what a
 * new investor of the tenant would be shown once it is published (the fund-admin preview).
 */
export function findOpportunityForPreview(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('opportunity as o')
    .innerJoin('issuer as i', 'i.id', 'o.issuer_id')
    .select([
      ...DETAIL_COLUMNS,
      sql<AccessStatus | null>`null`.as('access_status'),
      sql<NdaStatus | null>`null`.as('nda_status'),
      sql<-1 | 0 | 1 | null>`null`.as('favorite'),
    ])
    .where('o.id', '=', opportunityId)
    .where('o.fiduciary_id', '=', fiduciaryId)
    .executeTakeFirst();
}
