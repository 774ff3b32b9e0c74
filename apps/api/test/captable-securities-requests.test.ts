import { actionRequestSchema, capListSchema, ledgerTxSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D, type SecWorld, secWorld, sharesDraft } from './captable-securities-fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** Action requests (editor raises, admin approves or rejects, spec 6) and the ledger list with filters. */

let t: TestApp, w: SecWorld;

beforeAll(async () => {
  t = await buildTestApp();
  w = await secWorld(t);
}, 120_000);
afterAll(() => t.close());

async function issued(quantity: string): Promise<string> {
  const id = await w.draft(sharesDraft({ quantity }));
  await w.issue(id);
  return id;
}

async function raise(securityId: string, body: object) {
  const res = await w.call(w.members.captable_editor, 'POST', `/securities/${securityId}/action-requests`, body);
  expect(res.statusCode, res.body).toBe(201);
  return actionRequestSchema.parse((res.json() as { data: unknown }).data);
}

const decide = (id: string, body: object) =>
  w.call(w.members.captable_admin, 'POST', `/action-requests/${id}/decision`, body);

const audits = (subject: string) =>
  t.db
    .selectFrom('audit_event')
    .select('kind')
    .where('subject', '=', subject)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => r.kind));

describe('action requests', () => {
  it('an editor sees requests to raise; an approved request runs the action as the admin', async () => {
    const id = await issued('1000');
    const row = await w.call(w.members.captable_editor, 'GET', `/securities/${id}`);
    expect(row.json().data.allowed_actions).toEqual([
      'request:transfer',
      'request:modify',
      'request:cancel',
      'request:repurchase',
      'request:vesting',
      'request:retract',
      'view',
    ]);
    const req = await raise(id, { action: 'transfer', quantity: '250', to_stakeholder_id: 'SH-3', date: D });
    expect(req).toMatchObject({ security_id: id, action: 'transfer', status: 'pending', decided_on: null });
    expect(req.requested_by_name).not.toBeNull();
    // Nothing happened yet.
    expect((await w.detail(id)).status).toBe('issued');
    const res = await decide(req.id, { approve: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'approved', decided_on: expect.any(String) });
    const after = await w.detail(id);
    expect(after.status).toBe('ended');
    expect(after.children).toHaveLength(2);
    expect(await audits(req.id)).toEqual(['captable.action_request_raised', 'captable.action_request_approved']);
    const again = await decide(req.id, { approve: false, reason: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This request has already been approved.');
  });

  it('a request whose action no longer applies stays pending, and the answer says why', async () => {
    const id = await issued('100');
    const req = await raise(id, { action: 'transfer', quantity: '100', to_stakeholder_id: 'SH-3', date: D });
    // Meanwhile the admin cancels the whole security.
    const cancel = await w.act(id, { action: 'cancel', quantity: '100', reason: 'Forfeited', date: D });
    expect(cancel.statusCode).toBe(200);
    const res = await decide(req.id, { approve: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(`The request stays pending: ${id} has ended; it can only be viewed.`);
    const list = await w.call(w.members.captable_viewer, 'GET', '/action-requests?status=pending');
    const pending = capListSchema(actionRequestSchema).parse(list.json());
    expect(pending.results.map((r) => r.id)).toContain(req.id);
  });

  it('rejects with a reason (required), and refuses to raise an action that does not apply', async () => {
    const id = await issued('100');
    const req = await raise(id, { action: 'cancel', quantity: '10', reason: 'Left the company', date: D });
    const noReason = await decide(req.id, { approve: false });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Give the reason for rejecting the request.' });
    const res = await decide(req.id, { approve: false, reason: 'Board consent missing' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'rejected', reason: 'Board consent missing' });
    expect((await w.detail(id)).status).toBe('issued');
    expect(await audits(req.id)).toEqual(['captable.action_request_raised', 'captable.action_request_rejected']);
    const wrong = await w.call(w.members.captable_editor, 'POST', `/securities/${id}/action-requests`, {
      action: 'exercise',
      quantity: '1',
      date: D,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().detail).toBe(`Only options and warrants can be exercised; ${id} is a common stock.`);
    const rejected = await w.call(w.members.captable_viewer, 'GET', '/action-requests?status=rejected');
    expect(
      capListSchema(actionRequestSchema)
        .parse(rejected.json())
        .results.map((r) => r.id),
    ).toEqual([req.id]);
  });
});

describe('GET ledger', () => {
  it('pages the ledger newest first with the actor named, filtered by type, security and dates', async () => {
    const id = await issued('300');
    await w.act(id, { action: 'cancel', quantity: '100', reason: 'Forfeited', date: '2026-03-01' });
    const get = async (q: string) => {
      const res = await w.call(w.members.captable_viewer, 'GET', `/ledger?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return capListSchema(ledgerTxSchema).parse(res.json());
    };
    const all = await get('itemsPerPage=500');
    expect(all.count).toBe(all.results.length);
    const seqs = all.results.map((r) => BigInt(r.seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    const mine = await get(`security_id=${id}`);
    expect(mine.results.map((r) => r.type)).toEqual(['cancellation', 'issuance']);
    expect(mine.results[0]?.actor_name).not.toBeNull();
    expect(mine.results[0]?.body).toMatchObject({ quantity: '100', reason: 'Forfeited' });
    const cancellations = await get('type=cancellation');
    expect(cancellations.results.every((r) => r.type === 'cancellation')).toBe(true);
    expect(cancellations.results.map((r) => r.security_id)).toContain(id);
    const march = await get('from=2026-03-01&to=2026-03-31');
    expect(march.results.map((r) => [r.type, r.date])).toEqual([['cancellation', '2026-03-01']]);
    const classes = await get('type=stock_class');
    expect(classes.count).toBe(2);
    const paged = await get('type=stock_class&itemsPerPage=1&page=2');
    expect(paged.results).toHaveLength(1);
    expect(paged.count).toBe(2);
  });
});
