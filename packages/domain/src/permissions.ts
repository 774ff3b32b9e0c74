import {
  ALL_ROLES,
  CAPTABLE_ROLES,
  FIDUCIARY_ROLES,
  INVESTOR_FIDUCIARY_ROLES,
  INVESTOR_ROLES,
  type InvestorFiduciaryRole,
  type InvestorRole,
  ISSUER_ROLES,
  PROVIDER_ROLES,
  type Role,
} from './roles.ts';

const F = FIDUCIARY_ROLES;
const I = ISSUER_ROLES;

const FIDUCIARY_STAFF = Object.values(F);
/** Who works on deals: decides and executes investments, keeps payments and calls capital. */
const DEAL_DESK = [F.FIDUCIARY_SUPERADMIN, F.FIDUCIARY_ADMIN, F.DEAL_EXECUTOR] as const;
/** Who onboards: invites, reads KYC answers (masked) and decides on KYC. */
const ONBOARDING = [F.FIDUCIARY_SUPERADMIN, F.FIDUCIARY_ADMIN, F.KYC_APPROVER] as const;
/** Who edits the tenant's content: events, resources, service requests, answers to questions. */
const EDITORS = [F.FIDUCIARY_SUPERADMIN, F.FIDUCIARY_ADMIN, F.FIDUCIARY_EDITOR] as const;
const SIGNATORIES = [F.FIDUCIARY_SUPERADMIN, F.FIDUCIARY_ADMIN, F.FIDUCIARY_AUTHORIZED_SIGNATORY] as const;
/** Who approves opportunities for the tenant's investors and grants access to them. */
const APPROVERS = [F.FIDUCIARY_SUPERADMIN, F.FIDUCIARY_ADMIN, F.OPPORTUNITY_APPROVER] as const;
/** The tenant's administrators: the second pair of eyes on wire instructions. */
const ADMINS = [F.FIDUCIARY_SUPERADMIN, F.FIDUCIARY_ADMIN] as const;
/** Who follows the book without deciding on it: the admin viewer reads every screen, the trader the market side. */
const OBSERVERS = [F.FIDUCIARY_ADMIN_VIEWER, F.BD_TRADER] as const;
const ISSUER_STAFF = Object.values(I);
const ISSUER_ACTORS = ISSUER_STAFF.filter((r) => r !== I.ISSUER_VIEWER);
const ISSUER_SIGNATORIES = [I.ISSUER_SUPERADMIN, I.ISSUER_ADMIN, I.ISSUER_AUTHORIZED_SIGNATORY] as const;
/** Who writes the company's details, its opportunities and their documents (ADR 0030). */
const ISSUER_EDITORS = [I.ISSUER_SUPERADMIN, I.ISSUER_ADMIN, I.ISSUER_EDITOR] as const;
/** The company's administrators: its approval rule, closing a published opportunity. */
const ISSUER_ADMINS = [I.ISSUER_SUPERADMIN, I.ISSUER_ADMIN] as const;
/** Who approves inside the company before the fiduciary sees an opportunity (four eyes). */
const ISSUER_APPROVERS = [I.ISSUER_SUPERADMIN, I.ISSUER_ADMIN, I.ISSUER_OPPORTUNITY_APPROVER] as const;
const P = PROVIDER_ROLES;
/** The provider's staff: the operator reads and handles notices and operations (ADR 0029). */
const PROVIDER_STAFF = Object.values(P);
/** Who changes tenants, their branding and their users. */
const PROVIDER_ADMINS = [P.TRELLIS_SUPERADMIN, P.TRELLIS_ADMIN] as const;
const C = CAPTABLE_ROLES;
/**
 * Cap-table roles (spec 6 "Cap-table permissions"). tapp_admin is listed among the roles but not in
 * the permission list: it is the platform's cap-table administrator and takes the admin's actions.
 */
const CAPTABLE_EDITORS = [C.CAPTABLE_SUPER_ADMIN, C.CAPTABLE_EDITOR] as const;
const CAPTABLE_ADMINS = [C.CAPTABLE_SUPER_ADMIN, C.CAPTABLE_ADMIN, C.TAPP_ADMIN] as const;
const CAPTABLE_READERS = [...CAPTABLE_ADMINS, C.CAPTABLE_EDITOR, C.CAPTABLE_VIEWER] as const;
const INVESTORS = Object.values(INVESTOR_FIDUCIARY_ROLES);
const ACTING_INVESTORS = [
  INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR,
  INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN,
];

