/** As investing_entity.type and invitation.entity_type. */
type EntityType = 'ENTITY' | 'INDIVIDUAL' | 'INDIVIDUAL_FOR_ENTITY';

/**
 * The view of migration 20261127_1010_investor_directory: one row per investor of a tenant (an
 * investing entity, or an invitation whose person has no entity yet). Read only.
 */
export interface InvestorDirectoryView {
  id: string;
  fiduciary_id: string;
  entity_id: string | null;
  invitation_id: string | null;
  name: string;
  email: string | null;
  entity_type: EntityType;
  invitation_status: number | null;
  revision_requested: boolean;
  response_status: 'DRAFT' | 'SUBMITTED' | null;
  revoked_on: Date | null;
  city: string | null;
  state: string | null;
  country: string | null;
  created_on: Date;
}

/**
 * The table of migration 20261127_1300_investor_directory_entry: the view's rows plus what the list
 * sorts and filters on (lower-cased name, KYC state, committed and invested sums). Written by the
 * database's triggers only; read only here.
 */
export interface InvestorDirectoryEntryTable extends InvestorDirectoryView {
  sort_name: string;
  kyc_state: 'NOT_STARTED' | 'IN_PROGRESS' | 'REVISION_REQUESTED' | 'SUBMITTED' | 'APPROVED' | 'DENIED';
  /** numeric(20,2) as text. */
  committed: string;
  invested: string;
}
