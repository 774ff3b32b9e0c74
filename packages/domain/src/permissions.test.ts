import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action, can, investorCan, rolesFor } from './permissions.ts';
import { ALL_ROLES } from './roles.ts';

const DEAL_DESK = ['fiduciary_superadmin', 'fiduciary_admin', 'deal_executor'];
const ONBOARDING = ['fiduciary_superadmin', 'fiduciary_admin', 'kyc_approver'];
const EDITORS = ['fiduciary_superadmin', 'fiduciary_admin', 'fiduciary_editor'];
const SIGNATORIES = ['fiduciary_superadmin', 'fiduciary_admin', 'fiduciary_authorized_signatory'];
const APPROVERS = ['fiduciary_superadmin', 'fiduciary_admin', 'opportunity_approver'];
const ADMINS = ['fiduciary_superadmin', 'fiduciary_admin'];
const OBSERVERS = ['fiduciary_admin_viewer', 'bd_trader'];
const PROVIDER_STAFF = ['trellis_superadmin', 'trellis_admin', 'trellis_operator'];
const FIDUCIARY_STAFF = [
  'fiduciary_superadmin',
  'fiduciary_admin',
  'kyc_approver',
  'opportunity_approver',
  'deal_executor',
  'bd_trader',
  'fiduciary_authorized_signatory',
  'fiduciary_editor',
  'fiduciary_admin_viewer',
];
const CAPTABLE_EDITORS = ['captable_super_admin', 'captable_editor'];
const CAPTABLE_ADMINS = ['captable_super_admin', 'captable_admin', 'tapp_admin'];
const CAPTABLE_READERS = [...CAPTABLE_ADMINS, 'captable_editor', 'captable_viewer'];
const CAPTABLE_ALL = [...CAPTABLE_READERS, 'holder'];
const ISSUER_STAFF = [
  'issuer_superadmin',
  'issuer_admin',
  'issuer_editor',
  'issuer_opportunity_approver',
  'issuer_authorized_signatory',
  'issuer_viewer',
];

/** The expected matrix, written out: each action and exactly the roles that take it. */
const EXPECTED: Record<Action, readonly string[]> = {
  'investor.read': ['fiduciary_investor', 'fiduciary_viewer', 'fiduciary_investor-admin'],
  'investor.act': ['fiduciary_investor', 'fiduciary_investor-admin'],
  'entities.manage': ['fiduciary_investor', 'fiduciary_investor-admin'],
  'investor.captable_handoff': ['fiduciary_investor', 'fiduciary_investor-admin'],
  'notifications.receive': ALL_ROLES.filter((r) => r !== 'fiduciary_viewer'),
  'fid_admin.enter': FIDUCIARY_STAFF,
  'investors.read': [...ONBOARDING, 'deal_executor', 'fiduciary_editor', ...OBSERVERS],
  'kyc.reveal': ONBOARDING,
  'opportunities.read_admin': [...APPROVERS, ...OBSERVERS],
  'opportunities.approve': APPROVERS,
  'opportunity_access.manage': APPROVERS,
  'investments.read': FIDUCIARY_STAFF,
  'investments.decide': DEAL_DESK,
  'investments.execute': DEAL_DESK,
  'payments.acknowledge': DEAL_DESK,
  'wire_instructions.write': DEAL_DESK,
  'capital_calls.issue': DEAL_DESK,
  'capital_calls.read': [...DEAL_DESK, ...OBSERVERS],
  'wire_instructions.approve': ADMINS,
  'seals.retry': [...DEAL_DESK, 'fiduciary_authorized_signatory'],
  'binders.download': [...DEAL_DESK, 'fiduciary_authorized_signatory', 'fiduciary_admin_viewer'],
  'documents.send': EDITORS,
  'documents.track': [...EDITORS, 'fiduciary_admin_viewer'],
  'audit.read': [...ADMINS, 'fiduciary_admin_viewer'],
  'invitations.manage': ONBOARDING,
  'tearsheet.invite': ONBOARDING,
  'kyc.read_answers': ONBOARDING,
  'kyc.decide': ONBOARDING,
  'content.publish': EDITORS,
  'content.manage_view': [...EDITORS, 'fiduciary_admin_viewer'],
  'service_requests.read': [...EDITORS, 'fiduciary_admin_viewer'],
  'service_requests.update': EDITORS,
  'qna.read_tenant': [...EDITORS, 'fiduciary_admin_viewer'],
  'qna.answer_tenant': EDITORS,
  'qna.read_issuer': ISSUER_STAFF,
  'qna.answer_issuer': ISSUER_STAFF.filter((r) => r !== 'issuer_viewer'),
  'meetings.read_tenant': [...EDITORS, 'fiduciary_admin_viewer'],
  'meetings.respond_tenant': EDITORS,
  'meetings.read_issuer': ISSUER_STAFF,
  'meetings.respond_issuer': ISSUER_STAFF.filter((r) => r !== 'issuer_viewer'),
  'nda.countersign_any': SIGNATORIES,
  'nda.countersign_issuer': ['issuer_superadmin', 'issuer_admin', 'issuer_authorized_signatory'],
  'deals.countersign': SIGNATORIES,
  'issuer.enter': ISSUER_STAFF,
  'company.manage': ['issuer_superadmin', 'issuer_admin', 'issuer_editor'],
  'company.approval_rule': ['issuer_superadmin', 'issuer_admin'],
  'issuer_opportunities.write': ['issuer_superadmin', 'issuer_admin', 'issuer_editor'],
  'issuer_opportunities.approve': ['issuer_superadmin', 'issuer_admin', 'issuer_opportunity_approver'],
  'issuer_opportunities.close': ['issuer_superadmin', 'issuer_admin'],
  'provider.enter': PROVIDER_STAFF,
  'tenants.read': PROVIDER_STAFF,
  'tenants.manage': ['trellis_superadmin', 'trellis_admin'],
  'branding.manage': ['trellis_superadmin', 'trellis_admin'],
  'users.read': PROVIDER_STAFF,
  'users.manage': ['trellis_superadmin', 'trellis_admin'],
  'provider_staff.manage': ['trellis_superadmin'],
  'system_notifications.publish': PROVIDER_STAFF,
  'operations.read': PROVIDER_STAFF,
  'operations.retry': PROVIDER_STAFF,
  'captable.enter': CAPTABLE_ALL,
  'captable.terms.write': CAPTABLE_EDITORS,
  'captable.plans.write': CAPTABLE_EDITORS,
  'captable.securities.draft': CAPTABLE_EDITORS,
  'captable.vesting.write': CAPTABLE_EDITORS,
  'captable.scenarios.write': CAPTABLE_EDITORS,
  'captable.action_requests.raise': CAPTABLE_EDITORS,
  'captable.securities.issue': CAPTABLE_ADMINS,
  'captable.holders.manage': CAPTABLE_ADMINS,
  'captable.service_requests.act': CAPTABLE_ADMINS,
  'captable.users.manage': CAPTABLE_ADMINS,
  'captable.read': CAPTABLE_READERS,
  'captable.users.read': [...CAPTABLE_ADMINS, 'captable_editor'],
  'captable.holdings.own': ['holder'],
};

