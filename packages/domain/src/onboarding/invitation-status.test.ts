import { describe, expect, it } from 'vitest';
import { TransitionError } from '../workflow/machine.ts';
import {
  INVITATION_STATUS_CODE,
  INVITATION_STATUS_LABEL,
  INVITATION_STATUSES,
  type InvitationEvent,
  type InvitationStatus,
  invitationMachine,
  invitationStatusFromCode,
  KYC_DECISION_EVENT,
  kycDecisionNeedsReason,
} from './invitation-status.ts';
import { kycFormIdFor, maskEmail, onboardingEntityName } from './kyc-form.ts';

/** Every allowed move; every other (state, event) pair is refused. */
const ALLOWED: ReadonlyArray<[InvitationStatus, InvitationEvent, InvitationStatus]> = [
  ['SENT', 'open', 'OPEN'],
  ['OPEN', 'open', 'OPEN'],
  ['SENT', 'register', 'OPEN'],
  ['OPEN', 'register', 'OPEN'],
  ['OPEN', 'start_kyc', 'KYC'],
  ['KYC', 'start_kyc', 'KYC'],
  ['OPEN', 'submit_kyc', 'FORM'],
  ['KYC', 'submit_kyc', 'FORM'],
  ['FORM', 'approve', 'APPROVED'],
  ['FORM', 'deny', 'DENIED'],
  ['FORM', 'request_revision', 'KYC'],
];

const EVENTS = Object.keys(invitationMachine.events) as InvitationEvent[];

describe('invitation status machine', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, event, to) => {
    expect(invitationMachine.next(from, event)).toBe(to);
  });

  const refused = INVITATION_STATUSES.flatMap((state) =>
    EVENTS.filter((event) => !ALLOWED.some(([s, e]) => s === state && e === event)).map(
      (event) => [state, event] as const,
    ),
  );
  it.each(refused)('refuses %s --%s', (state, event) => {
    expect(invitationMachine.can(state, event)).toBe(false);
    expect(() => invitationMachine.next(state, event)).toThrow(TransitionError);
  });

  it('says what was refused in one sentence', () => {
    expect(() => invitationMachine.next('APPROVED', 'deny')).toThrow('Cannot deny while the invitation is APPROVED.');
    expect(() => invitationMachine.next('OPEN', 'request_revision')).toThrow(
      'Cannot request revision while the invitation is OPEN.',
    );
  });

  it('keeps Approved and Denied final', () => {
    expect(invitationMachine.eventsFrom('APPROVED')).toEqual([]);
    expect(invitationMachine.eventsFrom('DENIED')).toEqual([]);
  });
});

describe('invitation status codes and labels (spec 3)', () => {
  it.each([
    [1, 'SENT', 'Sent'],
    [2, 'OPEN', 'Open'],
    [3, 'KYC', 'KYC'],
    [4, 'FORM', 'Form'],
    [5, 'APPROVED', 'Approved'],
    [6, 'DENIED', 'Denied'],
  ] as const)('%i is %s (%s)', (code, status, label) => {
    expect(INVITATION_STATUS_CODE[status]).toBe(code);
    expect(invitationStatusFromCode(code)).toBe(status);
    expect(INVITATION_STATUS_LABEL[status]).toBe(label);
  });

  it('rejects an unknown code', () => {
    expect(() => invitationStatusFromCode(7)).toThrow();
  });
});

describe('KYC decisions', () => {
  it.each([
    ['APPROVE', 'approve', false],
    ['DENY', 'deny', true],
    ['REQUEST_REVISION', 'request_revision', true],
  ] as const)('%s fires %s, reason required: %s', (decision, event, needsReason) => {
    expect(KYC_DECISION_EVENT[decision]).toBe(event);
    expect(kycDecisionNeedsReason(decision)).toBe(needsReason);
  });
});

describe('onboarding helpers', () => {
  it.each([
    ['INDIVIDUAL', '3'],
    ['ENTITY', '4'],
    ['INDIVIDUAL_FOR_ENTITY', '4'],
  ] as const)('%s fills KYC form %s', (type, formId) => {
    expect(kycFormIdFor(type)).toBe(formId);
  });

  it.each([
    ['INDIVIDUAL', 'Acme LLC', 'Ada Lovelace'],
    ['ENTITY', 'Acme LLC', 'Acme LLC'],
    ['ENTITY', null, 'Ada Lovelace'],
    ['INDIVIDUAL_FOR_ENTITY', 'Acme LLC', 'Acme LLC'],
    ['INDIVIDUAL_FOR_ENTITY', '  ', 'Ada Lovelace'],
  ] as const)('%s with entity name %s is named %s', (type, entityName, name) => {
    expect(onboardingEntityName({ type, entityName, firstName: 'Ada', lastName: 'Lovelace' })).toBe(name);
  });

  it.each([
    ['ada@example.com', 'a•••@example.com'],
    ['x@y.z', 'x•••@y.z'],
    ['broken', '•••'],
  ])('masks %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
