import { describe, expect, it } from 'vitest';
import { can } from '../permissions.ts';
import { FIDUCIARY_ROLES } from '../roles.ts';
import { dealDeskActions } from './deal-actions.ts';
import { INVESTMENT_STATUSES, type InvestmentStatus } from './investment.ts';

const F = FIDUCIARY_ROLES;
const as = (role: string) => (permission: Parameters<typeof can>[1]) => can(role, permission);

/** Every status, for the administrator (who holds every deal permission): the machine alone decides. */
const BY_STATUS: Record<InvestmentStatus, string[]> = {
  CREATED: ['decline'],
  IOI_SENT: ['decline'],
  DEAL_SIGN_IN_PROCESS: ['decline'],
  DEAL_PENDING_REVIEW: ['approve', 'decline'],
  DEAL_APPROVED: ['decline', 'countersign'],
  DEAL_SIGNED: ['execute'],
  DEAL_EXECUTED: [],
  DEAL_DECLINED: [],
};

describe('dealDeskActions', () => {
  it.each(INVESTMENT_STATUSES)('gives the administrator the steps the machine allows from %s', (status) => {
    expect(dealDeskActions(status, as(F.FIDUCIARY_ADMIN))).toEqual(BY_STATUS[status]);
  });

  it.each([
    [F.FIDUCIARY_SUPERADMIN, 'DEAL_APPROVED', ['decline', 'countersign']],
    [F.DEAL_EXECUTOR, 'DEAL_PENDING_REVIEW', ['approve', 'decline']],
    [F.DEAL_EXECUTOR, 'DEAL_APPROVED', ['decline']],
    [F.DEAL_EXECUTOR, 'DEAL_SIGNED', ['execute']],
    [F.FIDUCIARY_AUTHORIZED_SIGNATORY, 'DEAL_APPROVED', ['countersign']],
    [F.FIDUCIARY_AUTHORIZED_SIGNATORY, 'DEAL_PENDING_REVIEW', []],
    [F.FIDUCIARY_AUTHORIZED_SIGNATORY, 'DEAL_SIGNED', []],
    [F.KYC_APPROVER, 'DEAL_PENDING_REVIEW', []],
    [F.OPPORTUNITY_APPROVER, 'DEAL_APPROVED', []],
    [F.BD_TRADER, 'DEAL_SIGNED', []],
    [F.FIDUCIARY_EDITOR, 'DEAL_PENDING_REVIEW', []],
    [F.FIDUCIARY_ADMIN_VIEWER, 'DEAL_APPROVED', []],
  ] as const)('%s on %s may %j', (role, status, expected) => {
    expect(dealDeskActions(status, as(role))).toEqual(expected);
  });

  it('offers no countersign and no decline while a countersignature is being sealed', () => {
    expect(dealDeskActions('DEAL_APPROVED', as(F.FIDUCIARY_ADMIN), { sealPending: true })).toEqual([]);
  });
});
