import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_DATA_ENTITIES } from '#api/modules/data-entities/index.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import { formCalls } from './forms-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, other: OtherTenant;
let api: ReturnType<typeof formCalls>;

beforeAll(async () => {
  ({ t, investor } = await demoApp('investor'));
  api = formCalls(t);
  other = await otherTenant(t);
});
afterAll(() => t.close());

const commonNames = Object.keys(COMMON_DATA_ENTITIES).sort();

describe('GET data-entities', () => {
  it('lists the tenant base with page=1, limit=1000000 and query=id,name', async () => {
    const res = await api.get(investor, 'data-entities?page=1&limit=1000000&query=id,name');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    expect(body.results).toEqual([{ id: expect.any(String), name: 'investor_categories' }]);
  });

  it('lists the common base (common=true), with values when the query asks for them', async () => {
    const res = await api.get(investor, 'data-entities?page=1&limit=1000000&query=id,name&common=true');
    expect(res.json().count).toBe(commonNames.length);
    expect(res.json().results.map((r: { name: string }) => r.name)).toEqual(commonNames);
    expect(res.json().results[0].value).toBeUndefined();
    const withValue = await api.get(investor, 'data-entities?common=true&query=id,name,value&limit=2&page=2');
    expect(withValue.json().count).toBe(commonNames.length);
    expect(withValue.json().results).toHaveLength(2);
    expect(withValue.json().results[0].name).toBe(commonNames[2]);
    expect(withValue.json().results[0].value.length).toBeGreaterThan(0);
  });

  it('GET data-entities/{entity}: the tenant list first, else the common one; 404 when neither', async () => {
    const own = await api.get(investor, 'data-entities/investor_categories');
    expect(own.json().value.map((i: { id: string }) => i.id)).toContain('employee');
    const countries = await api.get(investor, 'data-entities/countries');
    expect(countries.json().value.slice(0, 2)).toEqual([
      { id: 'us', name: 'United States' },
      { id: 'ca', name: 'Canada' },
    ]);
    const byId = await api.get(
      investor,
      `data-entities/${(await api.get(investor, 'data-entities')).json().results[0].id}`,
    );
    expect(byId.json()).toEqual(own.json());
    const missing = await api.get(investor, 'data-entities/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'No such data entity.', code: 'NOT_FOUND' });
  });

  it('GET data-entities/icons_stage, on the tenant and on the common base', async () => {
    const tenant = await api.get(investor, 'data-entities/icons_stage');
    expect(tenant.statusCode).toBe(200);
    expect(tenant.json().value[0]).toEqual({ id: 'pre_seed', name: 'Pre-seed', icon: 'seedling' });
    const common = await t.app.inject({ url: '/api/v1/common/data-entities/icons_stage', headers: investor.headers });
    expect(common.statusCode).toBe(200);
    expect(common.json()).toEqual(tenant.json());
    const list = await t.app.inject({ url: '/api/v1/common/data-entities?query=id,name', headers: investor.headers });
    expect(list.json().count).toBe(commonNames.length);
    expect((await t.app.inject({ url: '/api/v1/common/data-entities/icons_stage' })).statusCode).toBe(401);
  });

  it("another tenant's caller gets 404 on this tenant's base", async () => {
    expect((await api.get(other.caller, 'data-entities', investor.fid)).statusCode).toBe(404);
    const theirs = await api.get(other.caller, 'data-entities?query=id,name');
    expect(theirs.json()).toEqual({ count: 0, results: [] });
    const categories = await api.get(other.caller, 'data-entities/investor_categories');
    expect(categories.json().value.map((i: { id: string }) => i.id)).not.toContain('employee');
  });
});

describe('GET entity-selector/{entity}', () => {
  const select = (path: string) => api.get(investor, `entity-selector/${path}`);

  it('base=common tags items source common and searches names (spaces count)', async () => {
    const res = await select('countries?base=common&search=united');
    expect(res.json()).toEqual({
      count: 2,
      results: [
        { id: 'us', name: 'United States', source: 'common' },
        { id: 'gb', name: 'United Kingdom', source: 'common' },
      ],
    });
    const spaced = await select('states?base=common&search=new%20york');
    expect(spaced.json().results).toEqual([{ id: 'us-ny', name: 'New York', source: 'common' }]);
  });

  it("base=tenant answers the tenant's list with source '', both puts it before the common one", async () => {
    const tenant = await select('investor_categories?base=tenant');
    expect(tenant.json().count).toBe(4);
    expect(new Set(tenant.json().results.map((r: { source: string }) => r.source))).toEqual(new Set(['']));
    const both = await select('investor_categories?base=both&search=investor');
    expect(both.json().results).toEqual([
      { id: 'accredited', name: 'Accredited investor', source: '' },
      { id: 'accredited', name: 'Accredited investor', source: 'common' },
      { id: 'institutional', name: 'Institutional investor', source: 'common' },
    ]);
    expect((await select('countries?base=tenant')).statusCode).toBe(404);
  });

  it('pages with page and limit (default 20) and reads issuers of the tenant', async () => {
    const first = await select('states?base=both&limit=5');
    expect(first.json().count).toBe(14);
    expect(first.json().results).toHaveLength(5);
    const third = await select('states?base=both&limit=5&page=3');
    expect(third.json().results.map((r: { id: string }) => r.id)).toEqual(['ca-ab', 'ca-bc', 'ca-on', 'ca-qc']);
    const issuers = await select('issuer?base=tenant');
    expect(issuers.json().count).toBeGreaterThan(0);
    expect(issuers.json().results[0]).toMatchObject({ source: '' });
    expect((await select('nope')).statusCode).toBe(404);
    expect((await select('countries?base=elsewhere')).statusCode).toBe(400);
  });
});
