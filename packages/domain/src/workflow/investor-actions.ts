import type { InvestmentStatus } from './investment.ts';
import { investmentStatusText } from './investment.ts';
import type { NdaStatus } from './nda.ts';
import type { AccessStatus, OpportunityInvestorStatus } from './opportunity-status.ts';

/** What an investor can do next on an opportunity page (issue 4 point 3). */
export const INVESTOR_ACTIONS = ['SIGN_NDA', 'VIEW_DATA_ROOM', 'INDICATE_INTEREST', 'SIGN_DEAL'] as const;
export type InvestorAction = (typeof INVESTOR_ACTIONS)[number];

export interface InvestorStateInput {
  /** Opportunity lifecycle status (Published, Closed, ...). */
  lifecycleStatus: string;
  /** The entity's access row, if any (no row = open). */
  accessStatus: AccessStatus | null;
  ndaStatus: NdaStatus | null;
  /** The entity's latest investment: a live one if any, else the latest declined one. */
  investmentStatus: InvestmentStatus | null;
  /** Whether the opportunity has an NDA / a deal document to sign. */
  hasNdaDocument: boolean;
  hasDealDocument: boolean;
  /** False for viewers (spec 6): they may look, not act. */
  canAct: boolean;
  /** Whether the entity has opened a document of the data room (the Reviewed step). */
  dataRoomEntered?: boolean;
}

export interface InvestorState {
  opportunity_status: OpportunityInvestorStatus;
  data_room_open: boolean;
  actions: InvestorAction[];
  status_text: string | null;
}

export const INVESTOR_STATUS_TEXT = {
  NDA_AWAITING_COUNTERSIGN: 'Waiting for issuer countersignature',
  NDA_DECLINED: 'NDA declined',
  CLOSED: 'Closed',
} as const;

/** Where the entity stands on the investor-side ladder of spec 4. */
export function investorOpportunityStatus(input: InvestorStateInput): OpportunityInvestorStatus {
  const { ndaStatus, investmentStatus, accessStatus } = input;
  if (accessStatus === 'NDA_DECLINED' || ndaStatus === 'NDA_DECLINED') return 'NDA_DECLINED';
  switch (investmentStatus) {
    case 'DEAL_DECLINED':
      return 'DEAL_DECLINED';
    case 'DEAL_EXECUTED':
      return 'DEAL_EXECUTED';
    // Approved, then countersigned by the fiduciary (ADR 0005): both sit at DEAL_APPROVED (7).
    case 'DEAL_APPROVED':
    case 'DEAL_SIGNED':
      return 'DEAL_APPROVED';
    // The investor has signed and waits for approval.
    case 'DEAL_PENDING_REVIEW':
      return 'DEAL_SIGNED';
    case 'CREATED':
    case 'IOI_SENT':
    case 'DEAL_SIGN_IN_PROCESS':
      return 'IOI_SENT';
    default:
      break;
  }
  // Reviewed (BIG_BOYS_SEEN): with the NDA executed, the investor has opened the data room.
  if (ndaStatus === 'NDA_EXECUTED') return input.dataRoomEntered ? 'BIG_BOYS_SEEN' : 'NDA_EXECUTED';
  if (ndaStatus === 'NDA_SIGNED' || ndaStatus === 'NDA_COUNTERSIGN_IN_PROCESS') return 'NDA_SIGNED';
  if (ndaStatus === 'NDA_SIGN_IN_PROCESS') return 'NDA_SIGN_IN_PROCESS';
  return 'APPROVED';
}

/**
 * The investor's standing on one opportunity and the actions it allows. One pure function, read by
 * the API (opportunity detail) and the web app (buttons and status text) alike.
 *
 * - The data room opens once the NDA is executed (countersigned).
 * - Sign NDA while there is no NDA or its ceremony is unfinished; after signing, wait for the issuer.
 * - With the data room open: indicate interest when there is no live investment (or the last one was
 *   declined), sign the deal while the investment is before the investor's signature.
 * - Viewers, a Closed opportunity and a declined NDA get no signing or investing actions.
 */
export function investorState(input: InvestorStateInput): InvestorState {
  const status = investorOpportunityStatus(input);
  const dataRoomOpen = input.ndaStatus === 'NDA_EXECUTED';
  const open = input.lifecycleStatus === 'Published' && input.canAct && status !== 'NDA_DECLINED';
  const actions: InvestorAction[] = [];
  let text: string | null = null;

  if (status === 'NDA_DECLINED') text = INVESTOR_STATUS_TEXT.NDA_DECLINED;
  else if (input.ndaStatus === null || input.ndaStatus === 'NDA_SIGN_IN_PROCESS') {
    if (open && input.hasNdaDocument) actions.push('SIGN_NDA');
  } else if (input.ndaStatus === 'NDA_SIGNED' || input.ndaStatus === 'NDA_COUNTERSIGN_IN_PROCESS') {
    text = INVESTOR_STATUS_TEXT.NDA_AWAITING_COUNTERSIGN;
  }

  if (dataRoomOpen) {
    actions.push('VIEW_DATA_ROOM');
    const inv = input.investmentStatus;
    if (inv === null || inv === 'DEAL_DECLINED') {
      if (open) actions.push('INDICATE_INTEREST');
    } else if (inv === 'CREATED' || inv === 'IOI_SENT' || inv === 'DEAL_SIGN_IN_PROCESS') {
      if (open && input.hasDealDocument) actions.push('SIGN_DEAL');
    }
    if (inv !== null) text = investmentStatusText(inv);
  }
  if (text === null && input.lifecycleStatus === 'Closed') text = INVESTOR_STATUS_TEXT.CLOSED;
  return { opportunity_status: status, data_room_open: dataRoomOpen, actions, status_text: text };
}
