import { describe, expect, it } from 'vitest';
import { checkTemplate } from '../form-engine/check-template.ts';
import { INPUT_TYPES } from '../form-engine/types.ts';
import { validateResponse } from '../form-engine/validate.ts';
import { FORM_IDS, FORM_TEMPLATES, KYC_INDIVIDUAL, sensitiveKeys, USER_BANK_DETAILS } from './index.ts';

const all = Object.entries(FORM_TEMPLATES);
const fieldsOf = (t: (typeof all)[number][1]) => t.sections.flatMap((s) => s.definition.fields);

describe('form templates as data', () => {
  it.each(all)('%s passes checkTemplate', (_id, template) => {
    expect(checkTemplate(template)).toEqual([]);
  });

  it('together use every one of the 25 input types', () => {
    const used = new Set(all.flatMap(([, t]) => fieldsOf(t).map((f) => f.type)));
    expect(INPUT_TYPES.filter((type) => !used.has(type))).toEqual([]);
  });

  it('use every data source, with cyndx present (off unless a directory is given)', () => {
    const sources = new Set(all.flatMap(([, t]) => fieldsOf(t).map((f) => f.data_source?.type ?? 'inline')));
    expect([...sources].sort()).toEqual(['cyndx', 'entity', 'entity_common', 'inline', 'inline_index']);
  });

  it('use the three branch operators on fields and on sections', () => {
    const text = JSON.stringify(all.map(([, t]) => t));
    for (const op of ['-eq', '-contains', '-is_contained']) expect(text).toContain(op);
    expect(all.some(([, t]) => t.sections.some((s) => s.definition.branch))).toBe(true);
    expect(all.some(([, t]) => fieldsOf(t).some((f) => f.branch))).toBe(true);
  });

  it('KYC_INDIVIDUAL has a branch and a calculated field', () => {
    expect(KYC_INDIVIDUAL.sections.some((s) => s.definition.branch)).toBe(true);
    expect(fieldsOf(KYC_INDIVIDUAL).some((f) => f.type === 'calculated')).toBe(true);
  });

  it('flags SSNs, tax ids and bank numbers as sensitive', () => {
    expect(sensitiveKeys(KYC_INDIVIDUAL)).toEqual(['ssn', 'foreign_tax_id']);
    expect(sensitiveKeys(USER_BANK_DETAILS)).toEqual(['account_number', 'routing_number']);
    expect(sensitiveKeys(FORM_TEMPLATES[FORM_IDS.TAX_FORM])).toEqual(['tin']);
    expect(sensitiveKeys(FORM_TEMPLATES[FORM_IDS.KYC_ENTITY])).toEqual(['ein']);
    for (const [, t] of all) {
      for (const f of fieldsOf(t)) {
        if (/ssn|tax_id|tin$|ein$|account_number|routing/.test(f.key)) expect(f.sensitive, f.key).toBe(true);
      }
    }
  });

  it('numbers of employees take digits only', () => {
    const t = FORM_TEMPLATES[FORM_IDS.KYC_ENTITY];
    const errors = validateResponse(t, { number_of_employees: '12a' }).errors;
    expect(errors.number_of_employees).toMatch(/^Number of employees is invalid\./);
    expect(validateResponse(t, { number_of_employees: '12' }).errors.number_of_employees).toBeUndefined();
  });

  it('KYC_INDIVIDUAL: a US person is asked the SSN, the capacity is income times years', () => {
    const us = validateResponse(KYC_INDIVIDUAL, { us_person: 'yes', annual_income: '150000', income_multiplier: 3 });
    expect(us.errors.ssn).toBe('Social Security number is required');
    expect(us.errors.foreign_tax_id).toBeUndefined();
    expect(us.values.investment_capacity).toBe(450000);
    const other = validateResponse(KYC_INDIVIDUAL, { us_person: 'no', ssn: '123456789' });
    expect(other.errors.foreign_tax_id).toBe('Foreign tax identification number is required');
    expect(other.values.ssn).toBeUndefined();
  });
});
