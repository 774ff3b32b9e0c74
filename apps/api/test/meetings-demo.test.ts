import { eventListSchema, meetingListSchema, resourceListSchema, serviceRequestListSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import type { Caller } from './documents-fixtures.ts';
import { callsOf } from './engagement-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, issuer: Caller;
let calls: ReturnType<typeof callsOf>;

beforeAll(async () => {
  ({ t, investor, issuer } = await demoApp('investor', 'issuer'));
  calls = callsOf(t);
});
afterAll(() => t.close());

describe('demo engagement data', () => {
  it('gives the demo investor a meeting in each status, and the issuer the Northwind ones', async () => {
    const mine = meetingListSchema.parse((await calls.get(investor, 'meetings')).json());
    expect(mine.results.map((m) => m.status).sort()).toEqual(['ACCEPTED', 'CANCELLED', 'DECLINED', 'REQUESTED']);
    const accepted = mine.results.find((m) => m.status === 'ACCEPTED');
    expect((await calls.get(investor, `meetings/${accepted?.id}/ics`)).statusCode).toBe(200);
    const theirs = meetingListSchema.parse((await calls.get(issuer, 'meetings')).json());
    expect(theirs.results.every((m) => m.issuer_name === 'Northwind Robotics')).toBe(true);
    expect(theirs.results.filter((m) => m.status === 'REQUESTED')).toHaveLength(2);
  });

  it('has 4 upcoming and 2 past events', async () => {
    const upcoming = eventListSchema.parse((await calls.get(investor, 'events?upcoming=true')).json());
    const past = eventListSchema.parse((await calls.get(investor, 'events?upcoming=false')).json());
    expect([upcoming.count, past.count]).toEqual([4, 2]);
    expect(upcoming.results[0]?.title).toBe('Northwind Robotics investor call');
  });

  it('has 6 resources (3 documents readable through signed links, 3 links)', async () => {
    const list = resourceListSchema.parse((await calls.get(investor, 'resources')).json());
    expect(list.count).toBe(6);
    expect(list.results.filter((r) => r.kind === 'DOCUMENT')).toHaveLength(3);
    expect(list.categories).toEqual(['Guides', 'Regulation', 'Tax']);
    const doc = list.results.find((r) => r.kind === 'DOCUMENT');
    const link = (await calls.get(investor, `resources/${doc?.id}/file`)).json().data.url as string;
    const file = await t.app.inject({ url: link });
    expect(file.body.startsWith('%PDF')).toBe(true);
  });

  it('has service requests with comment threads', async () => {
    const list = serviceRequestListSchema.parse((await calls.get(investor, 'service-requests')).json());
    expect(list.results.map((r) => r.status)).toEqual(['OPEN', 'IN_PROGRESS', 'RESOLVED']);
    expect(list.results.map((r) => r.comment_count)).toEqual([0, 2, 2]);
  });
});
