import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { type OcfPackage, readOcfDirectory, readOcfZip, validateOcfPackage } from './index';

const SAMPLES = fileURLToPath(new URL('../../../ocf-schema/samples-v1.2.0/', import.meta.url));
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The OCF samples' manifest md5 values are dummies (its own comment says so): restate them. */
function samplePackage(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(SAMPLES).filter((n) => n.endsWith('.ocf.json'))) {
    files[name] = readFileSync(`${SAMPLES}${name}`, 'utf8');
  }
  return files;
}

function withHashes(files: Record<string, string>): OcfPackage {
  const manifest = JSON.parse(files['Manifest.ocf.json'] as string) as Record<string, unknown>;
  for (const value of Object.values(manifest)) {
    if (!Array.isArray(value)) continue;
    for (const entry of value as { filepath?: string; md5?: string }[]) {
      const text = entry.filepath ? files[entry.filepath.replace(/^\.\//, '')] : undefined;
      if (text !== undefined) entry.md5 = md5(text);
    }
  }
  return { manifestPath: 'Manifest.ocf.json', files: { ...files, 'Manifest.ocf.json': JSON.stringify(manifest) } };
}

function edit(files: Record<string, string>, name: string, change: (items: Record<string, unknown>[]) => void) {
  const parsed = JSON.parse(files[name] as string) as { items: Record<string, unknown>[] };
  change(parsed.items);
  files[name] = JSON.stringify(parsed, null, 2);
}

const HOLDER = 'stakeholder-sample-individual-all-fields';
const CLASS = 'cc775778-7d6e-4f8a-93cf-4df2242d7d6d';

function issuance(id: string, quantity: string, stakeholder = HOLDER) {
  return {
    object_type: 'TX_STOCK_ISSUANCE',
    id,
    security_id: `sec-${id}`,
    date: '2022-02-01',
    security_law_exemptions: [],
    stakeholder_id: stakeholder,
    custom_id: id,
    stock_class_id: CLASS,
    share_price: { amount: '1.00', currency: 'USD' },
    quantity,
    cost_basis: { amount: '0', currency: 'USD' },
    stock_legend_ids: [],
  };
}

function transfer(id: string, securityId: string, quantity: string, date = '2022-03-01') {
  return {
    object_type: 'TX_STOCK_TRANSFER',
    id,
    security_id: securityId,
    date,
    resulting_security_ids: ['r'],
    quantity,
  };
}

/**
 * The OCF samples are a catalogue of example objects whose ids point at placeholders ("stakeholder-id"), so
 * the consistent package keeps the sample manifest, stakeholders, stock classes, plans, legends, valuations,
 * vesting terms and financings, and swaps in a transactions file that refers to them.
 */
function consistentPackage(items: unknown[]): Record<string, string> {
  const files = samplePackage();
  files['Transactions.ocf.json'] = JSON.stringify({ file_type: 'OCF_TRANSACTIONS_FILE', items }, null, 2);
  return files;
}

describe('validateOcfPackage', () => {
  it('finds no schema or hash problem in the OCF sample files, only the catalogue’s placeholder links', () => {
    const report = validateOcfPackage(withHashes(samplePackage()));
    expect(report.valid).toBe(false);
    // Placeholder references and the catalogue's unrelated transactions on shared example security ids.
    for (const problem of report.problems) {
      expect(problem.message).toMatch(/^This (object names a|transaction|security|The security)|^The security/);
    }
    expect(report.problems.every((p) => p.file === 'Transactions.ocf.json')).toBe(true);
  });

  it('accepts a consistent package built on the samples and counts its objects', () => {
    const files = consistentPackage([issuance('a', '1000'), transfer('t', 'sec-a', '400')]);
    const report = validateOcfPackage(withHashes(files));
    expect(report.problems).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.counts).toMatchObject({ STAKEHOLDER: 4, STOCK_CLASS: 2, TX_STOCK_ISSUANCE: 1, TX_STOCK_TRANSFER: 1 });
  });

  it('refuses a file whose hash changed', () => {
    const pkg = withHashes(consistentPackage([issuance('a', '1000')]));
    const files = { ...pkg.files, 'Stakeholders.ocf.json': `${pkg.files['Stakeholders.ocf.json']}\n` };
    expect(validateOcfPackage({ ...pkg, files }).problems).toEqual([
      {
        file: 'Stakeholders.ocf.json',
        objectId: null,
        path: '',
        message: 'This file has changed since the manifest was written: its MD5 checksum does not match.',
      },
    ]);
  });

  it('refuses a dangling stakeholder reference', () => {
    const report = validateOcfPackage(withHashes(consistentPackage([issuance('a', '1000', 'nobody')])));
    expect(report.problems).toEqual([
      {
        file: 'Transactions.ocf.json',
        objectId: 'a',
        path: '/items/0/stakeholder_id',
        message: 'This object names a stakeholder “nobody” that is not in the package.',
      },
    ]);
  });

  it('refuses a transfer larger than the holding', () => {
    const report = validateOcfPackage(
      withHashes(consistentPackage([issuance('a', '100'), transfer('t', 'sec-a', '100.5')])),
    );
    expect(report.problems).toEqual([
      {
        file: 'Transactions.ocf.json',
        objectId: 't',
        path: '/items/1/quantity',
        message: 'This transaction transfers more than the security “sec-a” holds.',
      },
    ]);
  });

  it('refuses a missing required field and an unknown object type', () => {
    const files = samplePackage();
    edit(files, 'Stakeholders.ocf.json', (items) => {
      delete items[0]?.name;
      if (items[1]) items[1].object_type = 'SHAREHOLDER';
    });
    const problems = validateOcfPackage(withHashes(files)).problems.filter((p) => p.file === 'Stakeholders.ocf.json');
    expect(problems).toEqual([
      {
        file: 'Stakeholders.ocf.json',
        objectId: HOLDER,
        path: '/items/0',
        message: 'The field “name” is missing from this object.',
      },
      {
        file: 'Stakeholders.ocf.json',
        objectId: 'stakeholder-sample-institution-all-fields',
        path: '/items/1/object_type',
        message: 'The object type “SHAREHOLDER” is not an Open Cap Format 1.2.0 object type.',
      },
    ]);
  });

  it('lists every problem of a package with several, including replay order', () => {
    const items = [
      transfer('early', 'sec-a', '1', '2021-01-01'),
      issuance('a', '10', 'ghost'),
      transfer('t1', 'sec-a', '5'),
    ];
    items.push(transfer('t2', 'sec-a', '1', '2022-04-01'));
    const pkg = withHashes(consistentPackage(items));
    const files = { ...pkg.files, 'StockClasses.ocf.json': `${pkg.files['StockClasses.ocf.json']} ` };
    const messages = validateOcfPackage({ ...pkg, files }).problems.map((p) => p.message);
    expect(messages).toEqual([
      'This file has changed since the manifest was written: its MD5 checksum does not match.',
      'This object names a stakeholder “ghost” that is not in the package.',
      'This transaction transfers the security “sec-a” before it was issued (or it never was).',
      'This transaction transfers the security “sec-a”, which “t1” already used up.',
    ]);
  });

  it('reads a package directory and validates it the same way', async () => {
    const pkg = withHashes(consistentPackage([issuance('a', '1000')]));
    const dir = mkdtempSync(join(tmpdir(), 'ocf-'));
    try {
      for (const [name, text] of Object.entries(pkg.files)) writeFileSync(join(dir, name), text);
      const report = validateOcfPackage(await readOcfDirectory(dir));
      expect(report.valid).toBe(true);
      expect(report.counts.TX_STOCK_ISSUANCE).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a package from a ZIP', async () => {
    const pkg = withHashes(consistentPackage([issuance('a', '1000'), transfer('t', 'sec-a', '2000')]));
    const zip = new ZipFile();
    for (const [name, text] of Object.entries(pkg.files)) zip.addBuffer(Buffer.from(text), name);
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
    const report = validateOcfPackage(await readOcfZip(Buffer.concat(chunks)));
    expect(report.problems.map((p) => p.message)).toEqual([
      'This transaction transfers more than the security “sec-a” holds.',
    ]);
  });
});
