/**
 * Dynamic form templates (spec 3 "Other lists"). A template is data: versioned, made of sections of
 * fields, and read by the same engine in the browser (render, branches, calculated fields) and on the
 * server (validation of a submitted response against the version it answered).
 *
 * The deal-flow pre-forms (`form-templates/deal-flow.ts`) are templates too; the API answers them in
 * the contracts' narrower pre-form shape: `{internal_name, kind, version, sections: [{key, definition:
 * {id, title, fields: [{key, label, type, mandatory, options?, max_length?, hint?}]}}]}`.
 */

/** Spec 3: form field input types, all 25. */
export const INPUT_TYPES = [
  'text',
  'number',
  'currency',
  'phone_number',
  'text_long',
  'radio',
  'slider',
  'file',
  'file_v2',
  'select',
  'select_multi',
  'bullet',
  'date',
  'timeline',
  'public_image',
  'static_modal',
  'address',
  'url',
  'data_file',
  'calculated',
  'check_list',
  'button_toggle',
  'draggable_list',
  'rich_texteditor',
  'static_text',
] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/** Spec 3: form kinds. */
export const FORM_KINDS = [
  'OPP_FORM',
  'ISSUER_FORM',
  'KYC_INDIVIDUAL',
  'KYC_ENTITY',
  'KYC_ENTITY_ONBOARDING',
  'USER_REQUIRED_FORMS',
  'DEAL_DOCUMENT_FORM',
  'NDA_DOCUMENT_FORM',
  'DATA_CONDUCTOR_FORM',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Spec 3: the named form ids of the profile's form tabs (the others are numeric, 3 to 6). */
export const NAMED_FORM_IDS = { BANK_DETAILS: 'User.BankDetails', TAX_FORM: 'User.Taxform' } as const;

/** Spec 3: data sources of option lists. */
export const DATA_SOURCE_TYPES = ['inline', 'inline_index', 'entity', 'entity_common', 'cyndx'] as const;
export type DataSourceType = (typeof DATA_SOURCE_TYPES)[number];

/** Spec 3: branch expressions. */
export const BRANCH_OPERATORS = ['-eq', '-contains', '-is_contained'] as const;
export type BranchOperator = (typeof BRANCH_OPERATORS)[number];

/** Spec 3: select query comparators. */
export const QUERY_COMPARATORS = ['eq', 'starts_with'] as const;
export type QueryComparator = (typeof QUERY_COMPARATORS)[number];

export type Scalar = string | number | boolean;

/** An option as written in a template: a plain string (value = label) or a value with its label. */
export type OptionInput = string | FormOption;
export interface FormOption {
  value: string;
  label: string;
}

/**
 * Where a choice field's options come from. `inline`: the field's `options`, answered by value.
 * `inline_index`: the field's `options`, answered by position (0-based). `entity` / `entity_common`:
 * a data entity of the tenant / of the common base, read through an injected resolver. `cyndx`: an
 * external company directory, off unless a resolver for it is given.
 */
export type DataSource =
  | { type: 'inline' }
  | { type: 'inline_index' }
  | { type: 'entity'; entity: string }
  | { type: 'entity_common'; entity: string }
  | { type: 'cyndx' };

/** An operand: a constant or another field's value (spec 3: types const and var). */
export type Operand = { type: 'const'; value: Scalar } | { type: 'var'; field: string };

/** Narrows a choice field's options: keep those whose `on` (value or label) compares true. */
export interface SelectQuery {
  on?: 'value' | 'label';
  comparator: QueryComparator;
  operand: Operand;
}

/**
 * Applies a field or a section when another field's value compares true. Written as an object or as
 * the text `"<field> -eq <value>"` (for `-is_contained` the value is a comma-separated list).
 */
export interface Branch {
  field: string;
  op: BranchOperator;
  value: Scalar | readonly Scalar[];
}
export type BranchInput = Branch | string;

/** Spec 3: calculated fields: multiply or divide operands, rounded up or down to `digits`. */
export interface Calculation {
  action: 'multiply' | 'divide';
  operands: readonly Operand[];
  rounding?: { mode: 'up' | 'down'; digits: number };
}

/** Names of spec 5's rules a field may list, with their arguments. */
export const RULE_NAMES = [
  'required',
  'confirmed',
  'regex',
  'length',
  'max',
  'min',
  'min_value',
  'max_value',
  'less_than_ref',
  'is_after_ref',
  'valid-regex',
  'notOneOf',
  'includeANumber',
  'includeASymbol',
  'includeAUpperCase',
  'includeALowerCase',
  'isPhoneNumber',
  'url',
  'isDateStandard',
  'noNumbers',
  'noSymbols',
  'isSSN',
  'numberOnly',
  'digitsOnly',
  'email',
] as const;
export type RuleName = (typeof RULE_NAMES)[number];
/**
 * A rule by name. Arguments: `regex` a pattern; `length`, `max`, `min`, `min_value`, `max_value` a
 * number; `confirmed`, `less_than_ref`, `is_after_ref` another field's key; `notOneOf` the taken
 * values; `isPhoneNumber` an optional country code.
 */
export type RuleSpec = RuleName | { name: RuleName; args?: readonly Scalar[] };

export interface FormField {
  key: string;
  label: string;
  type: InputType;
  /** Spec 5: mandatory means required. */
  mandatory?: boolean;
  /** A pattern the value must match ('{field} is invalid.' plus the pattern). */
  regex?: string;
  rules?: readonly RuleSpec[];
  /** Rules applied to each line of a line list (bullet, timeline, draggable_list). */
  line_rules?: readonly RuleSpec[];
  options?: readonly OptionInput[];
  /** Defaults to `inline` when `options` are given. */
  data_source?: DataSource;
  query?: SelectQuery;
  branch?: BranchInput;
  calculated?: Calculation;
  max_length?: number;
  /** Currency: decimal places allowed (spec 5 default 0). */
  precision?: number;
  /** Slider bounds. */
  min?: number;
  max?: number;
  /** Phone: default country (spec 5: US). */
  country?: string;
  hint?: string;
  /** Body of a static_text or static_modal. */
  content?: string;
  /**
   * Holds a secret (SSN, tax id, bank account or routing number): the server stores it encrypted,
   * apart from the other answers, and answers it masked ('•••• 1234') except on an explicit reveal.
   */
  sensitive?: boolean;
}

export interface FormSection {
  key: string;
  definition: { id: string; title: string; branch?: BranchInput; fields: readonly FormField[] };
}

export interface FormTemplate {
  internal_name: string;
  kind: FormKind;
  version: number;
  sections: readonly FormSection[];
}

/** Answers by field key. */
export type FormValues = Readonly<Record<string, unknown>>;

/** A stored response names the template version it answered. */
export interface FormResponse {
  template_version: number;
  values: FormValues;
}

/** Data entity items and external directory hits, as options. */
export interface OptionResolver {
  /** A data entity's items; undefined when this side does not know them (the check is skipped). */
  entity?: (name: string, base: 'tenant' | 'common') => readonly FormOption[] | undefined;
  /** External company directory (cyndx); off unless given. */
  cyndx?: (search: string) => readonly FormOption[] | undefined;
}

export interface EngineContext {
  resolver?: OptionResolver;
  /** Whether a stored-file id or url belongs to the one answering; when absent only the shape is checked. */
  isKnownFile?: (ref: string) => boolean;
}

export interface ValidationResult {
  valid: boolean;
  /** Path (field key, `key.line1`, `key.0`, `key.0.date`) -> message. */
  errors: Record<string, string>;
  /** The applicable answers with calculated fields computed: what the server stores. */
  values: Record<string, unknown>;
}
