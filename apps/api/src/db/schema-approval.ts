import type { Timestamp } from './columns.ts';

/** Tables of the fiduciary's opportunity approval (migration 20261127_1020_opportunity_approval). */

/** A user who created or changed an opportunity: four eyes keep them from approving it. */
export interface OpportunityEditorTable {
  opportunity_id: string;
  user_id: string;
  fiduciary_id: string;
  first_edited_on: Timestamp;
  last_edited_on: Timestamp;
}
