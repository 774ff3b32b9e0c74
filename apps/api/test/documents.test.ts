import { DATA_ROOM_CLOSED_MESSAGE, fetchedDocumentSchema } from '@dl/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { documentOf, entityId, otherTenant, type Caller, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, investorAdmin: Caller, viewer: Caller, fidAdmin: Caller, other: OtherTenant;

beforeAll(async () => {
  ({ t, investor, investorAdmin, viewer, fidAdmin } = await demoApp('investor', 'investorAdmin', 'viewer', 'fidAdmin'));
  other = await otherTenant(t);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const get = (who: Caller, path: string, fid = who.fid) =>
  t.app.inject({ url: `/api/v1/fid/${fid}/${path}`, headers: who.headers });

async function entityDocument(entityName: string, docClass: string) {
  return t.db
    .selectFrom('document as d')
    .innerJoin('investing_entity as e', 'e.id', 'd.entity_id')
    .select(['d.id', 'd.file_id', 'd.name'])
    .where('e.name', '=', entityName)
    .where('d.doc_class', '=', docClass as never)
    .executeTakeFirstOrThrow();
}

describe('GET mydocuments/{doc_id}', () => {
  it('answers the NDA of a discoverable opportunity with a signed link that works without a bearer header', async () => {
    const nda = await documentOf(t, 'Lumen Ledger Pre-Seed', 'NDA');
    const res = await get(investor, `mydocuments/${nda.id}`);
    expect(res.statusCode).toBe(200);
    const body = fetchedDocumentSchema.parse(res.json());
    expect(body).toMatchObject({
      doc_id: nda.id,
      document_id: nda.file_id,
      signed_document_id: null,
      document_name: 'Lumen Ledger Pre-Seed NDA',
      document_type: 'NDA',
      document_class: 'NDA',
      opportunity_name: 'Lumen Ledger Pre-Seed',
      action_required: 'SIGNATURE_REQUIRED',
      mime_type: 'application/pdf',
      digitization_status: 'DIGITIZED',
    });
    expect(body.entity?.trellis_uid).toMatch(/^ENT-/);
    expect(body.fields.map((f) => f.name)).toEqual(['signer_title', 'signer_company']);
    expect(body.signed_url).toMatch(new RegExp(`^/api/v1/signed-files/${nda.file_id}\\?expires=\\d+&signature=`));

    const file = await t.app.inject({ url: body.signed_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('writes the audit event "documents viewed" for each fetch', async () => {
    const deal = await documentOf(t, 'Lumen Ledger SAFE Round', 'DEAL');
    expect((await get(investor, `mydocuments/${deal.id}`)).statusCode).toBe(200);
    const events = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'subject', 'data', 'actor_user_id'])
      .where('subject', '=', deal.id)
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]?.kind).toBe('documents viewed');
    expect(events[0]?.data).toMatchObject({
      opportunity_id: expect.any(String),
      entity_id: investor.entityId,
    });
  });

  it('refuses a tampered or expired link', async () => {
    const nda = await documentOf(t, 'Lumen Ledger Pre-Seed', 'NDA');
    const { signed_url } = (await get(investor, `mydocuments/${nda.id}`)).json() as { signed_url: string };
    const tampered = signed_url.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(404);
    const otherFile = signed_url.replace(nda.file_id, (await documentOf(t, 'Lumen Ledger SAFE Round', 'NDA')).file_id);
    expect((await t.app.inject({ url: otherFile })).statusCode).toBe(404);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 6 * 60 * 1000);
    expect((await t.app.inject({ url: signed_url })).statusCode).toBe(404);
  });

  it('names the entity’s signed copy, and answers that copy when asked by its id', async () => {
    const nda = await documentOf(t, 'Helio Grid Storage SPV', 'NDA');
    const row = await t.db
      .selectFrom('nda')
      .select(['signed_file_id', 'executed_file_id'])
      .where('document_id', '=', nda.id)
      .where('entity_id', '=', investor.entityId as string)
      .executeTakeFirstOrThrow();
    const record = fetchedDocumentSchema.parse((await get(investor, `mydocuments/${nda.id}`)).json());
    expect(record.signed_document_id).toBe(row.executed_file_id);
    expect(record.signed_url).toContain(nda.file_id);

    const copy = fetchedDocumentSchema.parse((await get(investor, `mydocuments/${row.executed_file_id}`)).json());
    expect(copy.doc_id).toBe(nda.id);
    expect(copy.signed_url).toContain(row.executed_file_id as string);
    const bytes = (await t.app.inject({ url: copy.signed_url })).rawPayload;
    expect(bytes.toString('latin1')).toContain('Countersignature1');
    // The investor's first signed copy is also theirs to read.
    expect((await get(investor, `mydocuments/${row.signed_file_id}`)).statusCode).toBe(200);
    // Someone else's signed copy reads as missing.
    expect((await get(investorAdmin, `mydocuments/${row.executed_file_id}`)).statusCode).toBe(404);
  });

  it('accepts the original file id (document_id) too', async () => {
    const nda = await documentOf(t, 'Lumen Ledger Pre-Seed', 'NDA');
    const res = await get(investor, `mydocuments/${nda.file_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().doc_id).toBe(nda.id);
  });

  it('opens a data-room document only once the entity’s NDA is executed', async () => {
    const closed = await documentOf(t, 'Helio Grid Project Notes', 'DATA_ROOM');
    const none = await documentOf(t, 'Lumen Ledger Pre-Seed', 'DATA_ROOM');
    for (const doc of [closed, none]) {
      const res = await get(investor, `mydocuments/${doc.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: DATA_ROOM_CLOSED_MESSAGE, code: 'FORBIDDEN', reason: 'DATA_ROOM_CLOSED' });
    }
    const open = await documentOf(t, 'Helio Grid Storage SPV', 'DATA_ROOM');
    const res = await get(investor, `mydocuments/${open.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toEqual(open.category);
    // The same document for another entity whose NDA is not executed: refused.
    expect((await get(investorAdmin, `mydocuments/${open.id}`)).statusCode).toBe(403);
  });

  it('lets a viewer read (viewers may look, not act)', async () => {
    const nda = await documentOf(t, 'Lumen Ledger Pre-Seed', 'NDA');
    expect((await get(viewer, `mydocuments/${nda.id}`)).statusCode).toBe(200);
    const room = await documentOf(t, 'Cobalt Health Growth Fund', 'DATA_ROOM');
    expect((await get(viewer, `mydocuments/${room.id}`)).statusCode).toBe(200);
  });

  it('refuses a member of the fiduciary who is not an investor (403)', async () => {
    const nda = await documentOf(t, 'Lumen Ledger Pre-Seed', 'NDA');
    expect((await get(fidAdmin, `mydocuments/${nda.id}`)).statusCode).toBe(403);
  });

  it('answers 404 for a missing document, another tenant’s, and an opportunity closed to the entity', async () => {
    expect((await get(investor, 'mydocuments/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(investor, `mydocuments/${other.documentId}`)).statusCode).toBe(404);
    expect((await get(investor, `mydocuments/${other.fileId}`)).statusCode).toBe(404);
    // Not a member of the other fiduciary: the tenant guard answers 404 as for a missing one.
    expect((await get(investor, `mydocuments/${other.documentId}`, other.fid)).statusCode).toBe(404);
    // The other tenant's investor reads its own document.
    expect((await get(other.caller, `mydocuments/${other.documentId}`)).statusCode).toBe(200);

    const nda = await documentOf(t, 'Clean Energy Access SPV', 'NDA');
    const opp = await t.db
      .selectFrom('document')
      .select('opportunity_id')
      .where('id', '=', nda.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('opportunity_access')
      .values({
        opportunity_id: opp.opportunity_id as string,
        entity_id: investor.entityId as string,
        fiduciary_id: investor.fid,
        status: 'CLOSED',
      })
      .execute();
    expect((await get(investor, `mydocuments/${nda.id}`)).statusCode).toBe(404);
    expect((await get(investorAdmin, `mydocuments/${nda.id}`)).statusCode).toBe(200);
  });
});

describe('GET investors/document/{doc_id}', () => {
  it('answers documents addressed to an entity the caller stands for', async () => {
    const tax = await entityDocument('Avery Investor', 'TAX');
    const res = await get(investor, `investors/document/${tax.id}`);
    expect(res.statusCode).toBe(200);
    const body = fetchedDocumentSchema.parse(res.json());
    expect(body).toMatchObject({ doc_id: tax.id, document_class: 'TAX', opportunity_id: null });
    expect(body.entity?.trellis_uid).toMatch(/^ENT-/);
    const statement = await entityDocument('Avery Investor', 'FIDUCIARY');
    // The demo statement asks Avery to sign it (the fiduciary-documents e-sign flow).
    expect((await get(investor, `mydocuments/${statement.id}`)).json().action_required).toBe('SIGNATURE_REQUIRED');
    const call = await entityDocument('Avery Investor', 'CAPITAL_CALL');
    expect((await get(investor, `investors/document/${call.id}`)).json().opportunity_name).toBe('Northwind Series A');
  });

  it('hides another entity’s documents, and answers only investor-addressed classes', async () => {
    const tax = await entityDocument('Avery Investor', 'TAX');
    expect((await get(investorAdmin, `investors/document/${tax.id}`)).statusCode).toBe(404);
    expect((await get(viewer, `mydocuments/${tax.id}`)).statusCode).toBe(404);
    const harbor = await entityDocument('Harbor Family Office LLC', 'FIDUCIARY');
    expect((await get(viewer, `investors/document/${harbor.id}`)).statusCode).toBe(200);
    expect((await get(investorAdmin, `investors/document/${harbor.id}`)).statusCode).toBe(200);
    const nda = await documentOf(t, 'Lumen Ledger Pre-Seed', 'NDA');
    expect((await get(investor, `investors/document/${nda.id}`)).statusCode).toBe(404);
    expect(await entityId(t, 'Avery Investor')).toBe(investor.entityId);
  });
});
