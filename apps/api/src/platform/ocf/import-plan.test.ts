import { describe, expect, it } from 'vitest';
import { vestingTermsObject } from './export-objects';
import { splitComments, tag, withComments } from './export-tags';
import { canonicalJson } from './export-writer';
import { planImport } from './import-plan';
import { loadOcfSchemas } from './schemas';
import { validateOcfPackage } from './validate-package';
import type { OcfPackage } from './validate-package';
import { createHash } from 'node:crypto';

/** The pure parts of OCF export and import: tags, canonical JSON, vesting terms, the import plan. */

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function pkg(items: {
  stakeholders?: unknown[];
  classes?: unknown[];
  legends?: unknown[];
  txs: unknown[];
  comments?: string[];
}): OcfPackage {
  const files: Record<string, string> = {
    'Stakeholders.ocf.json': JSON.stringify({
      file_type: 'OCF_STAKEHOLDERS_FILE',
      items: items.stakeholders ?? [
        { id: 'sh-a', object_type: 'STAKEHOLDER', name: { legal_name: 'Ada' }, stakeholder_type: 'INDIVIDUAL' },
        { id: 'sh-b', object_type: 'STAKEHOLDER', name: { legal_name: 'Ben' }, stakeholder_type: 'INDIVIDUAL' },
      ],
    }),
    'StockClasses.ocf.json': JSON.stringify({
      file_type: 'OCF_STOCK_CLASSES_FILE',
      items: items.classes ?? [
        {
          id: 'common',
          object_type: 'STOCK_CLASS',
          name: 'Common',
          class_type: 'COMMON',
          default_id_prefix: 'CS-',
          initial_shares_authorized: '+1000000.00',
          votes_per_share: '1',
          seniority: '1',
        },
      ],
    }),
    'StockLegends.ocf.json': JSON.stringify({
      file_type: 'OCF_STOCK_LEGEND_TEMPLATES_FILE',
      items: items.legends ?? [],
    }),
    'Transactions.ocf.json': JSON.stringify({ file_type: 'OCF_TRANSACTIONS_FILE', items: items.txs }),
  };
  const list = (name: string) => [{ filepath: name, md5: md5(files[name] as string) }];
  files['Manifest.ocf.json'] = JSON.stringify({
    ocf_version: '1.2.0',
    file_type: 'OCF_MANIFEST_FILE',
    issuer: {
      id: 'i',
      object_type: 'ISSUER',
      legal_name: 'I',
      formation_date: '2020-01-01',
      country_of_formation: 'US',
    },
    as_of: '2024-01-01',
    generated_at: '2024-01-01T00:00:00Z',
    stakeholders_files: list('Stakeholders.ocf.json'),
    stock_classes_files: list('StockClasses.ocf.json'),
    stock_legend_templates_files: list('StockLegends.ocf.json'),
    stock_plans_files: [],
    vesting_terms_files: [],
    valuations_files: [],
    transactions_files: list('Transactions.ocf.json'),
    ...(items.comments ? { comments: items.comments } : {}),
  });
  return { manifestPath: 'Manifest.ocf.json', files };
}

const stock = (id: string, security: string, quantity: string, date = '2023-01-01', holder = 'sh-a') => ({
  id,
  object_type: 'TX_STOCK_ISSUANCE',
  date,
  security_id: security,
  stakeholder_id: holder,
  custom_id: id,
  security_law_exemptions: [],
  stock_class_id: 'common',
  share_price: { amount: '1.00', currency: 'USD' },
  quantity,
  stock_legend_ids: [],
});

describe('tagged comments and canonical JSON', () => {
  it('keeps plain comments apart from dl: tags, JSON values included', () => {
    const object: { id: string; comments?: string[] } = withComments(
      { id: 'x' } as { id: string; comments?: string[] },
      ['a note', 'dl:old=1'],
      [tag('terms', 'TRM-1@2'), tag('vesting', { n: 48 })],
    );
    expect(object.comments).toEqual(['a note', 'dl:terms=TRM-1@2', 'dl:vesting={"n":48}']);
    const split = splitComments(object.comments);
    expect(split.others).toEqual(['a note']);
    expect(split.tags.get('vesting')).toEqual(['{"n":48}']);
    expect(withComments({ id: 'x' }, [], [])).toEqual({ id: 'x' });
  });

  it('writes id and object_type first, then keys in alphabetical order at every depth', () => {
    const a = canonicalJson({ z: 1, object_type: 'T', id: 'x', m: { b: 2, a: [{ d: 1, c: undefined }] } });
    expect(a).toBe('{"id":"x","object_type":"T","m":{"a":[{"d":1}],"b":2},"z":1}');
    expect(JSON.parse(a)).toEqual({ id: 'x', object_type: 'T', m: { a: [{ d: 1 }], b: 2 }, z: 1 });
  });
});

describe('vesting terms of a time-based schedule', () => {
  const validate = loadOcfSchemas().byObjectType.get('VESTING_TERMS');
  it.each([
    [{ installments: 48, frequency: 'monthly', cliff_installment: 12 }, ['start', 'cliff', 'installments']],
    [{ installments: 16, frequency: 'quarterly', cliff_installment: 0 }, ['start', 'installments']],
    [{ installments: 4, frequency: 'monthly', cliff_installment: 4, allocation: 'FRONT_LOADED' }, ['start', 'cliff']],
  ] as const)('%o is valid OCF with conditions %o', (schedule, conditions) => {
    const terms = vestingTermsObject(schedule);
    expect(validate?.(terms), JSON.stringify(validate?.errors)).toBe(true);
    expect((terms.vesting_conditions as { id: string }[]).map((c) => c.id)).toEqual(conditions);
  });
});

