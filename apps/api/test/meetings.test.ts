import { meetingListSchema, meetingSchema } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES, ISSUER_ROLES } from '@dl/domain';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, loginAs, opportunityId, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, harborAdmin: Caller, viewer: Caller, issuer: Caller, fidAdmin: Caller;
let issuerViewer: Caller, kycApprover: Caller, fidEditor: Caller, fidViewer: Caller;
let other: OtherTenant;
let northwind: string;
let helio: string;

const result = z.object({ data: meetingSchema });
const url = (who: Caller, path: string, fid = who.fid) => `/api/v1/fid/${fid}/${path}`;
const get = (who: Caller, path: string, fid = who.fid) =>
  t.app.inject({ url: url(who, path, fid), headers: who.headers });
const post = (who: Caller, path: string, payload?: object, fid = who.fid) =>
  t.app.inject({ method: 'POST', url: url(who, path, fid), headers: who.headers, ...(payload ? { payload } : {}) });

const inDays = (days: number, hour = 15) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

async function request(who = investor, opportunity = northwind, times = [inDays(3), inDays(4)]) {
  const res = await post(who, 'meetings', {
    opportunity_id: opportunity,
    proposed_times: times,
    duration_minutes: 30,
    note: 'Terms, timeline; and the data room',
  });
  expect(res.statusCode, res.body).toBe(201);
  return result.parse(res.json()).data;
}

beforeAll(async () => {
  ({
    t,
    investor,
    investorAdmin: harborAdmin,
    viewer,
    issuer,
    fidAdmin,
    kycApprover,
    fidEditor,
    fidViewer,
  } = await demoApp(
    'investor',
    'investorAdmin',
    'viewer',
    'issuer',
    'fidAdmin',
    'kycApprover',
    'fidEditor',
    'fidViewer',
  ));
  northwind = await opportunityId(t, 'Northwind Series A');
  helio = await opportunityId(t, 'Helio Grid Seed');
  const northwindIssuer = await t.db
    .selectFrom('opportunity')
    .select('issuer_id')
    .where('id', '=', northwind)
    .executeTakeFirstOrThrow();
  const user = await createUser(t.db, { password: 'Member!2345', memberships: [] });
  await t.db
    .insertInto('membership')
    .values({
      fiduciary_id: investor.fid,
      user_id: user.id,
      role: ISSUER_ROLES.ISSUER_VIEWER,
      issuer_id: northwindIssuer.issuer_id,
    })
    .execute();
  issuerViewer = await loginAs(t, user.email, 'Member!2345');
  other = await otherTenant(t);
});
afterAll(() => t.close());