/**
 * The one permission policy (spec 6, ADR 0025): each action the API checks, and the membership
 * roles that may take it. A role missing from every list takes none of these actions. New portals add their roles here, not new guards.
 */
export const PERMISSIONS = {
  /** Investor calls: read as the current entity (a viewer too) and act for it (not a viewer). */
  'investor.read': INVESTORS,
  'investor.act': ACTING_INVESTORS,
  /** Manage an entity held (its details and authorized parties, ADR 0022): not a viewer. */
  'entities.manage': ACTING_INVESTORS,
  /** Open the cap-table portal as the holder of the current entity (a hand-off session): not a viewer. */
  'investor.captable_handoff': ACTING_INVESTORS,
  /** Receive notifications (list, mark read, the socket's pushes): everyone but an investor viewer. */
  'notifications.receive': ALL_ROLES.filter((r) => r !== INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER),
  /** The fund-admin portal's dashboard and My Profile: every fiduciary staff role. */
  'fid_admin.enter': FIDUCIARY_STAFF,
  /** The investors list, an investor's page (KYC answers masked) and the CSV export. */
  'investors.read': [...ONBOARDING, F.DEAL_EXECUTOR, F.FIDUCIARY_EDITOR, ...OBSERVERS],
  /** Reveal a masked KYC answer (audited). */
  'kyc.reveal': ONBOARDING,
  /** The approval queue and an opportunity's preview. */
  'opportunities.read_admin': [...APPROVERS, ...OBSERVERS],
  /** Approve or reject an opportunity (four eyes: not one the same user edited). */
  'opportunities.approve': APPROVERS,
  /** Grant or close investors' access to an opportunity (all, tagged, one by one). */
  'opportunity_access.manage': APPROVERS,
  'investments.read': FIDUCIARY_STAFF,
  'investments.decide': DEAL_DESK,
  'investments.execute': DEAL_DESK,
  'payments.acknowledge': DEAL_DESK,
  'wire_instructions.write': DEAL_DESK,
  'capital_calls.issue': DEAL_DESK,
  'capital_calls.read': [...DEAL_DESK, ...OBSERVERS],
  /** Approve a proposed change of wire instructions: an administrator other than its author. */
  'wire_instructions.approve': ADMINS,
  /** Re-seal a document whose sealing failed. */
  'seals.retry': [...DEAL_DESK, F.FIDUCIARY_AUTHORIZED_SIGNATORY],
  /** The closing binder of an executed investment (signed documents, KYC record, payments, audit). */
  'binders.download': [...DEAL_DESK, F.FIDUCIARY_AUTHORIZED_SIGNATORY, F.FIDUCIARY_ADMIN_VIEWER],
  /** Send a document to investors, and see who viewed or signed it. */
  'documents.send': EDITORS,
  'documents.track': [...EDITORS, F.FIDUCIARY_ADMIN_VIEWER],
  /** An investor's audit trail. */
  'audit.read': [...ADMINS, F.FIDUCIARY_ADMIN_VIEWER],
  'invitations.manage': ONBOARDING,
  /**
   * Share a published opportunity's tearsheet by e-mail: a member gets its link, anyone else an
   * onboarding invitation (KYC first). Who onboards, as for invitations; never an investor or issuer.
   */
  'tearsheet.invite': ONBOARDING,
  'kyc.read_answers': ONBOARDING,
  'kyc.decide': ONBOARDING,
  'content.publish': EDITORS,
  /** The fund-admin screen of events and resources (what investors see is any member's to read). */
  'content.manage_view': [...EDITORS, F.FIDUCIARY_ADMIN_VIEWER],
  'service_requests.read': [...EDITORS, F.FIDUCIARY_ADMIN_VIEWER],
  'service_requests.update': EDITORS,
  'qna.read_tenant': [...EDITORS, F.FIDUCIARY_ADMIN_VIEWER],
  'qna.answer_tenant': EDITORS,
  'qna.read_issuer': ISSUER_STAFF,
  'qna.answer_issuer': ISSUER_ACTORS,
  /** Every meeting request of the tenant (the fund-admin Communication screen), and answering them. */
  'meetings.read_tenant': [...EDITORS, F.FIDUCIARY_ADMIN_VIEWER],
  'meetings.respond_tenant': EDITORS,
  'meetings.read_issuer': ISSUER_STAFF,
  'meetings.respond_issuer': ISSUER_ACTORS,
  /** Countersign an NDA of any issuer of the fiduciary, or a deal. */
  'nda.countersign_any': SIGNATORIES,
  /** Countersign an NDA of the issuer the membership names. */
  'nda.countersign_issuer': ISSUER_SIGNATORIES,
  /**
   * The issuer portal (issue 16, ADR 0030), each for the company the membership names: enter it and
   * read the company, its opportunities, documents, investor interest and data-room analytics.
   */
  'issuer.enter': ISSUER_STAFF,
  'company.manage': ISSUER_EDITORS,
  /** Whether the company's opportunities need its own approver before the fiduciary's. */
  'company.approval_rule': ISSUER_ADMINS,
  /** Create and edit drafts, their documents and data room, and send them for review. */
  'issuer_opportunities.write': ISSUER_EDITORS,
  'issuer_opportunities.approve': ISSUER_APPROVERS,
  'issuer_opportunities.close': ISSUER_ADMINS,
  'deals.countersign': SIGNATORIES,
  /** The provider admin portal (ADR 0029): its home and My Profile. */
  'provider.enter': PROVIDER_STAFF,
  /** Tenants with their hosts and counts; creating, editing, suspending them and their hosts. */
  'tenants.read': PROVIDER_STAFF,
  'tenants.manage': PROVIDER_ADMINS,
  /** A tenant's branding and branding settings, per tenant and per host. */
  'branding.manage': PROVIDER_ADMINS,
  /** Users of every tenant and their memberships; changing them (roles, disable, links, second factor). */
  'users.read': PROVIDER_STAFF,
  'users.manage': PROVIDER_ADMINS,
  /** Grant or take a provider role (the provider's own staff). */
  'provider_staff.manage': [P.TRELLIS_SUPERADMIN],
  /** Create, schedule, edit and withdraw system notifications. */
  'system_notifications.publish': PROVIDER_STAFF,
  /** Jobs, the e-mail outbox, audit logs with their chain check, storage sizes; retrying a job. */
  'operations.read': PROVIDER_STAFF,
  'operations.retry': PROVIDER_STAFF,
  /** The cap table (issue 17): enter the portal (a holder too, for their own holdings). */
  'captable.enter': Object.values(C),
  /** Editor and super admin: terms, the equity plan, draft securities, vesting, scenarios, action requests. */
  'captable.terms.write': CAPTABLE_EDITORS,
  'captable.plans.write': CAPTABLE_EDITORS,
  'captable.securities.draft': CAPTABLE_EDITORS,
  'captable.vesting.write': CAPTABLE_EDITORS,
  'captable.scenarios.write': CAPTABLE_EDITORS,
  'captable.action_requests.raise': CAPTABLE_EDITORS,
  /** Admin and super admin: issue securities, holders, service requests, users and their roles. */
  'captable.securities.issue': CAPTABLE_ADMINS,
  'captable.holders.manage': CAPTABLE_ADMINS,
  'captable.service_requests.act': CAPTABLE_ADMINS,
  'captable.users.manage': CAPTABLE_ADMINS,
  /** View terms, securities, vesting schedules, scenarios and service requests. */
  'captable.read': CAPTABLE_READERS,
  'captable.users.read': [...CAPTABLE_ADMINS, C.CAPTABLE_EDITOR],
  /** A holder sees only their own holdings, vesting and certificates. */
  'captable.holdings.own': [C.HOLDER],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** Whether a membership role (usually the token's current role) may take `action`. */
export function can(role: string | null | undefined, action: Action): boolean {
  return Boolean(role) && (PERMISSIONS[action] as readonly string[]).includes(role as string);
}

/** The roles that may take `action`, for queries that filter memberships by role. */
export function rolesFor(action: Action): readonly string[] {
  return PERMISSIONS[action];
}

const MEMBERSHIP_ROLE_OF: Record<InvestorRole, InvestorFiduciaryRole> = {
  [INVESTOR_ROLES.INVESTOR]: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR,
  [INVESTOR_ROLES.INVESTOR_ADMIN]: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN,
  [INVESTOR_ROLES.VIEWER]: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER,
};

/**
 * `can` for a role held on an entity, as the investor portal names it (INVESTOR, INVESTOR_ADMIN,
 * VIEWER: the inverse of toInvestorRole), so entity-level checks read the same map.
 */
export function investorCan(role: InvestorRole | null | undefined, action: Action): boolean {
  return role ? can(MEMBERSHIP_ROLE_OF[role], action) : false;
}
