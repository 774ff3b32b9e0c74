import { eventListSchema, eventSchema } from '@dl/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, loginAs, opportunityId, otherTenant } from './documents-fixtures.ts';
import { callsOf, FIDUCIARY_ADMIN_VIEWER, FIDUCIARY_EDITOR, staffMember } from './engagement-fixtures.ts';
import { buildTestApp, type TestApp, withDemoData } from './helpers.ts';

let t: TestApp;
let calls: ReturnType<typeof callsOf>;
let investor: Caller;
let viewer: Caller;
let fidAdmin: Caller;
let editor: Caller;
let adminViewer: Caller;
let other: Awaited<ReturnType<typeof otherTenant>>;

const created = z.object({ data: eventSchema });
const at = (days: number, hour = 15) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

beforeAll(async () => {
  t = await buildTestApp();
  await withDemoData(t);
  calls = callsOf(t);
  investor = await loginAs(t, 'investor@demo.test');
  viewer = await loginAs(t, 'viewer@demo.test');
  fidAdmin = await loginAs(t, 'fid-admin@demo.test');
  editor = await staffMember(t, investor.fid, FIDUCIARY_EDITOR);
  adminViewer = await staffMember(t, investor.fid, FIDUCIARY_ADMIN_VIEWER);
  other = await otherTenant(t);
});
afterAll(() => t.close());

async function createEvent(who: Caller, body: object) {
  const res = await calls.post(who, 'fid-admin/events', body);
  expect(res.statusCode, res.body).toBe(201);
  return created.parse(res.json()).data;
}

describe('POST fid-admin/events', () => {
  it('lets fiduciary admins and editors publish, audited; an opportunity is named', async () => {
    const northwind = await opportunityId(t, 'Northwind Series A');
    const e = await createEvent(fidAdmin, {
      title: 'Northwind investor call',
      description: 'Q&A with the founders',
      starts_on: at(9),
      ends_on: at(9, 16),
      url: 'https://meet.example.test/northwind',
      opportunity_id: northwind,
    });
    expect(e).toMatchObject({ opportunity_name: 'Northwind Series A', location: null, starts_on: at(9) });
    await createEvent(editor, { title: 'Office hours', starts_on: at(10), ends_on: at(10, 16), location: 'NYC' });
    const audit = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', e.id).execute();
    expect(audit.map((a) => a.kind)).toEqual(['event_created']);
  });

  it.each([
    [{ title: '' }, 'title: Title is required'],
    [{ ends_on: at(1, 10) }, 'ends_on: The event must end after it starts'],
    [{ location: undefined, url: undefined }, 'location: Give a location or an address'],
    [{ url: 'ftp://x' }, 'url: Enter a valid http(s) address'],
  ])('refuses %j', async (override, detail) => {
    const res = await calls.post(fidAdmin, 'fid-admin/events', {
      title: 'x',
      starts_on: at(1, 12),
      ends_on: at(1, 13),
      location: 'Online',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
  });

  it("refuses investors, viewers and read-only staff (403), another tenant's opportunity (404), other tenants (404)", async () => {
    const body = { title: 'x', starts_on: at(1, 12), ends_on: at(1, 13), location: 'Online' };
    for (const who of [investor, viewer, adminViewer]) {
      expect((await calls.post(who, 'fid-admin/events', body)).statusCode).toBe(403);
    }
    const foreign = await calls.post(fidAdmin, 'fid-admin/events', { ...body, opportunity_id: other.opportunityId });
    expect(foreign.statusCode).toBe(404);
    expect((await calls.post(other.caller, 'fid-admin/events', body, investor.fid)).statusCode).toBe(404);
  });
});

describe('GET events', () => {
  it('lists upcoming soonest first, past latest first, all by start; any member reads', async () => {
    const past = await createEvent(fidAdmin, { title: 'Past', starts_on: at(-3), ends_on: at(-3, 16), location: 'x' });
    const soon = await createEvent(fidAdmin, { title: 'Soon', starts_on: at(0, 0), ends_on: at(40), location: 'x' });
    const upcoming = eventListSchema.parse((await calls.get(investor, 'events?upcoming=true&limit=100')).json());
    expect(upcoming.results.map((e) => e.id)).toContain(soon.id);
    expect(upcoming.results.map((e) => e.id)).not.toContain(past.id);
    const starts = upcoming.results.map((e) => Date.parse(e.starts_on));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const ended = eventListSchema.parse((await calls.get(viewer, 'events?upcoming=false&limit=100')).json());
    expect(ended.results.map((e) => e.id)).toContain(past.id);
    const endedStarts = ended.results.map((e) => Date.parse(e.starts_on));
    expect(endedStarts).toEqual([...endedStarts].sort((a, b) => b - a));
    const all = eventListSchema.parse((await calls.get(fidAdmin, 'events?limit=100')).json());
    expect(all.count).toBe(upcoming.count + ended.count);
    const page = eventListSchema.parse((await calls.get(investor, 'events?limit=1&page=2')).json());
    expect(page.results[0]?.id).toBe(all.results[1]?.id);
  });

  it("keeps tenants apart: another tenant's caller gets 404, its own list is empty", async () => {
    expect((await calls.get(other.caller, 'events', investor.fid)).statusCode).toBe(404);
    const own = eventListSchema.parse((await calls.get(other.caller, 'events')).json());
    expect(own).toEqual({ count: 0, results: [] });
  });
});

describe('GET events/:id/ics', () => {
  it('downloads one event as iCalendar', async () => {
    const e = await createEvent(fidAdmin, {
      title: 'Roadshow, day 1; NYC',
      starts_on: at(12),
      ends_on: at(12, 17),
      location: 'Hall A',
    });
    const res = await calls.get(investor, `events/${e.id}/ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${e.id}.ics"`);
    expect(res.body).toContain('\r\nSUMMARY:Roadshow\\, day 1\\; NYC\r\n');
    expect(res.body).toContain('\r\nLOCATION:Hall A\r\n');
    expect(res.body).toContain(`\r\nUID:event-${e.id}@digital-locker\r\n`);
    expect((await calls.get(other.caller, `events/${e.id}/ics`)).statusCode).toBe(404);
  });
});