describe('POST meetings', () => {
  it('stores a request with its times in order and tells the issuer members (ACTION)', async () => {
    const later = inDays(5);
    const sooner = inDays(2);
    const m = await request(investor, northwind, [later, sooner]);
    expect(m).toMatchObject({
      status: 'REQUESTED',
      opportunity_id: northwind,
      opportunity_name: 'Northwind Series A',
      issuer_name: 'Northwind Robotics',
      entity_id: investor.entityId,
      entity_name: 'Avery Investor',
      duration_minutes: 30,
      accepted_time: null,
    });
    expect(m.proposed_times).toEqual([sooner, later]);
    const issuerUser = await t.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'issuer@demo.test')
      .executeTakeFirstOrThrow();
    const notes = await t.db
      .selectFrom('notification')
      .select(['kind', 'event', 'message', 'navigate_to', 'resource_id'])
      .where('user_id', '=', issuerUser.id)
      .where('resource_id', '=', m.id)
      .execute();
    expect(notes).toEqual([
      {
        kind: 'ACTION',
        event: 'MEETING_REQUESTED',
        message: 'Avery Investor requested a meeting about Northwind Series A.',
        navigate_to: 'ScheduleMeetings',
        resource_id: m.id,
      },
    ]);
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', m.id).execute();
    expect(audit.map((a) => a.kind)).toEqual(['meeting_requested']);
  });

  it.each([
    [{ proposed_times: [] }, 'proposed_times: Propose at least one time'],
    [{ proposed_times: [inDays(1), inDays(2), inDays(3), inDays(4)] }, 'proposed_times: Propose at most 3 times'],
    [{ proposed_times: [inDays(1), inDays(1)] }, 'proposed_times: Proposed times must differ'],
    [{ proposed_times: [inDays(-1)] }, 'proposed_times: Proposed times must be in the future'],
    [{ proposed_times: ['tomorrow'] }, 'proposed_times.0: Enter a valid date and time'],
    [{ duration_minutes: 5 }, 'duration_minutes: Duration must be at least 15 minutes'],
    [{ duration_minutes: 600 }, 'duration_minutes: Duration must be at most 480 minutes'],
    [{ opportunity_id: 'x' }, 'opportunity_id: Select an opportunity'],
  ])('refuses %j with 400', async (override, detail) => {
    const res = await post(investor, 'meetings', {
      opportunity_id: northwind,
      proposed_times: [inDays(2)],
      duration_minutes: 30,
      ...override,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toBe(detail);
  });

  it('answers 404 for an opportunity of another tenant or one investors cannot see', async () => {
    const body = { proposed_times: [inDays(2)], duration_minutes: 30 };
    const foreign = await post(investor, 'meetings', { ...body, opportunity_id: other.opportunityId });
    expect(foreign.statusCode).toBe(404);
    const pending = await opportunityId(t, 'Helio Grid Bridge');
    expect((await post(investor, 'meetings', { ...body, opportunity_id: pending })).statusCode).toBe(404);
  });

  it('refuses viewers (403) and non-investors (403); another tenant answers 404', async () => {
    const body = { opportunity_id: northwind, proposed_times: [inDays(2)], duration_minutes: 30 };
    expect((await post(viewer, 'meetings', body)).statusCode).toBe(403);
    expect((await post(fidAdmin, 'meetings', body)).statusCode).toBe(403);
    expect((await post(other.caller, 'meetings', body, investor.fid)).statusCode).toBe(404);
  });
});

describe('GET meetings', () => {
  it('shows an investor only their entity, newest first, with a status filter and paging', async () => {
    const harbor = await request(harborAdmin, helio);
    const mine = await request(investor, helio);
    const res = await get(investor, 'meetings?limit=50');
    const list = meetingListSchema.parse(res.json());
    expect(list.results.every((m) => m.entity_id === investor.entityId)).toBe(true);
    expect(list.results.map((m) => m.id)).toContain(mine.id);
    expect(list.results.map((m) => m.id)).not.toContain(harbor.id);
    expect(list.results[0]?.id).toBe(mine.id);
    const page = meetingListSchema.parse((await get(investor, 'meetings?limit=1&page=2')).json());
    expect(page.count).toBe(list.count);
    expect(page.results[0]?.id).toBe(list.results[1]?.id);
    const cancelled = meetingListSchema.parse((await get(investor, 'meetings?status=CANCELLED&limit=50')).json());
    expect(cancelled.results.every((m) => m.status === 'CANCELLED')).toBe(true);
    // The viewer of Harbor reads Harbor's.
    const viewed = meetingListSchema.parse((await get(viewer, 'meetings?limit=50')).json());
    expect(viewed.results.map((m) => m.id)).toContain(harbor.id);
  });

  it("shows an issuer member the requests about their issuer's opportunities only", async () => {
    const ours = await request(investor, northwind);
    const theirs = await request(investor, helio);
    const list = meetingListSchema.parse((await get(issuer, 'meetings?limit=100')).json());
    const ids = list.results.map((m) => m.id);
    expect(ids).toContain(ours.id);
    expect(ids).not.toContain(theirs.id);
    expect(list.results.every((m) => m.issuer_name === 'Northwind Robotics')).toBe(true);
  });

  it('refuses members who are neither (403) and answers 404 to another tenant', async () => {
    expect((await get(kycApprover, 'meetings')).statusCode).toBe(403);
    expect((await get(other.caller, 'meetings', investor.fid)).statusCode).toBe(404);
  });
});

describe('accept, decline, cancel', () => {
  it('the issuer accepts one of the proposed times; the entity hears of it; the .ics follows', async () => {
    const m = await request(investor, northwind, [inDays(6, 14), inDays(7, 16)]);
    const bad = await post(issuer, `meetings/${m.id}/accept`, { time: inDays(8) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('time: Choose one of the proposed times');
    const pending = await get(investor, `meetings/${m.id}/ics`);
    expect(pending.statusCode).toBe(409);
    const res = await post(issuer, `meetings/${m.id}/accept`, { time: m.proposed_times[1] });
    expect(res.statusCode, res.body).toBe(200);
    expect(result.parse(res.json()).data).toMatchObject({ status: 'ACCEPTED', accepted_time: m.proposed_times[1] });
    const notes = await t.db
      .selectFrom('notification')
      .select(['kind', 'event', 'message'])
      .where('resource_id', '=', m.id)
      .where('event', '=', 'MEETING_ANSWERED')
      .execute();
    expect(notes).toEqual([
      {
        kind: 'NOTIFICATION',
        event: 'MEETING_ANSWERED',
        message: 'Northwind Robotics accepted your meeting request about Northwind Series A.',
      },
    ]);
    const again = await post(issuer, `meetings/${m.id}/decline`, { reason: 'No' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Cannot decline while the meeting request is ACCEPTED.');

    for (const who of [investor, issuer]) {
      const ics = await get(who, `meetings/${m.id}/ics`);
      expect(ics.statusCode).toBe(200);
      expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(ics.headers['content-disposition']).toBe(`attachment; filename="meeting-${m.id}.ics"`);
      const start = (m.proposed_times[1] as string).replace(/[-:]/g, '').replace('.000', '');
      expect(ics.body).toContain(`\r\nDTSTART:${start}\r\n`);
      expect(ics.body).toContain(`\r\nUID:meeting-${m.id}@digital-locker\r\n`);
      expect(ics.body).toContain('SUMMARY:Meeting: Northwind Series A (Northwind Robotics)');
      expect(ics.body.replace(/\r\n /g, '')).toContain('Terms\\, timeline\\; and the data room');
    }
    expect((await get(harborAdmin, `meetings/${m.id}/ics`)).statusCode).toBe(404);
    expect((await get(other.caller, `meetings/${m.id}/ics`, investor.fid)).statusCode).toBe(404);
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', m.id).execute();
    expect(audit.map((a) => a.kind)).toEqual(['meeting_requested', 'meeting_accepted']);
  });

  it('the issuer declines with a reason; an issuer viewer may not answer', async () => {
    const m = await request();
    expect((await post(issuerViewer, `meetings/${m.id}/decline`, { reason: 'Busy' })).statusCode).toBe(403);
    expect((await post(issuer, `meetings/${m.id}/decline`, { reason: '  ' })).statusCode).toBe(400);
    const res = await post(issuer, `meetings/${m.id}/decline`, { reason: 'We are in a quiet period' });
    expect(res.statusCode, res.body).toBe(200);
    expect(result.parse(res.json()).data).toMatchObject({
      status: 'DECLINED',
      decline_reason: 'We are in a quiet period',
    });
    const list = meetingListSchema.parse((await get(issuerViewer, 'meetings?limit=100')).json());
    expect(list.results.map((r) => r.id)).toContain(m.id);
  });

  it("an issuer may not answer another issuer's request (404), nor an investor (403)", async () => {
    const m = await request(investor, helio);
    expect((await post(issuer, `meetings/${m.id}/accept`, { time: m.proposed_times[0] })).statusCode).toBe(404);
    expect((await post(investor, `meetings/${m.id}/accept`, { time: m.proposed_times[0] })).statusCode).toBe(403);
    expect((await post(kycApprover, `meetings/${m.id}/decline`, { reason: 'x' })).statusCode).toBe(403);
  });

  it('the investor cancels a request or an accepted meeting, never twice; viewers and others may not', async () => {
    const m = await request(harborAdmin);
    expect((await post(viewer, `meetings/${m.id}/cancel`)).statusCode).toBe(403);
    expect((await post(investor, `meetings/${m.id}/cancel`)).statusCode).toBe(404);
    expect((await post(other.caller, `meetings/${m.id}/cancel`, undefined, investor.fid)).statusCode).toBe(404);
    await post(issuer, `meetings/${m.id}/accept`, { time: m.proposed_times[0] });
    const res = await post(harborAdmin, `meetings/${m.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(result.parse(res.json()).data.status).toBe('CANCELLED');
    const twice = await post(harborAdmin, `meetings/${m.id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('Cannot cancel while the meeting request is CANCELLED.');
  });

  it('answers 404 for an unknown meeting', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await post(investor, `meetings/${id}/cancel`)).statusCode).toBe(404);
    expect((await post(issuer, `meetings/${id}/accept`, { time: inDays(2) })).statusCode).toBe(404);
    expect((await get(investor, `meetings/${id}/ics`)).statusCode).toBe(404);
  });
});

describe("the fund's staff (meetings.read_tenant, meetings.respond_tenant)", () => {
  it("read every issuer's requests of the tenant; the editor accepts, the admin declines, the viewer only reads", async () => {
    const first = await request(investor, helio);
    const second = await request(investor, northwind);
    for (const who of [fidAdmin, fidEditor, fidViewer]) {
      const list = meetingListSchema.parse((await get(who, 'meetings?limit=100&status=REQUESTED')).json());
      expect(list.results.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    }
    expect((await post(fidViewer, `meetings/${first.id}/accept`, { time: first.proposed_times[0] })).statusCode).toBe(
      403,
    );
    const accepted = await post(fidEditor, `meetings/${first.id}/accept`, { time: first.proposed_times[0] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(result.parse(accepted.json()).data).toMatchObject({ status: 'ACCEPTED' });
    expect((await get(fidViewer, `meetings/${first.id}/ics`)).statusCode).toBe(200);
    const declined = await post(fidAdmin, `meetings/${second.id}/decline`, {
      reason: 'The issuer is in a quiet period',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'actor_user_id'])
      .where('subject', 'in', [first.id, second.id])
      .where('kind', 'in', ['meeting_accepted', 'meeting_declined'])
      .execute();
    expect(audit.map((a) => a.kind).sort()).toEqual(['meeting_accepted', 'meeting_declined']);
    // Another tenant's staff do not reach these meetings.
    expect((await post(fidAdmin, `meetings/${first.id}/decline`, { reason: 'x' }, other.fid)).statusCode).toBe(404);
  });
});

describe('investor-admin of the same entity', () => {
  it('may act for the entity', async () => {
    const user = await createUser(t.db, { password: 'Member!2345', memberships: [] });
    await t.db
      .insertInto('membership')
      .values({
        fiduciary_id: investor.fid,
        user_id: user.id,
        role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN,
        entity_id: investor.entityId,
      })
      .execute();
    const admin = await loginAs(t, user.email, 'Member!2345');
    const m = await request(investor);
    expect((await post(admin, `meetings/${m.id}/cancel`)).statusCode).toBe(200);
  });
});
