import {
  type ApprovalInfo,
  type ApprovalQueueItem,
  type OpportunityReview,
  opportunityReviewSchema,
} from '@dl/contracts';

/** Wire data of the opportunity-approval tests. */

export const OPP_ID = '31111111-2222-4333-8444-555555555555';

export function approvalInfo(over: Partial<ApprovalInfo> = {}): ApprovalInfo {
  return {
    approval_status: 'PENDING',
    approval_label: 'Pending',
    rejection_reason: null,
    reviewed_by: null,
    reviewed_on: null,
    edited_by_me: false,
    can_approve: true,
    can_reject: true,
    ...over,
  };
}

export function reviewOf(approval: ApprovalInfo, status = 'Pending Review'): OpportunityReview {
  return opportunityReviewSchema.parse({
    opportunity: {
      opp_id: OPP_ID,
      name: 'Northwind Series B',
      short_desc: 'Scale-up of the robot fleet',
      opportunity_type: 'PRIMARY',
      type: 'GENERAL',
      status,
      size: '25000000.00',
      minimum: '50000.00',
      pre: null,
      post: null,
      start_date: '2027-01-04',
      end_date: '2027-04-30',
      ticker: null,
      details: {
        shortDesc: 'Scale-up of the robot fleet',
        market: 'Industrials',
        common_sector: ['Automation'],
        common_industry: [],
        stage: 'Series B',
        captable: null,
        logo: null,
        security_terms: null,
        highlights: ['Revenue up 140% year on year'],
      },
      issuer: {
        id: '61111111-2222-4333-8444-555555555555',
        name: 'Northwind Robotics',
        stage: 'Series A',
        market: 'Industrials',
        logo: null,
        details: {
          structure: 'Corporation',
          yearFounded: 2019,
          sector: null,
          industry: null,
          naics: null,
          isin: null,
          headquarters: null,
          employees: null,
          address: null,
        },
        branding: { logo: null, logo_small: null },
      },
      favorite: 0,
      is_dismissed: false,
      investor_state: {
        nda_status: null,
        investment: null,
        opportunity_status: 'APPROVED',
        data_room_open: false,
        actions: ['SIGN_NDA'],
        status_text: null,
      },
      documents: { nda: null, deal: null, data_room_count: 3 },
      created_on: '2026-11-25T10:00:00.000Z',
    },
    approval,
    tags: ['Robotics'],
  });
}

export function queueItem(over: Partial<ApprovalQueueItem> = {}): ApprovalQueueItem {
  return {
    id: OPP_ID,
    name: 'Northwind Series B',
    short_desc: 'Scale-up of the robot fleet',
    opportunity_type: 'PRIMARY',
    type: 'GENERAL',
    status: 'Pending Review',
    approval_status: 'PENDING',
    approval_label: 'Pending',
    issuer: { id: '61111111-2222-4333-8444-555555555555', name: 'Northwind Robotics' },
    size: '25000000.00',
    minimum: '50000.00',
    created_on: '2026-11-25T10:00:00.000Z',
    modified_on: '2026-11-25T12:00:00.000Z',
    edited_by_me: false,
    ...over,
  };
}
