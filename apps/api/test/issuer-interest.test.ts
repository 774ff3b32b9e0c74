import { interestSchema, issuerHoldingsSchema } from '@dl/contracts';
import { INTEREST_FUNNEL_STEPS } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '#api/modules/ceremony/testing/fixtures.ts';
import {
  addEntity,
  addInvestment,
  addNda,
  auditAs,
  type Headers,
  type IssuerRoleKey,
  type IssuerWorld,
  issuerWorld,
  ROLE_USERS,
} from './issuer-interest-fixtures.ts';

/**
 * Issuer portal, investor interest (issue 16 points 5 and 7): the funnel and the investors of an
 * opportunity, data-room analytics from the audit events, and the company's executed holdings.
 */
let w: IssuerWorld;
const entities: Record<string, string> = {};
const ROLES = Object.keys(ROLE_USERS) as IssuerRoleKey[];

const get = (who: Headers, path: string, fid = w.fid) =>
  w.t.app.inject({ url: `/api/v1/fid/${fid}/issuers/${path}`, headers: who });

beforeAll(async () => {
  w = await issuerWorld();
  const [room1, room2] = w.dataRoom as [string, string];
  const investorId = w.w.users.investor.id;
  const view = (entityId: string) =>
    auditAs(w, { kind: 'opportunity viewed', subject: w.opp, userId: investorId, entityId });
  const read = (entityId: string, doc: string, userId = investorId) =>
    auditAs(w, { kind: 'documents viewed', subject: doc, userId, entityId, data: { opportunity_id: w.opp } });
  for (const name of ['Viewed', 'Signed', 'Executed', 'Room', 'Interest', 'Deal', 'DoneA', 'DoneB', 'Declined']) {
    entities[name] = await addEntity(w, `${name} Capital`);
  }
  const e = entities as Record<string, string>;
  await view(e.Viewed as string);
  await view(e.Viewed as string);
  await addNda(w, e.Signed as string, 'NDA_SIGNED', { signed_on: '2026-11-01T10:00:00Z' });
  await addNda(w, e.Executed as string, 'NDA_EXECUTED', { signed_on: '2026-11-01T10:00:00Z' });
  for (const k of ['Room', 'Interest', 'Deal', 'DoneA', 'DoneB']) {
    await addNda(w, e[k] as string, 'NDA_EXECUTED', { signed_on: '2026-11-01T10:00:00Z' });
  }
  await read(e.Room as string, room1);
  await read(e.Room as string, room1);
  await read(e.Room as string, room1, w.w.users.viewer.id);
  await read(e.Interest as string, room1);
  await addInvestment(w, e.Interest as string, 'IOI_SENT', '5000.00');
  await addInvestment(w, e.Deal as string, 'DEAL_PENDING_REVIEW', '7000.00', {
    deal_signed_date: '2026-11-03T10:00:00Z',
  });
  await addInvestment(w, e.DoneA as string, 'DEAL_EXECUTED', '0.10');
  await addInvestment(w, e.DoneB as string, 'DEAL_EXECUTED', '0.20');
  // Declined after signing: the signature is kept as evidence of the step reached.
  await addNda(w, e.Declined as string, 'NDA_DECLINED', { signed_on: '2026-11-02T10:00:00Z' });
  void room2;
}, 120_000);
afterAll(() => w.t.close());

describe('GET issuers/opportunities/{id}/interest', { timeout: 60_000 }, () => {
  it.each(ROLES)('answers %s of the company', async (role) => {
    const res = await get(w.as[role], `opportunities/${w.opp}/interest`);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses investors and fiduciary staff (403), another company and another tenant (404)', async () => {
    const url = `opportunities/${w.opp}/interest`;
    expect((await get(w.as.investor, url)).statusCode).toBe(403);
    expect((await get(w.as.investorViewer, url)).statusCode).toBe(403);
    expect((await get(w.as.fidAdmin, url)).statusCode).toBe(403);
    expect((await get(w.as.otherIssuer, url)).statusCode).toBe(404);
    expect((await get(w.foreign.headers, url, w.foreign.fid)).statusCode).toBe(404);
    expect((await get(w.as.outsider, url)).statusCode).toBe(404);
    expect((await get(w.as.admin, 'opportunities/00000000-0000-4000-8000-000000000000/interest')).statusCode).toBe(404);
  });

  it('counts every entity at each step up to its furthest, over all entities, and lists their states', async () => {
    const res = await get(w.as.viewer, `opportunities/${w.opp}/interest?limit=100&ordering=name`);
    const body = interestSchema.parse(res.json());
    expect(body.funnel).toEqual({
      viewed: 9,
      nda_signed: 8,
      nda_executed: 6,
      data_room_entered: 5,
      interest_sent: 4,
      deal_signed: 3,
      executed: 2,
    });
    expect(body.count).toBe(9);
    const steps = Object.fromEntries(body.results.map((r) => [r.entity.name.replace(' Capital', ''), r.step]));
    expect(steps).toEqual({
      Deal: 'deal_signed',
      Declined: 'nda_signed',
      DoneA: 'executed',
      DoneB: 'executed',
      Executed: 'nda_executed',
      Interest: 'interest_sent',
      Room: 'data_room_entered',
      Signed: 'nda_signed',
      Viewed: 'viewed',
    });
    const viewed = body.results.find((r) => r.entity.id === entities.Viewed);
    expect(viewed).toMatchObject({ nda: null, investment: null, data_room_entered_on: null });
    expect(viewed?.first_viewed_on).not.toBeNull();
    const done = body.results.find((r) => r.entity.id === entities.DoneA);
    expect(done?.investment).toMatchObject({ status: 'DEAL_EXECUTED', amount: '0.10' });
    expect(done?.nda).toMatchObject({ status: 'NDA_EXECUTED', signed_on: '2026-11-01T10:00:00.000Z' });
    expect(body.results.map((r) => r.entity.name)).toEqual([...body.results.map((r) => r.entity.name)].sort());
  });

  it('pages, filters by a step reached and by name; the funnel stays the whole opportunity', async () => {
    const page = interestSchema.parse(
      (await get(w.as.admin, `opportunities/${w.opp}/interest?limit=2&page=2&ordering=-name`)).json(),
    );
    expect(page.count).toBe(9);
    expect(page.results.map((r) => r.entity.name)).toEqual(['Room Capital', 'Interest Capital']);
    const reached = interestSchema.parse(
      (await get(w.as.admin, `opportunities/${w.opp}/interest?step=deal_signed&ordering=name`)).json(),
    );
    expect(reached.results.map((r) => r.entity.name)).toEqual(['Deal Capital', 'DoneA Capital', 'DoneB Capital']);
    expect(reached.funnel.viewed).toBe(9);
    const named = interestSchema.parse((await get(w.as.admin, `opportunities/${w.opp}/interest?name=done`)).json());
    expect(named.count).toBe(2);
    expect((await get(w.as.admin, `opportunities/${w.opp}/interest?step=nope`)).statusCode).toBe(400);
  });

  it('an opportunity without traces answers an empty funnel', async () => {
    const empty = await createOpportunity(w.t.db, w.w, 'Quiet Deal');
    const body = interestSchema.parse((await get(w.as.admin, `opportunities/${empty}/interest`)).json());
    expect(body.count).toBe(0);
    expect(Object.values(body.funnel)).toEqual(INTEREST_FUNNEL_STEPS.map(() => 0));
  });
});

