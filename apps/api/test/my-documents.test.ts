import { myDocumentListSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, viewer: Caller, fidAdmin: Caller, other: OtherTenant;

beforeAll(async () => {
  ({ t, investor, viewer, fidAdmin } = await demoApp('investor', 'viewer', 'fidAdmin'));
  other = await otherTenant(t);
});
afterAll(() => t.close());

async function list(who: Caller, query = '', fid = who.fid) {
  const res = await t.app.inject({ url: `/api/v1/fid/${fid}/mydocuments${query}`, headers: who.headers });
  return res;
}

async function page(who: Caller, query = '') {
  const res = await list(who, query);
  expect(res.statusCode).toBe(200);
  return myDocumentListSchema.parse(res.json());
}

const all = (who: Caller, extra = '') => page(who, `?limit=10000000${extra}`);

describe('GET mydocuments', () => {
  it("lists the entity's NDA, deal, data-room and addressed documents, newest first", async () => {
    const body = await all(investor);
    expect(body.count).toBe(body.results.length);
    expect(body.count).toBeGreaterThan(0);
    const classes = new Set(body.results.map((d) => d.document_class));
    expect(classes.has('NDA')).toBe(true);
    expect(classes.has('DEAL')).toBe(true);
    const times = body.results.map((d) => Date.parse(d.modified_on));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('matches the database rule for each class and gives the signed copy of the entity', async () => {
    const body = await all(investor);
    const entityId = investor.entityId as string;
    const ndas = await t.db
      .selectFrom('nda')
      .select(['document_id', 'status', 'signed_file_id', 'executed_file_id', 'opportunity_id'])
      .where('entity_id', '=', entityId)
      .execute();
    const listedNdas = body.results.filter((d) => d.document_class === 'NDA');
    expect(listedNdas.map((d) => d.doc_id).sort()).toEqual(ndas.map((n) => n.document_id).sort());
    for (const doc of listedNdas) {
      const nda = ndas.find((n) => n.document_id === doc.doc_id);
      expect(doc.signed_document_id).toBe(nda?.executed_file_id ?? nda?.signed_file_id ?? null);
    }
    const executed = new Set(ndas.filter((n) => n.status === 'NDA_EXECUTED').map((n) => n.opportunity_id));
    for (const doc of body.results.filter((d) => d.document_class === 'DATA_ROOM')) {
      expect(executed.has(doc.opportunity_id as string)).toBe(true);
      expect(doc.signed_document_id).toBeNull();
    }
    const addressed = await t.db
      .selectFrom('document')
      .select('id')
      .where('entity_id', '=', entityId)
      .where('doc_class', 'in', ['FIDUCIARY', 'TAX', 'CAPITAL_CALL'])
      .execute();
    const listedAddressed = body.results.filter((d) => ['FIDUCIARY', 'TAX', 'CAPITAL_CALL'].includes(d.document_class));
    expect(listedAddressed.map((d) => d.doc_id).sort()).toEqual(addressed.map((d) => d.id).sort());
    for (const doc of body.results) expect(doc.entity?.trellis_uid).toMatch(/^ENT-/);
  });

  it('filters by tab', async () => {
    const everything = await all(investor);
    for (const tab of ['NDA', 'DEAL', 'DATA_ROOM', 'FIDUCIARY'] as const) {
      const body = await all(investor, `&tab=${tab}`);
      expect(body.results.every((d) => d.document_class === tab)).toBe(true);
      expect(body.count).toBe(everything.results.filter((d) => d.document_class === tab).length);
    }
  });

  it('pages and orders', async () => {
    const everything = await all(investor, '&ordering=document_name');
    const names = everything.results.map((d) => d.document_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await page(investor, '?ordering=document_name&page=2&limit=2');
    expect(second.count).toBe(everything.count);
    expect(second.results.map((d) => d.doc_id)).toEqual(everything.results.slice(2, 4).map((d) => d.doc_id));
  });

  it('pending=true keeps the documents waiting for a signature', async () => {
    const body = await all(investor, '&pending=true');
    for (const doc of body.results) {
      expect(doc.action_required).toBe('SIGNATURE_REQUIRED');
      expect(doc.signed_document_id).toBeNull();
    }
    const everything = await all(investor);
    const waiting = everything.results.filter(
      (d) => d.action_required === 'SIGNATURE_REQUIRED' && !d.signed_document_id,
    );
    expect(body.count).toBe(waiting.length);
  });

  it('asks for no signature on the NDA or deal document of an executed investment', async () => {
    const executed = await t.db
      .selectFrom('investment')
      .select('opportunity_id')
      .where('entity_id', '=', investor.entityId as string)
      .where('status', '=', 'DEAL_EXECUTED')
      .execute();
    const held = new Set(executed.map((i) => i.opportunity_id));
    expect(held.size).toBeGreaterThan(1);
    const ofHeld = (d: { document_class: string; opportunity_id?: string | null }) =>
      ['NDA', 'DEAL'].includes(d.document_class) && held.has(d.opportunity_id as string);
    const listed = (await all(investor)).results.filter(ofHeld);
    // Both documents of every executed position are listed, each with its signed copy.
    expect(listed).toHaveLength(2 * held.size);
    for (const doc of listed) expect(doc.signed_document_id, doc.document_name).not.toBeNull();
    const pending = await all(investor, '&pending=true');
    expect(pending.results.filter(ofHeld).map((d) => d.document_name)).toEqual([]);
  });

  it('is open to viewers (reading only)', async () => {
    expect((await list(viewer)).statusCode).toBe(200);
  });

  it('refuses a member without an investor role (403) and bad query values (400)', async () => {
    expect((await list(fidAdmin)).statusCode).toBe(403);
    expect((await list(investor, '?tab=SECRET')).statusCode).toBe(400);
    expect((await list(investor, '?ordering=file_id')).statusCode).toBe(400);
  });

  it("keeps tenants apart: another tenant's investor sees none of these, and a foreign fidId is 404", async () => {
    const mine = await all(investor);
    const theirs = await all(other.caller);
    const ids = new Set(mine.results.map((d) => d.doc_id));
    expect(theirs.results.some((d) => ids.has(d.doc_id))).toBe(false);
    expect((await list(investor, '', other.fid)).statusCode).toBe(404);
  });
});
