import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { uploadResultSchema } from '@dl/contracts';
import { expect } from 'vitest';
import { DEMO_LOGIN_NAMES, type DemoLogin } from './demo-callers.ts';
import { type Caller, entityId } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

/** The demo roles the file access table walks: every login of demo-callers.ts. */
export const ROLES = DEMO_LOGIN_NAMES;
export type Role = DemoLogin;

/** Fiduciary staff of the demo tenant (every one may read the tenant's files: investments.read). */
export const STAFF: readonly Role[] = [
  'fidAdmin',
  'kycApprover',
  'opportunityApprover',
  'dealExecutor',
  'signatory',
  'fidEditor',
  'fidViewer',
];
/** Members of the demo tenant who act as investors: Avery's entity, then Harbor's. */
export const AVERY: readonly Role[] = ['investor'];
export const HARBOR: readonly Role[] = ['investorAdmin', 'viewer'];
export const INVESTORS: readonly Role[] = [...AVERY, ...HARBOR];
/** Members of the provider's home only: the demo tenant does not exist for them (404). */
export const PROVIDER: readonly Role[] = ['provider', 'providerSuper', 'operator'];
export const CAPTABLE: readonly Role[] = ['captableAdmin', 'captableEditor', 'captableViewer', 'holder'];

/** Expected answers by role: `status` for everyone, then the groups that differ. */
export function answers(status: number, ...groups: [readonly Role[], number][]): Record<Role, number> {
  const table = Object.fromEntries(ROLES.map((r) => [r, status])) as Record<Role, number>;
  for (const [roles, s] of groups) for (const r of roles) table[r] = s;
  return table;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** `POST static-assets` of a small PDF as `who`, in their current fiduciary: the new file's id. */
export async function uploadAs(t: TestApp, who: Caller): Promise<string> {
  const boundary = '----fileaccess';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="mine.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/fid/${who.fid}/static-assets?group=document`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), PDF, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return uploadResultSchema.parse(res.json()).id;
}

/** The executed NDA file of the entity named `name` (a signed copy with the issuer's countersignature). */
export async function executedNdaFile(t: TestApp, name: string): Promise<string> {
  const row = await t.db
    .selectFrom('nda')
    .select('executed_file_id')
    .where('entity_id', '=', await entityId(t, name))
    .where('status', '=', 'NDA_EXECUTED')
    .where('executed_file_id', 'is not', null)
    .orderBy('created_on')
    .executeTakeFirstOrThrow();
  return row.executed_file_id as string;
}

/**
 * A data-room document of a published opportunity of another company than the demo issuer's
 * (issuer@demo.test), where neither demo entity has an executed NDA: the room is closed to both.
 */
export async function closedDataRoomDocument(t: TestApp) {
  const issuer = await t.db
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select('m.issuer_id')
    .where('u.email', '=', 'issuer@demo.test')
    .executeTakeFirstOrThrow();
  return t.db
    .selectFrom('document as d')
    .innerJoin('opportunity as o', 'o.id', 'd.opportunity_id')
    .select(['d.id', 'd.file_id', 'd.opportunity_id', 'o.name as opportunity'])
    .where('d.doc_class', '=', 'DATA_ROOM')
    .where('o.status', '=', 'Published')
    .where('o.issuer_id', '<>', issuer.issuer_id as string)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('nda as n')
            .select('n.id')
            .whereRef('n.opportunity_id', '=', 'o.id')
            .where('n.status', '=', 'NDA_EXECUTED'),
        ),
      ),
    )
    .orderBy('d.name')
    .executeTakeFirstOrThrow();
}

/** A logo of the tenant (a branding image): shown to anyone by design. */
export async function publicLogo(t: TestApp, fid: string): Promise<string> {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082',
    'hex',
  );
  const key = `${fid}/${randomUUID()}`;
  await t.storage.put(key, Readable.from([png]));
  const file = await t.db
    .insertInto('stored_file')
    .values({
      fiduciary_id: fid,
      name: 'logo.png',
      mime_type: 'image/png',
      size: png.length,
      sha256: 'x',
      storage_key: key,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('branding_image').values({ file_id: file.id, fiduciary_id: fid }).execute();
  return file.id;
}
