import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_CHANNELS } from '#api/platform/page-cache.ts';
import { queriesDuring, until } from './cache-probes.ts';
import { type DemoApp, demoApp } from './demo-callers.ts';
import type { TestApp } from './helpers.ts';

/**
 * The provider's user search keeps its pages per process (migration 20261127_2300): a repeated
 * search makes no query; a new user, a renamed one, a membership and a tenant's new name show within
 * 1 s; sign-in bookkeeping keeps the pages; with the listener down every search is read.
 */
let t: TestApp;
let d: DemoApp<'operator'>;
const BASE = '/api/v1/admin/users';

const search = async (q: string) =>
  (await t.app.inject({ method: 'GET', url: `${BASE}?${q}`, headers: d.operator.headers })).json();
const emails = (page: { results: { email: string }[] }) => page.results.map((u) => u.email);
const listening = () => until(async () => t.app.platform.listener.isListening(CHANGE_CHANNELS.userDirectory), 3000);

beforeAll(async () => {
  d = await demoApp('operator');
  t = d.t;
  await listening();
});
afterAll(() => t.close());

describe('provider user search pages', () => {
  it('answers a repeated search without a query', async () => {
    const first = await search('search=demo.test&limit=5');
    expect(await queriesDuring(() => search('search=demo.test&limit=5'))).toBe(0);
    expect(await search('search=demo.test&limit=5')).toEqual(first);
  });

  it('shows a new user, a new name, a membership and a tenant name within 1 s', async () => {
    expect(emails(await search('search=qzx'))).toEqual([]);
    await sql`INSERT INTO app_user (email, trellis_uid, profile_details, last_name)
      VALUES ('qzx@cache.test', 'USR-qzx', '{}'::jsonb, 'Quixley')`.execute(t.db);
    await until(async () => emails(await search('search=qzx')).includes('qzx@cache.test'));

    await sql`UPDATE app_user SET first_name = 'Zebulon' WHERE email = 'qzx@cache.test'`.execute(t.db);
    await until(async () => emails(await search('search=zebulon')).includes('qzx@cache.test'));

    const user = await t.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'qzx@cache.test')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('membership')
      .values({ fiduciary_id: d.fid, user_id: user.id, role: 'fiduciary_editor' })
      .execute();
    await until(async () => (await search('search=qzx')).results[0]?.tenant_count === 1);

    await sql`UPDATE fiduciary SET name = 'Renamed Demo Fund' WHERE id = ${d.fid}`.execute(t.db);
    await until(async () => ((await search('search=qzx')).results[0]?.tenants ?? []).includes('Renamed Demo Fund'));
  });

  it('keeps the pages through sign-in bookkeeping', async () => {
    await search('search=investor@');
    await sql`UPDATE app_user SET otp_last_step = 1 WHERE email = 'investor@demo.test'`.execute(t.db);
    await new Promise((r) => setTimeout(r, 150));
    expect(await queriesDuring(() => search('search=investor@'))).toBe(0);
  });

  it('reads every search from the database while the listener is down', async () => {
    const { listener } = t.app.platform;
    await search('search=qzx');
    const down = listener.untilDown();
    await sql`SELECT pg_terminate_backend(${listener.backendPid})`.execute(t.db);
    await down;
    await sql`UPDATE app_user SET last_name = 'Offline' WHERE email = 'qzx@cache.test'`.execute(t.db);
    expect((await search('search=qzx')).results[0]?.last_name).toBe('Offline');
    listener.reconnect();
    await listening();
    expect((await search('search=qzx')).results[0]?.last_name).toBe('Offline');
  });
});
