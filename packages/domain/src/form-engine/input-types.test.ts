import { describe, expect, it } from 'vitest';
import { formOf } from './test-fixtures.ts';
import { type FormField, INPUT_TYPES } from './types.ts';
import { validateResponse } from './validate.ts';

const FILE_ID = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const COLORS = [{ value: 'r', label: 'Red' }, 'Green'];

/** One row per input type: its definition, an answer it accepts and one it refuses with the exact message. */
const CASES: { field: FormField; good: unknown; bad: unknown; message: string; path?: string }[] = [
  {
    field: { key: 'f', label: 'Name', type: 'text', max_length: 5 },
    good: 'Ada',
    bad: 'Lovelace',
    message: 'should be at most 5 characters',
  },
  {
    field: { key: 'f', label: 'Employees', type: 'number' },
    good: '12',
    bad: '12a',
    message: 'should be numbers only.',
  },
  {
    field: { key: 'f', label: 'Amount', type: 'currency' },
    good: '25000',
    bad: '25,000',
    message: 'should be numbers only.',
  },
  {
    field: { key: 'f', label: 'Phone', type: 'phone_number' },
    good: '(201) 555-0123',
    bad: '123',
    message: 'Phone is not valid phone number',
  },
  { field: { key: 'f', label: 'Notes', type: 'text_long' }, good: 'Long\ntext', bad: 42, message: 'Notes is invalid.' },
  {
    field: { key: 'f', label: 'Color', type: 'radio', options: COLORS },
    good: 'r',
    bad: 'Red',
    message: 'Color is invalid.',
  },
  {
    field: { key: 'f', label: 'Risk', type: 'slider', min: 1, max: 5 },
    good: 5,
    bad: 0,
    message: 'should be equals to or higher than 1',
  },
  {
    field: { key: 'f', label: 'Passport', type: 'file' },
    good: FILE_ID,
    bad: 'passport.pdf',
    message: 'Passport is invalid.',
  },
  {
    field: { key: 'f', label: 'Statements', type: 'file_v2' },
    good: [FILE_ID, `/api/v1/fid/x/static-assets/${FILE_ID}`],
    bad: [FILE_ID, 'x'],
    message: 'Statements is invalid.',
  },
  {
    field: { key: 'f', label: 'Color', type: 'select', options: COLORS },
    good: 'Green',
    bad: 'Blue',
    message: 'Color is invalid.',
  },
  {
    field: { key: 'f', label: 'Colors', type: 'select_multi', options: COLORS },
    good: ['r', 'Green'],
    bad: ['r', 'r'],
    message: 'Colors is invalid.',
  },
  {
    field: { key: 'f', label: 'Highlights', type: 'bullet', line_rules: ['noNumbers'] },
    good: ['Fast', 'Cheap'],
    bad: ['Fast', '24/7'],
    message: 'should not include any numbers',
    path: 'f.1',
  },
  {
    field: { key: 'f', label: 'Birth date', type: 'date' },
    good: '02/29/2024',
    bad: '02/30/2024',
    message: 'Birth date should be MM/DD/YYYY',
  },
  {
    field: { key: 'f', label: 'History', type: 'timeline' },
    good: [{ date: '01/15/2020', description: 'Founded' }],
    bad: [{ date: '2020-01-15', description: 'Founded' }],
    message: 'Date should be MM/DD/YYYY',
    path: 'f.0.date',
  },
  {
    field: { key: 'f', label: 'Logo', type: 'public_image' },
    good: 'https://cdn.example.com/logo.png',
    bad: 'javascript:alert(1)',
    message: 'Logo is invalid.',
  },
  {
    field: { key: 'f', label: 'Terms', type: 'static_modal', content: 'Read me' },
    good: undefined,
    bad: 'read',
    message: 'Terms takes no answer',
  },
  {
    field: { key: 'f', label: 'Address', type: 'address' },
    good: { line1: '1 Main St', city: 'Austin', postal: '78701', country: { name: 'United States' } },
    bad: { line1: '1 Main St', city: 'Austin', country: 'us' },
    message: 'Postal code is required',
    path: 'f.postal',
  },
  {
    field: { key: 'f', label: 'Website', type: 'url' },
    good: 'example.com/about',
    bad: 'not a url',
    message: 'Website is not url',
  },
  {
    field: { key: 'f', label: 'Cap table', type: 'data_file' },
    good: FILE_ID,
    bad: 12,
    message: 'Cap table is invalid.',
  },
  {
    field: { key: 'f', label: 'Consents', type: 'check_list', options: ['email', 'sms'] },
    good: ['sms'],
    bad: ['fax'],
    message: 'Consents is invalid.',
  },
  {
    field: { key: 'f', label: 'Plan', type: 'button_toggle', options: ['monthly', 'yearly'] },
    good: 'yearly',
    bad: ['yearly'],
    message: 'Plan is invalid.',
  },
  {
    field: { key: 'f', label: 'Priorities', type: 'draggable_list', options: ['growth', 'income', 'safety'] },
    good: ['safety', 'growth'],
    bad: ['growth', 'growth'],
    message: 'Priorities should be unique',
    path: 'f.1',
  },
  {
    field: { key: 'f', label: 'Bio', type: 'rich_texteditor', max_length: 10 },
    good: '<p>Hi</p>',
    bad: '<p>Hello there</p>',
    message: 'should be at most 10 characters',
  },
  {
    field: { key: 'f', label: 'Intro', type: 'static_text', content: 'Welcome' },
    good: '',
    bad: 'x',
    message: 'Intro takes no answer',
  },
];

describe('input types', () => {
  it('covers every spec input type (calculated has its own tests)', () => {
    const covered = new Set(CASES.map((c) => c.field.type));
    expect(INPUT_TYPES.filter((t) => !covered.has(t))).toEqual(['calculated']);
  });

  it.each(CASES)('$field.type accepts a good answer', ({ field, good }) => {
    const result = validateResponse(formOf([field]), good === undefined ? {} : { f: good });
    expect(result.errors).toEqual({});
    expect(result.valid).toBe(true);
  });

  it.each(CASES)('$field.type refuses a bad answer: $message', ({ field, bad, message, path }) => {
    expect(validateResponse(formOf([field]), { f: bad }).errors).toEqual({ [path ?? 'f']: message });
  });

  it.each(CASES.filter((c) => !['static_modal', 'static_text'].includes(c.field.type)))(
    '$field.type when mandatory requires an answer',
    ({ field }) => {
      expect(validateResponse(formOf([{ ...field, mandatory: true }]), {}).errors).toEqual({
        f: `${field.label} is required`,
      });
    },
  );
});
