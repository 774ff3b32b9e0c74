import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfsig } from '#api/platform/signing/testing/pdf-tools.ts';
import { DEMO_DEAL_STATES, DEMO_HARBOR_STATES } from '#api/seed/demo-deals.ts';
import { DEMO_POSITIONS } from '#api/seed/demo-portfolio.ts';
import { DEMO_FIDUCIARY } from '#api/seed/demo-values.ts';
import { seedDemo } from '#api/seed/demo.ts';
import { loadPlatformCertificate } from '#api/platform/platform-certificate.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // How long the seed takes is not asserted (CONTRIBUTING rule 10); the hook's timeout only stops a hang.
  await seedDemo(t.db, { storage: t.storage, certificate: () => loadPlatformCertificate(t.config.DATA_DIR) });
}, 60_000);
afterAll(() => t.close());

async function bytesOf(fileId: string): Promise<Buffer> {
  const row = await t.db
    .selectFrom('stored_file')
    .select('storage_key')
    .where('id', '=', fileId)
    .executeTakeFirstOrThrow();
  const chunks: Buffer[] = [];
  for await (const chunk of t.storage.read(row.storage_key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function statesOf(entityName: string) {
  const ndas = await t.db
    .selectFrom('nda')
    .innerJoin('opportunity as o', 'o.id', 'nda.opportunity_id')
    .innerJoin('investing_entity as e', 'e.id', 'nda.entity_id')
    .select(['o.name', 'nda.status', 'nda.signed_file_id', 'nda.executed_file_id'])
    .where('e.name', '=', entityName)
    .where('o.name', 'not in', Object.keys(DEMO_POSITIONS))
    .execute();
  const investments = await t.db
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
    .select(['o.name', 'i.status', 'i.signed_file_id', 'i.countersigned_file_id', 'i.amount'])
    .where('e.name', '=', entityName)
    // The portfolio's positions (demo-portfolio.ts) are other opportunities, outside the deal flow.
    .where('o.name', 'not in', Object.keys(DEMO_POSITIONS))
    .execute();
  return { ndas, investments };
}

describe('demo deal data', { timeout: 60_000 }, () => {
  it('puts the demo investor in every state of the deal flow, and leaves opportunities with no NDA', async () => {
    const { ndas, investments } = await statesOf('Avery Investor');
    const nda = Object.fromEntries(ndas.map((n) => [n.name, n.status]));
    expect(nda).toEqual({
      'Cobalt Health Series B': 'NDA_SIGN_IN_PROCESS',
      'Helio Grid Project Notes': 'NDA_SIGNED',
      'Helio Grid Storage SPV': 'NDA_EXECUTED',
      'Helio Grid Seed': 'NDA_EXECUTED',
      'Northwind Series A Extension': 'NDA_EXECUTED',
      'Northwind Series A': 'NDA_EXECUTED',
    });
    expect(Object.keys(nda).sort()).toEqual(Object.keys(DEMO_DEAL_STATES).sort());
    expect(Object.fromEntries(investments.map((i) => [i.name, i.status]))).toEqual({
      'Helio Grid Seed': 'IOI_SENT',
      'Northwind Series A Extension': 'DEAL_PENDING_REVIEW',
      'Northwind Series A': 'DEAL_EXECUTED',
    });
    const published = await t.db.selectFrom('opportunity').select('name').where('status', '=', 'Published').execute();
    const untouched = published.filter((o) => !(o.name in nda));
    expect(untouched.length).toBeGreaterThanOrEqual(5);
    const harbor = await statesOf('Harbor Family Office LLC');
    expect(harbor.ndas.map((n) => [n.name, n.status])).toEqual(
      Object.keys(DEMO_HARBOR_STATES).map((name) => [name, 'NDA_EXECUTED']),
    );
  });

  it('gives every published opportunity an NDA and a deal document with fillable fields, and 3 to 6 data-room documents', async () => {
    const docs = await t.db
      .selectFrom('document as d')
      .innerJoin('opportunity as o', 'o.id', 'd.opportunity_id')
      .select(['o.name as opportunity', 'd.doc_class', 'd.file_id', 'd.fields', 'd.digitization_status', 'd.category'])
      .where('o.status', '=', 'Published')
      .execute();
    const byOpportunity = new Map<string, typeof docs>();
    for (const d of docs) byOpportunity.set(d.opportunity, [...(byOpportunity.get(d.opportunity) ?? []), d]);
    expect(byOpportunity.size).toBe(16);
    for (const [name, list] of byOpportunity) {
      const classes = list.map((d) => d.doc_class);
      expect(
        classes.filter((c) => c === 'NDA'),
        name,
      ).toHaveLength(1);
      expect(
        classes.filter((c) => c === 'DEAL'),
        name,
      ).toHaveLength(1);
      const room = list.filter((d) => d.doc_class === 'DATA_ROOM');
      expect(room.length, name).toBeGreaterThanOrEqual(3);
      expect(room.length, name).toBeLessThanOrEqual(6);
      for (const d of room) expect(d.category.length).toBeGreaterThan(0);
    }
    const first = byOpportunity.get('Lumen Ledger Pre-Seed') ?? [];
    const nda = first.find((d) => d.doc_class === 'NDA');
    const deal = first.find((d) => d.doc_class === 'DEAL');
    expect(nda?.digitization_status).toBe('DIGITIZED');
    expect(nda?.fields.map((f) => f.name)).toEqual(['signer_title', 'signer_company']);
    expect(deal?.fields.map((f) => f.name)).toEqual(['investment_amount']);
    const ndaPdf = await PDFDocument.load(await bytesOf(nda?.file_id as string));
    expect(ndaPdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(ndaPdf.getPageCount()).toBeLessThanOrEqual(2);
    expect(
      ndaPdf
        .getForm()
        .getFields()
        .map((f) => f.getName()),
    ).toEqual(['signer_title', 'signer_company']);
    const dealPdf = await PDFDocument.load(await bytesOf(deal?.file_id as string));
    expect(
      dealPdf
        .getForm()
        .getFields()
        .map((f) => f.getName()),
    ).toEqual(['investment_amount']);
    for (const d of docs.filter((x) => x.doc_class === 'DATA_ROOM').slice(0, 5)) {
      expect((await PDFDocument.load(await bytesOf(d.file_id))).getPageCount()).toBeGreaterThan(0);
    }
  });

  it('seals the signed NDAs and deals: pdfsig finds every signature valid', async () => {
    const { ndas, investments } = await statesOf('Avery Investor');
    const signed = ndas.find((n) => n.status === 'NDA_SIGNED');
    const executed = ndas.find((n) => n.status === 'NDA_EXECUTED');
    const report = await pdfsig(await bytesOf(signed?.signed_file_id as string));
    expect(report.signatures.map((s) => s.validation)).toEqual(['Signature is Valid.']);
    const both = await pdfsig(await bytesOf(executed?.executed_file_id as string));
    expect(both.signatures.map((s) => s.validation)).toEqual(['Signature is Valid.', 'Signature is Valid.']);
    const done = investments.find((i) => i.status === 'DEAL_EXECUTED');
    const deal = await pdfsig(await bytesOf(done?.countersigned_file_id as string));
    expect(deal.signatures.map((s) => s.validation)).toEqual(['Signature is Valid.', 'Signature is Valid.']);
    expect(done?.amount).toBe('50000.00');
  });

  it('gives every portfolio position an executed NDA and a countersigned subscription, dated in order', async () => {
    const rows = await t.db
      .selectFrom('investment as i')
      .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
      .innerJoin('nda as n', (j) =>
        j.onRef('n.opportunity_id', '=', 'i.opportunity_id').onRef('n.entity_id', '=', 'i.entity_id'),
      )
      .select([
        'o.name',
        'i.status',
        'i.signed_file_id',
        'i.countersigned_file_id',
        'i.nda_signed_date',
        'i.deal_signed_date',
        'i.counter_signed_deal_date',
        'i.executed_on',
        'n.status as nda_status',
        'n.signed_file_id as nda_signed_file_id',
        'n.executed_file_id as nda_executed_file_id',
        'n.signed_on as nda_signed_on',
        'n.countersigned_on as nda_countersigned_on',
      ])
      .where('o.name', 'in', Object.keys(DEMO_POSITIONS))
      .execute();
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(DEMO_POSITIONS).sort());
    for (const r of rows) {
      expect(r.status, r.name).toBe('DEAL_EXECUTED');
      expect(r.nda_status, r.name).toBe('NDA_EXECUTED');
      for (const id of [r.signed_file_id, r.countersigned_file_id, r.nda_signed_file_id, r.nda_executed_file_id]) {
        expect(id, r.name).toBeTruthy();
      }
      expect(r.nda_signed_date?.getTime(), r.name).toBe(r.nda_signed_on?.getTime());
      const order = [
        r.nda_signed_on,
        r.nda_countersigned_on,
        r.deal_signed_date,
        r.counter_signed_deal_date,
        r.executed_on,
      ];
      const times = order.map((d) => d?.getTime() ?? Number.NaN);
      expect(times, r.name).toEqual([...times].sort((a, b) => a - b));
    }
    const first = rows[0];
    const deal = await pdfsig(await bytesOf(first?.countersigned_file_id as string));
    expect(deal.signatures.map((s) => s.validation)).toEqual(['Signature is Valid.', 'Signature is Valid.']);
    const nda = await pdfsig(await bytesOf(first?.nda_executed_file_id as string));
    expect(nda.signatures.map((s) => s.validation)).toEqual(['Signature is Valid.', 'Signature is Valid.']);
  });

  it('addresses statements, tax forms and a capital call to the demo entities', async () => {
    const rows = await t.db
      .selectFrom('document as d')
      .innerJoin('investing_entity as e', 'e.id', 'd.entity_id')
      .innerJoin('fiduciary as f', 'f.id', 'd.fiduciary_id')
      .leftJoin('opportunity as o', 'o.id', 'd.opportunity_id')
      .select(['e.name', 'd.doc_class', 'o.name as opportunity'])
      .where('f.slug', '=', DEMO_FIDUCIARY.slug)
      .execute();
    const avery = rows
      .filter((r) => r.name === 'Avery Investor' && !(r.opportunity && r.opportunity in DEMO_POSITIONS))
      .map((r) => r.doc_class);
    expect(avery.sort()).toEqual(['CAPITAL_CALL', 'FIDUCIARY', 'TAX', 'TAX']);
    expect(rows.filter((r) => r.name === 'Harbor Family Office LLC').map((r) => r.doc_class)).toContain('FIDUCIARY');
  });

  it('is idempotent', async () => {
    const before = await t.db
      .selectFrom('document')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(
      await seedDemo(t.db, { storage: t.storage, certificate: () => loadPlatformCertificate(t.config.DATA_DIR) }),
    ).toBe(false);
    const after = await t.db
      .selectFrom('document')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
