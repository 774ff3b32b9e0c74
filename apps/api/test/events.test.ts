import { eventListSchema, eventSchema } from '@dl/contracts';
import { describe, expect, it } from 'vitest';
import { opportunityId } from './documents-fixtures.ts';
import { expectEditable, expectEditorsOnly, publisher, publishingSuite } from './engagement-fixtures.ts';

const s = publishingSuite();
const createEvent = publisher(s, 'fid-admin/events', eventSchema);
const at = (days: number, hour = 15) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

describe('POST fid-admin/events', () => {
  it('lets fiduciary admins and editors publish, audited; an opportunity is named', async () => {
    const northwind = await opportunityId(s.t, 'Northwind Series A');
    const e = await createEvent(s.fidAdmin, {
      title: 'Northwind investor call',
      description: 'Q&A with the founders',
      starts_on: at(9),
      ends_on: at(9, 16),
      url: 'https://meet.example.test/northwind',
      opportunity_id: northwind,
    });
    expect(e).toMatchObject({ opportunity_name: 'Northwind Series A', location: null, starts_on: at(9) });
    await createEvent(s.editor, { title: 'Office hours', starts_on: at(10), ends_on: at(10, 16), location: 'NYC' });
    const audit = await s.t.db.selectFrom('audit_event').select('kind').where('subject', '=', e.id).execute();
    expect(audit.map((a) => a.kind)).toEqual(['event_created']);
  });

  it.each([
    [{ title: '' }, 'title: Title is required'],
    [{ ends_on: at(1, 10) }, 'ends_on: The event must end after it starts'],
    [{ location: undefined, url: undefined }, 'location: Give a location or an address'],
    [{ url: 'ftp://x' }, 'url: Online address is not url'],
  ])('refuses %j', async (override, detail) => {
    const res = await s.calls.post(s.fidAdmin, 'fid-admin/events', {
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
    await expectEditorsOnly(s, 'fid-admin/events', body);
    const foreign = await s.calls.post(s.fidAdmin, 'fid-admin/events', {
      ...body,
      opportunity_id: s.other.opportunityId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('Opportunity not found.');
  });
});

describe('GET events', () => {
  it('lists upcoming soonest first, past latest first, all by start; any member reads', async () => {
    const past = await createEvent(s.fidAdmin, {
      title: 'Past',
      starts_on: at(-3),
      ends_on: at(-3, 16),
      location: 'x',
    });
    const soon = await createEvent(s.fidAdmin, { title: 'Soon', starts_on: at(0, 0), ends_on: at(40), location: 'x' });
    const upcoming = eventListSchema.parse((await s.calls.get(s.investor, 'events?upcoming=true&limit=100')).json());
    expect(upcoming.results.map((e) => e.id)).toContain(soon.id);
    expect(upcoming.results.map((e) => e.id)).not.toContain(past.id);
    const starts = upcoming.results.map((e) => Date.parse(e.starts_on));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const ended = eventListSchema.parse((await s.calls.get(s.viewer, 'events?upcoming=false&limit=100')).json());
    expect(ended.results.map((e) => e.id)).toContain(past.id);
    const endedStarts = ended.results.map((e) => Date.parse(e.starts_on));
    expect(endedStarts).toEqual([...endedStarts].sort((a, b) => b - a));
    const all = eventListSchema.parse((await s.calls.get(s.fidAdmin, 'events?limit=100')).json());
    expect(all.count).toBe(upcoming.count + ended.count);
    const page = eventListSchema.parse((await s.calls.get(s.investor, 'events?limit=1&page=2')).json());
    expect(page.results[0]?.id).toBe(all.results[1]?.id);
  });

  it("keeps tenants apart: another tenant's caller gets 404, its own list is empty", async () => {
    expect((await s.calls.get(s.other.caller, 'events', s.investor.fid)).statusCode).toBe(404);
    const own = eventListSchema.parse((await s.calls.get(s.other.caller, 'events')).json());
    expect(own).toEqual({ count: 0, results: [] });
  });
});

describe('GET events/:id/ics', () => {
  it('downloads one event as iCalendar', async () => {
    const e = await createEvent(s.fidAdmin, {
      title: 'Roadshow, day 1; NYC',
      starts_on: at(12),
      ends_on: at(12, 17),
      location: 'Hall A',
    });
    const res = await s.calls.get(s.investor, `events/${e.id}/ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${e.id}.ics"`);
    expect(res.body).toContain('\r\nSUMMARY:Roadshow\\, day 1\\; NYC\r\n');
    expect(res.body).toContain('\r\nLOCATION:Hall A\r\n');
    expect(res.body).toContain(`\r\nUID:event-${e.id}@digital-locker\r\n`);
    expect((await s.calls.get(s.other.caller, `events/${e.id}/ics`)).statusCode).toBe(404);
  });
});

describe('PUT and DELETE fid-admin/events/:id', () => {
  it('editors change and remove an event with the create rules, audited; others refused', async () => {
    const e = await createEvent(s.fidAdmin, {
      title: 'Draft call',
      starts_on: at(20),
      ends_on: at(20, 16),
      location: 'NYC',
    });
    const invalid = await s.calls.put(s.editor, `fid-admin/events/${e.id}`, {
      title: 'Draft call',
      starts_on: at(20, 16),
      ends_on: at(20, 15),
      location: 'NYC',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().detail).toBe('ends_on: The event must end after it starts');
    const kinds = await expectEditable(s, 'fid-admin/events', e, {
      body: { title: 'Investor day', starts_on: at(21), ends_on: at(21, 17), url: 'https://meet.example.test/day' },
      expect: { title: 'Investor day', location: null, url: 'https://meet.example.test/day', starts_on: at(21) },
    });
    expect(kinds).toEqual(['event_created', 'event_updated', 'event_deleted']);
  });
});
