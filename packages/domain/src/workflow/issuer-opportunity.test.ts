import { describe, expect, it } from 'vitest';
import {
  approvalAfterIssuerEvent,
  isEditableByIssuer,
  issuerOpportunityMachine,
  issuerReviewAfter,
  sendEvent,
} from './issuer-opportunity.ts';
import { TransitionError } from './machine.ts';
import { OPPORTUNITY_LIFECYCLE } from './opportunity-status.ts';

const ALLOWED: Record<string, string> = {
  'Created send_internal': 'Ready for Review',
  'Created send': 'Pending Review',
  'Ready for Review approve_internal': 'Pending Review',
  'Ready for Review reject_internal': 'Created',
  'Published close': 'Closed',
};
const EVENTS = ['send_internal', 'send', 'approve_internal', 'reject_internal', 'close'] as const;

describe('issuer opportunity machine', () => {
  for (const state of OPPORTUNITY_LIFECYCLE) {
    for (const event of EVENTS) {
      const key = `${state} ${event}`;
      it(key, () => {
        const expected = ALLOWED[key];
        if (expected) expect(issuerOpportunityMachine.next(state, event)).toBe(expected);
        else expect(() => issuerOpportunityMachine.next(state, event)).toThrow(TransitionError);
      });
    }
  }

  it('edits drafts only', () => {
    expect(OPPORTUNITY_LIFECYCLE.filter(isEditableByIssuer)).toEqual(['Created']);
  });

  it('sends to the internal approver only when the company requires it', () => {
    expect(sendEvent(true)).toBe('send_internal');
    expect(sendEvent(false)).toBe('send');
  });

  it.each([
    ['send', 'REJECTED', 'PENDING'],
    ['approve_internal', 'NA', 'PENDING'],
    ['send_internal', 'REJECTED', 'NA'],
    ['reject_internal', 'NA', 'NA'],
    ['close', 'APPROVED', 'APPROVED'],
  ] as const)('after %s an approval %s becomes %s', (event, before, after) => {
    expect(approvalAfterIssuerEvent(event, before)).toBe(after);
  });

  it.each([
    ['send_internal', 'REJECTED', 'PENDING'],
    ['approve_internal', 'PENDING', 'APPROVED'],
    ['reject_internal', 'PENDING', 'REJECTED'],
    ['send', 'REJECTED', 'NONE'],
    ['close', 'APPROVED', 'APPROVED'],
  ] as const)('after %s an internal review %s becomes %s', (event, before, after) => {
    expect(issuerReviewAfter(event, before)).toBe(after);
  });
});
