import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateOcfPackage } from '#api/platform/ocf/index.ts';
import { capCompany, capTableMember } from './captable-fixtures.ts';
import { loginAs } from './documents-fixtures.ts';
import { exportZip, importZip, parsedPackage } from './captable-ocf-fixtures.ts';
import { buildTestApp, type TestApp, withDemoData } from './helpers.ts';

/** The demo company's cap table exports as a valid OCF 1.2.0 package and round-trips (issue 17 acceptance). */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await withDemoData(t);
}, 180_000);
afterAll(() => t.close());

describe('the demo company as OCF', () => {
  it('exports Northwind Robotics as a package valid against the v1.2.0 schemas, and it round-trips', async () => {
    const issuer = await t.db
      .selectFrom('issuer')
      .select(['id', 'fiduciary_id'])
      .where('name', '=', 'Northwind Robotics')
      .executeTakeFirstOrThrow();
    const admin = await loginAs(t, 'captable@demo.test');
    const url = (id: string) => `/api/v1/fid/${issuer.fiduciary_id}/captable/companies/${id}`;
    const zip = await exportZip(t, url(issuer.id), admin);
    const first = await parsedPackage(zip);
    const report = validateOcfPackage(first.pkg);
    expect(report.problems).toEqual([]);
    expect(report.counts.TX_STOCK_TRANSFER).toBeGreaterThan(0);
    expect(report.counts.TX_EQUITY_COMPENSATION_ISSUANCE).toBeGreaterThan(0);
    const manifest = first.json['Manifest.ocf.json'] as { comments: string[] };
    // The warrant draft and the deals' draft issuances travel as tagged comments, with their investments.
    const drafts = manifest.comments.filter((c) => c.startsWith('dl:draft='));
    expect(drafts.some((d) => d.includes('"kind":"WA"'))).toBe(true);
    expect(drafts.some((d) => /"investment_id":"[0-9a-f-]{36}"/.test(d))).toBe(true);
    expect(manifest.comments.some((c) => c.startsWith('dl:terms='))).toBe(true);

    // The Series A class carries its preferred terms: fields where OCF has them, tags where it has not.
    const classes = (first.json['StockClasses.ocf.json'] as { items: Record<string, unknown>[] }).items;
    expect(classes.find((c) => c.class_type === 'PREFERRED')).toMatchObject({
      liquidation_preference_multiple: '1',
      conversion_rights: [
        {
          type: 'STOCK_CLASS_CONVERSION_RIGHT',
          conversion_mechanism: {
            type: 'RATIO_CONVERSION',
            ratio: { numerator: '1', denominator: '1' },
            conversion_price: { amount: '1.25', currency: 'USD' },
          },
        },
      ],
      comments: expect.arrayContaining([
        'dl:participation=non_participating',
        'dl:antidilution=broad_weighted_average',
      ]),
    });

    const copy = await capCompany(t, issuer.fiduciary_id, 'Northwind Copy Inc.');
    const copyAdmin = await capTableMember(t, issuer.fiduciary_id, copy, 'captable_admin');
    const res = await importZip(t, url(copy), copyAdmin, zip);
    expect(res.statusCode, res.body).toBe(200);
    const second = await parsedPackage(await exportZip(t, url(copy), copyAdmin));
    for (const name of Object.keys(first.json).filter((n) => n !== 'Manifest.ocf.json'))
      expect(second.json[name], name).toEqual(first.json[name]);
    // The deals' drafts come over, but their investments stay linked to Northwind's own drafts only.
    const links = await t.db
      .selectFrom('cap_security')
      .innerJoin('cap_table', 'cap_table.id', 'cap_security.cap_table_id')
      .select(['cap_table.issuer_id', 'cap_security.investment_id'])
      .where('cap_security.status', '=', 'draft')
      .where('cap_table.issuer_id', 'in', [issuer.id, copy])
      .execute();
    const linked = (id: string) => links.filter((l) => l.issuer_id === id && l.investment_id !== null).length;
    expect(linked(issuer.id)).toBeGreaterThan(0);
    expect(links.filter((l) => l.issuer_id === copy).length).toBe(
      links.filter((l) => l.issuer_id === issuer.id).length,
    );
    expect(linked(copy)).toBe(0);
  });
});
