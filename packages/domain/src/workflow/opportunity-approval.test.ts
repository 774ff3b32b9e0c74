import { describe, expect, it } from 'vitest';
import { TransitionError } from './machine.ts';
import {
  APPROVAL_AFTER,
  approvalOfLifecycle,
  canGrantAccess,
  isInApprovalQueue,
  OPPORTUNITY_APPROVAL_LABELS,
  opportunityApprovalMachine,
} from './opportunity-approval.ts';
import { OPPORTUNITY_LIFECYCLE } from './opportunity-status.ts';

/** Every (lifecycle, event) pair: the allowed ones with their target, every other one refused. */
const ALLOWED: Record<string, string> = {
  'Pending Review approve': 'Published',
  'Pending Review reject': 'Created',
};

describe('opportunity approval machine', () => {
  for (const state of OPPORTUNITY_LIFECYCLE) {
    for (const event of ['approve', 'reject'] as const) {
      const key = `${state} ${event}`;
      it(key, () => {
        const expected = ALLOWED[key];
        if (expected) expect(opportunityApprovalMachine.next(state, event)).toBe(expected);
        else expect(() => opportunityApprovalMachine.next(state, event)).toThrow(TransitionError);
      });
    }
  }

  it('says in words what was refused', () => {
    expect(() => opportunityApprovalMachine.next('Published', 'approve')).toThrow(
      'Cannot approve while the opportunity is Published.',
    );
    expect(() => opportunityApprovalMachine.next('Closed', 'reject')).toThrow(
      'Cannot reject while the opportunity is Closed.',
    );
  });

  it('records the decision as the approval status', () => {
    expect(APPROVAL_AFTER).toEqual({ approve: 'APPROVED', reject: 'REJECTED' });
  });
});

describe('approval statuses', () => {
  it('labels NA as Sent (spec 4)', () => {
    expect(OPPORTUNITY_APPROVAL_LABELS).toEqual({
      NA: 'Sent',
      PENDING: 'Pending',
      APPROVED: 'Approved',
      REJECTED: 'Rejected',
    });
  });

  it.each([
    ['Created', 'NA'],
    ['Ready for Review', 'NA'],
    ['Pending Review', 'PENDING'],
    ['Published', 'APPROVED'],
    ['Closed', 'APPROVED'],
  ] as const)('an undecided %s opportunity is %s', (status, approval) => {
    expect(approvalOfLifecycle(status)).toBe(approval);
  });

  it.each([
    ['Created', 'NA', false],
    ['Created', 'REJECTED', true],
    ['Ready for Review', 'NA', false],
    ['Pending Review', 'PENDING', true],
    ['Published', 'APPROVED', true],
    ['Closed', 'APPROVED', true],
  ] as const)('%s with approval %s is in the queue: %s', (status, approval, shown) => {
    expect(isInApprovalQueue(status, approval)).toBe(shown);
  });

  it('grants access until the opportunity is Closed', () => {
    expect(OPPORTUNITY_LIFECYCLE.filter((s) => !canGrantAccess(s))).toEqual(['Closed']);
  });
});
