import { describe, expect, it } from 'vitest';
import {
  DEAL_PRE_FORM,
  NDA_PRE_FORM,
  type PreFormResponse,
  type PreFormTemplate,
  validatePreForm,
} from '../forms/pre-forms.ts';
import { checkTemplate } from './check-template.ts';
import { fromPreForm } from './pre-form-adapter.ts';
import { formOf } from './test-fixtures.ts';
import type { FormField, FormTemplate } from './types.ts';
import { validateAgainstVersion, validateResponse } from './validate.ts';

const NAME: FormField = { key: 'name', label: 'Legal name', type: 'text', mandatory: true };
const V1 = formOf(
  [NAME, { key: 'employees', label: 'Employees', type: 'text' }, { key: 'fax', label: 'Fax', type: 'text' }],
  1,
);
/** Version 2 requires employees as digits, drops fax and adds a mandatory website. */
const V2 = formOf(
  [
    NAME,
    { key: 'employees', label: 'Employees', type: 'text', mandatory: true, regex: '^\\d+$' },
    { key: 'website', label: 'Website', type: 'url', mandatory: true },
  ],
  2,
);
const TEMPLATES: FormTemplate[] = [V2, V1];

describe('validateAgainstVersion', () => {
  const old = { template_version: 1, values: { name: 'Acme LLC', employees: 'about ten', fax: '555-0100' } };

  it('validates an older response with the version it answered, unchanged by a newer version', () => {
    expect(validateAgainstVersion(TEMPLATES, old)).toEqual(validateResponse(V1, old.values));
    expect(validateAgainstVersion(TEMPLATES, old).valid).toBe(true);
    expect(validateAgainstVersion([V1], old)).toEqual(validateAgainstVersion(TEMPLATES, old));
  });

  it('the same answers checked as version 2 are refused by the new rules', () => {
    expect(validateAgainstVersion(TEMPLATES, { ...old, template_version: 2 }).errors).toEqual({
      employees: 'Employees is invalid. ^\\d+$',
      website: 'Website is required',
      fax: 'fax is not a field of this form',
    });
  });

  it('refuses a version it does not know', () => {
    expect(validateAgainstVersion(TEMPLATES, { template_version: 3, values: {} })).toEqual({
      valid: false,
      errors: { template_version: 'Version 3 of this form is not known' },
      values: {},
    });
  });
});

describe('pre-forms on the engine', () => {
  const cases: [string, FormTemplate, PreFormTemplate, PreFormResponse][] = [
    [
      'complete NDA',
      fromPreForm(NDA_PRE_FORM),
      NDA_PRE_FORM,
      { signer_name: 'Ada', signer_title: 'CFO', purpose: 'Other' },
    ],
    ['empty NDA', fromPreForm(NDA_PRE_FORM), NDA_PRE_FORM, {}],
    ['bad NDA', fromPreForm(NDA_PRE_FORM), NDA_PRE_FORM, { signer_name: 'x'.repeat(101), purpose: 'Fun', extra: 1 }],
    [
      'complete deal',
      fromPreForm(DEAL_PRE_FORM),
      DEAL_PRE_FORM,
      { amount: '20000', source_of_funds: 'Savings', accredited: true },
    ],
    [
      'bad deal',
      fromPreForm(DEAL_PRE_FORM),
      DEAL_PRE_FORM,
      { amount: '0', source_of_funds: 'Luck', accredited: false },
    ],
    ['deal with a non-digit amount', fromPreForm(DEAL_PRE_FORM), DEAL_PRE_FORM, { amount: '20,000', accredited: true }],
  ];

  it.each(cases)('%s gives the same messages as the pre-form validator', (_name, template, preForm, response) => {
    expect(validateResponse(template, response).errors).toEqual(validatePreForm(preForm, response));
  });

  it('the converted pre-forms are sound templates', () => {
    expect(checkTemplate(fromPreForm(NDA_PRE_FORM))).toEqual([]);
    expect(checkTemplate(fromPreForm(DEAL_PRE_FORM))).toEqual([]);
  });
});
