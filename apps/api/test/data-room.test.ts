import { DATA_ROOM_CLOSED_MESSAGE, dataRoomListSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, opportunityId, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, investorAdmin: Caller, viewer: Caller, fidAdmin: Caller, other: OtherTenant;

beforeAll(async () => {
  ({ t, investor, investorAdmin, viewer, fidAdmin } = await demoApp('investor', 'investorAdmin', 'viewer', 'fidAdmin'));
  other = await otherTenant(t);
});
afterAll(() => t.close());

const dataRoom = (who: Caller, oppId: string, fid = who.fid) =>
  t.app.inject({ url: `/api/v1/fid/${fid}/investors/opportunities/${oppId}/data-room`, headers: who.headers });

describe('GET investors/opportunities/{id}/data-room', () => {
  it('lists the data room by category path then name once the NDA is executed', async () => {
    const id = await opportunityId(t, 'Helio Grid Storage SPV');
    const res = await dataRoom(investor, id);
    expect(res.statusCode).toBe(200);
    const body = dataRoomListSchema.parse(res.json());
    expect(body.count).toBe(body.results.length);
    expect(body.count).toBeGreaterThanOrEqual(3);
    expect(body.results.every((d) => d.document_class === 'DATA_ROOM' && d.opportunity_id === id)).toBe(true);
    const keys = body.results.map((d) => [...d.category, d.document_name].join(' / '));
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body.results.map((d) => d.category)).toContainEqual(['Financials', '2025']);
    expect(body.results[0]?.entity?.trellis_uid).toMatch(/^ENT-/);
    expect(JSON.stringify(body)).not.toContain('signed_url');
  });

  it('refuses with 403 and the sentence before the NDA is executed', async () => {
    for (const name of ['Lumen Ledger Pre-Seed', 'Cobalt Health Series B', 'Helio Grid Project Notes']) {
      const res = await dataRoom(investor, await opportunityId(t, name));
      expect(res.statusCode, name).toBe(403);
      expect(res.json()).toEqual({ detail: DATA_ROOM_CLOSED_MESSAGE, code: 'FORBIDDEN', reason: 'DATA_ROOM_CLOSED' });
    }
  });

  it('opens when the NDA becomes executed, and each document opened from it is audited', async () => {
    const id = await opportunityId(t, 'Helio Grid Project Notes');
    await t.db
      .updateTable('nda')
      .set({ status: 'NDA_EXECUTED' })
      .where('opportunity_id', '=', id)
      .where('entity_id', '=', investor.entityId as string)
      .execute();
    const list = dataRoomListSchema.parse((await dataRoom(investor, id)).json());
    const first = list.results[0];
    const opened = await t.app.inject({
      url: `/api/v1/fid/${investor.fid}/mydocuments/${first?.doc_id}`,
      headers: investor.headers,
    });
    expect(opened.statusCode).toBe(200);
    const events = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'data'])
      .where('subject', '=', first?.doc_id as string)
      .execute();
    expect(events).toEqual([
      { kind: 'documents viewed', data: expect.objectContaining({ opportunity_id: id, entity_id: investor.entityId }) },
    ]);
  });

  it('follows the token entity: the investor admin’s entity has its own NDA', async () => {
    expect((await dataRoom(investorAdmin, await opportunityId(t, 'Helio Grid Storage SPV'))).statusCode).toBe(403);
    expect((await dataRoom(investorAdmin, await opportunityId(t, 'Cobalt Health Growth Fund'))).statusCode).toBe(200);
    // A viewer of that entity may look.
    expect((await dataRoom(viewer, await opportunityId(t, 'Cobalt Health Growth Fund'))).statusCode).toBe(200);
  });

  it('answers 404 for another tenant’s, a missing, an unpublished or a closed opportunity; 403 for a non-investor', async () => {
    expect((await dataRoom(investor, other.opportunityId)).statusCode).toBe(404);
    expect((await dataRoom(investor, other.opportunityId, other.fid)).statusCode).toBe(404);
    expect((await dataRoom(investor, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await dataRoom(investor, await opportunityId(t, 'Helio Grid Bridge'))).statusCode).toBe(404);
    const id = await opportunityId(t, 'Helio Grid Storage SPV');
    expect((await dataRoom(fidAdmin, id)).statusCode).toBe(403);
    await t.db
      .insertInto('opportunity_access')
      .values({
        opportunity_id: id,
        entity_id: investor.entityId as string,
        fiduciary_id: investor.fid,
        status: 'CLOSED',
      })
      .execute();
    expect((await dataRoom(investor, id)).statusCode).toBe(404);
  });
});
