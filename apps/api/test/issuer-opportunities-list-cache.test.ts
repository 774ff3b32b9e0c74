import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_CHANNELS } from '#api/platform/page-cache.ts';
import { queriesDuring, until } from './cache-probes.ts';
import { demoApp } from './demo-callers.ts';
import type { Caller } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { issuerMember, type Member, newCompany } from './issuer-portal-fixtures.ts';

/**
 * The owner-side list's pages kept per process (ADR 0030): a repeated page reads only the caller's
 * marks; a change by SQL to an opportunity or its company shows within 1 s; two members share the
 * rows but each sees their own marks; a filter on marks always reads the database.
 */
let t: TestApp, fid: string;
let editor: Member, viewer: Member;
let alpha: string, opportunity: string;

beforeAll(async () => {
  ({ t, fid } = await demoApp());
  await until(async () => t.app.platform.listener.isListening(CHANGE_CHANNELS.opportunity), 3000);
  alpha = await newCompany(t, fid, 'Cache Listing Co');
  editor = await issuerMember(t, fid, alpha, 'issuer_editor');
  viewer = await issuerMember(t, fid, alpha, 'issuer_viewer');
  opportunity = (
    await t.db
      .insertInto('opportunity')
      .values({
        fiduciary_id: fid,
        issuer_id: alpha,
        name: 'Cached Raise',
        opportunity_type: 'PRIMARY',
        type: 'GENERAL',
        status: 'Created',
        minimum: '1000',
        size: '100000',
        details: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(() => t.close());

const list = async (who: Caller, query = '') => {
  const res = await t.app.inject({ url: `/api/v1/fid/${fid}/issuers/opportunities${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: { name: string; favorite: number; status: string }[] };
};

describe('owner-side list pages', () => {
  it('answers a repeated page with the caller’s marks as its only query', async () => {
    const first = await list(editor);
    // The guard's memberships are cached too: what remains is the marks of the page's rows.
    expect(await queriesDuring(() => list(editor))).toBeLessThanOrEqual(1);
    expect(await list(editor)).toEqual(first);
  });

  it('shows a change by SQL to an opportunity or its company within 1 s', async () => {
    await list(editor);
    await sql`UPDATE opportunity SET name = 'Renamed Raise' WHERE id = ${opportunity}`.execute(t.db);
    await until(async () => (await list(editor)).results.some((r) => r.name === 'Renamed Raise'));
    await sql`UPDATE issuer SET market = 'Energy' WHERE id = ${alpha}`.execute(t.db);
    await until(async () => (await list(editor, '?issuer_market_id=Energy')).count === 1);
  });

  it('shares the rows between members but gives each their own marks, and filters on marks live', async () => {
    await list(editor);
    await t.db
      .insertInto('opportunity_preference')
      .values({ user_id: viewer.userId, opportunity_id: opportunity, fiduciary_id: fid, favorite: -1 })
      .execute();
    expect((await list(viewer)).results[0]?.favorite).toBe(-1);
    expect((await list(editor)).results[0]?.favorite).toBe(0);
    expect((await list(viewer, '?is_dismissed=true')).count).toBe(1);
    expect((await list(editor, '?is_dismissed=true')).count).toBe(0);
  });
});
