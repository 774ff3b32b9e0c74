import { describe, expect, it } from 'vitest';
import { furthestInterestStep, type InterestFacts, interestFunnel, reachedInterestStep } from './interest-funnel.ts';

const none: InterestFacts = {
  viewed: false,
  ndaStatus: null,
  ndaSignedOn: null,
  dataRoomEntered: false,
  investmentStatus: null,
  dealSignedOn: null,
};

describe('interest funnel', () => {
  it.each([
    [{}, null],
    [{ viewed: true }, 'viewed'],
    [{ ndaStatus: 'NDA_SIGN_IN_PROCESS' }, null],
    [{ viewed: true, ndaStatus: 'NDA_SIGNED' }, 'nda_signed'],
    [{ ndaStatus: 'NDA_COUNTERSIGN_IN_PROCESS' }, 'nda_signed'],
    [{ ndaStatus: 'NDA_DECLINED', ndaSignedOn: '2026-01-01' }, 'nda_signed'],
    [{ ndaStatus: 'NDA_EXECUTED' }, 'nda_executed'],
    [{ ndaStatus: 'NDA_EXECUTED', dataRoomEntered: true }, 'data_room_entered'],
    [{ investmentStatus: 'CREATED', dataRoomEntered: true }, 'data_room_entered'],
    [{ investmentStatus: 'IOI_SENT' }, 'interest_sent'],
    [{ investmentStatus: 'DEAL_PENDING_REVIEW', dealSignedOn: '2026-01-02' }, 'deal_signed'],
    [{ investmentStatus: 'DEAL_DECLINED', dealSignedOn: '2026-01-02' }, 'deal_signed'],
    [{ investmentStatus: 'DEAL_EXECUTED', dealSignedOn: '2026-01-02' }, 'executed'],
  ] as const)('%j reaches %s', (facts, step) => {
    expect(furthestInterestStep({ ...none, ...facts })).toBe(step);
  });

  it('counts an entity at every step up to its furthest', () => {
    expect(reachedInterestStep('nda_executed', 'viewed')).toBe(true);
    expect(reachedInterestStep('nda_executed', 'data_room_entered')).toBe(false);
    expect(reachedInterestStep(null, 'viewed')).toBe(false);
    expect(interestFunnel(['viewed', 'executed', null, 'nda_signed'])).toEqual({
      viewed: 3,
      nda_signed: 2,
      nda_executed: 1,
      data_room_entered: 1,
      interest_sent: 1,
      deal_signed: 1,
      executed: 1,
    });
  });
});
