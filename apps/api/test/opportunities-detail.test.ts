import { opportunityDetailSchema } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, tokensOf } from './demo-callers.ts';
import { createFiduciary, createUser } from './factories.ts';
import { bearer, login, type TestApp } from './helpers.ts';
import {
  addInvestment,
  createDocument,
  createIssuer,
  createOpportunity,
  entityOf,
  setNda,
  userIdOf,
} from './opportunities-fixtures.ts';

let t: TestApp, fid: string, access: string;
let entityId: string;
let userId: string;
let issuerId: string;
beforeAll(async () => {
  ({ t, fid, investor: access } = tokensOf(await demoApp('investor')));
  entityId = await entityOf(t.db, 'investor@demo.test', fid);
  userId = await userIdOf(t.db, 'investor@demo.test');
  issuerId = (
    await createIssuer(t.db, fid, {
      name: 'Detail Issuer',
      details: {
        structure: 'LLC',
        yearFounded: 2020,
        sector: 'Solar',
        industry: 'Utilities',
        naics: '221114',
        isin: 'US0000000001',
        headquarters: 'Austin, TX',
        employees: 42,
        logo: 'https://cdn.example/logo.png',
        branding: { logo: 'https://cdn.example/b.png', logo_small: 'https://cdn.example/s.png' },
        address: { line1: '1 Sun Way', city: 'Austin', province: 'TX', country: 'us', postal: '73301' },
      },
    })
  ).id;
});
afterAll(() => t.close());

const detailUrl = (id: string, fiduciaryId = fid) => `/api/v1/fid/${fiduciaryId}/investors/opportunities/${id}`;
const getDetail = async (id: string, token = access) => {
  const res = await t.app.inject({ url: detailUrl(id), headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return opportunityDetailSchema.parse(res.json());
};

/** A fresh opportunity with NDA and DEAL documents and two data-room documents. */
async function withDocuments(over: Parameters<typeof createOpportunity>[3] = {}) {
  const opp = await createOpportunity(t.db, fid, issuerId, over);
  const nda = await createDocument(t.db, fid, opp.id, 'NDA');
  const deal = await createDocument(t.db, fid, opp.id, 'DEAL');
  await createDocument(t.db, fid, opp.id, 'DATA_ROOM');
  await createDocument(t.db, fid, opp.id, 'DATA_ROOM');
  return { id: opp.id, ndaDocId: nda.id, dealDocId: deal.id };
}

describe('GET investors/opportunities/{id}', () => {
  it('answers every field of spec 3 with the issuer, security terms and documents', async () => {
    const opp = await withDocuments({
      name: 'Sunrise Notes',
      details: {
        market: 'Energy',
        stage: 'Seed',
        common_sector: ['Solar'],
        common_industry: ['Utilities', 'Storage'],
        captable: { shares_outstanding: 1000000 },
        ticker: 'SUN',
        logo: 'https://cdn.example/opp.png',
        highlights: ['Contracted revenue', 'Tax credits'],
        security_terms: { type: 5, term: 24, interestRate: 6, compoundPeriod: 'Simple', accrualPeriod: 'Monthly' },
      },
    });
    const d = await getDetail(opp.id);
    expect(d).toMatchObject({
      opp_id: opp.id,
      name: 'Sunrise Notes',
      short_desc: 'A test opportunity',
      opportunity_type: 'PRIMARY',
      type: 'GENERAL',
      status: 'Published',
      size: '1000000.00',
      minimum: '10000.00',
      pre: '4000000.00',
      post: '5000000.00',
      start_date: '2026-11-01',
      end_date: '2027-01-31',
      ticker: 'SUN',
      details: {
        shortDesc: 'A test opportunity',
        market: 'Energy',
        common_sector: ['Solar'],
        common_industry: ['Utilities', 'Storage'],
        stage: 'Seed',
        captable: { shares_outstanding: 1000000 },
        logo: 'https://cdn.example/opp.png',
        security_terms: { type: 5, term: 24, interestRate: 6, compoundPeriod: 'Simple', accrualPeriod: 'Monthly' },
        highlights: ['Contracted revenue', 'Tax credits'],
      },
      issuer: {
        id: issuerId,
        name: 'Detail Issuer',
        stage: 'Seed',
        market: 'Energy',
        logo: 'https://cdn.example/logo.png',
        details: {
          structure: 'LLC',
          yearFounded: 2020,
          sector: 'Solar',
          industry: 'Utilities',
          naics: '221114',
          isin: 'US0000000001',
          headquarters: 'Austin, TX',
          employees: 42,
          address: { line1: '1 Sun Way', line2: null, city: 'Austin', province: 'TX', country: 'us', postal: '73301' },
        },
        branding: { logo: 'https://cdn.example/b.png', logo_small: 'https://cdn.example/s.png' },
      },
      favorite: 0,
      is_dismissed: false,
      documents: {
        nda: { id: opp.ndaDocId, name: 'NDA document', document_type: 'NDA' },
        deal: { id: opp.dealDocId, name: 'DEAL document', document_type: 'DEAL' },
        data_room_count: 2,
      },
    });
  });

  it('leaves out security terms that do not fit their type', async () => {
    const opp = await createOpportunity(t.db, fid, issuerId, {
      details: { security_terms: { type: 9, carry: 'a lot' } },
    });
    expect((await getDetail(opp.id)).details.security_terms).toBeNull();
  });

  it('writes the audit event "opportunity viewed" for each read', async () => {
    const opp = await createOpportunity(t.db, fid, issuerId);
    await getDetail(opp.id);
    await getDetail(opp.id);
    const events = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'actor_user_id', 'fiduciary_id'])
      .where('subject', '=', opp.id)
      .execute();
    expect(events).toEqual([
      { kind: 'opportunity viewed', actor_user_id: userId, fiduciary_id: fid },
      { kind: 'opportunity viewed', actor_user_id: userId, fiduciary_id: fid },
    ]);
  });

  it('shows the caller’s favorite', async () => {
    const opp = await createOpportunity(t.db, fid, issuerId);
    await t.app.inject({
      method: 'PATCH',
      url: `${detailUrl(opp.id)}/favorite`,
      headers: bearer(access),
      payload: { favorite: -1 },
    });
    expect(await getDetail(opp.id)).toMatchObject({ favorite: -1, is_dismissed: true });
  });
});

