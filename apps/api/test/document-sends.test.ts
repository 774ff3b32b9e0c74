import { documentRecipientSchema, documentSendSchema, listResponseSchema, NO_RECIPIENTS } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWithCommitments, type RoleKey, staffByRole } from './capital-calls-fixtures.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, fidAdmin: Caller, other: OtherTenant;
let staff: Record<RoleKey, Caller>;
let pdfId: string, pngId: string;
let fund: Awaited<ReturnType<typeof fundWithCommitments>>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c50000000049454e44ae426082',
  'hex',
);

async function upload(who: Caller, name: string, content: Buffer, group: string): Promise<string> {
  const boundary = '----dlsend';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/fid/${who.fid}/static-assets?group=${group}`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

beforeAll(async () => {
  ({ t, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
  staff = await staffByRole(t, investor.fid);
  other = await otherTenant(t);
  pdfId = await upload(fidAdmin, 'statement.pdf', PDF, 'document');
  pngId = await upload(fidAdmin, 'chart.png', PNG, 'image');
  fund = await fundWithCommitments(t, investor.fid, investor.entityId as string, ['5000.00', '7000.00', '9000.00']);
});
afterAll(() => t.close());

const url = (path: string, fid: string) => `/api/v1/fid/${fid}/fid-admin/${path}`;
const get = (who: Caller, path: string, fid = who.fid) => t.app.inject({ url: url(path, fid), headers: who.headers });
const send = (who: Caller, body: object, fid = who.fid) =>
  t.app.inject({ method: 'POST', url: url('documents', fid), headers: who.headers, payload: body });

const statement = (extra: object = {}) => ({
  name: 'Quarterly Statement Q4 2026',
  doc_class: 'FIDUCIARY',
  document_type: 'Account Statement',
  file_id: pdfId,
  action_required: 'REVIEW_REQUIRED',
  audience: 'INVESTOR',
  entity_id: investor.entityId,
  ...extra,
});

const recipientsOf = async (sendId: string, query = '') => {
  const res = await get(fidAdmin, `documents/${sendId}/recipients?limit=50${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return listResponseSchema(documentRecipientSchema).parse(res.json());
};

describe('role matrix (ADR 0026)', () => {
  const none = '00000000-0000-4000-8000-000000000000';
  // send: documents.send, track: documents.track
  it.each([
    ['FS', true, true],
    ['FA', true, true],
    ['KYC', false, false],
    ['OA', false, false],
    ['DE', false, false],
    ['BD', false, false],
    ['SIG', false, false],
    ['ED', true, true],
    ['AV', false, true],
  ] as const)('%s: send %s, track %s', async (role, maySend, mayTrack) => {
    const who = staff[role];
    // A file of no one: 404 for whoever may send (the role is checked first), 403 for the others.
    expect((await send(who, statement({ file_id: none }))).statusCode).toBe(maySend ? 404 : 403);
    expect((await get(who, 'documents')).statusCode).toBe(mayTrack ? 200 : 403);
    expect((await get(who, `documents/${none}/recipients`)).statusCode).toBe(mayTrack ? 404 : 403);
  });

  it('refuses investors (403) and another tenant (404)', async () => {
    expect((await send(investor, statement())).statusCode).toBe(403);
    expect((await get(investor, 'documents')).statusCode).toBe(403);
    expect((await get(other.caller, 'documents', investor.fid)).statusCode).toBe(404);
    expect((await send(fidAdmin, statement(), other.fid)).statusCode).toBe(404);
  });
});

describe('POST fid-admin/documents', () => {
  it.each([
    [{ name: '' }, 'name'],
    [{ doc_class: 'NDA' }, 'doc_class'],
    [{ action_required: 'NOTHING' }, 'action_required'],
    [{ audience: 'INVESTOR', entity_id: undefined }, 'entity_id'],
    [{ audience: 'OPPORTUNITY', opportunity_id: undefined }, 'opportunity_id'],
    [{ file_id: 'not-a-uuid' }, 'file_id'],
  ])('400 naming the field for %j', async (change, field) => {
    const res = await send(fidAdmin, statement(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain(field);
  });

  it('refuses a non-PDF document to sign, with the field named', async () => {
    const res = await send(fidAdmin, statement({ file_id: pngId, action_required: 'SIGNATURE_REQUIRED' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('file_id: A document to be signed must be a PDF file.');
  });

  it("answers 404 for another tenant's file, investor or opportunity", async () => {
    const foreignFile = await upload(other.caller, 'x.pdf', PDF, 'document');
    expect((await send(fidAdmin, statement({ file_id: foreignFile }))).statusCode).toBe(404);
    expect((await send(fidAdmin, statement({ entity_id: other.caller.entityId }))).statusCode).toBe(404);
    const foreignOpportunity = await t.db
      .selectFrom('opportunity')
      .select('id')
      .where('fiduciary_id', '=', other.fid)
      .executeTakeFirstOrThrow();
    const res = await send(fidAdmin, statement({ audience: 'OPPORTUNITY', opportunity_id: foreignOpportunity.id }));
    expect(res.statusCode).toBe(404);
  });

  it('refuses an audience without investors (409) and stores nothing', async () => {
    const empty = await fundWithCommitments(t, investor.fid, investor.entityId as string, []);
    const before = await t.db
      .selectFrom('document_send')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const res = await send(fidAdmin, statement({ audience: 'OPPORTUNITY', opportunity_id: empty.opportunityId }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ detail: NO_RECIPIENTS, reason: 'NO_RECIPIENTS' });
    const after = await t.db
      .selectFrom('document_send')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(after?.n).toBe(before?.n);
  });

  it('sends to one investor: the investor lists it, opening it counts as viewed, the send is audited', async () => {
    const res = await send(fidAdmin, statement({ action_required: 'SIGNATURE_REQUIRED' }));
    expect(res.statusCode, res.body).toBe(201);
    const sent = documentSendSchema.parse(res.json().data);
    expect(sent).toMatchObject({
      recipients: 1,
      viewed: 0,
      signed: 0,
      audience: 'INVESTOR',
      file_name: 'statement.pdf',
    });

    const mine = await t.app.inject({
      url: `/api/v1/fid/${investor.fid}/mydocuments?tab=FIDUCIARY&limit=50`,
      headers: investor.headers,
    });
    const copy = mine.json().results.find((d: { document_name: string }) => d.document_name === sent.name);
    expect(copy).toMatchObject({ action_required: 'SIGNATURE_REQUIRED' });
    const notification = await t.db
      .selectFrom('notification')
      .select(['kind', 'message'])
      .where('event', '=', 'DOCUMENT_SENT')
      .orderBy('created_on', 'desc')
      .executeTakeFirstOrThrow();
    expect(notification).toEqual({ kind: 'ACTION', message: `Please review and sign the document "${sent.name}".` });

    expect((await recipientsOf(sent.id, '&status=NOT_VIEWED')).count).toBe(1);
    const opened = await t.app.inject({
      url: `/api/v1/fid/${investor.fid}/mydocuments/${copy.doc_id}`,
      headers: investor.headers,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const recipients = await recipientsOf(sent.id);
    expect(recipients.results).toHaveLength(1);
    expect(recipients.results[0]?.viewed_on).not.toBeNull();
    expect(recipients.results[0]?.viewed_by_name).toBeTruthy();
    expect((await recipientsOf(sent.id, '&status=VIEWED')).count).toBe(1);
    expect((await recipientsOf(sent.id, '&status=NOT_VIEWED')).count).toBe(0);

    const audit = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'data'])
      .where('subject', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ kind: 'document_sent', data: { recipients: 1, audience: 'INVESTOR' } });
  });

  it('sends to the investors of an opportunity and tracks who signed', async () => {
    const res = await send(
      fidAdmin,
      statement({
        name: 'Fund notice',
        audience: 'OPPORTUNITY',
        opportunity_id: fund.opportunityId,
        entity_id: undefined,
        action_required: 'SIGNATURE_REQUIRED',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const sent = documentSendSchema.parse(res.json().data);
    expect(sent.recipients).toBe(3);
    const picker = await get(fidAdmin, 'documents/opportunities');
    expect(picker.json().data).toContainEqual({ id: fund.opportunityId, name: expect.any(String), investors: 3 });
    expect((await get(staff.AV, 'documents/opportunities')).statusCode).toBe(403);
    const all = await recipientsOf(sent.id);
    expect(all.results.map((r) => r.entity_id).sort()).toEqual(fund.investments.map((i) => i.entity_id).sort());

    // One investor's signature recorded as the ceremony records it (the ceremony has its own tests).
    const first = all.results[0]!;
    await t.db
      .insertInto('document_signature')
      .values({
        fiduciary_id: investor.fid,
        document_id: first.document_id,
        entity_id: first.entity_id,
        user_id: (await t.db.selectFrom('app_user').select('id').executeTakeFirstOrThrow()).id,
        status: 'SIGNED',
        signed_on: new Date(),
      })
      .execute();
    expect((await recipientsOf(sent.id, '&status=SIGNED')).results.map((r) => r.entity_id)).toEqual([first.entity_id]);
    expect((await recipientsOf(sent.id, '&status=NOT_SIGNED')).count).toBe(2);
    const list = listResponseSchema(documentSendSchema).parse(
      (await get(staff.AV, 'documents?search=Fund%20notice')).json(),
    );
    expect(list.results[0]).toMatchObject({ id: sent.id, recipients: 3, signed: 1 });
  });

  it('sends to every investor of the tenant, one copy per entity with an investor member', async () => {
    const res = await send(fidAdmin, statement({ name: 'Privacy notice', audience: 'ALL', entity_id: undefined }));
    expect(res.statusCode, res.body).toBe(201);
    const sent = documentSendSchema.parse(res.json().data);
    const expected = await t.db
      .selectFrom('investing_entity as e')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('e.fiduciary_id', '=', investor.fid)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('membership as m')
            .select('m.id')
            .whereRef('m.entity_id', '=', 'e.id')
            .where('m.role', 'in', ['fiduciary_investor', 'fiduciary_viewer', 'fiduciary_investor-admin']),
        ),
      )
      .executeTakeFirstOrThrow();
    expect(sent.recipients).toBe(Number(expected.n));
    expect(sent.recipients).toBeGreaterThan(1);
    expect(
      (await t.db.selectFrom('document').select('entity_id').where('send_id', '=', sent.id).execute()).length,
    ).toBe(sent.recipients);
    // Another tenant's investors receive nothing.
    const foreign = await t.db
      .selectFrom('document')
      .select('id')
      .where('send_id', '=', sent.id)
      .where('fiduciary_id', '<>', investor.fid)
      .execute();
    expect(foreign).toEqual([]);
  });
});
