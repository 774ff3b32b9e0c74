import { describe, expect, it } from 'vitest';
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
