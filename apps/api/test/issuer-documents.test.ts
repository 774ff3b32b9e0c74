import { type IssuerDocument, issuerDocumentSchema, issuerDocumentsSchema } from '@dl/contracts';
import { ISSUER_ROLES } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIGITIZE_JOB_KIND } from '#api/modules/issuer-documents/digitize-job.ts';
import { verifyAuditChain } from '#api/platform/audit.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, loginAs, otherTenant } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import { EXE, multipart, PNG, pdfWithFields, plainPdf } from './issuer-documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

/** The issuer portal's documents and data room (issue 16 point 4, ADR 0030), on the demo data. */

let t: TestApp, fid: string, admin: Caller;
const as: Partial<Record<'editor' | 'viewer' | 'approver' | 'stranger', Caller>> = {};
let northwind: string, helio: string;
let draftId: string, publishedId: string, closedId: string, helioDraftId: string, otherTenantOpp: string;

const PASSWORD = 'Issuer!2345';
const url = (opp: string, rest = '') => `/api/v1/fid/${fid}/issuers/opportunities/${opp}/documents${rest}`;

function upload(who: Caller, opp: string, fields: Array<[string, string]>, name: string, content: Buffer) {
  const body = multipart(fields, { name, content });
  return t.app.inject({
    method: 'POST',
    url: url(opp),
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}
function uploadVersion(who: Caller, opp: string, docId: string, name: string, content: Buffer) {
  const body = multipart([], { name, content });
  return t.app.inject({
    method: 'POST',
    url: url(opp, `/${docId}/versions`),
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}
const list = (who: Caller, opp: string) => t.app.inject({ url: url(opp), headers: who.headers });
const dataRoom = (opp: string, name: string, category: string[], content = Buffer.from('%PDF-1.4\n%%EOF\n')) =>
  upload(
    admin,
    opp,
    [['doc_class', 'DATA_ROOM'], ['name', name], ...category.map((c) => ['category', c] as [string, string])],
    `${name}.pdf`,
    content,
  );

async function audits(kind: string, subject: string) {
  return t.db
    .selectFrom('audit_event')
    .select(['actor_user_id', 'data'])
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .execute();
}

async function opportunity(
  issuerId: string,
  name: string,
  status: 'Created' | 'Published' | 'Closed',
  fiduciaryId = fid,
) {
  const row = await t.db
    .insertInto('opportunity')
    .values({
      fiduciary_id: fiduciaryId,
      issuer_id: issuerId,
      name,
      opportunity_type: 'PRIMARY',
      type: 'GENERAL',
      status,
      size: '1000000',
      minimum: '10000',
      details: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function member(role: string, issuerId: string): Promise<Caller> {
  const user = await createUser(t.db, { password: PASSWORD, memberships: [] });
  await t.db
    .insertInto('membership')
    .values({ fiduciary_id: fid, user_id: user.id, role, issuer_id: issuerId })
    .execute();
  return loginAs(t, user.email, PASSWORD);
}

beforeAll(async () => {
  let issuer: Caller;
  ({ t, fid, issuer } = await demoApp('issuer'));
  admin = issuer;
  const issuers = await t.db.selectFrom('issuer').select(['id', 'name']).where('fiduciary_id', '=', fid).execute();
  northwind = issuers.find((i) => i.name === 'Northwind Robotics')?.id as string;
  helio = issuers.find((i) => i.name === 'Helio Grid Energy')?.id as string;
  draftId = await opportunity(northwind, 'Docs Draft', 'Created');
  publishedId = await opportunity(northwind, 'Docs Published', 'Published');
  closedId = await opportunity(northwind, 'Docs Closed', 'Closed');
  helioDraftId = await opportunity(helio, 'Helio Docs Draft', 'Created');
  as.editor = await member(ISSUER_ROLES.ISSUER_EDITOR, northwind);
  as.viewer = await member(ISSUER_ROLES.ISSUER_VIEWER, northwind);
  as.approver = await member(ISSUER_ROLES.ISSUER_OPPORTUNITY_APPROVER, northwind);
  as.stranger = await member(ISSUER_ROLES.ISSUER_ADMIN, helio);
  otherTenantOpp = (await otherTenant(t)).opportunityId;
}, 120_000);
afterAll(() => t.close());

describe('issuer documents: access', { timeout: 60_000 }, () => {
  it('lets every issuer role of the company read, with what each may change', async () => {
    for (const who of [admin, as.editor, as.viewer, as.approver] as Caller[]) {
      const res = await list(who, draftId);
      expect(res.statusCode, res.body).toBe(200);
    }
    const viewer = issuerDocumentsSchema.parse((await list(as.viewer as Caller, draftId)).json());
    expect(viewer).toMatchObject({ can_write_templates: false, can_write_data_room: false, nda: null });
    const editor = issuerDocumentsSchema.parse((await list(as.editor as Caller, draftId)).json());
    expect(editor).toMatchObject({ can_write_templates: true, can_write_data_room: true });
    const published = issuerDocumentsSchema.parse((await list(admin, publishedId)).json());
    expect(published).toMatchObject({ can_write_templates: false, can_write_data_room: true });
  });

  it('refuses uploads to a viewer and an approver (403) and stores nothing', async () => {
    for (const who of [as.viewer, as.approver] as Caller[]) {
      const res = await upload(who, draftId, [['doc_class', 'DATA_ROOM']], 'a.pdf', await plainPdf());
      expect(res.statusCode).toBe(403);
    }
  });

  it("answers 404 for another company's or another tenant's opportunity, and 403 for a non-member", async () => {
    expect((await list(as.stranger as Caller, draftId)).statusCode).toBe(404);
    expect((await list(admin, helioDraftId)).statusCode).toBe(404);
    expect((await list(admin, otherTenantOpp)).statusCode).toBe(404);
    const up = await upload(as.stranger as Caller, draftId, [['doc_class', 'DATA_ROOM']], 'a.pdf', await plainPdf());
    expect(up.statusCode).toBe(404);
    const investor = await loginAs(t, 'investor@demo.test');
    expect((await list(investor, draftId)).statusCode).toBe(403);
  });
});

describe('issuer documents: templates and digitization', { timeout: 60_000 }, () => {
  let nda: IssuerDocument;

  it('refuses a template that is not a PDF, and a renamed executable, judged by content', async () => {
    const png = await upload(admin, draftId, [['doc_class', 'NDA']], 'nda.pdf', PNG);
    expect(png.statusCode).toBe(400);
    expect(png.json().detail).toBe('Please upload PDF files only');
    const exe = await upload(admin, draftId, [['doc_class', 'DATA_ROOM']], 'deck.pdf', EXE);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().detail).toBe('Please upload PDF / excel files only');
  });

  it('uploads the NDA template (CREATED), and the job reads its fields (DIGITIZED)', async () => {
    const res = await upload(
      as.editor as Caller,
      draftId,
      [
        ['doc_class', 'NDA'],
        ['name', 'Mutual NDA'],
      ],
      'nda.pdf',
      await pdfWithFields(),
    );
    expect(res.statusCode, res.body).toBe(201);
    nda = issuerDocumentSchema.parse(res.json().data);
    expect(nda).toMatchObject({
      doc_class: 'NDA',
      name: 'Mutual NDA',
      digitization_status: 'CREATED',
      version: 1,
      versions_count: 1,
    });
    expect(await audits('issuer_document_uploaded', nda.id)).toHaveLength(1);
    expect(await t.app.jobs.drain({ kinds: [DIGITIZE_JOB_KIND] })).toBe(1);
    const after = issuerDocumentsSchema.parse((await list(admin, draftId)).json()).nda;
    expect(after?.digitization_status).toBe('DIGITIZED');
    expect(after?.fields).toEqual([
      { name: 'investor_name', label: 'Investor name', type: 'text', required: true },
      { name: 'accredited', label: 'accredited', type: 'checkbox', required: false },
    ]);
    expect(await audits('document_digitized', nda.id)).toHaveLength(1);
  });

  it('makes a second NDA upload a new version, keeping the old file downloadable', async () => {
    const res = await upload(admin, draftId, [['doc_class', 'NDA']], 'nda-v2.pdf', await plainPdf(2));
    expect(res.statusCode, res.body).toBe(201);
    const v2 = issuerDocumentSchema.parse(res.json().data);
    expect(v2).toMatchObject({ id: nda.id, version: 2, versions_count: 2, digitization_status: 'CREATED', fields: [] });
    const versions = await t.app.inject({ url: url(draftId, `/${nda.id}/versions`), headers: as.viewer?.headers });
    expect(versions.statusCode).toBe(200);
    const rows = versions.json().results as Array<{
      id: string;
      version: number;
      current: boolean;
      file: { id: string };
    }>;
    expect(rows.map((r) => [r.version, r.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    const old = await t.app.inject({
      url: url(draftId, `/${nda.id}/versions/${rows[1]?.id}/file`),
      headers: as.viewer?.headers,
    });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('application/pdf');
    expect((await audits('issuer_document_version_added', nda.id))[0]?.data).toMatchObject({ version: 2 });
  });

  it('leaves a PDF without fields waiting for the signature area, then DIGITIZED once placed', async () => {
    expect(await t.app.jobs.drain({ kinds: [DIGITIZE_JOB_KIND] })).toBe(1);
    let doc = issuerDocumentsSchema.parse((await list(admin, draftId)).json()).nda;
    expect(doc).toMatchObject({ digitization_status: 'PENDING_DIGITIZATION', fields: [], signature_area: null });
    expect(await audits('document_awaits_signature_area', nda.id)).toHaveLength(1);
    // Not sent for review while investors would sign a template without its signature area.
    const send = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${fid}/issuers/opportunities/${draftId}/send`,
      headers: admin.headers,
    });
    expect(send.statusCode).toBe(409);
    expect(send.json()).toMatchObject({
      reason: 'TEMPLATES_NOT_READY',
      detail:
        'The NDA template is not ready: wait until its fields are listed, or place its signature area, then send again.',
    });

    const put = (who: Caller, area: object) =>
      t.app.inject({
        method: 'PUT',
        url: url(draftId, `/${nda.id}/signature-area`),
        headers: who.headers,
        payload: area,
      });
    const area = { page: 2, x: 350, y: 40, width: 210, height: 78 };
    expect((await put(as.viewer as Caller, area)).statusCode).toBe(403);
    const off = await put(admin, { ...area, page: 3 });
    expect(off.statusCode).toBe(400);
    expect(off.json().detail).toBe('Page should be between 1 and 2');
    const outside = await put(admin, { ...area, x: 500 });
    expect(outside.json().detail).toBe('The signature area should lie within page 2 (612 x 792 points)');
    const small = await put(admin, { ...area, height: 10 });
    expect(small.statusCode).toBe(400);
    expect(small.json().detail).toContain('Height should be at least 40 points');

    const ok = await put(as.editor as Caller, area);
    expect(ok.statusCode, ok.body).toBe(200);
    doc = issuerDocumentSchema.parse(ok.json().data);
    expect(doc).toMatchObject({ digitization_status: 'DIGITIZED', signature_area: area });
    expect(await audits('issuer_document_signature_area_set', nda.id)).toHaveLength(1);
  });

  it('uploads the subscription agreement; templates change only in a draft and are not deleted', async () => {
    const sub = await upload(admin, draftId, [['doc_class', 'DEAL']], 'subscription.pdf', await pdfWithFields());
    expect(sub.statusCode).toBe(201);
    const listed = issuerDocumentsSchema.parse((await list(admin, draftId)).json());
    expect(listed.subscription?.name).toBe('subscription');
    const locked = await upload(admin, publishedId, [['doc_class', 'NDA']], 'nda.pdf', await plainPdf());
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toBe(
      'The NDA and subscription templates change only while the opportunity is a draft.',
    );
    const del = await t.app.inject({ method: 'DELETE', url: url(draftId, `/${nda.id}`), headers: admin.headers });
    expect(del.statusCode).toBe(409);
  });
});

describe('issuer documents: data room', { timeout: 60_000 }, () => {
  it('uploads files in a category path, refuses a level without a name, and orders by category', async () => {
    const a = await dataRoom(draftId, 'Financials 2025', ['Finance', 'Statements']);
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().data.category).toEqual(['Finance', 'Statements']);
    expect((await dataRoom(draftId, 'Budget', [' Finance ', 'Plans'])).json().data.category).toEqual([
      'Finance',
      'Plans',
    ]);
    const blank = await dataRoom(draftId, 'Nameless', ['Finance', '  ']);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toBe('Name is required');
    const listed = issuerDocumentsSchema.parse((await list(as.viewer as Caller, draftId)).json());
    expect(listed.data_room.results.map((d) => d.name)).toEqual(['Budget', 'Financials 2025']);
    expect(listed.data_room.count).toBe(2);
  });

  it("suggests the next level's names from the company's other documents sharing the earlier levels", async () => {
    await dataRoom(publishedId, 'Cap table', ['Legal', 'Corporate']);
    await dataRoom(publishedId, 'Audit', ['Finance', 'Audits']);
    const helioAdmin = as.stranger as Caller;
    const helioUp = await upload(
      helioAdmin,
      helioDraftId,
      [
        ['doc_class', 'DATA_ROOM'],
        ['category', 'Finance'],
        ['category', 'Secret'],
      ],
      'x.pdf',
      await plainPdf(),
    );
    expect(helioUp.statusCode).toBe(201);
    const ask = (query: string) =>
      t.app.inject({ url: url(draftId, `/categories${query}`), headers: as.editor?.headers });
    // The demo's Northwind data room has its own paths too; Helio Grid's are never offered.
    const top = (await ask('')).json().results as string[];
    expect(top).toEqual(expect.arrayContaining(['Finance', 'Legal']));
    expect(top).toEqual([...top].sort());
    expect((await ask('?path=Finance')).json().results).toEqual(['Audits', 'Plans', 'Statements']);
    expect((await ask('?path=Finance&path=Statements')).json().results).toEqual([]);
    expect((await ask('?path=Legal')).json().results).toEqual(['Corporate']);
  });

  it('replaces a data-room file with a new version even once published, and deletes it (audited)', async () => {
    const created = issuerDocumentSchema.parse((await dataRoom(publishedId, 'Deck', ['Pitch'])).json().data);
    const replaced = await uploadVersion(admin, publishedId, created.id, 'deck-v2.pdf', await plainPdf(1));
    expect(replaced.statusCode, replaced.body).toBe(201);
    expect(replaced.json().data).toMatchObject({ version: 2, versions_count: 2, category: ['Pitch'] });
    const refused = await uploadVersion(as.viewer as Caller, publishedId, created.id, 'x.pdf', await plainPdf(1));
    expect(refused.statusCode).toBe(403);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: url(publishedId, `/${created.id}`),
      headers: admin.headers,
      payload: { name: 'Investor deck', description: '', category: ['Pitch', 'Decks'] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().data).toMatchObject({ name: 'Investor deck', category: ['Pitch', 'Decks'] });

    const del = await t.app.inject({
      method: 'DELETE',
      url: url(publishedId, `/${created.id}`),
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(204);
    const [event] = await audits('issuer_document_deleted', created.id);
    expect(event?.data).toMatchObject({ file_ids: [expect.any(String), expect.any(String)] });
    const again = await t.app.inject({
      method: 'DELETE',
      url: url(publishedId, `/${created.id}`),
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps a closed opportunity as it is', async () => {
    const res = await dataRoom(closedId, 'Late', ['X']);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('The data room of a closed opportunity does not change.');
  });

  it("lists the company's documents across its opportunities, filtered by opportunity, never another company's", async () => {
    const all = await t.app.inject({
      url: `/api/v1/fid/${fid}/issuers/documents?limit=100`,
      headers: as.viewer?.headers,
    });
    expect(all.statusCode, all.body).toBe(200);
    const names = (all.json().results as Array<{ name: string; opportunity: { id: string } }>).map(
      (r) => r.opportunity.id,
    );
    expect(names).not.toContain(helioDraftId);
    expect(names).toContain(draftId);
    const one = await t.app.inject({
      url: `/api/v1/fid/${fid}/issuers/documents?opportunity_id=${draftId}&doc_class=DATA_ROOM`,
      headers: admin.headers,
    });
    expect(one.json().count).toBe(2);
  });

  it("keeps the tenant's audit chain whole", async () => {
    expect((await verifyAuditChain(t.db, fid)).broken).toBeNull();
  });
});
