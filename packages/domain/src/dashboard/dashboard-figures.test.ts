import { describe, expect, it } from 'vitest';
import { investmentMachine } from '../workflow/investment.ts';
import {
  CAPITAL_RECEIVED_PAYMENT_STATUSES,
  countsFor,
  DASHBOARD_INVITATION_STATUSES,
  DEAL_WAITING_STEPS,
  KYC_WAITING_INVITATION_STATUS,
  OPPORTUNITY_LIFECYCLES_AWAITING_APPROVAL,
} from './dashboard-figures.ts';

describe('dashboard figures', () => {
  it('lists the invitation statuses 1 Sent .. 6 Denied in order (spec 3)', () => {
    expect(DASHBOARD_INVITATION_STATUSES).toEqual([
      { status: 1, label: 'Sent' },
      { status: 2, label: 'Open' },
      { status: 3, label: 'KYC' },
      { status: 4, label: 'Form' },
      { status: 5, label: 'Approved' },
      { status: 6, label: 'Denied' },
    ]);
  });

  it('counts KYC forms waiting at 4 Form', () => {
    expect(KYC_WAITING_INVITATION_STATUS).toBe(4);
  });

  it('counts opportunities sent for review, not created, published or closed ones', () => {
    expect(OPPORTUNITY_LIFECYCLES_AWAITING_APPROVAL).toEqual(['Pending Review']);
  });

  it.each([
    ['DEAL_PENDING_REVIEW', 'approve'],
    ['DEAL_APPROVED', 'countersign'],
    ['DEAL_SIGNED', 'execute'],
  ] as const)('a deal at %s waits for the fiduciary to %s, an event the machine allows there', (status, step) => {
    const entry = DEAL_WAITING_STEPS.find((s) => s.status === status);
    expect(entry?.step).toBe(step);
    expect(investmentMachine.can(status, step)).toBe(true);
  });

  it('keeps statuses waiting for the investor (or for nobody) off the deal steps', () => {
    const waiting = DEAL_WAITING_STEPS.map((s) => s.status);
    for (const status of ['CREATED', 'IOI_SENT', 'DEAL_SIGN_IN_PROCESS', 'DEAL_EXECUTED', 'DEAL_DECLINED'] as const) {
      expect(waiting).not.toContain(status);
    }
  });

  it('takes acknowledged payments only as received', () => {
    expect(CAPITAL_RECEIVED_PAYMENT_STATUSES).toEqual(['CONFIRMED', 'COMPLETED']);
  });

  it('fills every wanted key, 0 when missing, and ignores unwanted ones', () => {
    const counts = countsFor(
      [1, 2, 3],
      [
        { key: 2, count: '7' },
        { key: 9, count: 4 },
      ],
    );
    expect([...counts]).toEqual([
      [1, 0],
      [2, 7],
      [3, 0],
    ]);
  });
});