const CASES = ACTIONS.flatMap((action) =>
  ALL_ROLES.map((role) => ({ role, action, expected: EXPECTED[action].includes(role) })),
);

describe('permission map (spec 6, ADR 0025)', () => {
  it('covers exactly the actions of the expected matrix', () => {
    expect([...ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(CASES)('$role may $action: $expected', ({ role, action, expected }) => {
    expect(can(role, action)).toBe(expected);
  });

  it('lists only roles of spec 6', () => {
    for (const action of ACTIONS) for (const role of rolesFor(action)) expect(ALL_ROLES).toContain(role);
  });

  it('refuses a missing role, an unknown role and the investor portal names', () => {
    expect(can(null, 'investor.read')).toBe(false);
    expect(can(undefined, 'investments.read')).toBe(false);
    expect(can('superuser', 'investments.read')).toBe(false);
    expect(can('INVESTOR', 'investor.act')).toBe(false);
  });

  it('gives the cap-table roles only cap-table actions and their notifications', () => {
    for (const role of CAPTABLE_ALL) {
      const other = ACTIONS.filter((a) => can(role, a) && !a.startsWith('captable.'));
      expect(other).toEqual(['notifications.receive']);
    }
  });

  it('gives no role outside the cap table a cap-table action, and the holder only their own holdings', () => {
    for (const action of ACTIONS.filter((a) => a.startsWith('captable.')))
      for (const role of rolesFor(action)) expect(CAPTABLE_ALL).toContain(role);
    expect(ACTIONS.filter((a) => can('holder', a) && a.startsWith('captable.'))).toEqual([
      'captable.enter',
      'captable.holdings.own',
    ]);
  });

  it('gives no tenant role a provider action, and the operator no change to tenants or users', () => {
    const providerActions = ACTIONS.filter((a) => rolesFor(a).some((r) => r.startsWith('trellis_')));
    const tenantRoles = ALL_ROLES.filter((r) => !r.startsWith('trellis_'));
    for (const action of providerActions.filter((a) => a !== 'notifications.receive'))
      for (const role of tenantRoles) expect(can(role, action), `${role} ${action}`).toBe(false);
    for (const action of ['tenants.manage', 'branding.manage', 'users.manage', 'provider_staff.manage'] as const)
      expect(can('trellis_operator', action)).toBe(false);
  });

  it.each([
    { role: 'INVESTOR', action: 'investor.act', expected: true },
    { role: 'INVESTOR_ADMIN', action: 'entities.manage', expected: true },
    { role: 'VIEWER', action: 'investor.read', expected: true },
    { role: 'VIEWER', action: 'investor.act', expected: false },
    { role: 'VIEWER', action: 'entities.manage', expected: false },
    { role: 'VIEWER', action: 'investor.captable_handoff', expected: false },
    { role: 'VIEWER', action: 'notifications.receive', expected: false },
    { role: 'INVESTOR', action: 'investments.decide', expected: false },
    { role: null, action: 'investor.read', expected: false },
  ] as const)('an entity role $role may $action: $expected', ({ role, action, expected }) => {
    expect(investorCan(role, action)).toBe(expected);
  });
});
