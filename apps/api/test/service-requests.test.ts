import { serviceRequestDetailSchema, serviceRequestListSchema } from '@dl/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import { callsOf, FIDUCIARY_ADMIN_VIEWER, FIDUCIARY_EDITOR, KYC_APPROVER, staffMember } from './engagement-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, harborAdmin: Caller, viewer: Caller, fidAdmin: Caller, other: OtherTenant;
let calls: ReturnType<typeof callsOf>;
let editor: Caller;
let adminViewer: Caller;
let kyc: Caller;

const detail = z.object({ data: serviceRequestDetailSchema });

beforeAll(async () => {
  ({
    t,
    investor,
    investorAdmin: harborAdmin,
    viewer,
    fidAdmin,
  } = await demoApp('investor', 'investorAdmin', 'viewer', 'fidAdmin'));
  calls = callsOf(t);
  editor = await staffMember(t, investor.fid, FIDUCIARY_EDITOR);
  adminViewer = await staffMember(t, investor.fid, FIDUCIARY_ADMIN_VIEWER);
  kyc = await staffMember(t, investor.fid, KYC_APPROVER);
  other = await otherTenant(t);
});
afterAll(() => t.close());

async function open(who = investor, subject = 'Update my address') {
  const res = await calls.post(who, 'service-requests', {
    subject,
    category: 'Account',
    description: 'We moved offices.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return detail.parse(res.json()).data;
}

describe('investor calls', () => {
  it('opens a request (OPEN, audited) and reads it with its comments', async () => {
    const r = await open();
    expect(r).toMatchObject({
      status: 'OPEN',
      subject: 'Update my address',
      category: 'Account',
      entity_id: investor.entityId,
      entity_name: 'Avery Investor',
      requested_by_name: 'Avery Investor',
      comment_count: 0,
      comments: [],
    });
    const res = await calls.get(investor, `service-requests/${r.id}`);
    expect(detail.parse(res.json()).data.id).toBe(r.id);
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', r.id).execute();
    expect(audit.map((a) => a.kind)).toEqual(['service_request_created']);
  });

  it.each([
    [{ subject: '' }, 'subject: Subject is required'],
    [{ category: 'Lunch' }, 'category: Select a category'],
    [{ description: '   ' }, 'description: Description is required'],
  ])('refuses %j', async (override, message) => {
    const res = await calls.post(investor, 'service-requests', {
      subject: 's',
      category: 'Tax',
      description: 'd',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(message);
  });

  it('lists only the entity, most recently changed first, with a status filter', async () => {
    const first = await open(investor, 'First');
    const harbor = await open(harborAdmin, 'Harbor');
    await open(investor, 'Second');
    await calls.post(investor, `service-requests/${first.id}/comments`, { body: 'Any news?' });
    const list = serviceRequestListSchema.parse((await calls.get(investor, 'service-requests?limit=100')).json());
    expect(list.results[0]?.id).toBe(first.id);
    expect(list.results[0]?.comment_count).toBe(1);
    expect(list.results.map((r) => r.id)).not.toContain(harbor.id);
    expect(list.results.every((r) => r.entity_id === investor.entityId)).toBe(true);
    const closed = serviceRequestListSchema.parse((await calls.get(investor, 'service-requests?status=CLOSED')).json());
    expect(closed.results.every((r) => r.status === 'CLOSED')).toBe(true);
    const viewed = serviceRequestListSchema.parse((await calls.get(viewer, 'service-requests?limit=100')).json());
    expect(viewed.results.map((r) => r.id)).toContain(harbor.id);
    expect((await calls.get(harborAdmin, `service-requests/${first.id}`)).statusCode).toBe(404);
  });

  it('comments and closes; a closed request takes no comment and no second close', async () => {
    const r = await open();
    const res = await calls.post(investor, `service-requests/${r.id}/comments`, { body: 'Here is the new one.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(detail.parse(res.json()).data.comments).toMatchObject([
      { author_type: 'INVESTOR', author_name: 'Avery Investor', body: 'Here is the new one.' },
    ]);
    const closed = await calls.post(investor, `service-requests/${r.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(detail.parse(closed.json()).data.status).toBe('CLOSED');
    const late = await calls.post(investor, `service-requests/${r.id}/comments`, { body: 'x' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('This service request is closed.');
    const twice = await calls.post(investor, `service-requests/${r.id}/close`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('Cannot move the service request from CLOSED to CLOSED.');
  });

  it('viewers read only; non-investors 403; other tenants 404', async () => {
    const r = await open(harborAdmin);
    expect((await calls.get(viewer, `service-requests/${r.id}`)).statusCode).toBe(200);
    const body = { subject: 's', category: 'Tax', description: 'd' };
    expect((await calls.post(viewer, 'service-requests', body)).statusCode).toBe(403);
    expect((await calls.post(viewer, `service-requests/${r.id}/comments`, { body: 'x' })).statusCode).toBe(403);
    expect((await calls.post(viewer, `service-requests/${r.id}/close`)).statusCode).toBe(403);
    expect((await calls.get(fidAdmin, 'service-requests')).statusCode).toBe(403);
    expect((await calls.get(other.caller, 'service-requests', investor.fid)).statusCode).toBe(404);
    expect((await calls.get(other.caller, `service-requests/${r.id}`)).statusCode).toBe(404);
  });
});

describe('fiduciary calls', () => {
  it('lists every entity for staff who read; others 403', async () => {
    const a = await open(investor, 'A');
    const b = await open(harborAdmin, 'B');
    for (const who of [fidAdmin, editor, adminViewer]) {
      const res = await calls.get(who, 'fid-admin/service-requests?limit=100');
      expect(res.statusCode, res.body).toBe(200);
      const ids = serviceRequestListSchema.parse(res.json()).results.map((r) => r.id);
      expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    }
    for (const who of [kyc, investor, viewer]) {
      expect((await calls.get(who, 'fid-admin/service-requests')).statusCode).toBe(403);
    }
    expect((await calls.get(other.caller, 'fid-admin/service-requests', investor.fid)).statusCode).toBe(404);
  });

  it('moves the status through the machine and comments, audited, notifying the entity', async () => {
    const r = await open();
    const started = await calls.patch(fidAdmin, `fid-admin/service-requests/${r.id}`, {
      status: 'IN_PROGRESS',
      comment: 'Looking into it.',
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(detail.parse(started.json()).data).toMatchObject({
      status: 'IN_PROGRESS',
      comments: [{ author_type: 'FIDUCIARY', body: 'Looking into it.', author_name: 'Casey Trustee' }],
    });
    const commented = await calls.patch(editor, `fid-admin/service-requests/${r.id}`, { comment: 'Half done.' });
    expect(commented.statusCode).toBe(200);
    const resolved = await calls.patch(fidAdmin, `fid-admin/service-requests/${r.id}`, { status: 'RESOLVED' });
    expect(detail.parse(resolved.json()).data.status).toBe('RESOLVED');
    const back = await calls.patch(fidAdmin, `fid-admin/service-requests/${r.id}`, { status: 'OPEN' });
    expect(back.statusCode).toBe(409);
    expect(back.json().detail).toBe('Cannot move the service request from RESOLVED to OPEN.');

    const notes = await t.db
      .selectFrom('notification as n')
      .innerJoin('app_user as u', 'u.id', 'n.user_id')
      .select(['u.email', 'n.kind', 'n.event', 'n.message', 'n.navigate_to', 'n.query'])
      .where('n.resource_id', '=', r.id)
      .orderBy('n.created_on')
      .orderBy('n.id')
      .execute();
    expect(notes.every((n) => n.email === 'investor@demo.test' && n.kind === 'NOTIFICATION')).toBe(true);
    expect(notes.map((n) => n.message)).toEqual([
      'Your service request "Update my address" is now in progress.',
      'Your fiduciary commented on your service request "Update my address".',
      'Your service request "Update my address" is now resolved.',
    ]);
    expect(notes.every((n) => n.event === 'SERVICE_REQUEST_UPDATED' && n.navigate_to === 'ServiceRequest')).toBe(true);
    expect(notes[0]?.query).toEqual({ id: r.id });
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', r.id).execute();
    expect(audit.map((a) => a.kind)).toEqual([
      'service_request_created',
      'service_request_status_changed',
      'service_request_commented',
      'service_request_status_changed',
    ]);
  });

  it('refuses read-only staff and investors (403), an empty change (400), other tenants (404)', async () => {
    const r = await open();
    expect(
      (await calls.patch(adminViewer, `fid-admin/service-requests/${r.id}`, { status: 'CLOSED' })).statusCode,
    ).toBe(403);
    expect((await calls.patch(investor, `fid-admin/service-requests/${r.id}`, { status: 'CLOSED' })).statusCode).toBe(
      403,
    );
    const empty = await calls.patch(fidAdmin, `fid-admin/service-requests/${r.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('status: Give a status or a comment');
    const foreign = await calls.patch(
      other.caller,
      `fid-admin/service-requests/${r.id}`,
      { status: 'CLOSED' },
      investor.fid,
    );
    expect(foreign.statusCode).toBe(404);
    const unknown = await calls.patch(fidAdmin, 'fid-admin/service-requests/00000000-0000-4000-8000-000000000000', {
      status: 'CLOSED',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('reads any entity’s request with its thread for staff who read; others 403, other tenants 404', async () => {
    const r = await open(harborAdmin, 'Wire details');
    await calls.patch(fidAdmin, `fid-admin/service-requests/${r.id}`, { comment: 'On it.' });
    for (const who of [fidAdmin, editor, adminViewer]) {
      const res = await calls.get(who, `fid-admin/service-requests/${r.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const data = detail.parse(res.json()).data;
      expect(data).toMatchObject({ id: r.id, subject: 'Wire details' });
      expect(data.comments.map((c) => [c.author_type, c.body])).toEqual([['FIDUCIARY', 'On it.']]);
    }
    for (const who of [kyc, investor, viewer]) {
      expect((await calls.get(who, `fid-admin/service-requests/${r.id}`)).statusCode).toBe(403);
    }
    expect((await calls.get(other.caller, `fid-admin/service-requests/${r.id}`, investor.fid)).statusCode).toBe(404);
    const unknown = await calls.get(fidAdmin, 'fid-admin/service-requests/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});
