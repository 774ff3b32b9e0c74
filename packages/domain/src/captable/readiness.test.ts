import { describe, expect, it } from 'vitest';
import { actionRefusal, allowedActions } from './actions.ts';
import { readiness } from './readiness.ts';
import { kindOfId, securityId } from './securities.ts';

const option = {
  stakeholderId: 's1',
  issueDate: '2025-01-01',
  securityLawExemptions: ['Rule 701'],
  optionKind: 'iso_nso',
  quantity: '48000',
  exercisePrice: '0.5',
  expirationDate: '2035-01-01',
  terminationWindows: [{ reason: 'voluntary', period: 3, unit: 'month' }],
  planId: 'plan',
  vesting: 'none',
};

describe('draft readiness (derived from the OCF issuance schemas)', () => {
  it('an option with every field is Ready to be issued', () => {
    expect(readiness('OP', option)).toEqual({ status: 'Ready to be issued', missing: [] });
  });

  it('lists what is missing in words, and a zero quantity counts as missing', () => {
    const { planId: _p, expirationDate: _e, ...rest } = option;
    expect(readiness('OP', { ...rest, quantity: '0' })).toEqual({
      status: 'Missing Information',
      missing: ['Number of options', 'Expiration date', 'Equity plan'],
    });
  });

  it.each([
    [
      'CS',
      [
        'Stakeholder',
        'Issue date',
        'Securities law exemption',
        'Stock class',
        'Number of shares',
        'Price per share',
        'Stock legends',
      ],
    ],
    [
      'SAFE',
      [
        'Stakeholder',
        'Issue date',
        'Securities law exemption',
        'Investment amount',
        'Conversion triggers',
        'Seniority',
      ],
    ],
    [
      'WA',
      [
        'Stakeholder',
        'Issue date',
        'Securities law exemption',
        'Number of shares',
        'Exercise price',
        'Purchase price',
        'Exercise triggers',
      ],
    ],
  ] as const)('an empty %s draft misses %j', (kind, missing) => {
    expect(readiness(kind, {})).toEqual({ status: 'Missing Information', missing });
  });

  it('legends may be explicitly none', () => {
    const stock = {
      stakeholderId: 's',
      issueDate: '2025-01-01',
      securityLawExemptions: ['4(a)(2)'],
      stockClassId: 'c',
      quantity: '10',
      sharePrice: '1',
    };
    expect(readiness('CS', { ...stock, legendsNone: true }).status).toBe('Ready to be issued');
  });

  it('ids carry the kind prefix', () => {
    expect(securityId('SAFE', 3)).toBe('SAFE-3');
    expect(kindOfId('PS-12')).toBe('PS');
    expect(kindOfId('XX-1')).toBeNull();
  });
});

describe('security actions (CAPTABLE 4.7)', () => {
  it('deletes drafts only and retracts only what was not acted on', () => {
    expect(actionRefusal('delete', { securityId: 'CS-1', kind: 'CS', status: 'draft' })).toBeNull();
    expect(actionRefusal('delete', { securityId: 'CS-1', kind: 'CS', status: 'issued' })).toBe(
      'CS-1 has been issued, so it cannot be deleted; retract it if it was issued in error, or cancel it.',
    );
    expect(actionRefusal('retract', { securityId: 'CS-1', kind: 'CS', status: 'issued', actedOn: true })).toBe(
      'CS-1 has been acted on since it was issued; cancel it instead of retracting it.',
    );
  });

  it.each([
    [
      { securityId: 'SAFE-1', kind: 'SAFE', status: 'issued' },
      'exercise',
      'Only options and warrants can be exercised; SAFE-1 is a SAFE.',
    ],
    [
      { securityId: 'OP-1', kind: 'OP', status: 'issued' },
      'repurchase',
      'Only shares can be repurchased; OP-1 is an option.',
    ],
    [{ securityId: 'CN-1', kind: 'CN', status: 'issued' }, 'vesting', 'A convertible note does not vest.'],
    [
      { securityId: 'OP-2', kind: 'OP', status: 'draft' },
      'transfer',
      'OP-2 is still a draft; issue it before you transfer it.',
    ],
    [{ securityId: 'CS-2', kind: 'CS', status: 'ended' }, 'cancel', 'CS-2 has ended; it can only be viewed.'],
  ] as const)('refuses %#: %s', (target, action, sentence) => {
    expect(actionRefusal(action, target)).toBe(sentence);
  });

  it('lists the actions that apply', () => {
    expect(allowedActions({ securityId: 'OP-1', kind: 'OP', status: 'issued' })).toEqual([
      'transfer',
      'modify',
      'cancel',
      'exercise',
      'terminate',
      'vesting',
      'retract',
      'view',
    ]);
    expect(allowedActions({ securityId: 'OP-1', kind: 'OP', status: 'draft' })).toEqual(['modify', 'delete', 'view']);
  });
});
