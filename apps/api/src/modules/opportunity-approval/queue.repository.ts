import type { OpportunityApproval, OpportunityLifecycle } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { containsPattern } from '#api/db/like.ts';

export interface QueueFilters {
  fiduciaryId: string;
  userId: string;
  approval?: OpportunityApproval;
  status?: OpportunityLifecycle;
  name?: string;
}

export interface QueuePage {
  field: 'name' | 'created_on' | 'modified_on';
  descending: boolean;
  limit: number;
  offset: number;
}

/**
 * The tenant's opportunities but what is still the issuer's: unsent drafts and those with the
 * issuer's own approver (isInApprovalQueue, ADR 0030), with the filters.
 */
function queued(db: Executor, f: QueueFilters) {
  return db
    .selectFrom('opportunity as o')
    .where('o.fiduciary_id', '=', f.fiduciaryId)
    .where((eb) =>
      eb.not(eb.and([eb('o.status', 'in', ['Created', 'Ready for Review']), eb('o.approval_status', '=', 'NA')])),
    )
    .$if(f.approval !== undefined, (q) => q.where('o.approval_status', '=', f.approval as OpportunityApproval))
    .$if(f.status !== undefined, (q) => q.where('o.status', '=', f.status as OpportunityLifecycle))
    .$if(Boolean(f.name), (q) => q.where('o.name', 'ilike', containsPattern(f.name as string)));
}

export function findQueuePage(db: Executor, f: QueueFilters, page: QueuePage) {
  const direction = page.descending ? 'desc' : 'asc';
  return queued(db, f)
    .innerJoin('issuer as i', 'i.id', 'o.issuer_id')
    .select((eb) => [
      'o.id',
      'o.name',
      'o.short_desc',
      'o.opportunity_type',
      'o.type',
      'o.status',
      'o.approval_status',
      'o.size',
      'o.minimum',
      'o.created_on',
      'o.modified_on',
      'i.id as issuer_id',
      'i.name as issuer_name',
      eb
        .exists(
          eb
            .selectFrom('opportunity_editor as e')
            .select(sql`1`.as('one'))
            .whereRef('e.opportunity_id', '=', 'o.id')
            .where('e.user_id', '=', f.userId),
        )
        .as('edited_by_me'),
    ])
    .orderBy(`o.${page.field}` as const, direction)
    .orderBy('o.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export type QueueRow = Awaited<ReturnType<typeof findQueuePage>>[number];

export async function countQueue(db: Executor, f: QueueFilters): Promise<number> {
  const row = await queued(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
