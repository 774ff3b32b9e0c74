import type { AccessStatus, OpportunityApproval, OpportunityLifecycle } from '@dl/domain';

/** Badge colours: waiting orange, sent blue, approved green, refused red, finished gray. */
export const APPROVAL_COLOR: Readonly<Record<OpportunityApproval, string>> = {
  NA: 'blue',
  PENDING: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
};

export const LIFECYCLE_COLOR: Readonly<Record<OpportunityLifecycle, string>> = {
  Created: 'gray',
  'Ready for Review': 'blue',
  'Pending Review': 'orange',
  Published: 'green',
  Closed: 'gray',
};

export const ACCESS_COLOR: Readonly<Record<AccessStatus, string>> = {
  APPROVED: 'green',
  PENDING: 'orange',
  CLOSED: 'gray',
  NDA_DECLINED: 'red',
};

/** An entity with no access row may discover a Published opportunity (ADR 0006). */
export const NO_ACCESS_ROW = 'Not set';

export const LOAD_FAILED = 'Failed to load data';
