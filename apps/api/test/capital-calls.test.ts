import { capitalCallSchema } from '@dl/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, loginAs, opportunityId, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, other: OtherTenant;

beforeAll(async () => {
  ({ t, investor } = await demoApp('investor'));
  other = await otherTenant(t);
});
afterAll(() => t.close());

const get = (who: Caller, path: string, fid = who.fid) =>
  t.app.inject({ url: `/api/v1/fid/${fid}/${path}`, headers: who.headers });

async function investmentOf(name: string) {
  return t.db
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .select(['i.id', 'i.opportunity_id'])
    .where('o.name', '=', name)
    .where('i.entity_id', '=', investor.entityId as string)
    .executeTakeFirstOrThrow();
}

describe('GET opportunities/{oppId}/investments/{invId}/capital-calls', () => {
  it('lists the calls by due date with amount, status, payment and a readable notice PDF', async () => {
    const fund = await investmentOf('Industrial Automation Fund I');
    const res = await get(investor, `opportunities/${fund.opportunity_id}/investments/${fund.id}/capital-calls`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = z.object({ data: z.array(capitalCallSchema) }).parse(res.json());
    expect(data.map((c) => [c.call_number, c.amount, c.status, c.payment_status])).toEqual([
      [1, '50000.00', 'COMPLETED', 'COMPLETED'],
      [2, '62500.00', 'COMPLETED', 'CONFIRMED'],
      [3, '75000.00', 'IN_PROGRESS', 'PENDING'],
    ]);
    const due = data.map((c) => c.due_date);
    expect([...due].sort()).toEqual(due);
    expect(data.every((c) => c.investment_id === fund.id && c.opportunity_id === fund.opportunity_id)).toBe(true);
    const notice = await get(investor, `mydocuments/${data[2]?.notice_document_id}`);
    expect(notice.statusCode, notice.body).toBe(200);
    expect(notice.json()).toMatchObject({ document_class: 'CAPITAL_CALL', mime_type: 'application/pdf' });
    const file = await t.app.inject({ url: notice.json().signed_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers an empty list for an investment without calls', async () => {
    const spv = await investmentOf('Clean Energy Access SPV');
    const res = await get(investor, `opportunities/${spv.opportunity_id}/investments/${spv.id}/capital-calls`);
    expect(res.json()).toEqual({ data: [] });
  });

  it('answers 404 for another opportunity, another entity or tenant; 403 to staff', async () => {
    const fund = await investmentOf('Industrial Automation Fund I');
    const wrongOpp = await opportunityId(t, 'Lumen Ledger Pre-Seed');
    expect((await get(investor, `opportunities/${wrongOpp}/investments/${fund.id}/capital-calls`)).statusCode).toBe(
      404,
    );
    const path = `opportunities/${fund.opportunity_id}/investments/${fund.id}/capital-calls`;
    expect((await get(await loginAs(t, 'viewer@demo.test'), path)).statusCode).toBe(404);
    expect((await get(other.caller, path, investor.fid)).statusCode).toBe(404);
    expect((await get(other.caller, path)).statusCode).toBe(404);
    expect((await get(await loginAs(t, 'fid-admin@demo.test'), path)).statusCode).toBe(403);
    expect((await get(investor, `opportunities/x/investments/${fund.id}/capital-calls`)).statusCode).toBe(400);
  });
});
