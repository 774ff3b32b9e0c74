import { describe, expect, it } from 'vitest';
import { formOf } from './test-fixtures.ts';
import type { FormField, RuleSpec } from './types.ts';
import { validateResponse } from './validate.ts';

const errorsOf = (fields: FormField[], values: Record<string, unknown>) =>
  validateResponse(formOf(fields), values).errors;

describe('validateResponse', () => {
  it('refuses keys the template does not know', () => {
    expect(errorsOf([{ key: 'name', label: 'Name', type: 'text' }], { name: 'Ada', admin: true })).toEqual({
      admin: 'admin is not a field of this form',
    });
  });

  it('checks a regex field against its pattern (number of employees: digits only)', () => {
    const employees: FormField = { key: 'employees', label: 'Number of employees', type: 'text', regex: '^\\d+$' };
    expect(errorsOf([employees], { employees: '250' })).toEqual({});
    expect(errorsOf([employees], { employees: 'about 250' })).toEqual({
      employees: 'Number of employees is invalid. ^\\d+$',
    });
  });

  const REF_FIELDS: FormField[] = [
    { key: 'size', label: 'Target raise', type: 'currency' },
    {
      key: 'minimum',
      label: 'Minimum investment',
      type: 'currency',
      rules: [{ name: 'less_than_ref', args: ['size'] }],
    },
    { key: 'start', label: 'Start date', type: 'date' },
    { key: 'end', label: 'End date', type: 'date', rules: [{ name: 'is_after_ref', args: ['start'] }] },
    { key: 'email', label: 'Email', type: 'text', rules: ['email'] },
    { key: 'email2', label: 'Confirm email', type: 'text', rules: [{ name: 'confirmed', args: ['email'] }] },
  ];
  it.each([
    [{ size: '1000', minimum: '100' }, {}],
    [{ size: '1000', minimum: '1000' }, { minimum: 'Minimum investment should be less than Target raise' }],
    [{ start: '01/01/2026', end: '02/01/2026' }, {}],
    [{ start: '01/01/2026', end: '01/01/2026' }, { end: 'End date should be after Start date' }],
    [{ email: 'a@b.co', email2: 'a@b.co' }, {}],
    [{ email: 'a@b.co', email2: 'a@b.com' }, { email2: 'Confirm email does not match' }],
    [{ email: 'a@b' }, { email: 'Email is not valid email' }],
  ])('rules referring to other fields: %j -> %j', (values, errors) =>
    expect(errorsOf(REF_FIELDS, values)).toEqual(errors),
  );

  it.each<[RuleSpec, unknown, string | null]>([
    [{ name: 'length', args: [9] }, '12345678', 'Tax id should be length of 9'],
    [{ name: 'min', args: [3] }, 'ab', 'should be at least 3 characters'],
    [{ name: 'max', args: [3] }, 'abcd', 'should be at most 3 characters'],
    [{ name: 'min_value', args: [18] }, '17', 'should be equals to or higher than 18'],
    [{ name: 'max_value', args: [100] }, '100', 'should be less than 100'],
    [{ name: 'notOneOf', args: ['admin', 'root'] }, 'root', 'Tax id should be unique'],
    ['includeANumber', 'abc', 'should include at least 1 number'],
    ['includeASymbol', 'abc', 'should include at least 1 special character'],
    ['includeAUpperCase', 'abc', 'at least 1 upper case'],
    ['includeALowerCase', 'ABC', 'at least 1 lower case'],
    ['noNumbers', 'a1', 'should not include any numbers'],
    ['noSymbols', 'a#', 'should not include any special characters'],
    ['noSymbols', "O'Brien-Smith, Jr.", null],
    ['isSSN', '12345678', 'Tax id is not valid SSN'],
    ['numberOnly', '12.5', 'should be numbers only.'],
    ['digitsOnly', '12a', 'should be numbers only.'],
    ['url', 'nope', 'Tax id is not url'],
    ['isDateStandard', '2026-01-01', 'Tax id should be MM/DD/YYYY'],
    [{ name: 'isPhoneNumber', args: ['CA'] }, '416 555 0199', null],
    [{ name: 'regex', args: ['^[A-Z]{2}\\d+$'] }, 'ab12', 'Tax id is invalid. ^[A-Z]{2}\\d+$'],
    ['valid-regex', '([a-z]', 'Tax id is not valid RegExp'],
    ['required', '', 'Tax id is required'],
  ])('named rule %j on %j -> %s', (rule, value, message) => {
    expect(errorsOf([{ key: 'tax', label: 'Tax id', type: 'text', rules: [rule] }], { tax: value })).toEqual(
      message ? { tax: message } : {},
    );
  });

  it('currency: at most 20 digits unless the field says otherwise, decimals only with a precision', () => {
    const amount: FormField = { key: 'amount', label: 'Amount', type: 'currency' };
    expect(errorsOf([amount], { amount: '1'.repeat(20) })).toEqual({});
    expect(errorsOf([amount], { amount: '1'.repeat(21) })).toEqual({ amount: 'should be at most 20 characters' });
    expect(errorsOf([{ ...amount, max_length: 12 }], { amount: '1'.repeat(13) })).toEqual({
      amount: 'should be at most 12 characters',
    });
    expect(errorsOf([amount], { amount: 2500 })).toEqual({});
    expect(errorsOf([amount], { amount: '2500.50' })).toEqual({ amount: 'should be numbers only.' });
    expect(errorsOf([{ ...amount, precision: 2 }], { amount: '2500.50' })).toEqual({});
    expect(errorsOf([{ ...amount, precision: 2 }], { amount: '2500.505' })).toEqual({
      amount: 'should be numbers only.',
    });
  });

  it('phone: by the field country (default US), at most 25 characters', () => {
    const phone: FormField = { key: 'phone', label: 'Phone', type: 'phone_number' };
    expect(errorsOf([phone], { phone: '+44 20 7946 0958' })).toEqual({});
    expect(errorsOf([phone], { phone: '020 7946 0958' })).toEqual({ phone: 'Phone is not valid phone number' });
    expect(errorsOf([{ ...phone, country: 'gb' }], { phone: '020 7946 0958' })).toEqual({});
    expect(errorsOf([phone], { phone: `+1 201 555 0123${' '.repeat(12)}` })).toEqual({
      phone: 'should be at most 25 characters',
    });
  });

  it('slider: both bounds included', () => {
    const slider: FormField = { key: 's', label: 'Risk', type: 'slider', min: 1, max: 5 };
    expect(errorsOf([slider], { s: 1 })).toEqual({});
    expect(errorsOf([slider], { s: 6 })).toEqual({ s: 'should be less than 5' });
    expect(errorsOf([slider], { s: 'high' })).toEqual({ s: 'should be numbers only.' });
  });

  it('address: line1, country, city and postal required once any part is given; unknown parts refused', () => {
    const address: FormField = { key: 'home', label: 'Home address', type: 'address' };
    expect(errorsOf([address], { home: { line1: '', city: ' ' } })).toEqual({});
    expect(errorsOf([address], { home: { line2: 'Apt 4' } })).toEqual({
      'home.line1': 'Address line 1 is required',
      'home.country': 'Country is required',
      'home.city': 'City is required',
      'home.postal': 'Postal code is required',
    });
    expect(
      errorsOf([address], {
        home: {
          line1: '1 Bay St',
          city: 'Toronto',
          postal: 'M5J',
          country: { name: 'Canada' },
          province: { name: 'ON' },
          zip: '1',
        },
      }),
    ).toEqual({ 'home.zip': 'zip is not a field of this form' });
    expect(errorsOf([address], { home: '1 Bay St' })).toEqual({ home: 'Home address is invalid.' });
    expect(errorsOf([{ ...address, mandatory: true }], { home: { line1: '' } })).toEqual({
      home: 'Home address is required',
    });
  });

  it('files: a stored-file id or url, checked against the known files when the server gives them', () => {
    const id = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    const form = formOf([{ key: 'doc', label: 'Passport', type: 'file', mandatory: true }]);
    expect(validateResponse(form, { doc: id }, { isKnownFile: (ref) => ref === id }).valid).toBe(true);
    expect(
      validateResponse(form, { doc: '2b4e28ba-2fa1-11d2-883f-0016d3cca427' }, { isKnownFile: (ref) => ref === id })
        .errors,
    ).toEqual({ doc: 'Passport is invalid.' });
    expect(validateResponse(form, { doc: [id] }).errors).toEqual({ doc: 'Passport is invalid.' });
    expect(validateResponse(form, { doc: '//evil.example/x' }).errors).toEqual({ doc: 'Passport is invalid.' });
  });

  it('stores a url with its scheme (spec 5: http:// prepended)', () => {
    const site: FormField = { key: 'site', label: 'Website', type: 'url' };
    expect(validateResponse(formOf([site]), { site: ' example.com ' }).values).toEqual({ site: 'http://example.com' });
    expect(validateResponse(formOf([site]), { site: 'https://example.com' }).values).toEqual({
      site: 'https://example.com',
    });
  });

  it('check_list without options is one box: mandatory means checked', () => {
    const box: FormField = { key: 'ok', label: 'I agree', type: 'check_list', mandatory: true };
    expect(errorsOf([box], { ok: true })).toEqual({});
    expect(errorsOf([box], { ok: false })).toEqual({ ok: 'I agree is required' });
    expect(errorsOf([box], { ok: 'yes' })).toEqual({ ok: 'I agree is invalid.' });
  });
});

