import {
  type ActionRequest,
  actionRequestSchema,
  type CapSummary,
  type CapTable,
  type CapTablePermissions,
  capTableSchema,
  type LedgerTxRow,
  ledgerTxSchema,
  type SecurityDetail,
  type SecurityRow,
  securityDetailSchema,
  securityRowSchema,
  summarySchema,
} from '@dl/contracts';

export const ISSUER_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const OTHER_ISSUER_ID = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f70';
export const REQUEST_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const NONE: CapTablePermissions = {
  read: true,
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
export const VIEWER: CapTablePermissions = NONE;
const EDITOR: CapTablePermissions = {
  ...NONE,
  write_terms: true,
  write_plans: true,
  draft_securities: true,
  write_vesting: true,
  write_scenarios: true,
  raise_requests: true,
  read_users: true,
};
const ADMIN: CapTablePermissions = {
  ...NONE,
  issue_securities: true,
  manage_holders: true,
  act_on_requests: true,
  manage_users: true,
  read_users: true,
};
export const ROLE_OF = { captable_admin: ADMIN, captable_editor: EDITOR, captable_viewer: VIEWER } as const;

export function capTableRow(overrides: Partial<CapTable> = {}): CapTable {
  return capTableSchema.parse({
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    issuer_id: ISSUER_ID,
    company_name: 'Northwind Robotics',
    rounding_profile: 'DL-DEFAULT',
    my_roles: ['captable_admin'],
    permissions: ADMIN,
    ...overrides,
  });
}

const READY = { label: 'Ready to be issued', ready: true, missing: [] };
export const MISSING = {
  label: 'Missing Information',
  ready: false,
  missing: [
    { field: 'details.security_law_exemptions', label: 'Securities law exemption' },
    { field: 'price', label: 'Price per share' },
  ],
};

export function securityRow(overrides: Partial<SecurityRow> = {}): SecurityRow {
  return securityRowSchema.parse({
    id: 'CS-1',
    kind: 'CS',
    status: 'issued',
    stakeholder_id: 'SH-1',
    stakeholder_name: 'Ada Founder',
    class_id: 'CLASS-1',
    plan_id: null,
    quantity: '4000000',
    price: '0.0001',
    terms_id: null,
    terms_version: null,
    option_kind: null,
    issue_date: '2026-01-15',
    parent_id: null,
    investment_id: null,
    readiness: READY,
    allowed_actions: [],
    ...overrides,
  });
}

export function securityDetail(overrides: Partial<SecurityDetail> = {}): SecurityDetail {
  return securityDetailSchema.parse({
    ...securityRow(),
    vesting: null,
    schedule: null,
    terms: null,
    details: {},
    lineage: [
      {
        security_id: 'CS-1',
        quantity: '4000000',
        stakeholder_id: 'SH-1',
        created_by: 'TX-1',
        ended_by: null,
        transactions: ['TX-1'],
      },
    ],
    children: [],
    documents: [],
    ...overrides,
  });
}

export function ledgerTx(overrides: Partial<LedgerTxRow> = {}): LedgerTxRow {
  return ledgerTxSchema.parse({
    seq: '1',
    id: 'TX-1',
    type: 'issuance',
    date: '2026-01-15',
    security_id: 'CS-1',
    body: { quantity: '4000000' },
    actor_name: 'Alex Admin',
    created_on: '2026-01-15T10:00:00.000Z',
    ...overrides,
  });
}

export function actionRequest(overrides: Partial<ActionRequest> = {}): ActionRequest {
  return actionRequestSchema.parse({
    id: REQUEST_ID,
    security_id: 'CS-1',
    action: 'cancel',
    body: { action: 'cancel', quantity: '1000', reason: 'Board decision', date: '2026-03-01' },
    status: 'pending',
    reason: null,
    requested_by_name: 'Eddie Editor',
    requested_on: '2026-03-01T09:00:00.000Z',
    decided_on: null,
    ...overrides,
  });
}

export function summary(overrides: Partial<CapSummary> = {}): CapSummary {
  return summarySchema.parse({
    definition: 'FD',
    definition_text: 'Fully diluted: outstanding shares as-converted, outstanding options and warrants',
    rounding: 'DL-DEFAULT R11 (percent, 4 places, half up)',
    classes: [
      {
        class_id: 'CLASS-1',
        name: 'Common',
        kind: 'CS',
        authorized: '10000000',
        issued: '4000000',
        outstanding: '4000000',
        fully_diluted: '4000000',
        percent_fully_diluted: '80.0000',
      },
      {
        class_id: null,
        name: 'Option pool',
        kind: 'OP',
        authorized: null,
        issued: '0',
        outstanding: '0',
        fully_diluted: '1000000',
        percent_fully_diluted: '20.0000',
      },
    ],
    totals: { issued: '4000000', outstanding: '4000000', fully_diluted: '5000000' },
    plans_available: '750000',
    stakeholders: 3,
    securities: 4,
    ...overrides,
  });
}
