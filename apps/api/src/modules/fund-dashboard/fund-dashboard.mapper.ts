import type { DashboardStats } from '@dl/contracts';
import {
  countsFor,
  DASHBOARD_INVITATION_STATUSES,
  DEAL_WAITING_STEPS,
  KYC_WAITING_INVITATION_STATUS,
} from '@dl/domain';
import type { InvestmentStatus } from '@dl/domain';

export interface StatsRows {
  invitations: { key: number; count: string }[];
  opportunitiesWaiting: number;
  deals: { key: InvestmentStatus; count: string }[];
  called: string;
  received: string;
  unansweredQuestions: number;
}

/** The aggregates as the wire's figures: every invitation status and deal step present, zeros included. */
export function toDashboardStats(rows: StatsRows): DashboardStats {
  const invitations = countsFor(
    DASHBOARD_INVITATION_STATUSES.map((s) => s.status),
    rows.invitations,
  );
  const deals = countsFor(
    DEAL_WAITING_STEPS.map((s) => s.status),
    rows.deals,
  );
  return {
    investors_by_invitation_status: DASHBOARD_INVITATION_STATUSES.map((s) => ({
      ...s,
      count: invitations.get(s.status) ?? 0,
    })),
    kyc_waiting: invitations.get(KYC_WAITING_INVITATION_STATUS) ?? 0,
    opportunities_waiting: rows.opportunitiesWaiting,
    deals_waiting: DEAL_WAITING_STEPS.map((s) => ({ ...s, count: deals.get(s.status) ?? 0 })),
    capital: { called: rows.called, received: rows.received },
    unanswered_questions: rows.unansweredQuestions,
  };
}
