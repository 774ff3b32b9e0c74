import { isEmpty, required } from '../validation/rules.ts';
import type { CheckEnv, PathErrors } from './check-env.ts';
import { checkAddress, checkBullet, checkDraggableList, checkTimeline } from './composite-checks.ts';
import { ENGINE_MESSAGES } from './messages.ts';
import {
  checkCurrency,
  checkDate,
  checkFile,
  checkMultiChoice,
  checkNumber,
  checkPhone,
  checkSingleChoice,
  checkSlider,
  checkText,
  checkUrl,
} from './scalar-checks.ts';
import type { InputType } from './types.ts';

/** Line lists: rules apply to each line (spec 5). */
export const LINE_LIST_TYPES = ['bullet', 'timeline', 'draggable_list'] as const;
/** Display-only types take no answer. */
export const DISPLAY_TYPES = ['static_text', 'static_modal'] as const;

export const isLineList = (type: InputType) => (LINE_LIST_TYPES as readonly string[]).includes(type);
export const isDisplayOnly = (type: InputType): type is (typeof DISPLAY_TYPES)[number] =>
  (DISPLAY_TYPES as readonly string[]).includes(type);

/** Empty, or made only of empty parts: an address of blank lines, a list of blank lines. */
export function isBlank(value: unknown): boolean {
  if (isEmpty(value)) return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === 'object' && value !== null) return Object.values(value).every(isBlank);
  return false;
}

const one =
  (check: (value: unknown, env: CheckEnv) => string | null) =>
  (value: unknown, env: CheckEnv): PathErrors => {
    const message = check(value, env);
    return message ? { '': message } : {};
  };

const CHECKS: Record<
  Exclude<InputType, 'static_text' | 'static_modal' | 'calculated'>,
  (value: unknown, env: CheckEnv) => PathErrors
> = {
  text: one(checkText),
  text_long: one(checkText),
  rich_texteditor: one(checkText),
  number: one(checkNumber),
  currency: one(checkCurrency),
  phone_number: one(checkPhone),
  url: one(checkUrl),
  date: one(checkDate),
  radio: one(checkSingleChoice),
  select: one(checkSingleChoice),
  button_toggle: one(checkSingleChoice),
  select_multi: one(checkMultiChoice),
  check_list: one(checkMultiChoice),
  slider: one(checkSlider),
  file: one(checkFile),
  file_v2: one(checkFile),
  public_image: one(checkFile),
  data_file: one(checkFile),
  address: checkAddress,
  bullet: checkBullet,
  timeline: checkTimeline,
  draggable_list: checkDraggableList,
};

/**
 * The messages for one applicable field's answer. Mandatory means required (spec 5); an empty
 * optional answer passes without further checks; a calculated answer is the computed one.
 */
export function checkValue(value: unknown, env: CheckEnv): PathErrors {
  const { field } = env;
  if (isDisplayOnly(field.type)) return isBlank(value) ? {} : { '': ENGINE_MESSAGES.noAnswer(field.label) };
  if (isBlank(value) || value === false) {
    const message = field.mandatory ? required(isBlank(value) ? '' : value, field.label) : null;
    if (message) return { '': message };
    if (isBlank(value)) return {};
  }
  if (field.type === 'calculated') return {};
  return CHECKS[field.type](value, env);
}