describe('investor_state and actions in each NDA and investment state', () => {
  const cases = [
    { nda: null, inv: null, status: 'APPROVED', open: false, actions: ['SIGN_NDA'], text: null },
    {
      nda: 'NDA_SIGN_IN_PROCESS',
      inv: null,
      status: 'NDA_SIGN_IN_PROCESS',
      open: false,
      actions: ['SIGN_NDA'],
      text: null,
    },
    {
      nda: 'NDA_SIGNED',
      inv: null,
      status: 'NDA_SIGNED',
      open: false,
      actions: [],
      text: 'Waiting for issuer countersignature',
    },
    {
      nda: 'NDA_COUNTERSIGN_IN_PROCESS',
      inv: null,
      status: 'NDA_SIGNED',
      open: false,
      actions: [],
      text: 'Waiting for issuer countersignature',
    },
    { nda: 'NDA_DECLINED', inv: null, status: 'NDA_DECLINED', open: false, actions: [], text: 'NDA declined' },
    {
      nda: 'NDA_EXECUTED',
      inv: null,
      status: 'NDA_EXECUTED',
      open: true,
      actions: ['VIEW_DATA_ROOM', 'INDICATE_INTEREST'],
      text: null,
    },
    {
      nda: 'NDA_EXECUTED',
      inv: 'IOI_SENT',
      status: 'IOI_SENT',
      open: true,
      actions: ['VIEW_DATA_ROOM', 'SIGN_DEAL'],
      text: 'Transaction in progress',
    },
    {
      nda: 'NDA_EXECUTED',
      inv: 'DEAL_SIGN_IN_PROCESS',
      status: 'IOI_SENT',
      open: true,
      actions: ['VIEW_DATA_ROOM', 'SIGN_DEAL'],
      text: 'Signing in progress',
    },
    {
      nda: 'NDA_EXECUTED',
      inv: 'DEAL_PENDING_REVIEW',
      status: 'DEAL_SIGNED',
      open: true,
      actions: ['VIEW_DATA_ROOM'],
      text: 'Waiting for approval',
    },
    {
      nda: 'NDA_EXECUTED',
      inv: 'DEAL_APPROVED',
      status: 'DEAL_APPROVED',
      open: true,
      actions: ['VIEW_DATA_ROOM'],
      text: 'Deal approved',
    },
    {
      nda: 'NDA_EXECUTED',
      inv: 'DEAL_EXECUTED',
      status: 'DEAL_EXECUTED',
      open: true,
      actions: ['VIEW_DATA_ROOM'],
      text: 'Deal executed',
    },
    {
      nda: 'NDA_EXECUTED',
      inv: 'DEAL_DECLINED',
      status: 'DEAL_DECLINED',
      open: true,
      actions: ['VIEW_DATA_ROOM', 'INDICATE_INTEREST'],
      text: 'Deal declined',
    },
  ] as const;

  it.each(cases)('NDA $nda, investment $inv -> $status', async (c) => {
    const opp = await withDocuments();
    const who = { fiduciaryId: fid, opportunityId: opp.id, entityId, userId };
    if (c.nda) await setNda(t.db, { ...who, documentId: opp.ndaDocId }, c.nda);
    const inv = c.inv ? await addInvestment(t.db, who, c.inv, '25000.00') : null;
    const d = await getDetail(opp.id);
    expect(d.investor_state).toEqual({
      nda_status: c.nda,
      investment: inv ? { id: inv.id, status: c.inv, amount: '25000.00' } : null,
      opportunity_status: c.status,
      data_room_open: c.open,
      actions: c.actions,
      status_text: c.text,
    });
  });

  it('reaches Reviewed (BIG_BOYS_SEEN) once the investor opens a data-room document', async () => {
    const opp = await withDocuments();
    const who = { fiduciaryId: fid, opportunityId: opp.id, entityId, userId };
    await setNda(t.db, { ...who, documentId: opp.ndaDocId }, 'NDA_EXECUTED');
    expect((await getDetail(opp.id)).investor_state.opportunity_status).toBe('NDA_EXECUTED');
    const room = await t.app.inject({
      url: `/api/v1/fid/${fid}/investors/opportunities/${opp.id}/data-room`,
      headers: bearer(access),
    });
    expect(room.statusCode, room.body).toBe(200);
    const first = (room.json() as { results: { doc_id: string }[] }).results[0];
    // Listing the room is not reviewing it: opening a document is.
    expect((await getDetail(opp.id)).investor_state.opportunity_status).toBe('NDA_EXECUTED');
    const read = await t.app.inject({
      url: `/api/v1/fid/${fid}/mydocuments/${first?.doc_id}`,
      headers: bearer(access),
    });
    expect(read.statusCode, read.body).toBe(200);
    const state = (await getDetail(opp.id)).investor_state;
    expect(state).toMatchObject({
      opportunity_status: 'BIG_BOYS_SEEN',
      actions: ['VIEW_DATA_ROOM', 'INDICATE_INTEREST'],
    });
  });

  it('prefers the live investment over a declined one', async () => {
    const opp = await withDocuments();
    const who = { fiduciaryId: fid, opportunityId: opp.id, entityId, userId };
    await setNda(t.db, { ...who, documentId: opp.ndaDocId }, 'NDA_EXECUTED');
    await addInvestment(t.db, who, 'DEAL_DECLINED');
    const live = await addInvestment(t.db, who, 'DEAL_PENDING_REVIEW');
    expect((await getDetail(opp.id)).investor_state).toMatchObject({
      investment: { id: live.id, status: 'DEAL_PENDING_REVIEW' },
      status_text: 'Waiting for approval',
    });
  });

  it('a viewer reads the state of their entity but gets no actions to sign or invest', async () => {
    const opp = await withDocuments();
    const viewer = (await login(t, 'viewer@demo.test')).access;
    const d = await getDetail(opp.id, viewer);
    expect(d.investor_state).toMatchObject({ nda_status: null, actions: [] });
  });
});

