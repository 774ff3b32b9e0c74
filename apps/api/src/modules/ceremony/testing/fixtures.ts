import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Config } from '#api/config.ts';
import type { Db } from '#api/db/database.ts';
import type { DocClass, DocumentField } from '#api/db/schema.ts';
import { hashPassword } from '#api/platform/passwords.ts';
import { type FileStorage, localDiskStorage } from '#api/platform/storage.ts';
import { putBytes, recordStoredFile } from '../stored-bytes.ts';

/** Test-only: a small tenant for signing tests, independent of the demo data. */

export const PASSWORD = 'Signing!2345';

/** The fields of `makeNdaPdf` as a digitized document lists them. */
export const NDA_FIELDS: DocumentField[] = [
  { name: 'investor_name', label: 'Investor name', type: 'text', required: true },
  { name: 'investor_address', label: 'Address', type: 'text', required: false },
  { name: 'accredited_investor', label: 'Accredited investor', type: 'checkbox', required: false },
  { name: 'jurisdiction', label: 'Jurisdiction', type: 'text', required: false },
];

export interface SigningWorld {
  fiduciaryId: string;
  issuerId: string;
  otherIssuerId: string;
  entityId: string;
  users: Record<
    'investor' | 'viewer' | 'issuerAdmin' | 'otherIssuerAdmin' | 'fidAdmin' | 'fidEditor' | 'outsider',
    { id: string; email: string }
  >;
  storage: FileStorage;
}

export function testStorage(config: Config): FileStorage {
  return localDiskStorage(path.join(config.DATA_DIR, 'files'));
}

async function user(db: Db, label: string, first: string, last: string) {
  const email = `${label}-${randomUUID().slice(0, 8)}@signing.test`;
  const row = await db
    .insertInto('app_user')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      first_name: first,
      last_name: last,
      trellis_uid: `USR-${randomUUID().slice(0, 13)}`,
      profile_details: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, email };
}

async function member(
  db: Db,
  fiduciaryId: string,
  userId: string,
  role: string,
  ids: { entity?: string; issuer?: string } = {},
) {
  await db
    .insertInto('membership')
    .values({
      fiduciary_id: fiduciaryId,
      user_id: userId,
      role,
      entity_id: ids.entity ?? null,
      issuer_id: ids.issuer ?? null,
    })
    .execute();
}

async function fiduciary(db: Db): Promise<string> {
  const slug = `sig-${randomUUID().slice(0, 8)}`;
  const row = await db
    .insertInto('fiduciary')
    .values({ slug, name: `Signing ${slug}`, mpid: null, branding: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function issuer(db: Db, fiduciaryId: string, name: string): Promise<string> {
  const row = await db
    .insertInto('issuer')
    .values({ fiduciary_id: fiduciaryId, name, stage: 'Seed', market: 'Energy', details: JSON.stringify({}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createSigningWorld(db: Db, config: Config): Promise<SigningWorld> {
  const fiduciaryId = await fiduciary(db);
  const issuerId = await issuer(db, fiduciaryId, 'Helio Grid Energy');
  const otherIssuerId = await issuer(db, fiduciaryId, 'Cobalt Health Labs');
  const entity = await db
    .insertInto('investing_entity')
    .values({
      fiduciary_id: fiduciaryId,
      name: 'Harbor Family Office LLC',
      type: 'ENTITY',
      trellis_uid: `ENT-${randomUUID().slice(0, 13)}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const users = {
    investor: await user(db, 'investor', 'Ada', 'Lovelace'),
    viewer: await user(db, 'viewer', 'Riley', 'Viewer'),
    issuerAdmin: await user(db, 'issuer', 'Grace', 'Hopper'),
    otherIssuerAdmin: await user(db, 'other-issuer', 'Other', 'Issuer'),
    fidAdmin: await user(db, 'fid-admin', 'Casey', 'Trustee'),
    fidEditor: await user(db, 'fid-editor', 'Eddie', 'Editor'),
    outsider: await user(db, 'outsider', 'Olive', 'Outsider'),
  };
  await member(db, fiduciaryId, users.investor.id, 'fiduciary_investor', { entity: entity.id });
  await member(db, fiduciaryId, users.viewer.id, 'fiduciary_viewer', { entity: entity.id });
  await member(db, fiduciaryId, users.issuerAdmin.id, 'issuer_admin', { issuer: issuerId });
  await member(db, fiduciaryId, users.otherIssuerAdmin.id, 'issuer_admin', { issuer: otherIssuerId });
  await member(db, fiduciaryId, users.fidAdmin.id, 'fiduciary_admin');
  await member(db, fiduciaryId, users.fidEditor.id, 'fiduciary_editor');
  const elsewhere = await fiduciary(db);
  await member(db, elsewhere, users.outsider.id, 'fiduciary_admin');
  return { fiduciaryId, issuerId, otherIssuerId, entityId: entity.id, users, storage: testStorage(config) };
}

export async function createOpportunity(
  db: Db,
  world: SigningWorld,
  name = 'Helio Grid Storage SPV',
  fiduciaryId = world.fiduciaryId,
) {
  const row = await db
    .insertInto('opportunity')
    .values({
      fiduciary_id: fiduciaryId,
      issuer_id: fiduciaryId === world.fiduciaryId ? world.issuerId : await issuer(db, fiduciaryId, 'Elsewhere Inc'),
      name,
      short_desc: 'Battery storage sites',
      opportunity_type: 'PRIMARY',
      type: 'SPV',
      status: 'Published',
      size: '6500000.00',
      minimum: '20000.00',
      details: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Stores `pdf` and adds it as the opportunity's document of `docClass`. */
export async function createDocument(
  db: Db,
  world: SigningWorld,
  input: { opportunityId: string; docClass: DocClass; pdf: Buffer; fields?: DocumentField[]; name?: string },
) {
  const put = await putBytes(world.storage, world.fiduciaryId, input.pdf);
  await recordStoredFile(db, put, {
    fiduciaryId: world.fiduciaryId,
    userId: null,
    name: input.name ?? `${input.docClass}.pdf`,
    mimeType: 'application/pdf',
  });
  const row = await db
    .insertInto('document')
    .values({
      fiduciary_id: world.fiduciaryId,
      opportunity_id: input.opportunityId,
      doc_class: input.docClass,
      document_type: input.docClass === 'NDA' ? 'Non-Disclosure Agreement' : 'Subscription Agreement',
      name: input.name ?? (input.docClass === 'NDA' ? 'Mutual NDA.pdf' : 'Subscription Agreement.pdf'),
      file_id: put.id,
      fields: JSON.stringify(input.fields ?? []),
      digitization_status: (input.fields ?? []).length > 0 ? 'DIGITIZED' : 'CREATED',
      action_required: 'SIGNATURE_REQUIRED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { documentId: row.id, fileId: put.id, sha256: put.sha256 };
}

/** The bytes of a stored file, as the API stored them. */
export async function storedBytes(db: Db, storage: FileStorage, fileId: string): Promise<Buffer> {
  const row = await db
    .selectFrom('stored_file')
    .select('storage_key')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  return buffer(storage.read(row.storage_key));
}
