import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** Kysely queries of invitations; every one filters on the fiduciary. */

export function findInvitation(db: Executor, fiduciaryId: string, id: string) {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function lockInvitation(db: Executor, fiduciaryId: string, id: string) {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The invitation a live (unused, unexpired) code names in this fiduciary. */
export function findByLiveCode(db: Executor, fiduciaryId: string, codeHash: Buffer) {
  return db
    .selectFrom('invitation')
    .selectAll()
    .where('fiduciary_id', '=', fiduciaryId)
    .where('code_hash', '=', codeHash)
    .where('code_used_on', 'is', null)
    .where('expires_on', '>', sql<Date>`now()`)
    .where('status', 'in', [1, 2])
    .executeTakeFirst();
}

export async function listInvitations(
  db: Executor,
  args: { fiduciaryId: string; status?: number; page: number; limit: number },
) {
  const base = db
    .selectFrom('invitation')
    .where('fiduciary_id', '=', args.fiduciaryId)
    .$if(args.status !== undefined, (q) => q.where('status', '=', args.status as number));
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_on', 'desc')
      .orderBy('id', 'desc')
      .limit(args.limit)
      .offset((args.page - 1) * args.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export type InvitationRow = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;
