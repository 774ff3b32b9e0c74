import { describe, expect, it } from 'vitest';
import { type InvestorStateInput, investorState } from './investor-actions.ts';

const base: InvestorStateInput = {
  lifecycleStatus: 'Published',
  accessStatus: null,
  ndaStatus: null,
  investmentStatus: null,
  hasNdaDocument: true,
  hasDealDocument: true,
  canAct: true,
};
const state = (over: Partial<InvestorStateInput>) => investorState({ ...base, ...over });

describe('investorState', () => {
  it.each([
    [{}, 'APPROVED', false, ['SIGN_NDA'], null],
    [{ ndaStatus: 'NDA_SIGN_IN_PROCESS' }, 'NDA_SIGN_IN_PROCESS', false, ['SIGN_NDA'], null],
    [{ ndaStatus: 'NDA_SIGNED' }, 'NDA_SIGNED', false, [], 'Waiting for issuer countersignature'],
    [{ ndaStatus: 'NDA_COUNTERSIGN_IN_PROCESS' }, 'NDA_SIGNED', false, [], 'Waiting for issuer countersignature'],
    [{ ndaStatus: 'NDA_EXECUTED' }, 'NDA_EXECUTED', true, ['VIEW_DATA_ROOM', 'INDICATE_INTEREST'], null],
    [
      { ndaStatus: 'NDA_EXECUTED', dataRoomEntered: true },
      'BIG_BOYS_SEEN',
      true,
      ['VIEW_DATA_ROOM', 'INDICATE_INTEREST'],
      null,
    ],
    [
      { ndaStatus: 'NDA_SIGNED', dataRoomEntered: true },
      'NDA_SIGNED',
      false,
      [],
      'Waiting for issuer countersignature',
    ],
    [
      { ndaStatus: 'NDA_EXECUTED', dataRoomEntered: true, investmentStatus: 'IOI_SENT' },
      'IOI_SENT',
      true,
      ['VIEW_DATA_ROOM', 'SIGN_DEAL'],
      'Transaction in progress',
    ],
    [{ ndaStatus: 'NDA_DECLINED' }, 'NDA_DECLINED', false, [], 'NDA declined'],
    [{ accessStatus: 'NDA_DECLINED' }, 'NDA_DECLINED', false, [], 'NDA declined'],
    [
      { ndaStatus: 'NDA_EXECUTED', investmentStatus: 'CREATED' },
      'IOI_SENT',
      true,
      ['VIEW_DATA_ROOM', 'SIGN_DEAL'],
      'Transaction in progress',
    ],
    [
      { ndaStatus: 'NDA_EXECUTED', investmentStatus: 'IOI_SENT' },
      'IOI_SENT',
      true,
      ['VIEW_DATA_ROOM', 'SIGN_DEAL'],
      'Transaction in progress',
    ],
    [
      { ndaStatus: 'NDA_EXECUTED', investmentStatus: 'DEAL_SIGN_IN_PROCESS' },
      'IOI_SENT',
      true,
      ['VIEW_DATA_ROOM', 'SIGN_DEAL'],
      'Signing in progress',
    ],
    [
      { ndaStatus: 'NDA_EXECUTED', investmentStatus: 'DEAL_PENDING_REVIEW' },
      'DEAL_SIGNED',
      true,
      ['VIEW_DATA_ROOM'],
      'Waiting for approval',
    ],
    [
      { ndaStatus: 'NDA_EXECUTED', investmentStatus: 'DEAL_APPROVED' },
      'DEAL_APPROVED',
      true,
      ['VIEW_DATA_ROOM'],
      'Deal approved',
    ],
    [
      { ndaStatus: 'NDA_EXECUTED', investmentStatus: 'DEAL_SIGNED' },
      'DEAL_APPROVED',
      true,
      ['VIEW_DATA_ROOM'],
      'Deal signed',
    ],
    [
      { ndaStatus: 'NDA_EXECUTED', investmentStatus: 'DEAL_EXECUTED' },
      'DEAL_EXECUTED',
      true,
      ['VIEW_DATA_ROOM'],
      'Deal executed',
    ],
    [
      { ndaStatus: 'NDA_EXECUTED', investmentStatus: 'DEAL_DECLINED' },
      'DEAL_DECLINED',
      true,
      ['VIEW_DATA_ROOM', 'INDICATE_INTEREST'],
      'Deal declined',
    ],
  ] as const)('%j -> %s', (over, status, open, actions, text) => {
    const s = state(over as Partial<InvestorStateInput>);
    expect(s.opportunity_status).toBe(status);
    expect(s.data_room_open).toBe(open);
    expect(s.actions).toEqual(actions);
    expect(s.status_text).toBe(text);
  });

  it('gives a viewer the data room but no signing or investing', () => {
    expect(state({ canAct: false }).actions).toEqual([]);
    expect(state({ canAct: false, ndaStatus: 'NDA_EXECUTED' }).actions).toEqual(['VIEW_DATA_ROOM']);
    expect(state({ canAct: false, ndaStatus: 'NDA_EXECUTED', investmentStatus: 'IOI_SENT' }).actions).toEqual([
      'VIEW_DATA_ROOM',
    ]);
  });

  it('offers nothing new on a Closed opportunity, and says so', () => {
    expect(state({ lifecycleStatus: 'Closed' })).toMatchObject({ actions: [], status_text: 'Closed' });
    expect(state({ lifecycleStatus: 'Closed', ndaStatus: 'NDA_EXECUTED' }).actions).toEqual(['VIEW_DATA_ROOM']);
  });

  it('needs the document to sign', () => {
    expect(state({ hasNdaDocument: false }).actions).toEqual([]);
    expect(state({ hasDealDocument: false, ndaStatus: 'NDA_EXECUTED', investmentStatus: 'IOI_SENT' }).actions).toEqual([
      'VIEW_DATA_ROOM',
    ]);
  });
});
