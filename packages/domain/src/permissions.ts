import { FIDUCIARY_ROLES, INVESTOR_FIDUCIARY_ROLES, ISSUER_ROLES, PROVIDER_ROLES, type Role } from './roles.ts';

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
const ISSUER_STAFF = Object.values(I);
const ISSUER_ACTORS = ISSUER_STAFF.filter((r) => r !== I.ISSUER_VIEWER);
const ISSUER_SIGNATORIES = [I.ISSUER_SUPERADMIN, I.ISSUER_ADMIN, I.ISSUER_AUTHORIZED_SIGNATORY] as const;
const INVESTORS = Object.values(INVESTOR_FIDUCIARY_ROLES);
const ACTING_INVESTORS = [
  INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR,
  INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN,
];

/**
 * The one permission policy (spec 6, ADR 0025): each action the API checks, and the membership
 * roles that may take it. A role missing from every list (the cap-table roles, trellis_operator)
 * takes none of these actions. New portals add their roles here, not new guards.
 */
export const PERMISSIONS = {
  /** Investor calls: read as the current entity (a viewer too) and act for it (not a viewer). */
  'investor.read': INVESTORS,
  'investor.act': ACTING_INVESTORS,
  'investments.read': FIDUCIARY_STAFF,
  'investments.decide': DEAL_DESK,
  'investments.execute': DEAL_DESK,
  'payments.acknowledge': DEAL_DESK,
  'wire_instructions.write': DEAL_DESK,
  'capital_calls.issue': DEAL_DESK,
  'invitations.manage': ONBOARDING,
  'kyc.read_answers': ONBOARDING,
  'kyc.decide': ONBOARDING,
  'content.publish': EDITORS,
  'service_requests.read': [...EDITORS, F.FIDUCIARY_ADMIN_VIEWER],
  'service_requests.update': EDITORS,
  'qna.read_tenant': [...EDITORS, F.FIDUCIARY_ADMIN_VIEWER],
  'qna.answer_tenant': EDITORS,
  'qna.read_issuer': ISSUER_STAFF,
  'qna.answer_issuer': ISSUER_ACTORS,
  'meetings.read_issuer': ISSUER_STAFF,
  'meetings.respond_issuer': ISSUER_ACTORS,
  /** Countersign an NDA of any issuer of the fiduciary, or a deal. */
  'nda.countersign_any': SIGNATORIES,
  /** Countersign an NDA of the issuer the membership names. */
  'nda.countersign_issuer': ISSUER_SIGNATORIES,
  'deals.countersign': SIGNATORIES,
  'system_notifications.publish': [PROVIDER_ROLES.TRELLIS_SUPERADMIN, PROVIDER_ROLES.TRELLIS_ADMIN],
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
