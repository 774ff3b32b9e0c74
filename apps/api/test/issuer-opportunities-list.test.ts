import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, loginAs } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { issuerMember, type Member, newCompany } from './issuer-portal-fixtures.ts';

/** The issuer portal's owner-side opportunity list (spec 7, ADR 0030): every parameter, paging, ordering. */

let t: TestApp, fid: string;

beforeAll(async () => {
  ({ t, fid } = await demoApp());
}, 120_000);
afterAll(() => t.close());

const get = (who: Caller, query = '') =>
  t.app.inject({ url: `/api/v1/fid/${fid}/issuers/opportunities${query}`, headers: who.headers });

describe('GET issuers/opportunities (the owner-side list, spec 7)', () => {
  let member: Member, only: Member;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const alpha = await newCompany(t, fid, 'Alpha Listing Co');
    const beta = await t.db
      .insertInto('issuer')
      .values({ fiduciary_id: fid, name: 'Beta Listing Co', market: 'Energy', stage: 'Series A', details: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    member = await issuerMember(t, fid, alpha, 'issuer_viewer');
    await t.db
      .insertInto('membership')
      .values({ fiduciary_id: fid, user_id: member.userId, role: 'issuer_editor', issuer_id: beta.id })
      .execute();
    only = await issuerMember(t, fid, alpha, 'issuer_admin');
    const rows = [
      ['Alpha One', alpha, 'PRIMARY', 'GENERAL', 'Created', '1000', '100000', 4],
      ['Alpha Two', alpha, 'SECONDARY', 'FUND', 'Published', '5000', '200000', 3],
      ['Alpha Three', alpha, 'PRIMARY', 'SPV', 'Pending Review', '20000', '300000', 2],
      ['Beta One', beta.id, 'PRIMARY', 'GENERAL', 'Published', '50000', '400000', 1],
    ] as const;
    for (const [name, issuerId, kind, type, status, minimum, size, hour] of rows) {
      const row = await t.db
        .insertInto('opportunity')
        .values({
          fiduciary_id: fid,
          issuer_id: issuerId,
          name,
          opportunity_type: kind,
          type,
          status,
          minimum,
          size,
          details: '{}',
          created_on: `2026-01-0${5 - hour}T00:00:00Z`,
          modified_on: `2026-02-01T0${hour}:00:00Z`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[name] = row.id;
    }
    await t.db
      .insertInto('opportunity_preference')
      .values([
        { user_id: member.userId, opportunity_id: ids['Alpha Two'] as string, fiduciary_id: fid, favorite: 1 },
        { user_id: member.userId, opportunity_id: ids['Beta One'] as string, fiduciary_id: fid, favorite: -1 },
      ])
      .execute();
  });

  const names = async (who: Caller, query = '') => {
    const res = await get(who, query);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      count: number;
      results: Array<{ name: string; favorite: number; is_dismissed: boolean }>;
    };
    return { count: body.count, names: body.results.map((r) => r.name), rows: body.results };
  };

  it('lists the caller’s companies’ opportunities, newest change first, with the caller’s marks', async () => {
    const all = await names(member);
    expect(all).toMatchObject({ count: 4, names: ['Alpha One', 'Alpha Two', 'Alpha Three', 'Beta One'] });
    expect(all.rows.find((r) => r.name === 'Alpha Two')).toMatchObject({ favorite: 1, is_dismissed: false });
    expect(all.rows.find((r) => r.name === 'Beta One')).toMatchObject({ favorite: -1, is_dismissed: true });
    expect((await names(only)).names).toEqual(['Alpha One', 'Alpha Two', 'Alpha Three']);
  });

  it('pages with page and itemsPerPage, the count unchanged', async () => {
    expect(await names(member, '?itemsPerPage=2&page=2')).toMatchObject({
      count: 4,
      names: ['Alpha Three', 'Beta One'],
    });
    expect(await names(member, '?itemsPerPage=3&page=2')).toMatchObject({ count: 4, names: ['Beta One'] });
    expect(await names(member, '?itemsPerPage=2&page=9')).toMatchObject({ count: 4, names: [] });
  });

  it.each([
    ['?ordering=name', ['Alpha One', 'Alpha Three', 'Alpha Two', 'Beta One']],
    ['?ordering=-name', ['Beta One', 'Alpha Two', 'Alpha Three', 'Alpha One']],
    ['?ordering=-size', ['Beta One', 'Alpha Three', 'Alpha Two', 'Alpha One']],
    ['?ordering=created_on', ['Alpha One', 'Alpha Two', 'Alpha Three', 'Beta One']],
    ['?ordering=modified_on', ['Beta One', 'Alpha Three', 'Alpha Two', 'Alpha One']],
  ])('orders %s', async (query, expected) => {
    expect((await names(member, query)).names).toEqual(expected);
  });

  it.each([
    ['?opportunity_name=TWO', ['Alpha Two']],
    ['?issuer_name=beta', ['Beta One']],
    ['?is_primary=true', ['Alpha One', 'Alpha Three', 'Beta One']],
    ['?is_primary=false', ['Alpha Two']],
    ['?status=Published', ['Alpha Two', 'Beta One']],
    ['?status=Created', ['Alpha One']],
    ['?favorite=1', ['Alpha Two']],
    ['?favorite=-1', ['Beta One']],
    ['?favorite=0', ['Alpha One', 'Alpha Three']],
    ['?minimum_gte=5000&minimum_lte=20000', ['Alpha Two', 'Alpha Three']],
    ['?minimum_gte=20000.01', ['Beta One']],
    ['?is_dismissed=true', ['Beta One']],
    ['?is_dismissed=false', ['Alpha One', 'Alpha Two', 'Alpha Three']],
    ['?issuer_market_id=Energy', ['Beta One']],
    ['?issuer_stage_id=Seed', ['Alpha One', 'Alpha Two', 'Alpha Three']],
    ['?opportunity_type_id=FUND', ['Alpha Two']],
    ['?opportunity_type_id=SPV&is_primary=true', ['Alpha Three']],
  ])('filters %s', async (query, expected) => {
    const got = await names(member, query);
    expect(got.names).toEqual(expected);
    expect(got.count).toBe(expected.length);
  });

  it('answers 400 naming the parameter for a bad one', async () => {
    for (const query of [
      '?status=Open',
      '?itemsPerPage=0',
      '?minimum_gte=1e3',
      '?is_primary=yes',
      '?ordering=size,name',
    ]) {
      const res = await get(member, query);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await get(member, '?status=Open')).json().detail).toMatch(/^status: /);
  });
});

