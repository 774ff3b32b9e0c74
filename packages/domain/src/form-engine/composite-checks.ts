import { MESSAGES } from '../validation/messages.ts';
import { isDateStandard, isEmpty, required, validate } from '../validation/rules.ts';
import type { CheckEnv, PathErrors } from './check-env.ts';
import { ADDRESS_PARTS, ENGINE_MESSAGES, REQUIRED_ADDRESS_PARTS, TIMELINE_PARTS } from './messages.ts';

/** Checks of answers made of parts (address) or lines (bullet, timeline, draggable_list). */
type CompositeCheck = (value: unknown, env: CheckEnv) => PathErrors;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const invalid = (env: CheckEnv): PathErrors => ({ '': ENGINE_MESSAGES.invalid(env.field.label) });

/** Spec 3 address type 2 names country and province as `{name}` objects; plain text is read too. */
const partText = (v: unknown): unknown => (isRecord(v) ? v.name : v);

/** Spec 5: an address requires line1, country, city and postal. */
export const checkAddress: CompositeCheck = (value, env) => {
  if (!isRecord(value)) return invalid(env);
  const errors: PathErrors = {};
  for (const [part, label] of Object.entries(ADDRESS_PARTS)) {
    const text = partText(value[part]);
    if (!isEmpty(text) && typeof text !== 'string') errors[part] = ENGINE_MESSAGES.invalid(label);
  }
  for (const part of REQUIRED_ADDRESS_PARTS) {
    const message = required(partText(value[part]), ADDRESS_PARTS[part]);
    if (message && !errors[part]) errors[part] = message;
  }
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(ADDRESS_PARTS, key)) errors[key] = ENGINE_MESSAGES.unknownField(key);
  }
  return errors;
};

/** Spec 5: text line lists apply their rules per line. Blank lines are ignored. */
function checkLines(lines: readonly unknown[], env: CheckEnv): PathErrors {
  const errors: PathErrors = {};
  lines.forEach((line, i) => {
    const message =
      typeof line === 'string'
        ? validate(line, env.field.label, env.lineRules)
        : ENGINE_MESSAGES.invalid(env.field.label);
    if (message) errors[String(i)] = message;
  });
  return errors;
}

export const checkBullet: CompositeCheck = (value, env) =>
  Array.isArray(value) ? checkLines(value, env) : invalid(env);

/** A timeline is a list of `{date, description}`: both required, the date MM/DD/YYYY, line rules on the description. */
export const checkTimeline: CompositeCheck = (value, env) => {
  if (!Array.isArray(value)) return invalid(env);
  const errors: PathErrors = {};
  value.forEach((entry, i) => {
    if (!isRecord(entry)) {
      errors[String(i)] = ENGINE_MESSAGES.invalid(env.field.label);
      return;
    }
    const date = validate(entry.date, TIMELINE_PARTS.date, [required, isDateStandard]);
    if (date) errors[`${i}.date`] = date;
    const description =
      typeof entry.description === 'string' || isEmpty(entry.description)
        ? validate(entry.description, TIMELINE_PARTS.description, [required, ...env.lineRules])
        : ENGINE_MESSAGES.invalid(TIMELINE_PARTS.description);
    if (description) errors[`${i}.description`] = description;
  });
  return errors;
};

/**
 * A draggable list is an ordered list of lines. With options it ranks them: each line one of the
 * options, none twice ('{field} should be unique'); without, its lines are free text under the line rules.
 */
export const checkDraggableList: CompositeCheck = (value, env) => {
  if (!Array.isArray(value)) return invalid(env);
  const { options } = env;
  if (!env.field.options?.length && !env.field.data_source) return checkLines(value, env);
  const errors: PathErrors = {};
  value.forEach((line, i) => {
    if (typeof line !== 'string' || (options && !options.some((o) => o.value === line))) {
      errors[String(i)] = ENGINE_MESSAGES.invalid(env.field.label);
    } else if (value.indexOf(line) < i) {
      errors[String(i)] = MESSAGES.notOneOf(env.field.label);
    }
  });
  return errors;
};
