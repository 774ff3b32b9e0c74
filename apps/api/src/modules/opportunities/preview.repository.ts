import type { AccessStatus, NdaStatus } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/**
 * The opportunity and its issuer in any lifecycle status, with none of a caller's own rows: what a
 * new investor of the tenant would be shown once it is published (the fund-admin preview).
 */
export function findOpportunityForPreview(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('opportunity as o')
    .innerJoin('issuer as i', 'i.id', 'o.issuer_id')
    .select([
      'o.id',
      'o.name',
      'o.short_desc',
      'o.opportunity_type',
      'o.type',
      'o.status',
      'o.size',
      'o.minimum',
      'o.pre',
      'o.post',
      'o.start_date',
      'o.end_date',
      'o.details',
      'o.created_on',
      'i.id as issuer_id',
      'i.name as issuer_name',
      'i.stage as issuer_stage',
      'i.market as issuer_market',
      'i.details as issuer_details',
      sql<AccessStatus | null>`null`.as('access_status'),
      sql<NdaStatus | null>`null`.as('nda_status'),
      sql<-1 | 0 | 1 | null>`null`.as('favorite'),
    ])
    .where('o.id', '=', opportunityId)
    .where('o.fiduciary_id', '=', fiduciaryId)
    .executeTakeFirst();
}
