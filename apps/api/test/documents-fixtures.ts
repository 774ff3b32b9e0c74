import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, login, type TestApp } from './helpers.ts';

/** Shared set-up of the documents, data-room and investment tests: the demo data plus a second tenant. */

export interface Caller {
  access: string;
  headers: { authorization: string };
  fid: string;
  entityId: string | null;
}

export async function loginAs(t: TestApp, email: string, password?: string): Promise<Caller> {
  const s = await login(t, email, password);
  const claims = JSON.parse(Buffer.from(s.access.split('.')[1] as string, 'base64url').toString()) as {
    current_fiduciary_id: string;
    current_entity_id: string | null;
  };
  return {
    access: s.access,
    headers: bearer(s.access),
    fid: claims.current_fiduciary_id,
    entityId: claims.current_entity_id,
  };
}

export async function opportunityId(t: TestApp, name: string): Promise<string> {
  const row = await t.db.selectFrom('opportunity').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export async function documentOf(t: TestApp, opportunityName: string, docClass: string) {
  return t.db
    .selectFrom('document as d')
    .innerJoin('opportunity as o', 'o.id', 'd.opportunity_id')
    .select(['d.id', 'd.file_id', 'd.name', 'd.category'])
    .where('o.name', '=', opportunityName)
    .where('d.doc_class', '=', docClass as never)
    .orderBy('d.name')
    .executeTakeFirstOrThrow();
}

export async function entityId(t: TestApp, name: string): Promise<string> {
  const row = await t.db.selectFrom('investing_entity').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

export type OtherTenant = Awaited<ReturnType<typeof otherTenant>>;

/** A second fiduciary with one published opportunity, its documents, and an investor of its own. */
export async function otherTenant(t: TestApp) {
  const fid = await createFiduciary(t.db);
  const password = 'Other!2345';
  const user = await createUser(t.db, {
    password,
    memberships: [{ fiduciary_id: fid.id, role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR, entity: true }],
  });
  const issuer = await t.db
    .insertInto('issuer')
    .values({ fiduciary_id: fid.id, name: 'Other Issuer', details: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const opportunity = await t.db
    .insertInto('opportunity')
    .values({
      fiduciary_id: fid.id,
      issuer_id: issuer.id,
      name: 'Other Tenant Deal',
      opportunity_type: 'PRIMARY',
      type: 'GENERAL',
      status: 'Published',
      size: '1000000',
      minimum: '10000',
      details: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = `${fid.id}/${randomUUID()}`;
  await t.storage.put(key, Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]));
  const file = await t.db
    .insertInto('stored_file')
    .values({
      fiduciary_id: fid.id,
      name: 'x.pdf',
      mime_type: 'application/pdf',
      size: 15,
      sha256: 'x',
      storage_key: key,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const doc = await t.db
    .insertInto('document')
    .values({
      fiduciary_id: fid.id,
      opportunity_id: opportunity.id,
      doc_class: 'NDA',
      document_type: 'NDA',
      name: 'Other NDA',
      file_id: file.id,
      fields: '[]',
      action_required: 'SIGNATURE_REQUIRED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const caller = await loginAs(t, user.email, password);
  return { fid: fid.id, opportunityId: opportunity.id, documentId: doc.id, fileId: file.id, caller };
}
