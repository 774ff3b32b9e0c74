import { operandValue } from './operands.ts';
import type { EngineContext, FormField, FormOption, FormValues, OptionInput, SelectQuery } from './types.ts';

/** Types whose answer is picked from options. */
export const CHOICE_TYPES = [
  'radio',
  'select',
  'select_multi',
  'check_list',
  'button_toggle',
  'draggable_list',
] as const;

export function isChoiceType(type: string): boolean {
  return (CHOICE_TYPES as readonly string[]).includes(type);
}

export function toOption(input: OptionInput): FormOption {
  return typeof input === 'string' ? { value: input, label: input } : input;
}

/** The field's own options; under `inline_index` each is answered by its position. */
export function inlineOptions(field: FormField): FormOption[] {
  const options = (field.options ?? []).map(toOption);
  return field.data_source?.type === 'inline_index'
    ? options.map((o, i) => ({ value: String(i), label: o.label }))
    : options;
}

function matches(option: FormOption, query: SelectQuery, values: FormValues): boolean {
  const subject = query.on === 'label' ? option.label : option.value;
  const operand = operandValue(query.operand, values);
  const wanted = operand === undefined || operand === null ? '' : String(operand);
  // eq is exact; starts_with serves type-ahead and dependent lists, so it ignores case.
  return query.comparator === 'eq' ? subject === wanted : subject.toLowerCase().startsWith(wanted.toLowerCase());
}

/**
 * The options a choice field offers for these answers, after its select query. Undefined when they
 * cannot be known here: a data entity without a resolver, or the external directory (cyndx) when it
 * is off; the answer is then accepted as given (the side that holds the list checks it).
 */
export function resolveOptions(
  field: FormField,
  values: FormValues,
  ctx: EngineContext = {},
): readonly FormOption[] | undefined {
  const source = field.data_source ?? { type: 'inline' };
  let options: readonly FormOption[] | undefined;
  switch (source.type) {
    case 'inline':
    case 'inline_index':
      options = inlineOptions(field);
      break;
    case 'entity':
    case 'entity_common':
      options = ctx.resolver?.entity?.(source.entity, source.type === 'entity' ? 'tenant' : 'common');
      break;
    case 'cyndx': {
      const answer = values[field.key];
      options = ctx.resolver?.cyndx?.(typeof answer === 'string' ? answer : '');
      break;
    }
  }
  const query = field.query;
  return options && query ? options.filter((o) => matches(o, query, values)) : options;
}
