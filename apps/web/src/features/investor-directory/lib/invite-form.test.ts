// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_INVITE, inviteErrors } from './invite-form.ts';

describe('invite form (spec 5 messages)', () => {
  it('names every missing field', () => {
    expect(inviteErrors(EMPTY_INVITE)).toEqual({
      email: 'Email is required',
      first_name: 'First name is required',
      last_name: 'Last name is required',
    });
  });

  it('checks the e-mail format and the entity name of an entity', () => {
    const values = { ...EMPTY_INVITE, email: 'nope', first_name: 'A', last_name: 'B', entity_type: 'ENTITY' as const };
    expect(inviteErrors(values)).toEqual({ email: 'Email is not valid email', entity_name: 'Entity name is required' });
    expect(inviteErrors({ ...values, email: 'a@b.co', entity_name: 'Acme LLC' })).toEqual({});
  });
});
