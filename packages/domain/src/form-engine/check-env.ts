import type { Rule } from '../validation/rules.ts';
import type { FormField, FormOption } from './types.ts';

/** What a type check needs about one field. */
export interface CheckEnv {
  field: FormField;
  /** Undefined when the options cannot be known on this side (the membership check is skipped). */
  options: readonly FormOption[] | undefined;
  /** The field's regex and rules, bound to the answers. */
  rules: Rule[];
  /** For line lists: the regex and line_rules, applied to each line. */
  lineRules: Rule[];
  isKnownFile?: (ref: string) => boolean;
}

/** Messages by path below the field: '' is the field itself, 'line1', '0', '0.date'. */
export type PathErrors = Record<string, string>;
