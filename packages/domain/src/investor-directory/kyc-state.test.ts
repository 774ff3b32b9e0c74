import { describe, expect, it } from 'vitest';
import { type KycFacts, type KycState, kycStateOf } from './kyc-state.ts';

describe('KYC state of an investor', () => {
  it.each<[KycFacts, KycState]>([
    [{ invitationStatus: 1, revisionRequested: false, responseStatus: null }, 'NOT_STARTED'],
    [{ invitationStatus: 2, revisionRequested: false, responseStatus: null }, 'NOT_STARTED'],
    [{ invitationStatus: 3, revisionRequested: false, responseStatus: 'DRAFT' }, 'IN_PROGRESS'],
    [{ invitationStatus: 3, revisionRequested: true, responseStatus: 'SUBMITTED' }, 'REVISION_REQUESTED'],
    [{ invitationStatus: 4, revisionRequested: false, responseStatus: 'SUBMITTED' }, 'SUBMITTED'],
    [{ invitationStatus: 5, revisionRequested: false, responseStatus: 'SUBMITTED' }, 'APPROVED'],
    [{ invitationStatus: 6, revisionRequested: false, responseStatus: 'SUBMITTED' }, 'DENIED'],
    [{ invitationStatus: null, revisionRequested: false, responseStatus: null }, 'NOT_STARTED'],
    [{ invitationStatus: null, revisionRequested: false, responseStatus: 'DRAFT' }, 'IN_PROGRESS'],
    [{ invitationStatus: null, revisionRequested: false, responseStatus: 'SUBMITTED' }, 'SUBMITTED'],
  ])('%o is %s', (facts, state) => {
    expect(kycStateOf(facts)).toBe(state);
  });
});