describe('per-line rules of line lists', () => {
  it('bullet: each line by the line rules and the regex, blank lines ignored', () => {
    const bullet: FormField = {
      key: 'b',
      label: 'Highlights',
      type: 'bullet',
      regex: '^[A-Z]',
      line_rules: [{ name: 'max', args: [10] }],
    };
    expect(errorsOf([bullet], { b: ['Fast', '', 'Cheap'] })).toEqual({});
    expect(errorsOf([bullet], { b: ['fast', 'Cheap', 'Very very good'] })).toEqual({
      'b.0': 'Highlights is invalid. ^[A-Z]',
      'b.2': 'should be at most 10 characters',
    });
    expect(errorsOf([{ ...bullet, mandatory: true }], { b: ['', ' '] })).toEqual({ b: 'Highlights is required' });
    expect(errorsOf([bullet], { b: 'Fast' })).toEqual({ b: 'Highlights is invalid.' });
  });

  it('timeline: date and description per entry, line rules on the description', () => {
    const timeline: FormField = { key: 't', label: 'History', type: 'timeline', line_rules: ['noSymbols'] };
    expect(errorsOf([timeline], { t: [{ date: '03/01/2021', description: 'Series A' }] })).toEqual({});
    expect(errorsOf([timeline], { t: [{ date: '', description: 'Seed!' }, 'x', { date: '03/01/2021' }] })).toEqual({
      't.0.date': 'Date is required',
      't.0.description': 'should not include any special characters',
      't.1': 'History is invalid.',
      't.2.description': 'Description is required',
    });
  });

  it('draggable_list without options: free lines under the line rules', () => {
    const list: FormField = {
      key: 'd',
      label: 'Goals',
      type: 'draggable_list',
      line_rules: [{ name: 'min', args: [3] }],
    };
    expect(errorsOf([list], { d: ['Grow', 'Keep'] })).toEqual({});
    expect(errorsOf([list], { d: ['Grow', 'No'] })).toEqual({ 'd.1': 'should be at least 3 characters' });
  });

  it('draggable_list with options: a ranking of the options', () => {
    const list: FormField = { key: 'd', label: 'Goals', type: 'draggable_list', options: ['growth', 'income'] };
    expect(errorsOf([list], { d: ['income', 'growth'] })).toEqual({});
    expect(errorsOf([list], { d: ['income', 'fame'] })).toEqual({ 'd.1': 'Goals is invalid.' });
  });
});
