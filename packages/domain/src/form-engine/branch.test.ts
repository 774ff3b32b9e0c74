import { describe, expect, it } from 'vitest';
import { applicableFields, applicableSections } from './applicability.ts';
import { branchHolds, toBranch } from './branch.ts';
import { formOf, section, templateOf } from './test-fixtures.ts';
import type { Branch, FormField } from './types.ts';
import { validateResponse } from './validate.ts';

describe('branchHolds', () => {
  const cases: { branch: Branch; answer: unknown; holds: boolean }[] = [
    { branch: { field: 'c', op: '-eq', value: 'us' }, answer: 'us', holds: true },
    { branch: { field: 'c', op: '-eq', value: 'us' }, answer: 'ca', holds: false },
    { branch: { field: 'c', op: '-eq', value: 3 }, answer: '3', holds: true },
    { branch: { field: 'c', op: '-eq', value: true }, answer: true, holds: true },
    { branch: { field: 'c', op: '-eq', value: true }, answer: false, holds: false },
    { branch: { field: 'c', op: '-eq', value: 'us' }, answer: undefined, holds: false },
    { branch: { field: 'c', op: '-eq', value: ['a', 'b'] }, answer: ['b', 'a'], holds: true },
    { branch: { field: 'c', op: '-eq', value: ['a', 'b'] }, answer: ['a'], holds: false },
    { branch: { field: 'c', op: '-eq', value: 'a' }, answer: ['a'], holds: false },
    { branch: { field: 'c', op: '-contains', value: 'trust' }, answer: ['llc', 'trust'], holds: true },
    { branch: { field: 'c', op: '-contains', value: 'trust' }, answer: ['llc'], holds: false },
    { branch: { field: 'c', op: '-contains', value: ['llc', 'trust'] }, answer: ['llc', 'trust', 'x'], holds: true },
    { branch: { field: 'c', op: '-contains', value: ['llc', 'trust'] }, answer: ['llc'], holds: false },
    { branch: { field: 'c', op: '-contains', value: 'Trust' }, answer: 'Family Trust', holds: true },
    { branch: { field: 'c', op: '-contains', value: 'Trust' }, answer: 'Family LLC', holds: false },
    { branch: { field: 'c', op: '-contains', value: 'x' }, answer: undefined, holds: false },
    { branch: { field: 'c', op: '-is_contained', value: ['us', 'ca'] }, answer: 'ca', holds: true },
    { branch: { field: 'c', op: '-is_contained', value: ['us', 'ca'] }, answer: 'mx', holds: false },
    { branch: { field: 'c', op: '-is_contained', value: ['us', 'ca'] }, answer: ['us', 'ca'], holds: true },
    { branch: { field: 'c', op: '-is_contained', value: ['us', 'ca'] }, answer: ['us', 'mx'], holds: false },
    { branch: { field: 'c', op: '-is_contained', value: ['us', 'ca'] }, answer: [], holds: false },
    { branch: { field: 'c', op: '-is_contained', value: ['us', 'ca'] }, answer: '', holds: false },
  ];
  it.each(cases)('$branch.op $branch.value on $answer -> $holds', ({ branch, answer, holds }) => {
    expect(branchHolds(branch, answer)).toBe(holds);
  });
});

describe('toBranch (text form)', () => {
  it.each([
    ['country -eq us', { field: 'country', op: '-eq', value: 'us' }],
    ["country -eq 'United States'", { field: 'country', op: '-eq', value: 'United States' }],
    ['types -contains trust', { field: 'types', op: '-contains', value: 'trust' }],
    ['country -is_contained us, ca,mx', { field: 'country', op: '-is_contained', value: ['us', 'ca', 'mx'] }],
  ])('reads %s', (text, branch) => expect(toBranch(text)).toEqual(branch));

  it.each(['country', 'country -ne us', '-eq us'])('refuses %s', (text) => expect(toBranch(text)).toBeNull());
});

const COUNTRY: FormField = {
  key: 'country',
  label: 'Country',
  type: 'select',
  mandatory: true,
  options: [
    { value: 'us', label: 'United States' },
    { value: 'ca', label: 'Canada' },
    { value: 'mx', label: 'Mexico' },
  ],
};
const TYPES: FormField = { key: 'types', label: 'Holder types', type: 'select_multi', options: ['llc', 'trust'] };

