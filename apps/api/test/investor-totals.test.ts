import {
  investmentStatsSchema,
  myDocumentListSchema,
  pendingActionListSchema,
  portfolioListSchema,
  portfolioSummarySchema,
} from '@dl/contracts';
import {
  addMoney,
  documentAwaitsSignature,
  type InvestmentStatus,
  investmentFigures,
  isOpenOpportunity,
  type PaymentStatus,
  paymentAwaitsInvestor,
} from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, loginAs } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

/**
 * Issue 14 point 2: each investor figure read from every place it is shown agrees, and equals the
 * domain's definition computed from the raw rows. The dashboard showed Invested $515,000 and the
 * portfolio $505,000, and Pending actions 5 against 2 in the bell's Actions tab.
 */

let t: TestApp, investor: Caller, viewer: Caller;

beforeAll(async () => {
  ({ t, investor, viewer } = await demoApp('investor', 'viewer'));
});
afterAll(() => t.close());

const get = async (who: Caller, path: string) => {
  const res = await t.app.inject({ url: `/api/v1/fid/${who.fid}/${path}`, headers: who.headers });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json();
};
/** The body the portfolio overview and summary pages send. */
const summary = async (who: Caller) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/fid/${who.fid}/portfolio/summary`,
    headers: who.headers,
    payload: { filter_param: {} },
  });
  expect(res.statusCode, res.body).toBe(200);
  return portfolioSummarySchema.parse(res.json()).data;
};
const stats = async (who: Caller) => investmentStatsSchema.parse(await get(who, 'investors/investments/stats'));
/** What the dashboard's Actions card and the bell's Actions tab read (the first 3, then the count). */
const actions = async (who: Caller, query = 'page=1&limit=3') =>
  pendingActionListSchema.parse(await get(who, `investors/actions?${query}`));

async function entityIdsOf(userEmail: string) {
  const rows = await t.db
    .selectFrom('membership as m')
    .innerJoin('app_user as u', 'u.id', 'm.user_id')
    .select('m.entity_id')
    .where('u.email', '=', userEmail)
    .where('m.fiduciary_id', '=', investor.fid)
    .where('m.entity_id', 'is not', null)
    .execute();
  return rows.map((r) => r.entity_id as string);
}

describe('Invested and Committed', () => {
  it('the dashboard, the portfolio totals and the position lists show one Invested', async () => {
    const cards = await stats(investor);
    const totals = (await summary(investor)).totals;
    expect(totals.cost).toBe(cards.invested);
    // The positions, primary (the portfolio page) and secondary (Trading Activity), add up to it too.
    const primary = portfolioListSchema.parse(await get(investor, 'portfolio?is_primary=true&limit=100'));
    const secondary = portfolioListSchema.parse(await get(investor, 'portfolio?is_primary=false&limit=100'));
    expect(secondary.count).toBeGreaterThan(0);
    expect(primary.count + secondary.count).toBe(totals.positions);
    expect(addMoney('0', ...[...primary.results, ...secondary.results].map((p) => p.cost))).toBe(cards.invested);
  });

  it('equal the domain definitions computed from the investment rows', async () => {
    const entityIds = await entityIdsOf('investor@demo.test');
    const rows = await t.db
      .selectFrom('investment')
      .select(['status', 'amount'])
      .where('fiduciary_id', '=', investor.fid)
      .where('entity_id', 'in', entityIds)
      .execute();
    const expected = investmentFigures(rows.map((r) => ({ status: r.status as InvestmentStatus, amount: r.amount })));
    const cards = await stats(investor);
    expect({ invested: cards.invested, committed: cards.committed }).toEqual(expected);
    expect(expected.invested).toBe('515000.00');
  });
});

describe('Pending actions', () => {
  it('the dashboard count, the Actions card and the bell read one list', async () => {
    const cards = await stats(investor);
    const firstPage = await actions(investor);
    expect(firstPage.count).toBe(cards.pending_actions);
    expect(firstPage.results).toHaveLength(Math.min(3, cards.pending_actions));
    // Every page together is the whole list, oldest first, each item once.
    const all = await actions(investor, 'page=1&limit=100');
    expect(all.results).toHaveLength(cards.pending_actions);
    expect(all.results.slice(0, 3)).toEqual(firstPage.results);
    // The last page the contract allows, at the largest page size, answers the count and nothing more.
    const far = await actions(investor, 'page=100000000&limit=10000000');
    expect(far).toEqual({ count: cards.pending_actions, results: [] });
    const second = await actions(investor, 'page=2&limit=3');
    expect(second.results).toEqual(all.results.slice(3, 6));
    const since = all.results.map((a) => a.since);
    expect([...since].sort()).toEqual(since);
    expect(all.results.every((a) => a.text.length > 0 && !/[A-Z]{2,}_[A-Z]/.test(a.text))).toBe(true);
  });

  it('equal the domain definition: documents awaiting my signature and payments awaiting confirmation', async () => {
    const entityId = investor.entityId as string;
    const all = await actions(investor, 'page=1&limit=100');
    // Documents: the Documents page's pending list, each one awaiting a signature by the domain's rule.
    const pendingDocs = myDocumentListSchema.parse(await get(investor, 'mydocuments?pending=true&limit=100'));
    for (const d of pendingDocs.results) {
      expect(documentAwaitsSignature({ actionRequired: d.action_required, signedCopyId: d.signed_document_id })).toBe(
        true,
      );
    }
    const signing = all.results.filter((a) => a.kind === 'SIGN_DOCUMENT').map((a) => a.subject_id);
    expect(signing.sort()).toEqual(pendingDocs.results.map((d) => d.doc_id).sort());
    // Payments: the raw rows, initial payments from the executed investment, capital calls from theirs.
    const investments = await t.db
      .selectFrom('investment')
      .select(['id', 'status', 'amount', 'payment_status'])
      .where('fiduciary_id', '=', investor.fid)
      .where('entity_id', '=', entityId)
      .execute();
    const initial = investments.filter(
      (i) => i.status === 'DEAL_EXECUTED' && Number(i.amount) > 0 && paymentAwaitsInvestor(i.payment_status),
    );
    const calls = await t.db
      .selectFrom('payment as p')
      .innerJoin('investment as i', 'i.id', 'p.investment_id')
      .select(['p.id', 'p.status'])
      .where('i.entity_id', '=', entityId)
      .where('p.capital_call_id', 'is not', null)
      .execute();
    const openCalls = calls.filter((p) => paymentAwaitsInvestor(p.status as PaymentStatus));
    const paying = all.results.filter((a) => a.kind === 'CONFIRM_PAYMENT');
    expect(paying).toHaveLength(initial.length + openCalls.length);
    expect(
      paying
        .filter((a) => a.text.includes('capital call'))
        .map((a) => a.payment_id)
        .sort(),
    ).toEqual(openCalls.map((p) => p.id).sort());
    expect(all.count).toBe(pendingDocs.count + initial.length + openCalls.length);
    // An approved deal waits for the fiduciary's countersignature, not for the investor.
    expect(all.results.some((a) => /approved/i.test(a.text))).toBe(false);
  });

  it('the newcomer, with nothing yet, has none (the panel says so)', async () => {
    const newcomer = await loginAs(t, 'newcomer@demo.test');
    expect(await actions(newcomer)).toEqual({ count: 0, results: [] });
    expect((await stats(newcomer)).pending_actions).toBe(0);
  });

  it('a viewer, who cannot act, has none anywhere', async () => {
    expect((await stats(viewer)).pending_actions).toBe(0);
    expect(await actions(viewer)).toEqual({ count: 0, results: [] });
  });
});

describe('Open opportunities', () => {
  it('equals the domain definition computed from the opportunity rows', async () => {
    const entityId = investor.entityId as string;
    const opportunities = await t.db
      .selectFrom('opportunity')
      .select(['id', 'status'])
      .where('fiduciary_id', '=', investor.fid)
      .execute();
    const closed = await t.db
      .selectFrom('opportunity_access')
      .select('opportunity_id')
      .where('entity_id', '=', entityId)
      .where('status', '=', 'CLOSED')
      .execute();
    const investments = await t.db
      .selectFrom('investment')
      .select(['opportunity_id', 'status'])
      .where('entity_id', '=', entityId)
      .execute();
    const closedIds = new Set(closed.map((c) => c.opportunity_id));
    const expected = opportunities.filter((o) =>
      isOpenOpportunity({
        status: o.status,
        closedForEntity: closedIds.has(o.id),
        entityInvestmentStatuses: investments
          .filter((i) => i.opportunity_id === o.id)
          .map((i) => i.status as InvestmentStatus),
      }),
    ).length;
    expect((await stats(investor)).open_opportunities).toBe(expected);
  });
});
