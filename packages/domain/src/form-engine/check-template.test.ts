import { describe, expect, it } from 'vitest';
import { checkTemplate } from './check-template.ts';
import { formOf, section, templateOf } from './test-fixtures.ts';
import type { FormField, FormTemplate } from './types.ts';

const COUNTRY: FormField = { key: 'country', label: 'Country', type: 'select', options: ['us', 'ca'] };
const SHARES: FormField = { key: 'shares', label: 'Shares', type: 'number' };
const messages = (template: FormTemplate) => checkTemplate(template).map((p) => `${p.path}: ${p.message}`);

describe('checkTemplate', () => {
  it('accepts a sound template', () => {
    const template = templateOf([
      section('a', [
        COUNTRY,
        SHARES,
        { key: 'ssn', label: 'SSN', type: 'text', branch: 'country -eq us', rules: ['isSSN'] },
        {
          key: 'total',
          label: 'Total',
          type: 'calculated',
          calculated: {
            action: 'multiply',
            operands: [
              { type: 'var', field: 'shares' },
              { type: 'const', value: 2 },
            ],
          },
        },
      ]),
      section('b', [{ key: 'note', label: 'Note', type: 'static_text', content: 'Hi' }], 'country -is_contained us,ca'),
    ]);
    expect(checkTemplate(template)).toEqual([]);
  });

  it.each<[string, FormTemplate, string[]]>([
    [
      'identity',
      { internal_name: ' ', kind: 'KYC' as FormTemplate['kind'], version: 0, sections: [] },
      [
        'internal_name: a template needs a name',
        'kind: unknown form kind KYC',
        'version: the version is a whole number from 1',
      ],
    ],
    [
      'duplicate section and field keys',
      templateOf([section('a', [COUNTRY]), section('a', [{ ...COUNTRY, label: 'Again' }])]),
      ['section:a: the section key a is used twice', 'country: the field key country is used twice'],
    ],
    [
      'unknown input type',
      formOf([{ key: 'x', label: 'X', type: 'checkbox' as FormField['type'] }]),
      ['x: unknown input type checkbox'],
    ],
    [
      'branches naming no field, unreadable, on itself',
      templateOf([
        section('a', [
          { key: 'x', label: 'X', type: 'text', branch: 'nope -eq 1' },
          { key: 'y', label: 'Y', type: 'text', branch: 'y maybe 1' },
          { key: 'z', label: 'Z', type: 'text', branch: { field: 'z', op: '-eq', value: '1' } },
        ]),
        section('b', [], 'ghost -contains 1'),
      ]),
      [
        'x.branch: the branch names no field of this form: nope',
        'y.branch: cannot read the branch "y maybe 1"',
        'z.branch: a field cannot branch on itself',
        'section:b.branch: the branch names no field of this form: ghost',
        'z: branches and calculated fields form a cycle: z -> z',
      ],
    ],
    [
      'a section branching on its own field',
      templateOf([section('a', [COUNTRY], 'country -eq us')]),
      ['section:a: branches and calculated fields form a cycle: section:a -> country -> section:a'],
    ],
    [
      'invalid regex (spec valid-regex message) and bad rules',
      formOf([
        SHARES,
        { key: 'x', label: 'Code', type: 'text', regex: '([A-Z]' },
        {
          key: 'y',
          label: 'Y',
          type: 'text',
          rules: ['shout' as 'email', { name: 'max' }, { name: 'less_than_ref', args: ['ghost'] }],
        },
        { key: 'z', label: 'Z', type: 'text', rules: [{ name: 'regex', args: ['(('] }, { name: 'notOneOf' }] },
      ]),
      [
        'x.regex: Code is not valid RegExp',
        'y.rules: unknown rule shout',
        'y.rules: rule max needs a number',
        'y.rules: rule less_than_ref names no field of this form',
        'z.rules: rule regex needs a valid pattern',
        'z.rules: rule notOneOf needs the taken values',
      ],
    ],
    [
      'line rules belong to line lists',
      formOf([
        { key: 'x', label: 'X', type: 'text', line_rules: ['noNumbers'] },
        { key: 'b', label: 'B', type: 'bullet', rules: ['noNumbers'] },
      ]),
      ['x.rules: line_rules apply to line lists only', 'b.rules: a line list takes line_rules, applied per line'],
    ],
    [
      'calculations: operands, kinds and rounding',
      formOf([
        COUNTRY,
        { key: 'c1', label: 'C1', type: 'calculated' },
        { key: 'c2', label: 'C2', type: 'text', calculated: { action: 'multiply', operands: [] } },
        {
          key: 'c3',
          label: 'C3',
          type: 'calculated',
          calculated: {
            action: 'divide',
            operands: [
              { type: 'var', field: 'country' },
              { type: 'var', field: 'ghost' },
              { type: 'const', value: '2' },
            ],
            rounding: { mode: 'up', digits: 11 },
          },
        },
        {
          key: 'c4',
          label: 'C4',
          type: 'calculated',
          calculated: { action: 'multiply', operands: [{ type: 'const', value: 1 }] },
        },
      ]),
      [
        'c1.calculated: a calculated field needs a calculation',
        'c2.calculated: only a calculated field has a calculation',
        'c3.calculated: the operand country is not a number field',
        'c3.calculated: the operand names no field of this form: ghost',
        'c3.calculated: a constant operand must be a number',
        'c3.calculated: rounding keeps 0 to 10 digits',
        'c4.calculated: a calculation needs at least two operands',
      ],
    ],
    [
      'a cycle of calculated fields',
      formOf([
        {
          key: 'a',
          label: 'A',
          type: 'calculated',
          calculated: {
            action: 'multiply',
            operands: [
              { type: 'var', field: 'b' },
              { type: 'const', value: 2 },
            ],
          },
        },
        {
          key: 'b',
          label: 'B',
          type: 'calculated',
          calculated: {
            action: 'divide',
            operands: [
              { type: 'var', field: 'a' },
              { type: 'const', value: 2 },
            ],
          },
        },
      ]),
      ['a: branches and calculated fields form a cycle: a -> b -> a'],
    ],
    [
      'a cycle through a branch and a calculation',
      formOf([
        SHARES,
        { key: 'n', label: 'N', type: 'number', branch: 't -eq 4' },
        {
          key: 't',
          label: 'T',
          type: 'calculated',
          calculated: {
            action: 'multiply',
            operands: [
              { type: 'var', field: 'n' },
              { type: 'var', field: 'shares' },
            ],
          },
        },
      ]),
      ['n: branches and calculated fields form a cycle: n -> t -> n'],
    ],
    [
      'options and data sources',
      formOf([
        COUNTRY,
        { key: 's', label: 'S', type: 'select' },
        { key: 'r', label: 'R', type: 'radio', options: ['a', { value: 'a', label: 'A' }] },
        { key: 'e', label: 'E', type: 'select', data_source: { type: 'entity', entity: '' } },
        { key: 'w', label: 'W', type: 'select', data_source: { type: 'web' } as never },
        {
          key: 'q',
          label: 'Q',
          type: 'select',
          options: ['x'],
          query: { comparator: 'like' as 'eq', operand: { type: 'var', field: 'ghost' } },
        },
        { key: 'sl', label: 'SL', type: 'slider', min: 5, max: 1 },
      ]),
      [
        's.options: a choice field needs options',
        'r.options: option values must be unique',
        'e.options: an entity data source names its data entity',
        'w.options: unknown data source web',
        'q.options: unknown select query comparator like',
        'q.options: the operand names no field of this form: ghost',
        'sl: the slider minimum is above its maximum',
      ],
    ],
  ])('reports %s', (_name, template, expected) => expect(messages(template)).toEqual(expected));
});