describe('fields and sections applying on branches', () => {
  const template = templateOf([
    section('who', [
      COUNTRY,
      TYPES,
      { key: 'ssn', label: 'SSN', type: 'text', mandatory: true, rules: ['isSSN'], branch: 'country -eq us' },
      { key: 'sin', label: 'SIN', type: 'text', mandatory: true, branch: { field: 'country', op: '-eq', value: 'ca' } },
      { key: 'trustee', label: 'Trustee', type: 'text', mandatory: true, branch: 'types -contains trust' },
      {
        key: 'trustee_phone',
        label: 'Trustee phone',
        type: 'phone_number',
        mandatory: true,
        branch: 'trustee -contains Jr',
      },
    ]),
    section(
      'nafta',
      [{ key: 'nafta_id', label: 'NAFTA id', type: 'text', mandatory: true }],
      'country -is_contained ca,mx',
    ),
  ]);

  const keys = (values: Record<string, unknown>) => applicableFields(template, values).map((f) => f.field.key);

  it.each([
    [{}, ['country', 'types']],
    [{ country: 'us' }, ['country', 'types', 'ssn']],
    [{ country: 'ca' }, ['country', 'types', 'sin', 'nafta_id']],
    [{ country: 'mx' }, ['country', 'types', 'nafta_id']],
    [{ country: 'us', types: ['trust'], trustee: 'Bob Jr' }, ['country', 'types', 'ssn', 'trustee', 'trustee_phone']],
    [{ country: 'us', types: ['llc'], trustee: 'Bob Jr' }, ['country', 'types', 'ssn']],
  ])('answers %j apply %j', (values, expected) => expect(keys(values)).toEqual(expected));

  it('applies sections only when their branch holds', () => {
    expect(applicableSections(template, { country: 'us' })).toEqual(['who']);
    expect(applicableSections(template, { country: 'mx' })).toEqual(['who', 'nafta']);
  });

  it('explains why a conditional field is shown, with option labels', () => {
    const [nafta] = applicableFields(template, { country: 'ca' }).filter((f) => f.field.key === 'nafta_id');
    expect(nafta?.shown_because).toEqual([
      {
        source: 'section',
        branch: { field: 'country', op: '-is_contained', value: ['ca', 'mx'] },
        text: 'Country is one of Canada, Mexico',
      },
    ]);
    const shown = applicableFields(template, { country: 'us', types: ['trust'] });
    expect(shown.find((f) => f.field.key === 'ssn')?.shown_because.map((r) => r.text)).toEqual([
      'Country is United States',
    ]);
    expect(shown.find((f) => f.field.key === 'trustee')?.shown_because.map((r) => r.text)).toEqual([
      'Holder types includes trust',
    ]);
    expect(shown.find((f) => f.field.key === 'country')?.shown_because).toEqual([]);
  });

  it('does not require, and ignores, answers of fields that do not apply', () => {
    const result = validateResponse(template, { country: 'us', ssn: '123456789', sin: 'not checked', nafta_id: '' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ country: 'us', ssn: '123456789' });
  });

  it('requires mandatory fields of a section once it applies', () => {
    expect(validateResponse(template, { country: 'mx' }).errors).toEqual({ nafta_id: 'NAFTA id is required' });
    expect(validateResponse(template, { country: 'ca', sin: '1', nafta_id: 'N1' }).valid).toBe(true);
  });

  it('checks a conditional field by its own rules when it applies', () => {
    expect(validateResponse(template, { country: 'us', ssn: '12-34' }).errors).toEqual({ ssn: 'SSN is not valid SSN' });
  });

  it('a field branching on a field that does not apply does not apply either', () => {
    expect(keys({ country: 'us', types: [], trustee: 'Bob Jr' })).toEqual(['country', 'types', 'ssn']);
  });

  it('reads a branch on a check box answer', () => {
    const form = formOf([
      { key: 'pep', label: 'I am a politically exposed person', type: 'check_list' },
      {
        key: 'office',
        label: 'Office held',
        type: 'text',
        mandatory: true,
        branch: { field: 'pep', op: '-eq', value: true },
      },
    ]);
    expect(validateResponse(form, { pep: true }).errors).toEqual({ office: 'Office held is required' });
    expect(validateResponse(form, { pep: false }).errors).toEqual({});
  });
});
