import { MESSAGES } from '../validation/messages.ts';
import { isDateStandard, isPhoneNumber, max, type Rule, url, validate } from '../validation/rules.ts';
import type { CheckEnv } from './check-env.ts';
import { CURRENCY_MAX_LENGTH, ENGINE_MESSAGES, PHONE_MAX_LENGTH } from './messages.ts';
import { toNumber } from './operands.ts';

/** Checks of answers that are one value. Each answers the first message, or null when the value passes. */
type ScalarCheck = (value: unknown, env: CheckEnv) => string | null;

const isText = (v: unknown): v is string => typeof v === 'string';
const isScalar = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

function withRules(value: unknown, env: CheckEnv, leading: Rule[] = []): string | null {
  return validate(value, env.field.label, [...leading, ...env.rules]);
}

export const checkText: ScalarCheck = (value, env) => {
  if (!isText(value)) return ENGINE_MESSAGES.invalid(env.field.label);
  const { max_length } = env.field;
  return withRules(value, env, max_length === undefined ? [] : [max(max_length)]);
};

export const checkNumber: ScalarCheck = (value, env) =>
  toNumber(value) === null ? MESSAGES.numberOnly : withRules(value, env);

/** Spec 5: digits only (with `precision` decimals when set), at most 20 digits unless the field says otherwise. */
export const checkCurrency: ScalarCheck = (value, env) => {
  const s = typeof value === 'number' ? String(value) : value;
  if (!isText(s)) return ENGINE_MESSAGES.invalid(env.field.label);
  const precision = env.field.precision ?? 0;
  const pattern = precision > 0 ? new RegExp(`^\\d+(\\.\\d{1,${precision}})?$`) : /^\d+$/;
  if (!pattern.test(s)) return MESSAGES.numberOnly;
  return withRules(s, env, [(v) => max(env.field.max_length ?? CURRENCY_MAX_LENGTH)(String(v).replace('.', ''), '')]);
};

/** Spec 5: validated by country (default US), at most 25 characters. */
export const checkPhone: ScalarCheck = (value, env) =>
  isText(value)
    ? withRules(value, env, [max(PHONE_MAX_LENGTH), isPhoneNumber(env.field.country ?? 'US')])
    : ENGINE_MESSAGES.invalid(env.field.label);

export const checkUrl: ScalarCheck = (value, env) =>
  isText(value) ? withRules(value, env, [url]) : ENGINE_MESSAGES.invalid(env.field.label);

export const checkDate: ScalarCheck = (value, env) =>
  isText(value) ? withRules(value, env, [isDateStandard]) : ENGINE_MESSAGES.invalid(env.field.label);

const offered = (value: unknown, env: CheckEnv) =>
  env.options === undefined || env.options.some((o) => o.value === String(value));

/** radio, select, button_toggle: one of the options. */
export const checkSingleChoice: ScalarCheck = (value, env) =>
  isScalar(value) && offered(value, env) ? withRules(value, env) : ENGINE_MESSAGES.invalid(env.field.label);

/** select_multi, check_list with options: distinct members of the options. A check_list without options is one box. */
export const checkMultiChoice: ScalarCheck = (value, env) => {
  const { field } = env;
  if (field.type === 'check_list' && !field.options?.length && !field.data_source) {
    return typeof value === 'boolean' ? withRules(value, env) : ENGINE_MESSAGES.invalid(field.label);
  }
  if (!Array.isArray(value)) return ENGINE_MESSAGES.invalid(field.label);
  const texts = value.map(String);
  const ok = value.every((v) => isScalar(v) && offered(v, env)) && new Set(texts).size === texts.length;
  return ok ? withRules(value, env) : ENGINE_MESSAGES.invalid(field.label);
};

/** Slider: a number within its bounds, both included. */
export const checkSlider: ScalarCheck = (value, env) => {
  const n = toNumber(value);
  if (n === null) return MESSAGES.numberOnly;
  const { min: lo, max: hi } = env.field;
  if (lo !== undefined && n < lo) return MESSAGES.min_value(lo);
  if (hi !== undefined && n > hi) return MESSAGES.max_value(hi);
  return withRules(value, env);
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored file is answered by its id or by the url the upload returned (absolute or a site path). */
export function isFileRef(ref: unknown): ref is string {
  if (!isText(ref)) return false;
  if (UUID.test(ref)) return true;
  if (/^\/(?!\/)\S+$/.test(ref)) return true;
  return /^https?:\/\//i.test(ref) && url(ref, '') === null;
}

/** file, public_image: one stored file; file_v2, data_file: one or a list. */
export const checkFile: ScalarCheck = (value, env) => {
  const multiple = env.field.type === 'file_v2' || env.field.type === 'data_file';
  const refs = multiple && Array.isArray(value) ? value : [value];
  const ok = refs.every((ref) => isFileRef(ref) && (env.isKnownFile?.(ref) ?? true));
  return ok ? withRules(value, env) : ENGINE_MESSAGES.invalid(env.field.label);
};
