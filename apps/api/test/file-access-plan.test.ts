import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/schema.ts';
import { decideFileAccess, type FileReader } from '#api/modules/files/file-access.ts';
import { demoApp } from './demo-callers.ts';
import type { Caller } from './documents-fixtures.ts';
import { closedDataRoomDocument, executedNdaFile } from './file-access-fixtures.ts';
import type { TestApp } from './helpers.ts';

/**
 * The file access decision stays on indexes: every query it sends, planned with sequential scans
 * disabled, uses none. (A table without a usable index still plans a sequential scan then.)
 */

let t: TestApp, investor: Caller, issuer: Caller, pool: pg.Pool, db: Kysely<Database>;
const sent: CompiledQuery[] = [];

beforeAll(async () => {
  ({ t, investor, issuer } = await demoApp('investor', 'issuer'));
  pool = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 1 });
  db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') sent.push(event.query);
    },
  });
  await db.executeQuery(CompiledQuery.raw('SET enable_seqscan = off'));
});
afterAll(async () => {
  await db.destroy();
  await t.close();
});

async function userIdOf(email: string) {
  const row = await t.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

async function plansOf(reader: FileReader, fileId: string) {
  sent.length = 0;
  await decideFileAccess(db, reader, fileId);
  const queries = [...sent];
  const plans: string[] = [];
  for (const q of queries) {
    const res = await db.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${q.sql}`, [...q.parameters]),
    );
    plans.push(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  return plans;
}

describe('the file access decision reads by index', () => {
  it('for an investor asking for a closed data-room file and for an executed NDA of another entity', async () => {
    const reader: FileReader = {
      fiduciaryId: investor.fid,
      userId: await userIdOf('investor@demo.test'),
      currentRole: 'fiduciary_investor',
      entityId: investor.entityId,
    };
    const dataRoom = await closedDataRoomDocument(t);
    const coMember = await t.db
      .insertInto('stored_file')
      .values({
        fiduciary_id: investor.fid,
        uploaded_by: await userIdOf('investor-admin@demo.test'),
        name: 'attachment.pdf',
        mime_type: 'application/pdf',
        size: 1,
        sha256: 'x',
        storage_key: `${investor.fid}/plan-attachment`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const plans = [
      ...(await plansOf(reader, coMember.id)),
      ...(await plansOf(reader, dataRoom.file_id)),
      ...(await plansOf(reader, await executedNdaFile(t, 'Harbor Family Office LLC'))),
    ];
    expect(plans.length).toBeGreaterThanOrEqual(12);
    for (const plan of plans) expect(plan).not.toContain('Seq Scan');
  });

  it('for issuer staff asking for a document file', async () => {
    const reader: FileReader = {
      fiduciaryId: issuer.fid,
      userId: await userIdOf('issuer@demo.test'),
      currentRole: 'issuer_admin',
      entityId: null,
    };
    const plans = await plansOf(reader, (await closedDataRoomDocument(t)).file_id);
    expect(plans.length).toBeGreaterThanOrEqual(5);
    for (const plan of plans) expect(plan).not.toContain('Seq Scan');
  });
});
