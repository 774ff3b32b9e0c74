import { rolesFor } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** Kysely queries of an investor's page; every one filters on the tenant. */

/** Rows per tab of the investor page: one investor's documents and investments stay few. */
const TAB_LIMIT = 200;

/**
 * The entity, and every other entity of this tenant held by the people who act for it (an
 * individual who also invests through a company sees both).
 */
export function entitiesOf(db: Executor, fiduciaryId: string, entityId: string) {
  const people = db
    .selectFrom('membership')
    .select('user_id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', '=', entityId)
    .where('role', 'in', [...rolesFor('investor.act')]);
  return db
    .selectFrom('investing_entity as e')
    .select(['e.id', 'e.name', 'e.type', 'e.trellis_uid', 'e.created_on'])
    .where('e.fiduciary_id', '=', fiduciaryId)
    .where((eb) =>
      eb.or([
        eb('e.id', '=', entityId),
        eb(
          'e.id',
          'in',
          eb
            .selectFrom('membership as m')
            .select('m.entity_id')
            .where('m.fiduciary_id', '=', fiduciaryId)
            .where('m.user_id', 'in', people)
            .where('m.entity_id', 'is not', null)
            .$narrowType<{ entity_id: string }>(),
        ),
      ]),
    )
    .orderBy(sql`e.id = ${entityId}`, 'desc')
    .orderBy('e.name')
    .limit(TAB_LIMIT)
    .execute();
}

export function addressesOf(db: Executor, fiduciaryId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('entity_address')
    .select(['id', 'entity_id', 'type', 'line1', 'line2', 'line3', 'city', 'province', 'postal', 'country'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', 'in', entityIds)
    .orderBy('entity_id')
    .orderBy('type')
    .execute();
}

/** Documents addressed to the entity (fiduciary documents, tax forms, notices), newest first. */
export function documentsOf(db: Executor, fiduciaryId: string, entityId: string) {
  return db
    .selectFrom('document')
    .select(['id', 'name', 'document_type', 'doc_class', 'action_required', 'modified_on'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', '=', entityId)
    .orderBy('modified_on', 'desc')
    .limit(TAB_LIMIT)
    .execute();
}

export function investmentsOf(db: Executor, fiduciaryId: string, entityId: string) {
  return db
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .select([
      'i.id',
      'i.opportunity_id',
      'o.name as opportunity_name',
      'i.status',
      'i.amount',
      'i.created_on',
      'i.executed_on',
    ])
    .where('i.fiduciary_id', '=', fiduciaryId)
    .where('i.entity_id', '=', entityId)
    .orderBy('i.created_on', 'desc')
    .orderBy('i.id', 'desc')
    .limit(TAB_LIMIT)
    .execute();
}

/**
 * The subjects an investor's audit events name: the entity, its invitations, its investments and
 * NDAs (or the invitation alone for a person not registered yet).
 */
export async function auditSubjectsOf(
  db: Executor,
  fiduciaryId: string,
  row: { id: string; entity_id: string | null },
) {
  if (!row.entity_id) return [row.id];
  const entityId = row.entity_id;
  const [invitations, investments, ndas] = await Promise.all([
    db
      .selectFrom('invitation')
      .select('id')
      .where('fiduciary_id', '=', fiduciaryId)
      .where('entity_id', '=', entityId)
      .execute(),
    db
      .selectFrom('investment')
      .select('id')
      .where('fiduciary_id', '=', fiduciaryId)
      .where('entity_id', '=', entityId)
      .execute(),
    db
      .selectFrom('nda')
      .select('id')
      .where('fiduciary_id', '=', fiduciaryId)
      .where('entity_id', '=', entityId)
      .execute(),
  ]);
  return [entityId, ...[...invitations, ...investments, ...ndas].map((r) => r.id)];
}

export async function auditPage(
  db: Executor,
  args: { fiduciaryId: string; subjects: readonly string[]; page: number; limit: number },
) {
  const base = db
    .selectFrom('audit_event as a')
    .where('a.fiduciary_id', '=', args.fiduciaryId)
    .where('a.subject', 'in', args.subjects);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('app_user as u', 'u.id', 'a.actor_user_id')
      .select([
        'a.id',
        'a.kind',
        'a.subject',
        'a.data',
        'a.created_on',
        'a.actor_user_id',
        'u.first_name',
        'u.last_name',
        'u.email',
      ])
      .orderBy('a.id', 'desc')
      .limit(args.limit)
      .offset((args.page - 1) * args.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}
