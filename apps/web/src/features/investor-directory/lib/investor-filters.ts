import type { InvestorFilters } from '@dl/contracts';
import {
  INVITATION_STATUS_CODE,
  INVITATION_STATUS_LABEL,
  INVITATION_STATUSES,
  KYC_STATE_LABEL,
  KYC_STATES,
  type KycState,
  ONBOARDING_ENTITY_TYPES,
  type OnboardingEntityType,
} from '@dl/domain';

/** The filters that live in the address (`?invitation_status=2` from the dashboard's cards). */
const FILTER_KEYS = ['search', 'entity_type', 'invitation_status', 'kyc_state', 'city', 'country'] as const;

export const ENTITY_TYPE_LABEL: Readonly<Record<OnboardingEntityType, string>> = {
  ENTITY: 'Entity',
  INDIVIDUAL: 'Individual',
  INDIVIDUAL_FOR_ENTITY: 'Individual for entity',
};

export const INVITATION_STATUS_OPTIONS = INVITATION_STATUSES.map((s) => ({
  value: String(INVITATION_STATUS_CODE[s]),
  label: `${INVITATION_STATUS_CODE[s]} ${INVITATION_STATUS_LABEL[s]}`,
}));
export const KYC_STATE_OPTIONS = KYC_STATES.map((s) => ({ value: s, label: KYC_STATE_LABEL[s] }));
export const ENTITY_TYPE_OPTIONS = ONBOARDING_ENTITY_TYPES.map((t) => ({ value: t, label: ENTITY_TYPE_LABEL[t] }));

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The filters an address asks for; unknown or malformed values are left out (never sent). */
export function filtersFromSearch(search: URLSearchParams): InvestorFilters {
  const filters: InvestorFilters = {};
  const text = (key: 'search' | 'city' | 'country') => search.get(key)?.trim().slice(0, 100) || undefined;
  filters.search = text('search');
  filters.city = text('city');
  filters.country = text('country');
  const type = search.get('entity_type');
  if (isOneOf(ONBOARDING_ENTITY_TYPES, type)) filters.entity_type = type;
  const status = Number(search.get('invitation_status'));
  if (Number.isInteger(status) && status >= 1 && status <= 6) filters.invitation_status = status;
  const kyc = search.get('kyc_state');
  if (isOneOf<KycState>(KYC_STATES, kyc)) filters.kyc_state = kyc;
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as InvestorFilters;
}

/** The address's query for these filters (other parameters of the address are kept). */
export function searchWithFilters(current: URLSearchParams, filters: InvestorFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** '125000.75' -> '$125,000.75' (exact: the decimal string is grouped, never parsed to a float). */
export function formatAmount(amount: string): string {
  const [whole = '0', frac = '00'] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === '00' ? `$${grouped}` : `$${grouped}.${frac}`;
}

/** 'Austin, TX, us' from the parts known. */
export function locationText(row: { city: string | null; state: string | null; country: string | null }): string {
  return [row.city, row.state, row.country?.toUpperCase()].filter(Boolean).join(', ');
}
