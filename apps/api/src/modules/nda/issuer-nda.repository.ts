import type { NdaStatus } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';

export interface IssuerNdaFilter {
  fiduciaryId: string;
  status: NdaStatus;
  opportunityId?: string | undefined;
  /** null: every issuer of the fiduciary (a fiduciary signatory). */
  issuerIds: string[] | null;
  limit: number;
  offset: number;
}

/** NDAs of the given issuers' opportunities in one status, oldest signature first (a work queue). */
export async function findIssuerNdaPage(db: Executor, filter: IssuerNdaFilter) {
  if (filter.issuerIds?.length === 0) return { count: 0, rows: [] };
  const base = db
    .selectFrom('nda')
    .innerJoin('opportunity as o', 'o.id', 'nda.opportunity_id')
    .where('nda.fiduciary_id', '=', filter.fiduciaryId)
    .where('o.fiduciary_id', '=', filter.fiduciaryId)
    .where('nda.status', '=', filter.status)
    .$if(filter.opportunityId !== undefined, (q) => q.where('nda.opportunity_id', '=', filter.opportunityId as string))
    .$if(filter.issuerIds !== null, (q) => q.where('o.issuer_id', 'in', filter.issuerIds as string[]));
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    base
      .innerJoin('investing_entity as e', 'e.id', 'nda.entity_id')
      .innerJoin('app_user as u', 'u.id', 'nda.user_id')
      .select([
        'nda.id',
        'nda.status',
        'nda.opportunity_id',
        'nda.entity_id',
        'nda.signed_on',
        'nda.signed_file_id',
        'nda.executed_file_id',
        'nda.modified_on',
        'o.name as opportunity_name',
        'e.name as entity_name',
        'u.first_name',
        'u.last_name',
        'u.email',
      ])
      .orderBy('nda.signed_on', (ob) => ob.asc().nullsLast())
      .orderBy('nda.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
  ]);
  return { count: Number(total.count), rows };
}
