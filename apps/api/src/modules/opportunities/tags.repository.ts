import type { OpportunityLifecycle } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** Tags of the opportunities a caller may discover, with how many carry each (most used first). */
export function findOpportunityTagCounts(
  db: Executor,
  args: { fiduciaryId: string; status: OpportunityLifecycle; secondaries: boolean; entityId: string | null },
) {
  return db
    .selectFrom('opportunity_tag as t')
    .innerJoin('opportunity as o', 'o.id', 't.opportunity_id')
    .select(['t.tag', sql<string>`count(*)`.as('count')])
    .where('t.fiduciary_id', '=', args.fiduciaryId)
    .where('o.fiduciary_id', '=', args.fiduciaryId)
    .where('o.status', '=', args.status)
    .$if(!args.secondaries, (q) => q.where('o.opportunity_type', '=', 'PRIMARY'))
    .$if(args.entityId !== null, (q) =>
      q.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('opportunity_access as a')
              .select(sql`1`.as('one'))
              .whereRef('a.opportunity_id', '=', 'o.id')
              .where('a.entity_id', '=', args.entityId as string)
              .where('a.status', '=', 'CLOSED'),
          ),
        ),
      ),
    )
    .groupBy('t.tag')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('t.tag')
    .execute();
}

/** The membership roles a user holds for one investing entity of a fiduciary. */
export async function findEntityRoles(db: Executor, fiduciaryId: string, userId: string, entityId: string) {
  const rows = await db
    .selectFrom('membership')
    .select('role')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('user_id', '=', userId)
    .where('entity_id', '=', entityId)
    .execute();
  return rows.map((r) => r.role);
}

export async function findEntityTags(db: Executor, fiduciaryId: string, entityId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('entity_tag')
    .select('tag')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', '=', entityId)
    .orderBy('tag')
    .execute();
  return rows.map((r) => r.tag);
}

export async function addEntityTags(db: Executor, fiduciaryId: string, entityId: string, tags: readonly string[]) {
  if (tags.length === 0) return;
  await db
    .insertInto('entity_tag')
    .values(tags.map((tag) => ({ entity_id: entityId, fiduciary_id: fiduciaryId, tag })))
    .onConflict((oc) => oc.columns(['entity_id', 'tag']).doNothing())
    .execute();
}

export async function removeEntityTagsExcept(
  db: Executor,
  fiduciaryId: string,
  entityId: string,
  keep: readonly string[],
) {
  await db
    .deleteFrom('entity_tag')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', '=', entityId)
    .$if(keep.length > 0, (q) => q.where('tag', 'not in', keep))
    .execute();
}
