import {
  type CapTable,
  type CapTablePermissions,
  type CapTerms,
  capTableSchema,
  type EquityPlan,
  planSchema,
  type Stakeholder,
  type StockClass,
  stakeholderSchema,
  stockClassSchema,
  termsSchema,
} from '@dl/contracts';
import { setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';

export const ISSUER_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const CAP_TABLE_ID = '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e';

const NONE: CapTablePermissions = {
  read: false,
  write_terms: false,
  write_plans: false,
  draft_securities: false,
  write_vesting: false,
  write_scenarios: false,
  raise_requests: false,
  issue_securities: false,
  manage_holders: false,
  act_on_requests: false,
  manage_users: false,
  read_users: false,
  own_holdings: false,
};
/** What each cap-table role may do (the permission map of spec 6). */
export const VIEWER: CapTablePermissions = { ...NONE, read: true };
export const EDITOR: CapTablePermissions = {
  ...VIEWER,
  write_terms: true,
  write_plans: true,
  draft_securities: true,
  write_vesting: true,
  write_scenarios: true,
  raise_requests: true,
  read_users: true,
};
export const ADMIN: CapTablePermissions = {
  ...VIEWER,
  issue_securities: true,
  manage_holders: true,
  act_on_requests: true,
  manage_users: true,
  read_users: true,
};

const ROLE_OF = new Map<CapTablePermissions, string>([
  [VIEWER, 'captable_viewer'],
  [EDITOR, 'captable_editor'],
  [ADMIN, 'captable_admin'],
]);

/** The cap table as `GET captable/companies` answers it. */
export function capTableRow(permissions: CapTablePermissions = EDITOR, overrides: Partial<CapTable> = {}): CapTable {
  return capTableSchema.parse({
    id: CAP_TABLE_ID,
    issuer_id: ISSUER_ID,
    company_name: 'Northwind Robotics',
    rounding_profile: 'DL-DEFAULT',
    my_roles: [ROLE_OF.get(permissions) ?? 'captable_viewer'],
    permissions,
    ...overrides,
  });
}

/** A logged-in cap-table member of the demo fiduciary. */
export function capTableSession(role = 'captable_editor'): void {
  setSession(session({}, { current_role: role, current_fiduciary_id: FID_ID }));
}

export function stakeholder(overrides: Partial<Stakeholder> = {}): Stakeholder {
  return stakeholderSchema.parse({
    id: 'SH-1',
    name: 'Ada Founder',
    stakeholder_type: 'INDIVIDUAL',
    email: 'ada@northwind.test',
    relationship: 'Founder',
    entity_id: null,
    user_id: null,
    created_on: '2026-01-10T10:00:00.000Z',
    ...overrides,
  });
}

export function stockClass(overrides: Partial<StockClass> = {}): StockClass {
  return stockClassSchema.parse({
    id: 'SC-1',
    name: 'Common',
    kind: 'CS',
    authorized: '10000000',
    issued: '4000000',
    treasury: '0',
    conversion_ratio: '1',
    price_per_share: '0.0001',
    votes_per_share: '1',
    seniority: 1,
    terms_id: null,
    board_approval_date: '2026-01-05',
    authorized_history: [
      { date: '2026-01-05', authorized: '8000000', tx_id: 'TX-1' },
      { date: '2026-06-01', authorized: '10000000', tx_id: 'TX-9' },
    ],
    ...overrides,
  });
}

export function terms(overrides: Partial<CapTerms> = {}): CapTerms {
  return termsSchema.parse({
    terms_id: 'T-1',
    version: 1,
    type: 1,
    name: 'Common terms',
    body: { type: 1, pricePerShare: { amount: '0.0001', currency: 'USD' } },
    in_use: false,
    created_on: '2026-01-05T10:00:00.000Z',
    ...overrides,
  });
}

export function plan(overrides: Partial<EquityPlan> = {}): EquityPlan {
  return planSchema.parse({
    id: 'PL-1',
    name: '2026 Stock Plan',
    class_id: 'SC-1',
    reserved: '1500000',
    granted: '600000',
    exercised: '100000',
    available: '900000',
    cancellation_behavior: 'RETURN_TO_POOL',
    exercise_windows: { voluntary: { period: 3, unit: 'month' }, death: { period: 1, unit: 'year' } },
    board_approval_date: '2026-01-05',
    amendments: [
      { date: '2026-01-05', reserved: '1000000', tx_id: 'TX-2' },
      { date: '2026-07-01', reserved: '1500000', tx_id: 'TX-12' },
    ],
    ...overrides,
  });
}
