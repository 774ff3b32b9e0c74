import { validRegex } from '../validation/rules.ts';
import { toBranch } from './branch.ts';
import { isChoiceType, toOption } from './options.ts';
import { ruleProblem } from './rule-specs.ts';
import {
  BRANCH_OPERATORS,
  type BranchInput,
  DATA_SOURCE_TYPES,
  type FormField,
  INPUT_TYPES,
  type Operand,
  QUERY_COMPARATORS,
} from './types.ts';
import { isLineList } from './value-checks.ts';

export interface TemplateProblem {
  /** 'version', 'section:<key>', '<field key>', '<field key>.branch', ... */
  path: string;
  message: string;
}

/** Field lookup the checks need: which keys exist and their types. */
export type FieldIndex = ReadonlyMap<string, FormField>;

/** Operands of a calculation must be numbers: a constant, or a numeric field. */
const NUMERIC_TYPES = ['number', 'currency', 'slider', 'calculated'];

export function branchProblem(input: BranchInput, fields: FieldIndex, selfKey?: string): string | null {
  const branch = toBranch(input);
  if (!branch) return `cannot read the branch "${String(input)}"`;
  if (!(BRANCH_OPERATORS as readonly string[]).includes(branch.op)) return `unknown branch operator ${branch.op}`;
  if (!fields.has(branch.field)) return `the branch names no field of this form: ${branch.field}`;
  if (branch.field === selfKey) return 'a field cannot branch on itself';
  return null;
}

function operandProblem(operand: Operand, fields: FieldIndex, numeric: boolean): string | null {
  if (operand.type === 'const') {
    return numeric && typeof operand.value !== 'number' ? 'a constant operand must be a number' : null;
  }
  if (operand.type !== 'var') return 'an operand is const or var';
  const source = fields.get(operand.field);
  if (!source) return `the operand names no field of this form: ${operand.field}`;
  return numeric && !NUMERIC_TYPES.includes(source.type) ? `the operand ${operand.field} is not a number field` : null;
}

function calculationProblems(field: FormField, fields: FieldIndex): string[] {
  const calc = field.calculated;
  if (field.type !== 'calculated') return calc ? ['only a calculated field has a calculation'] : [];
  if (!calc) return ['a calculated field needs a calculation'];
  const problems: string[] = [];
  if (calc.action !== 'multiply' && calc.action !== 'divide') problems.push('the action is multiply or divide');
  if (calc.operands.length < 2) problems.push('a calculation needs at least two operands');
  for (const operand of calc.operands) {
    const p = operandProblem(operand, fields, true);
    if (p) problems.push(p);
  }
  const { rounding } = calc;
  if (rounding && (!['up', 'down'].includes(rounding.mode) || !Number.isInteger(rounding.digits))) {
    problems.push('rounding is up or down to a whole number of digits');
  } else if (rounding && (rounding.digits < 0 || rounding.digits > 10)) {
    problems.push('rounding keeps 0 to 10 digits');
  }
  return problems;
}

function optionProblems(field: FormField, fields: FieldIndex): string[] {
  const problems: string[] = [];
  const source = field.data_source;
  const options = (field.options ?? []).map(toOption);
  if (source && !(DATA_SOURCE_TYPES as readonly string[]).includes(source.type)) {
    problems.push(`unknown data source ${source.type}`);
  }
  if ((source?.type === 'entity' || source?.type === 'entity_common') && !source.entity) {
    problems.push('an entity data source names its data entity');
  }
  const inline = !source || source.type === 'inline' || source.type === 'inline_index';
  const optional = field.type === 'check_list' || field.type === 'draggable_list';
  if (isChoiceType(field.type) && inline && options.length === 0 && !optional)
    problems.push('a choice field needs options');
  if (new Set(options.map((o) => o.value)).size !== options.length) problems.push('option values must be unique');
  if (field.query) {
    if (!(QUERY_COMPARATORS as readonly string[]).includes(field.query.comparator)) {
      problems.push(`unknown select query comparator ${field.query.comparator}`);
    }
    const p = operandProblem(field.query.operand, fields, false);
    if (p) problems.push(p);
  }
  return problems;
}

function ruleProblems(field: FormField, fields: FieldIndex): string[] {
  const problems: string[] = [];
  const isField = (k: string) => fields.has(k);
  if (field.line_rules && !isLineList(field.type)) problems.push('line_rules apply to line lists only');
  if (field.rules?.length && isLineList(field.type)) problems.push('a line list takes line_rules, applied per line');
  for (const spec of [...(field.rules ?? []), ...(field.line_rules ?? [])]) {
    const p = ruleProblem(spec, isField);
    if (p) problems.push(p);
  }
  return problems;
}

/** Everything wrong with one field's definition, by path. */
export function fieldProblems(field: FormField, fields: FieldIndex): TemplateProblem[] {
  const out: TemplateProblem[] = [];
  const add = (path: string, messages: (string | null)[]) => {
    for (const message of messages) if (message) out.push({ path, message });
  };
  if (!(INPUT_TYPES as readonly string[]).includes(field.type)) add(field.key, [`unknown input type ${field.type}`]);
  if (field.branch !== undefined) add(`${field.key}.branch`, [branchProblem(field.branch, fields, field.key)]);
  // Spec 5 valid-regex: '{field} is not valid RegExp'.
  if (field.regex !== undefined) add(`${field.key}.regex`, [validRegex(field.regex, field.label)]);
  add(`${field.key}.calculated`, calculationProblems(field, fields));
  add(`${field.key}.options`, optionProblems(field, fields));
  add(`${field.key}.rules`, ruleProblems(field, fields));
  if (field.type === 'slider' && field.min !== undefined && field.max !== undefined && field.min > field.max) {
    add(field.key, ['the slider minimum is above its maximum']);
  }
  return out;
}