describe('validation of warrants, convertibles and lists of references', () => {
  it('refuses a warrant transfer over its quantity, a convertible cancelled over its amount and a missing legend', () => {
    const warrant = {
      id: 'w',
      object_type: 'TX_WARRANT_ISSUANCE',
      date: '2023-01-01',
      security_id: 'sec-w',
      stakeholder_id: 'sh-a',
      custom_id: 'W-1',
      security_law_exemptions: [],
      quantity: '100',
      purchase_price: { amount: '0', currency: 'USD' },
      exercise_triggers: [],
    };
    const note = {
      id: 'n',
      object_type: 'TX_CONVERTIBLE_ISSUANCE',
      date: '2023-01-01',
      security_id: 'sec-n',
      stakeholder_id: 'sh-a',
      custom_id: 'CN-1',
      security_law_exemptions: [],
      convertible_type: 'NOTE',
      investment_amount: { amount: '5000', currency: 'USD' },
      seniority: 1,
      conversion_triggers: [
        {
          trigger_id: 't',
          type: 'UNSPECIFIED',
          conversion_right: {
            type: 'CONVERTIBLE_CONVERSION_RIGHT',
            conversion_mechanism: { type: 'CUSTOM_CONVERSION', custom_conversion_description: 'x' },
          },
        },
      ],
    };
    const report = validateOcfPackage(
      pkg({
        txs: [
          { ...stock('s', 'sec-s', '10'), stock_legend_ids: ['legend-x'] },
          warrant,
          note,
          {
            id: 'wt',
            object_type: 'TX_WARRANT_TRANSFER',
            date: '2023-02-01',
            security_id: 'sec-w',
            quantity: '101',
            resulting_security_ids: ['r'],
          },
          {
            id: 'nc',
            object_type: 'TX_CONVERTIBLE_CANCELLATION',
            date: '2023-02-01',
            security_id: 'sec-n',
            amount: { amount: '5000.01', currency: 'USD' },
            reason_text: 'x',
          },
        ],
      }),
    );
    expect(report.problems.map((p) => [p.objectId, p.path, p.message])).toEqual([
      [
        's',
        '/items/0/stock_legend_ids/0',
        'This object names a stock legend template “legend-x” that is not in the package.',
      ],
      ['wt', '/items/3/quantity', 'This transaction transfers more than the security “sec-w” holds.'],
      ['nc', '/items/4/quantity', 'This transaction cancels more than the security “sec-n” holds.'],
    ]);
  });
});

describe('planImport', () => {
  it('gives foreign security ids their kind’s prefix, replays in date order and folds a transfer’s issuances in', () => {
    const { plan, problems } = planImport(
      pkg({
        txs: [
          {
            id: 't',
            object_type: 'TX_STOCK_TRANSFER',
            date: '2023-03-01',
            security_id: 'sec-1',
            quantity: '40',
            resulting_security_ids: ['sec-2'],
            balance_security_id: 'sec-3',
          },
          stock('i2', 'sec-2', '40', '2023-03-01', 'sh-b'),
          stock('i3', 'sec-3', '60', '2023-03-01'),
          stock('i1', 'sec-1', '100'),
        ],
      }),
    );
    expect(problems).toEqual([]);
    expect(plan?.steps.map((s) => s.tx)).toEqual([
      expect.objectContaining({ type: 'stock_class', classId: 'common', kind: 'CS', authorized: '1000000' }),
      expect.objectContaining({ type: 'issuance', securityId: 'CS-sec-1', quantity: '100', price: '1' }),
      expect.objectContaining({
        type: 'transfer',
        securityId: 'CS-sec-1',
        quantity: '40',
        toStakeholderId: 'sh-b',
        resultingId: 'CS-sec-2',
        balanceId: 'CS-sec-3',
      }),
    ]);
  });

  it('takes the rounding profile from the manifest’s tag and refuses one it does not know', () => {
    expect(planImport(pkg({ txs: [], comments: ['dl:rounding_profile=EXACT'] })).plan?.roundingProfile).toBe('EXACT');
    expect(planImport(pkg({ txs: [], comments: ['dl:rounding_profile=HALF_EVEN'] })).problems).toEqual([
      {
        file: 'Manifest.ocf.json',
        objectId: null,
        path: '/comments',
        message: 'The rounding profile “HALF_EVEN” is not one Digital Locker knows (DL-DEFAULT, EXACT).',
      },
    ]);
  });

  it('lists every refusal of the ledger’s reducer, each on its object', () => {
    const { plan, problems } = planImport(
      pkg({ txs: [stock('big', 'sec-1', '2000000'), stock('ok', 'sec-2', '10'), stock('dup', 'sec-2', '5')] }),
    );
    expect(plan).toBeNull();
    expect(problems.map((p) => [p.objectId, p.message])).toEqual([
      ['big', 'Issuing 2000000 shares of common would exceed its 1000000 authorized shares (0 already issued).'],
      ['dup', 'A security with the id CS-sec-2 already exists.'],
    ]);
  });
});
