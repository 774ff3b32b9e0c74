import type { Executor } from '#api/db/database.ts';

/** Kysely queries of the KYC review queue; every one filters on the tenant. */

const FORM_STATUS = 4;

/** Submitted KYC forms (invitation 4 Form), oldest submission first (`invitation_kyc_queue_idx`). */
export async function listQueue(db: Executor, args: { fiduciaryId: string; page: number; limit: number }) {
  const base = db
    .selectFrom('invitation as i')
    .where('i.fiduciary_id', '=', args.fiduciaryId)
    .where('i.status', '=', FORM_STATUS);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('investing_entity as e', 'e.id', 'i.entity_id')
      .select([
        'i.id',
        'i.entity_id',
        'i.email',
        'i.first_name',
        'i.last_name',
        'i.entity_type',
        'i.entity_name',
        'i.modified_on',
        'e.name as registered_name',
      ])
      .orderBy('i.modified_on')
      .orderBy('i.id')
      .limit(args.limit)
      .offset((args.page - 1) * args.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export function findEntityName(db: Executor, fiduciaryId: string, entityId: string) {
  return db
    .selectFrom('investing_entity')
    .select('name')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', entityId)
    .executeTakeFirst();
}
