import { describe, expect, it } from 'vitest';
import { canResendInvitation, invitationClosedReason } from './invitation-actions.ts';
import { ENTITY_TYPE_INVALID, IMPORT_MAX_ROWS, importFieldOf, validateImport } from './invitation-import.ts';

const HEADER = ['E-mail', 'First name', 'Last name', 'Entity type', 'Entity name'];

describe('CSV import of invitations', () => {
  it.each([
    ['E-mail', 'email'],
    ['email', 'email'],
    ['First Name', 'first_name'],
    ['last_name', 'last_name'],
    ['Entity type', 'entity_type'],
    ['Entity Name', 'entity_name'],
    ['Phone', undefined],
  ])('column %s is %s', (header, field) => {
    expect(importFieldOf(header)).toBe(field);
  });

  it('answers every invitation when all rows pass (empty type = INDIVIDUAL)', () => {
    const result = validateImport(HEADER, [
      ['Ada@Example.com', 'Ada', 'Lovelace', '', ''],
      ['acme@example.com', 'Bo', 'Smith', 'entity', 'Acme LLC'],
    ]);
    expect(result).toEqual({
      ok: true,
      invitations: [
        {
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'Lovelace',
          entity_type: 'INDIVIDUAL',
          entity_name: null,
        },
        {
          email: 'acme@example.com',
          first_name: 'Bo',
          last_name: 'Smith',
          entity_type: 'ENTITY',
          entity_name: 'Acme LLC',
        },
      ],
    });
  });

  it('names the row, the field and the spec 5 message of every problem', () => {
    const result = validateImport(HEADER, [
      ['ok@example.com', 'Ok', 'Row', 'INDIVIDUAL', ''],
      ['', 'No', 'Mail', '', ''],
      ['not-an-email', '', 'X', 'PERSON', ''],
      ['OK@example.com', 'Dup', 'Row', 'ENTITY', ''],
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 3, field: 'email', message: 'Email is required' },
        { row: 4, field: 'email', message: 'Email is not valid email' },
        { row: 4, field: 'first_name', message: 'First name is required' },
        { row: 4, field: 'entity_type', message: ENTITY_TYPE_INVALID },
        { row: 5, field: 'email', message: 'Email should be unique' },
        { row: 5, field: 'entity_name', message: 'Entity name is required' },
      ],
    });
  });

  it('refuses a file without the needed columns, without rows, or with too many rows', () => {
    expect(validateImport(['email', 'name'], [['a@b.co', 'A']])).toEqual({
      ok: false,
      errors: [{ row: 1, field: 'file', message: 'The file has no column First name, Last name.' }],
    });
    expect(validateImport(HEADER, [])).toMatchObject({ ok: false, errors: [{ field: 'file' }] });
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`p${i}@example.com`, 'A', 'B', '', '']);
    expect(validateImport(HEADER, many)).toMatchObject({ ok: false, errors: [{ row: 1, field: 'file' }] });
  });
});

describe('resend and revoke', () => {
  it.each([
    [{ status: 1, registered: false, revoked: false }, null],
    [{ status: 2, registered: false, revoked: false }, null],
    [{ status: 2, registered: true, revoked: false }, 'This invitation was already used to register.'],
    [{ status: 1, registered: false, revoked: true }, 'This invitation was revoked.'],
    [
      { status: 3, registered: false, revoked: false },
      'Only an invitation that was not used yet can be resent or revoked.',
    ],
    [{ status: 5, registered: true, revoked: false }, 'This invitation was already used to register.'],
  ])('%o: %s', (facts, reason) => {
    expect(invitationClosedReason(facts)).toBe(reason);
    expect(canResendInvitation(facts)).toBe(reason === null);
  });
});
