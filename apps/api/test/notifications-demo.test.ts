import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SYSTEM_NOTIFICATIONS } from '#api/seed/demo-notifications.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, loginAs } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller;

const get = (who: Caller, path: string) =>
  t.app.inject({ url: `/api/v1/fid/${who.fid}/${path}`, headers: who.headers });

beforeAll(async () => {
  ({ t, investor } = await demoApp('investor'));
}, 120_000);
afterAll(() => t.close());

describe('demo notifications', () => {
  it('gives the demo investor actions and notifications of its own deals', async () => {
    const actions = (await get(investor, 'notifications?kind=ACTION')).json();
    expect(actions.count).toBeGreaterThan(0);
    expect(actions.results[0]).toMatchObject({
      event: 'CAPITAL_CALL_ISSUED',
      navigate_to: 'Transaction',
      read_on: null,
    });
    const investment = await t.app.inject({
      url: `/api/v1/fid/${investor.fid}/investments/${actions.results[0].resource_id}/payments`,
      headers: investor.headers,
    });
    expect(investment.statusCode).toBe(200);
    const notes = (await get(investor, 'notifications?kind=NOTIFICATION&limit=50')).json();
    const events = new Set(notes.results.map((r: { event: string }) => r.event));
    for (const e of ['NDA_COUNTERSIGNED', 'DATA_ROOM_OPENED', 'DEAL_EXECUTED', 'PAYMENT_ACKNOWLEDGED'])
      expect(events).toContain(e);
    expect((await get(investor, 'notifications?unread=true&limit=50')).json().count).toBeLessThan(
      actions.count + notes.count,
    );
  });

  it('has 12 system notifications of every kind and severity: two pages of 10', async () => {
    const first = (await get(investor, 'accounts/system-notifications?limit=10')).json();
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    expect((await get(investor, 'accounts/system-notifications?limit=10&page=2')).json().results).toHaveLength(2);
    const pairs = new Set(DEMO_SYSTEM_NOTIFICATIONS.map((s) => `${s.kind}/${s.severity}`));
    expect(pairs.size).toBe(9);
  });

  it('has a newcomer investor with nothing at all', async () => {
    const newcomer = await loginAs(t, 'newcomer@demo.test');
    expect(newcomer.entityId).not.toBeNull();
    for (const kind of ['ACTION', 'NOTIFICATION']) {
      expect((await get(newcomer, `notifications?kind=${kind}`)).json()).toEqual({ count: 0, results: [] });
    }
    const investments = await t.db
      .selectFrom('investment')
      .select('id')
      .where('entity_id', '=', newcomer.entityId as string)
      .execute();
    expect(investments).toEqual([]);
  });
});
