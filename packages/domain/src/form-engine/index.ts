export {
  applicableFields,
  applicableSections,
  computeCalculated,
  type ApplicableField,
  type ShownBecause,
} from './applicability.ts';
export { branchHolds, describeBranch, toBranch } from './branch.ts';
export { calculate } from './calculated.ts';
export { checkTemplate, type TemplateProblem } from './check-template.ts';
export type { BranchReason } from './evaluation.ts';
export {
  ADDRESS_PARTS,
  CURRENCY_MAX_LENGTH,
  ENGINE_MESSAGES,
  PHONE_MAX_LENGTH,
  REQUIRED_ADDRESS_PARTS,
  TIMELINE_PARTS,
} from './messages.ts';
export { CHOICE_TYPES, resolveOptions } from './options.ts';
export { isFileRef } from './scalar-checks.ts';
export * from './types.ts';
export { DISPLAY_TYPES, LINE_LIST_TYPES } from './value-checks.ts';
export { validateAgainstVersion, validateResponse } from './validate.ts';
