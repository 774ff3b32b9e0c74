/** Orderings of the fund-admin investors list (spec 7 list convention: a leading '-' is descending). */
export const INVESTOR_ORDER_FIELDS = ['name', 'invitation_status', 'committed', 'invested', 'created'] as const;
export type InvestorOrderField = (typeof INVESTOR_ORDER_FIELDS)[number];
export const INVESTOR_ORDERINGS = [
  'name',
  '-name',
  'invitation_status',
  '-invitation_status',
  'committed',
  '-committed',
  'invested',
  '-invested',
  'created',
  '-created',
] as const;
/** Newest first unless asked otherwise. */
export const DEFAULT_INVESTOR_ORDERING = '-created';

export function parseInvestorOrdering(ordering: string | null | undefined): {
  field: InvestorOrderField;
  descending: boolean;
} {
  const value = ordering || DEFAULT_INVESTOR_ORDERING;
  const descending = value.startsWith('-');
  const field = (descending ? value.slice(1) : value) as InvestorOrderField;
  if (!INVESTOR_ORDER_FIELDS.includes(field)) return { field: 'created', descending: true };
  return { field, descending };
}

/** The CSV export's columns, in order (also its header row). */
export const INVESTOR_EXPORT_COLUMNS = [
  'name',
  'email',
  'entity_type',
  'invitation_status',
  'kyc_state',
  'committed',
  'invested',
  'city',
  'state',
  'country',
  'created_on',
] as const;