describe('GET issuers/opportunities/{id}/data-room-analytics', { timeout: 60_000 }, () => {
  it('answers every issuer role and refuses the rest as the interest does', async () => {
    const url = `opportunities/${w.opp}/data-room-analytics`;
    for (const role of ROLES) expect((await get(w.as[role], url)).statusCode).toBe(200);
    expect((await get(w.as.investor, url)).statusCode).toBe(403);
    expect((await get(w.as.fidAdmin, url)).statusCode).toBe(403);
    expect((await get(w.as.otherIssuer, url)).statusCode).toBe(404);
    expect((await get(w.foreign.headers, url, w.foreign.fid)).statusCode).toBe(404);
  });

  it('counts views, distinct viewers and readers per document from the audit events', async () => {
    const res = await get(w.as.editor, `opportunities/${w.opp}/data-room-analytics`);
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json() as { results: Array<Record<string, unknown>> };
    const [first, second] = results as [Record<string, unknown>, Record<string, unknown>];
    expect(first).toMatchObject({ document: { name: 'Financials.pdf' }, views: 4, viewers: 2 });
    expect(second).toMatchObject({ document: { name: 'Site plan.pdf' }, views: 0, viewers: 0, readers: [] });
    expect(second.last_viewed_on).toBeNull();
    const readers = first.readers as Array<{ user: { name: string }; entity: { name: string }; views: number }>;
    const summary = readers.map((r) => [r.user.name, r.entity.name, r.views]).sort();
    expect(summary).toEqual([
      ['Ada Lovelace', 'Interest Capital', 1],
      ['Ada Lovelace', 'Room Capital', 2],
      ['Riley Viewer', 'Room Capital', 1],
    ]);
  });
});

describe('GET issuers/companies/{issuerId}/holdings', { timeout: 60_000 }, () => {
  it('sums executed investments per opportunity and security exactly', async () => {
    const typed = await createOpportunity(w.t.db, w.w, 'Helio Grid Preferred');
    await w.t.db
      .updateTable('opportunity')
      .set({ details: JSON.stringify({ security_terms: { type: 2 } }) })
      .where('id', '=', typed)
      .execute();
    await addInvestment(w, entities.DoneA as string, 'DEAL_EXECUTED', '1000.05', { opportunityId: typed });
    await addInvestment(w, entities.DoneB as string, 'DEAL_EXECUTED', '0.01', { opportunityId: typed });
    await addInvestment(w, entities.Deal as string, 'DEAL_APPROVED', '99.00', { opportunityId: typed });
    const res = await get(w.as.viewer, `companies/${w.w.issuerId}/holdings`);
    expect(res.statusCode, res.body).toBe(200);
    const body = issuerHoldingsSchema.parse(res.json());
    expect(body.results).toEqual([
      {
        opportunity: { id: typed, name: 'Helio Grid Preferred' },
        security_type: 2,
        security_label: 'Preferred stock',
        investors: 2,
        amount: '1000.06',
      },
      {
        opportunity: { id: w.opp, name: 'Helio Grid Storage SPV' },
        security_type: null,
        security_label: 'Not set',
        investors: 2,
        amount: '0.30',
      },
    ]);
    expect(body.total).toBe('1000.36');
  });

  it('answers every issuer role; another company or tenant 404, investors and staff 403', async () => {
    const url = `companies/${w.w.issuerId}/holdings`;
    for (const role of ROLES) expect((await get(w.as[role], url)).statusCode).toBe(200);
    expect((await get(w.as.investor, url)).statusCode).toBe(403);
    expect((await get(w.as.fidAdmin, url)).statusCode).toBe(403);
    expect((await get(w.as.otherIssuer, url)).statusCode).toBe(404);
    expect((await get(w.foreign.headers, url, w.foreign.fid)).statusCode).toBe(404);
    const empty = issuerHoldingsSchema.parse(
      (await get(w.as.otherIssuer, `companies/${w.w.otherIssuerId}/holdings`)).json(),
    );
    expect(empty).toEqual({ results: [], total: '0.00' });
  });
});
