import { sql } from 'kysely';
import { buildPath, type Certificate, getStaticAssetRoute, type ShareCertificate } from '@dl/contracts';
import type { Executor } from '#api/db/database.ts';
import { INVESTOR_MEMBERSHIP_ROLES } from '../my-entities/index.ts';

export async function findCertificates(
  db: Executor,
  args: { fiduciaryId: string; userId: string; id?: string },
): Promise<Certificate[]> {
  const rows = await db
    .selectFrom('certificate as c')
    .innerJoin('stored_file as f', 'f.id', 'c.file_id')
    .leftJoin('investing_entity as e', 'e.id', 'c.entity_id')
    .select([
      'c.id',
      'c.kind',
      'c.issuer_name',
      'c.issued_on',
      'c.expires_on',
      'c.created_on',
      'f.id as file_id',
      'f.name as file_name',
      'e.id as entity_id',
      'e.name as entity_name',
      sql<boolean>`coalesce(c.expires_on < current_date, false)`.as('is_expired'),
    ])
    .where('c.fiduciary_id', '=', args.fiduciaryId)
    .where('c.user_id', '=', args.userId)
    .$if(args.id !== undefined, (q) => q.where('c.id', '=', args.id as string))
    .orderBy('c.created_on', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as Certificate['kind'],
    issuer_name: r.issuer_name,
    issued_on: r.issued_on,
    expires_on: r.expires_on,
    is_expired: r.is_expired,
    entity: r.entity_id && r.entity_name ? { id: r.entity_id, name: r.entity_name } : null,
    file: {
      id: r.file_id,
      name: r.file_name,
      url: buildPath(getStaticAssetRoute.url, { fidId: args.fiduciaryId, fileId: r.file_id }),
    },
    created_on: new Date(r.created_on).toISOString(),
  }));
}

/** Executed positions of the entities the user holds an investor role on (read only). */
export async function findShareCertificates(
  db: Executor,
  args: { fiduciaryId: string; userId: string },
): Promise<ShareCertificate[]> {
  const rows = await db
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
    .select(['i.id', 'o.name as opportunity_name', 'e.name as entity_name', 'i.amount', 'i.executed_on'])
    .where('i.fiduciary_id', '=', args.fiduciaryId)
    .where('i.status', '=', 'DEAL_EXECUTED')
    .where((eb) =>
      eb(
        'i.entity_id',
        'in',
        eb
          .selectFrom('membership')
          .select('entity_id')
          .where('fiduciary_id', '=', args.fiduciaryId)
          .where('user_id', '=', args.userId)
          .where('role', 'in', INVESTOR_MEMBERSHIP_ROLES),
      ),
    )
    .orderBy('i.executed_on', 'desc')
    .orderBy('i.id')
    .execute();
  return rows.map((r) => ({
    investment_id: r.id,
    opportunity_name: r.opportunity_name,
    entity_name: r.entity_name,
    amount: r.amount,
    executed_on: r.executed_on ? new Date(r.executed_on).toISOString() : null,
  }));
}

/** The user's own PDF upload in this fiduciary, not yet used by another certificate. */
export async function findOwnPdf(db: Executor, args: { fiduciaryId: string; userId: string; fileId: string }) {
  return db
    .selectFrom('stored_file')
    .select(['id', 'mime_type'])
    .where('id', '=', args.fileId)
    .where('fiduciary_id', '=', args.fiduciaryId)
    .where('uploaded_by', '=', args.userId)
    .executeTakeFirst();
}

/** Stores a certificate of the user; answers its id. */
export async function insertCertificate(
  db: Executor,
  args: {
    fiduciaryId: string;
    userId: string;
    entityId: string | null;
    kind: string;
    issuerName: string;
    issuedOn: string;
    expiresOn: string | null;
    fileId: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('certificate')
    .values({
      fiduciary_id: args.fiduciaryId,
      user_id: args.userId,
      entity_id: args.entityId,
      kind: args.kind,
      issuer_name: args.issuerName,
      issued_on: args.issuedOn,
      expires_on: args.expiresOn,
      file_id: args.fileId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes one of the user's certificates; false when the user has no such certificate. */
export async function deleteOwnCertificate(
  db: Executor,
  args: { fiduciaryId: string; userId: string; id: string },
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('certificate')
    .where('id', '=', args.id)
    .where('fiduciary_id', '=', args.fiduciaryId)
    .where('user_id', '=', args.userId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}
