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
