import { ONBOARDING_ENTITY_TYPES, type OnboardingEntityType } from '../onboarding/kyc-form.ts';
import { email as emailRule, isEmpty, max } from '../validation/common-rules.ts';
import { MESSAGES } from '../validation/messages.ts';

/**
 * Inviting many people from a CSV file (issue 15 point 3): columns e-mail, first name, last name,
 * entity type, entity name. Every row is checked before anything is written; one bad row refuses
 * the whole file, and each problem names its row (the file's line: the header is row 1), its field
 * and the spec 5 message.
 */
export const IMPORT_FIELDS = ['email', 'first_name', 'last_name', 'entity_type', 'entity_name'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABEL: Readonly<Record<ImportField, string>> = {
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  entity_type: 'Entity type',
  entity_name: 'Entity name',
};

/** At most this many people per file: a larger list is split by the fiduciary. */
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_BYTES = 512 * 1024;

export interface ImportRowError {
  row: number;
  field: ImportField | 'file';
  message: string;
}

export interface ImportInvitation {
  email: string;
  first_name: string;
  last_name: string;
  entity_type: OnboardingEntityType;
  entity_name: string | null;
}

/** 'E-mail', 'First Name', 'entity_type' -> the field it names; undefined for an unknown column. */
export function importFieldOf(header: string): ImportField | undefined {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const byKey: Record<string, ImportField> = {
    email: 'email',
    emailaddress: 'email',
    firstname: 'first_name',
    lastname: 'last_name',
    entitytype: 'entity_type',
    type: 'entity_type',
    entityname: 'entity_name',
  };
  return byKey[key];
}

export const IMPORT_COLUMNS_MISSING = (labels: string[]) => `The file has no column ${labels.join(', ')}.`;
export const IMPORT_EMPTY = 'The file has no invitations.';
export const IMPORT_TOO_MANY = `A file may hold at most ${IMPORT_MAX_ROWS} invitations.`;
export const ENTITY_TYPE_INVALID = `Entity type should be one of ${ONBOARDING_ENTITY_TYPES.join(', ')}`;

function checkRow(raw: Partial<Record<ImportField, string>>, row: number, seen: Set<string>) {
  const errors: ImportRowError[] = [];
  const value = (f: ImportField) => (raw[f] ?? '').trim();
  const fail = (field: ImportField, message: string | null) => {
    if (message) errors.push({ row, field, message });
  };
  const email = value('email').toLowerCase();
  if (isEmpty(email)) fail('email', MESSAGES.required(IMPORT_FIELD_LABEL.email));
  else if (seen.has(email)) fail('email', MESSAGES.notOneOf(IMPORT_FIELD_LABEL.email));
  else fail('email', emailRule(email, IMPORT_FIELD_LABEL.email));
  for (const f of ['first_name', 'last_name'] as const) {
    if (isEmpty(value(f))) fail(f, MESSAGES.required(IMPORT_FIELD_LABEL[f]));
    else fail(f, max(100)(value(f), IMPORT_FIELD_LABEL[f]));
  }
  const type = value('entity_type').toUpperCase() || 'INDIVIDUAL';
  const known = (ONBOARDING_ENTITY_TYPES as readonly string[]).includes(type);
  if (!known) fail('entity_type', ENTITY_TYPE_INVALID);
  const entityName = value('entity_name');
  if (type === 'ENTITY' && isEmpty(entityName)) fail('entity_name', MESSAGES.required(IMPORT_FIELD_LABEL.entity_name));
  else fail('entity_name', max(200)(entityName, IMPORT_FIELD_LABEL.entity_name));
  if (email) seen.add(email);
  const invitation: ImportInvitation = {
    email,
    first_name: value('first_name'),
    last_name: value('last_name'),
    entity_type: type as OnboardingEntityType,
    entity_name: type === 'INDIVIDUAL' || !entityName ? null : entityName,
  };
  return { errors, invitation };
}

/**
 * Checks the header and every row; answers the invitations when all rows pass, otherwise every
 * problem found (never a partial list). An empty entity type means INDIVIDUAL.
 */
export function validateImport(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): { ok: true; invitations: ImportInvitation[] } | { ok: false; errors: ImportRowError[] } {
  const fields = header.map(importFieldOf);
  const missing = (['email', 'first_name', 'last_name'] as const).filter((f) => !fields.includes(f));
  if (missing.length) {
    return {
      ok: false,
      errors: [{ row: 1, field: 'file', message: IMPORT_COLUMNS_MISSING(missing.map((f) => IMPORT_FIELD_LABEL[f])) }],
    };
  }
  if (rows.length === 0) return { ok: false, errors: [{ row: 1, field: 'file', message: IMPORT_EMPTY }] };
  if (rows.length > IMPORT_MAX_ROWS)
    return { ok: false, errors: [{ row: 1, field: 'file', message: IMPORT_TOO_MANY }] };
  const seen = new Set<string>();
  const errors: ImportRowError[] = [];
  const invitations: ImportInvitation[] = [];
  rows.forEach((cells, index) => {
    const raw: Partial<Record<ImportField, string>> = {};
    fields.forEach((field, i) => {
      if (field) raw[field] = cells[i] ?? '';
    });
    const checked = checkRow(raw, index + 2, seen);
    errors.push(...checked.errors);
    invitations.push(checked.invitation);
  });
  return errors.length ? { ok: false, errors } : { ok: true, invitations };
}
