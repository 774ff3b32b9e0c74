import type { IssuerOpportunity } from '@dl/contracts';
import type { IssuerReview, OpportunityApproval, OpportunityLifecycle } from '@dl/domain';

/** Badge colours: waiting orange, with someone blue, approved green, refused red, finished gray. */
export const LIFECYCLE_COLOR: Readonly<Record<OpportunityLifecycle, string>> = {
  Created: 'gray',
  'Ready for Review': 'blue',
  'Pending Review': 'orange',
  Published: 'green',
  Closed: 'gray',
};

export const APPROVAL_COLOR: Readonly<Record<OpportunityApproval, string>> = {
  NA: 'blue',
  PENDING: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
};

export const STRUCTURE_TEXT: Readonly<Record<IssuerOpportunity['type'], string>> = {
  GENERAL: 'General',
  FUND: 'Fund',
  SPV: 'SPV',
};

export const KIND_TEXT: Readonly<Record<IssuerOpportunity['opportunity_type'], string>> = {
  PRIMARY: 'Primary',
  SECONDARY: 'Secondary',
};

export const LOAD_FAILED = 'Failed to load opportunity';
export const SAVE_FAILED = 'Failed to update item';

/** The company's own review (ADR 0030) in words; NONE shows no badge. */
export const REVIEW_TEXT: Readonly<Record<IssuerReview, string>> = {
  NONE: 'No internal review',
  PENDING: 'With our approver',
  APPROVED: 'Approved internally',
  REJECTED: 'Sent back internally',
};

export const REVIEW_COLOR: Readonly<Record<IssuerReview, string>> = {
  NONE: 'gray',
  PENDING: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
};