describe('the demo company (Northwind Robotics, ADR 0030)', () => {
  it('shows issuer@demo.test a draft, one with the company’s approver, one with the fiduciary and published ones', async () => {
    const admin = await loginAs(t, 'issuer@demo.test');
    const statuses = async (status: string) => {
      const res = await get(admin, `?itemsPerPage=100&status=${encodeURIComponent(status)}`);
      return (res.json() as { results: Array<{ name: string; issuer: { name: string } }> }).results;
    };
    expect((await statuses('Created')).map((r) => r.name)).toContain('Northwind Fleet Leasing Notes');
    expect((await statuses('Ready for Review')).map((r) => r.name)).toEqual(['Northwind Asia Pilot']);
    expect((await statuses('Pending Review')).length).toBeGreaterThanOrEqual(3);
    const published = await statuses('Published');
    expect(published.map((r) => r.name)).toContain('Northwind Series A');
    expect(new Set(published.map((r) => r.issuer.name))).toEqual(new Set(['Northwind Robotics']));
  });

  it('lets the demo approver, not the demo editor who sent it, approve Northwind Asia Pilot', async () => {
    const pilot = await t.db
      .selectFrom('opportunity')
      .select('id')
      .where('name', '=', 'Northwind Asia Pilot')
      .executeTakeFirstOrThrow();
    const read = async (email: string) =>
      (await get(await loginAs(t, email), `/${pilot.id}`)).json().data as {
        issuer_review: string;
        actions: string[];
        edited_by_me: boolean;
        requires_internal_approval: boolean;
      };
    expect(await read('issuer-approver@demo.test')).toMatchObject({
      issuer_review: 'PENDING',
      requires_internal_approval: true,
      actions: ['approve', 'reject'],
    });
    expect(await read('issuer-editor@demo.test')).toMatchObject({ edited_by_me: true, actions: [] });
    expect((await read('issuer-viewer@demo.test')).actions).toEqual([]);
  });
});