describe('GET investors/opportunities/{id} refusals', () => {
  const status = async (id: string, token = access, fiduciaryId = fid) =>
    (await t.app.inject({ url: detailUrl(id, fiduciaryId), headers: bearer(token) })).statusCode;

  it('404 Not found. for missing, not published, and another tenant’s opportunity', async () => {
    const missing = await t.app.inject({
      url: detailUrl('00000000-0000-4000-8000-000000000000'),
      headers: bearer(access),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found.', code: 'NOT_FOUND' });
    const draft = await createOpportunity(t.db, fid, issuerId, { status: 'Created' });
    expect(await status(draft.id)).toBe(404);

    const other = await createFiduciary(t.db, { mpid: 'OTHER' });
    const otherIssuer = await createIssuer(t.db, other.id);
    const foreign = await createOpportunity(t.db, other.id, otherIssuer.id);
    expect(await status(foreign.id)).toBe(404);
    // The other tenant's own investor sees it; asking through our tenant's path still 404.
    const stranger = await createUser(t.db, {
      memberships: [{ fiduciary_id: other.id, role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR, entity: true }],
    });
    const strangerToken = (await login(t, stranger.email)).access;
    expect(await status(foreign.id, strangerToken, other.id)).toBe(200);
    expect(await status(foreign.id, strangerToken, fid)).toBe(404);
  });

  it('403 for a member without an investor role', async () => {
    const opp = await createOpportunity(t.db, fid, issuerId);
    const admin = (await login(t, 'fid-admin@demo.test')).access;
    expect(await status(opp.id, admin)).toBe(403);
  });

  it('a Closed opportunity reads as history, with nothing to act on', async () => {
    const opp = await withDocuments({ status: 'Closed' });
    expect((await getDetail(opp.id)).investor_state).toMatchObject({ actions: [], status_text: 'Closed' });
  });
});
