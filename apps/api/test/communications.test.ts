import { qnaItemSchema, listResponseSchema } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES, ISSUER_ROLES } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QNA_ANSWERED_LOCKED } from '#api/modules/communications/qna.service.ts';
import { demoApp } from './demo-callers.ts';
import {
  type Caller,
  documentOf,
  loginAs,
  opportunityId,
  otherTenant,
  type OtherTenant,
} from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, avery: Caller, harbor: Caller, viewer: Caller, issuer: Caller, fidAdmin: Caller, other: OtherTenant;
let northwind: string;
let cobalt: string;

const listSchema = listResponseSchema(qnaItemSchema);
const url = (who: Caller, path: string, fid = who.fid) => `/api/v1/fid/${fid}/${path}`;
const call = (who: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object, fid?: string) =>
  t.app.inject({ method, url: url(who, path, fid), headers: who.headers, ...(payload ? { payload } : {}) });
async function list(who: Caller, query = '', base = 'QnA') {
  const res = await call(who, 'GET', `${base}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return listSchema.parse(res.json());
}
async function ask(who: Caller, body: object) {
  const res = await call(who, 'POST', 'QnA', body);
  expect(res.statusCode, res.body).toBe(201);
  return qnaItemSchema.parse(res.json().data);
}

beforeAll(async () => {
  ({
    t,
    investor: avery,
    investorAdmin: harbor,
    viewer,
    issuer,
    fidAdmin,
  } = await demoApp('investor', 'investorAdmin', 'viewer', 'issuer', 'fidAdmin'));
  other = await otherTenant(t);
  northwind = await opportunityId(t, 'Northwind Series A');
  cobalt = await opportunityId(t, 'Cobalt Health Series B');
});
afterAll(() => t.close());

describe('GET QnA (investor)', () => {
  it("lists the current entity's questions newest first, 10 a page, with the spec 3 fields", async () => {
    const page = await list(avery);
    expect(page.count).toBe(4);
    expect(page.results.map((r) => r.opportunity_name)).toEqual([
      'Helio Grid Project Notes',
      'Northwind Series A Extension',
      'Cobalt Health Series B',
      'Northwind Series A',
    ]);
    const [open, answered] = page.results;
    expect(open).toMatchObject({ source: 'opportunity', has_response: false, response: null, can_edit: true });
    expect(answered).toMatchObject({ has_response: true, respondent_type: 'ISSUER', can_edit: false });
    expect(page.results.every((r) => r.requestor_name === 'Avery Investor' && r.requestor_type === 'INVESTOR')).toBe(
      true,
    );
    expect((await list(harbor)).results.map((r) => r.requestor_name)).toEqual(['Morgan Harbor']);
  });

  it('filters by opportunity, has_response and search text, and pages', async () => {
    expect((await list(avery, `?opportunity_id=${northwind}`)).count).toBe(1);
    expect((await list(avery, '?has_response=true')).count).toBe(3);
    expect((await list(avery, '?has_response=false')).results.map((r) => r.opportunity_name)).toEqual([
      'Helio Grid Project Notes',
    ]);
    expect((await list(avery, '?search=PRO-RATA')).results.map((r) => r.opportunity_name)).toEqual([
      'Cobalt Health Series B',
    ]);
    expect((await list(avery, '?search=100%25')).count).toBe(0);
    const second = await list(avery, '?limit=3&page=2&ordering=modified_on');
    expect(second.count).toBe(4);
    expect(second.results.map((r) => r.opportunity_name)).toEqual(['Helio Grid Project Notes']);
  });

  it('lets a viewer read their entity questions but never edit them', async () => {
    const page = await list(viewer);
    expect(page.count).toBe(1);
    expect(page.results[0]?.can_edit).toBe(false);
  });
});

describe('POST / PATCH / DELETE QnA (investor)', () => {
  it('asks about a visible opportunity, audited, and each issuer member gets an ACTION', async () => {
    const item = await ask(avery, { opportunity_id: northwind, request: '  When is the next board meeting?  ' });
    expect(item).toMatchObject({
      source: 'opportunity',
      request: 'When is the next board meeting?',
      requestor_name: 'Avery Investor',
      has_response: false,
      can_edit: true,
      document_id: null,
    });
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', item.id).execute();
    expect(audit.map((a) => a.kind)).toEqual(['qna_asked']);
    const actions = await t.db
      .selectFrom('notification as n')
      .innerJoin('app_user as u', 'u.id', 'n.user_id')
      .select(['u.email', 'n.kind', 'n.navigate_to', 'n.query'])
      .where('n.event', '=', 'QUESTION_ASKED')
      .orderBy('u.email')
      .execute();
    // Northwind's members who answer (issuer@demo.test and the demo users of ADR 0030 but the viewer).
    const members = ['issuer-approver', 'issuer-editor', 'issuer-signer', 'issuer'];
    expect(actions).toEqual(
      members.map((name) => ({
        email: `${name}@demo.test`,
        kind: 'ACTION',
        navigate_to: 'Communication',
        query: { id: item.id },
      })),
    );
  });

  it('ties a question to a readable document of the opportunity (source document)', async () => {
    const nda = await documentOf(t, 'Northwind Series A', 'NDA');
    const item = await ask(avery, { opportunity_id: northwind, request: 'Is clause 4 mutual?', document_id: nda.id });
    expect(item).toMatchObject({ source: 'document', document_id: nda.id, document_type: 'OPPORTUNITY_DOCUMENT' });
    const foreign = await documentOf(t, 'Cobalt Health Series B', 'NDA');
    const res = await call(avery, 'POST', 'QnA', { opportunity_id: northwind, request: 'x', document_id: foreign.id });
    expect(res.statusCode).toBe(404);
    // The document route answers the question's source: 'opportunity' does not name it.
    const wrong = await call(avery, 'PATCH', `QnA/${item.id}?source=opportunity`, { request: 'Is clause 5 mutual?' });
    expect(wrong.statusCode).toBe(404);
    const right = await call(avery, 'PATCH', `QnA/${item.id}?source=document`, { request: 'Is clause 5 mutual?' });
    expect(right.statusCode, right.body).toBe(200);
  });

  it('a data-room document counts only once the entity NDA is executed; document_type needs a document', async () => {
    const closed = await t.db
      .selectFrom('document as d')
      .innerJoin('opportunity as o', 'o.id', 'd.opportunity_id')
      .leftJoin('nda as n', (join) =>
        join.onRef('n.opportunity_id', '=', 'd.opportunity_id').on('n.entity_id', '=', avery.entityId as string),
      )
      .select(['d.id', 'd.opportunity_id'])
      .where('d.doc_class', '=', 'DATA_ROOM')
      .where('o.status', '=', 'Published')
      .where((eb) => eb.or([eb('n.status', 'is', null), eb('n.status', '!=', 'NDA_EXECUTED')]))
      .executeTakeFirst();
    if (closed) {
      const res = await call(avery, 'POST', 'QnA', {
        opportunity_id: closed.opportunity_id,
        request: 'What is in here?',
        document_id: closed.id,
      });
      expect(res.statusCode).toBe(404);
    }
    const open = await documentOf(t, 'Northwind Series A', 'DATA_ROOM');
    const item = await ask(avery, {
      opportunity_id: northwind,
      request: 'Is this the audited version?',
      document_id: open.id,
      document_type: 'ISSUER_DOCUMENT',
    });
    expect(item).toMatchObject({ source: 'document', document_type: 'ISSUER_DOCUMENT', document_name: open.name });
    expect((await list(avery, `?document_id=${open.id}`)).results.map((r) => r.id)).toEqual([item.id]);
    const bad = await call(avery, 'POST', 'QnA', {
      opportunity_id: northwind,
      request: 'x',
      document_type: 'ISSUER_DOCUMENT',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('pages 10 by default and never past the last item', async () => {
    for (let n = 0; n < 12; n += 1) await ask(harbor, { opportunity_id: cobalt, request: `Paging question ${n}?` });
    const first = await list(harbor);
    expect(first.count).toBeGreaterThan(10);
    expect(first.results).toHaveLength(10);
    const pages = Math.ceil(first.count / 10);
    const last = await list(harbor, `?page=${pages}`);
    expect(last.results).toHaveLength(first.count - (pages - 1) * 10);
    expect((await list(harbor, `?page=${pages + 1}`)).results).toEqual([]);
    const ids = [...first.results, ...last.results].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses viewers (403), hidden or foreign opportunities (404) and bad input (400)', async () => {
    expect((await call(viewer, 'POST', 'QnA', { opportunity_id: northwind, request: 'Hi?' })).statusCode).toBe(403);
    const draft = await opportunityId(t, 'Cobalt Health Mezzanine');
    expect((await call(avery, 'POST', 'QnA', { opportunity_id: draft, request: 'Hi?' })).statusCode).toBe(404);
    expect((await call(avery, 'POST', 'QnA', { opportunity_id: other.opportunityId, request: 'Hi?' })).statusCode).toBe(
      404,
    );
    expect((await call(avery, 'POST', 'QnA', { opportunity_id: northwind, request: '   ' })).statusCode).toBe(400);
    expect((await call(avery, 'PATCH', `QnA/${northwind}?source=elsewhere`, { request: 'x' })).statusCode).toBe(400);
    expect((await call(fidAdmin, 'POST', 'QnA', { opportunity_id: northwind, request: 'Hi?' })).statusCode).toBe(403);
  });

  it('edits and removes only while unanswered, only for the asking entity', async () => {
    const item = await ask(avery, { opportunity_id: cobalt, request: 'What is the lock-up?' });
    const path = `QnA/${item.id}?source=opportunity`;
    expect((await call(harbor, 'PATCH', path, { request: 'Mine now' })).statusCode).toBe(404);
    expect((await call(harbor, 'DELETE', path)).statusCode).toBe(404);
    expect((await call(other.caller, 'PATCH', path, { request: 'x' })).statusCode).toBe(404);
    expect((await call(other.caller, 'PATCH', path, { request: 'x' }, avery.fid)).statusCode).toBe(404);
    expect((await call(viewer, 'DELETE', path)).statusCode).toBe(403);
    expect((await call(avery, 'PATCH', path, { response: 'Answering myself' })).statusCode).toBe(403);

    const edited = await call(avery, 'PATCH', path, { request: 'What is the lock-up period?' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ request: 'What is the lock-up period?', can_edit: true });
    expect(new Date(edited.json().data.modified_on) >= new Date(item.modified_on)).toBe(true);

    const removed = await call(avery, 'DELETE', path);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ detail: 'Successfully deleted the communication item' });
    expect((await call(avery, 'DELETE', path)).statusCode).toBe(404);
    expect((await list(avery, `?opportunity_id=${cobalt}`)).results.map((r) => r.id)).not.toContain(item.id);
    const kinds = await t.db
      .selectFrom('audit_event')
      .select('kind')
      .where('subject', '=', item.id)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['qna_asked', 'qna_edited', 'qna_deleted']);
    const row = await t.db
      .selectFrom('qna_item')
      .select('deleted_on')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_on).not.toBeNull();
  });

  it('refuses to change an answered question with 409 and a sentence', async () => {
    const answered = (await list(avery, '?has_response=true')).results[0];
    const path = `QnA/${answered?.id}?source=opportunity`;
    const edit = await call(avery, 'PATCH', path, { request: 'Changed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'CONFLICT', detail: QNA_ANSWERED_LOCKED });
    expect((await call(avery, 'DELETE', path)).statusCode).toBe(409);
  });
});

describe('issuer side', () => {
  it("lists only questions on the issuer's own opportunities", async () => {
    const page = await list(issuer, '?limit=50');
    expect(page.count).toBeGreaterThan(0);
    expect(new Set(page.results.map((r) => r.opportunity_name.split(' ')[0]))).toEqual(new Set(['Northwind']));
    expect(page.results.every((r) => !r.can_edit)).toBe(true);
  });

  it('answers its own questions, which notifies the asking entity; others are 404', async () => {
    const item = await ask(avery, { opportunity_id: northwind, request: 'How many robots are deployed?' });
    const foreign = await ask(avery, { opportunity_id: cobalt, request: 'How many labs?' });
    expect((await call(issuer, 'PATCH', `QnA/${foreign.id}?source=opportunity`, { response: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call(issuer, 'PATCH', `QnA/${item.id}?source=opportunity`, { request: 'x' })).statusCode).toBe(403);
    expect((await call(issuer, 'DELETE', `QnA/${item.id}?source=opportunity`)).statusCode).toBe(403);

    const res = await call(issuer, 'PATCH', `QnA/${item.id}?source=opportunity`, { response: 'About 140 today.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      has_response: true,
      response: 'About 140 today.',
      respondent_type: 'ISSUER',
    });
    const notes = await t.db
      .selectFrom('notification as n')
      .innerJoin('app_user as u', 'u.id', 'n.user_id')
      .select(['u.email', 'n.kind', 'n.navigate_to', 'n.query', 'n.message'])
      .where('n.event', '=', 'QUESTION_ANSWERED')
      .execute();
    expect(notes).toEqual([
      {
        email: 'investor@demo.test',
        kind: 'NOTIFICATION',
        navigate_to: 'Communication',
        query: { tab: '1', id: item.id },
        message: 'Your question about Northwind Series A has been answered.',
      },
    ]);
    const mine = (await list(avery, `?opportunity_id=${northwind}&has_response=true`)).results.map((r) => r.id);
    expect(mine).toContain(item.id);
  });

  it('an issuer viewer reads but may not answer', async () => {
    const user = await createUser(t.db, { password: 'Member!2345', memberships: [] });
    const issuerId = await t.db
      .selectFrom('membership')
      .select('issuer_id')
      .where('role', '=', ISSUER_ROLES.ISSUER_ADMIN)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('membership')
      .values({
        fiduciary_id: avery.fid,
        user_id: user.id,
        role: ISSUER_ROLES.ISSUER_VIEWER,
        issuer_id: issuerId.issuer_id,
      })
      .execute();
    const issuerViewer = await loginAs(t, user.email, 'Member!2345');
    const page = await list(issuerViewer);
    expect(page.count).toBeGreaterThan(0);
    const id = page.results[0]?.id;
    expect((await call(issuerViewer, 'PATCH', `QnA/${id}?source=opportunity`, { response: 'x' })).statusCode).toBe(403);
  });
});

describe('fid-admin/QnA', () => {
  it('lists every question of the tenant, filtered by has_response, and answers as FIDUCIARY', async () => {
    const all = await list(fidAdmin, '?limit=100', 'fid-admin/QnA');
    const names = new Set(all.results.map((r) => r.requestor_name));
    expect(names).toEqual(new Set(['Avery Investor', 'Morgan Harbor']));
    const open = await list(fidAdmin, '?has_response=false&limit=100', 'fid-admin/QnA');
    expect(open.results.every((r) => !r.has_response)).toBe(true);
    const target = open.results[0];
    const res = await call(fidAdmin, 'PATCH', `fid-admin/QnA/${target?.id}?source=${target?.source}`, {
      response: 'Answered by the fund admin.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ has_response: true, respondent_type: 'FIDUCIARY' });
    expect((await list(fidAdmin, '?has_response=false&limit=100', 'fid-admin/QnA')).count).toBe(open.count - 1);
  });

  it('is closed to investors and issuers, and the tenant base QnA to the fund admin', async () => {
    expect((await call(avery, 'GET', 'fid-admin/QnA')).statusCode).toBe(403);
    expect((await call(issuer, 'GET', 'fid-admin/QnA')).statusCode).toBe(403);
    expect((await call(fidAdmin, 'GET', 'QnA')).statusCode).toBe(403);
    const item = (await list(avery)).results[0];
    expect(
      (await call(avery, 'PATCH', `fid-admin/QnA/${item?.id}?source=opportunity`, { response: 'x' })).statusCode,
    ).toBe(403);
  });
});

describe('tenant isolation', () => {
  it("another tenant never sees or touches this tenant's questions", async () => {
    const mine = await ask(other.caller, { opportunity_id: other.opportunityId, request: 'Only here?' });
    expect((await list(other.caller)).results.map((r) => r.id)).toEqual([mine.id]);
    expect((await list(fidAdmin, '?limit=100', 'fid-admin/QnA')).results.map((r) => r.id)).not.toContain(mine.id);
    expect(
      (await call(fidAdmin, 'PATCH', `fid-admin/QnA/${mine.id}?source=opportunity`, { response: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(fidAdmin, 'GET', 'fid-admin/QnA', undefined, other.fid)).statusCode).toBe(404);
    expect((await call(avery, 'GET', 'QnA', undefined, other.fid)).statusCode).toBe(404);
  });

  it('an investor of a second entity in the same tenant gets 404 on the first entity item', async () => {
    const stranger = await createUser(t.db, {
      password: 'Member!2345',
      memberships: [{ fiduciary_id: avery.fid, role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR, entity: true }],
    });
    const caller = await loginAs(t, stranger.email, 'Member!2345');
    expect((await list(caller)).count).toBe(0);
    const item = (await list(avery, '?has_response=false')).results[0];
    expect((await call(caller, 'DELETE', `QnA/${item?.id}?source=opportunity`)).statusCode).toBe(404);
  });
});
