import { describe, expect, it } from 'vitest';
import { resolveOptions } from './options.ts';
import { formOf } from './test-fixtures.ts';
import type { FormField, FormOption, OptionResolver } from './types.ts';
import { validateResponse } from './validate.ts';

const NAICS: FormOption[] = [
  { value: '52', label: 'Finance and Insurance' },
  { value: '5239', label: 'Other Financial Investment Activities' },
  { value: '54', label: 'Professional Services' },
  { value: '5415', label: 'Computer Systems Design' },
];
const COUNTRIES: FormOption[] = [
  { value: 'us', label: 'United States' },
  { value: 'ca', label: 'Canada' },
];

describe('select queries', () => {
  const sector: FormField = {
    key: 'sector',
    label: 'Sector',
    type: 'select',
    options: NAICS.slice(0, 1).concat(NAICS[2] as FormOption),
  };
  const industry = (query: FormField['query']): FormField => ({
    key: 'industry',
    label: 'Industry',
    type: 'select',
    options: NAICS,
    query,
  });

  it.each([
    [{ comparator: 'starts_with', operand: { type: 'var', field: 'sector' } }, { sector: '54' }, ['54', '5415']],
    [{ comparator: 'starts_with', operand: { type: 'var', field: 'sector' } }, {}, ['52', '5239', '54', '5415']],
    [{ comparator: 'starts_with', on: 'label', operand: { type: 'const', value: 'computer' } }, {}, ['5415']],
    [{ comparator: 'eq', operand: { type: 'var', field: 'sector' } }, { sector: '52' }, ['52']],
    [{ comparator: 'eq', operand: { type: 'var', field: 'sector' } }, {}, []],
    [{ comparator: 'eq', on: 'label', operand: { type: 'const', value: 'Professional Services' } }, {}, ['54']],
    [{ comparator: 'eq', on: 'label', operand: { type: 'const', value: 'professional services' } }, {}, []],
  ] as const)('%j with %j offers %j', (query, values, expected) => {
    expect(resolveOptions(industry(query), values)?.map((o) => o.value)).toEqual(expected);
  });

  it('refuses an answer the query filtered out', () => {
    const form = formOf([sector, industry({ comparator: 'starts_with', operand: { type: 'var', field: 'sector' } })]);
    expect(validateResponse(form, { sector: '54', industry: '5415' }).errors).toEqual({});
    expect(validateResponse(form, { sector: '54', industry: '5239' }).errors).toEqual({
      industry: 'Industry is invalid.',
    });
  });
});

describe('data sources', () => {
  it('inline_index answers by position', () => {
    const form = formOf([
      { key: 'size', label: 'Size', type: 'radio', options: ['Small', 'Large'], data_source: { type: 'inline_index' } },
    ]);
    expect(validateResponse(form, { size: 1 }).valid).toBe(true);
    expect(validateResponse(form, { size: '0' }).valid).toBe(true);
    expect(validateResponse(form, { size: 'Large' }).errors).toEqual({ size: 'Size is invalid.' });
    expect(validateResponse(form, { size: 2 }).errors).toEqual({ size: 'Size is invalid.' });
  });

  const tenantCountry: FormField = {
    key: 'country',
    label: 'Country',
    type: 'select',
    data_source: { type: 'entity', entity: 'countries' },
  };
  const commonStages: FormField = {
    key: 'stages',
    label: 'Stages',
    type: 'select_multi',
    data_source: { type: 'entity_common', entity: 'stages' },
  };
  const calls: string[] = [];
  const resolver: OptionResolver = {
    entity: (name, base) => {
      calls.push(`${base}:${name}`);
      return name === 'countries' ? COUNTRIES : [{ value: 'seed', label: 'Seed' }];
    },
  };

  it('entity and entity_common read the tenant and the common base through the resolver', () => {
    const form = formOf([tenantCountry, commonStages]);
    expect(validateResponse(form, { country: 'ca', stages: ['seed'] }, { resolver }).valid).toBe(true);
    expect(calls).toEqual(['tenant:countries', 'common:stages']);
    expect(validateResponse(form, { country: 'fr', stages: ['late'] }, { resolver }).errors).toEqual({
      country: 'Country is invalid.',
      stages: 'Stages is invalid.',
    });
  });

  it('without a resolver an entity answer is accepted as given (the side holding the list checks it)', () => {
    expect(validateResponse(formOf([tenantCountry]), { country: 'fr' }).valid).toBe(true);
  });

  const company: FormField = { key: 'company', label: 'Company', type: 'select', data_source: { type: 'cyndx' } };

  it('cyndx is off unless a resolver is given: the answer stands as typed', () => {
    expect(validateResponse(formOf([company]), { company: 'Acme Robotics' }).valid).toBe(true);
    expect(validateResponse(formOf([{ ...company, mandatory: true }]), {}).errors).toEqual({
      company: 'Company is required',
    });
  });

  it('cyndx with a resolver checks the answer among its hits', () => {
    const cyndx = (search: string) =>
      search.startsWith('Acme') ? [{ value: 'Acme Robotics', label: 'Acme Robotics Inc.' }] : [];
    expect(validateResponse(formOf([company]), { company: 'Acme Robotics' }, { resolver: { cyndx } }).valid).toBe(true);
    expect(validateResponse(formOf([company]), { company: 'Nobody' }, { resolver: { cyndx } }).errors).toEqual({
      company: 'Company is invalid.',
    });
  });
});
