import { type Action, can, rolesFor } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { NOT_PERMITTED, refusalFor, STAFF_NOT_PERMITTED } from './messages.ts';
import { requirePrincipal, requireTenant } from './tenant.ts';

/** An issuer member's reach: the issuers they read, and those they may answer for (not as issuer_viewer). */
export interface IssuerScope {
  fiduciaryId: string;
  userId: string;
  issuerIds: string[];
  actingIssuerIds: string[];
}

/**
 * Issuer memberships of the caller in this fiduciary, whatever role the token is switched to (as
 * for NDA countersigning): the issuer portal acts for the issuer the membership names.
 */
async function findIssuerScope(db: Executor, req: FastifyRequest): Promise<IssuerScope | null> {
  const { fiduciaryId } = requireTenant(req);
  const { userId } = requirePrincipal(req);
  const rows = await db
    .selectFrom('membership')
    .select(['role', 'issuer_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('user_id', '=', userId)
    .where('issuer_id', 'is not', null)
    .where('role', 'in', rolesFor('meetings.read_issuer'))
    .execute();
  if (rows.length === 0) return null;
  const ids = (filter: (role: string) => boolean) => [
    ...new Set(rows.filter((r) => filter(r.role)).map((r) => r.issuer_id as string)),
  ];
  return {
    fiduciaryId,
    userId,
    issuerIds: ids(() => true),
    actingIssuerIds: ids((role) => can(role, 'meetings.respond_issuer')),
  };
}

/** The caller's issuer scope; a member of no issuer (an investor on an issuer route) gets 403. */
export async function requireIssuerMember(db: Executor, req: FastifyRequest): Promise<IssuerScope> {
  const scope = await findIssuerScope(db, req);
  if (!scope) throw new AppError('FORBIDDEN', NOT_PERMITTED);
  return scope;
}

/** Which NDAs the caller may countersign: all of the fiduciary's, or those of their issuers. */
export interface SignatoryScope {
  allIssuers: boolean;
  issuerIds: string[];
}

/**
 * Any membership of the fiduciary counts (not only the token's current role): a signatory signs
 * from the issuer portal whatever role they last switched to. Members without one: 403.
 */
export async function requireNdaSignatory(db: Executor, fiduciaryId: string, userId: string): Promise<SignatoryScope> {
  const rows = await db
    .selectFrom('membership')
    .select(['role', 'issuer_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('user_id', '=', userId)
    .execute();
  const allIssuers = rows.some((r) => can(r.role, 'nda.countersign_any'));
  const issuerIds = rows
    .filter((r) => can(r.role, 'nda.countersign_issuer') && r.issuer_id)
    .map((r) => r.issuer_id as string);
  if (!allIssuers && issuerIds.length === 0) throw new AppError('FORBIDDEN', refusalFor(rows.map((r) => r.role)));
  return { allIssuers, issuerIds };
}

/**
 * The NDA's issuer must be within the signatory's reach: another company's NDA answers 404, as one of
 * another tenant (the caller's NDA list does not show it either).
 */
export function requireSignatoryFor(scope: SignatoryScope, issuerId: string): void {
  if (!scope.allIssuers && !scope.issuerIds.includes(issuerId)) throw notFound();
}

/** The caller's issuer-portal memberships in this tenant: their roles by company (ADR 0030). */
export interface CompanyMemberships {
  fiduciaryId: string;
  userId: string;
  /** Issuer roles by company id (a member holds roles in one company, usually). */
  rolesByIssuer: Map<string, string[]>;
}

/** The caller acting for one company, with their roles in it. */
export interface CompanyScope {
  fiduciaryId: string;
  userId: string;
  issuerId: string;
  roles: string[];
}

/**
 * The caller's memberships of this tenant that name a company with a role allowed `action`, as roles
 * by company, whatever role the token is switched to (ADR 0030, 0032). None: 403.
 */
export async function companyRoles(
  ctx: Pick<AppContext, 'db' | 'memberships'>,
  req: FastifyRequest,
  action: Action,
): Promise<CompanyMemberships> {
  const tenant = requireTenant(req);
  const { userId } = requirePrincipal(req);
  // The tenant guard read these rows for this request through the membership cache (ADR 0012).
  const rows = (await ctx.memberships.get(ctx.db, userId, tenant.fiduciaryId)).filter(
    (r) => r.issuer_id !== null && can(r.role, action),
  );
  if (rows.length === 0) throw new AppError('FORBIDDEN', refusalFor([tenant.currentRole]));
  const rolesByIssuer = new Map<string, string[]>();
  for (const r of rows) {
    const id = r.issuer_id as string;
    rolesByIssuer.set(id, [...(rolesByIssuer.get(id) ?? []), r.role]);
  }
  return { fiduciaryId: tenant.fiduciaryId, userId, rolesByIssuer };
}

/**
 * The companies the caller is an issuer member of in this tenant, whatever role the token is
 * switched to (ADR 0030). A caller with none (an investor, the fiduciary's staff) gets 403.
 */
export function requireIssuerCompanies(
  ctx: Pick<AppContext, 'db' | 'memberships'>,
  req: FastifyRequest,
): Promise<CompanyMemberships> {
  return companyRoles(ctx, req, 'issuer.enter');
}

/**
 * One company of the caller's: a company they are not a member of answers 404 (as one of another
 * tenant); roles of theirs lacking `action` answer 403, with `refusal` when the route words its own.
 */
export function companyScope(
  memberships: CompanyMemberships,
  issuerId: string,
  action?: Action,
  refusal = STAFF_NOT_PERMITTED,
): CompanyScope {
  const roles = memberships.rolesByIssuer.get(issuerId);
  if (!roles) throw notFound();
  if (action && !roles.some((role) => can(role, action))) throw new AppError('FORBIDDEN', refusal);
  return { fiduciaryId: memberships.fiduciaryId, userId: memberships.userId, issuerId, roles };
}

/** `companyScope` of the caller's memberships: 403 for a non-member of any company, 404, 403 by role. */
export async function requireCompany(
  ctx: Pick<AppContext, 'db' | 'memberships'>,
  req: FastifyRequest,
  issuerId: string,
  action?: Action,
): Promise<CompanyScope> {
  return companyScope(await requireIssuerCompanies(ctx, req), issuerId, action);
}

/** Whether any of the caller's roles in a company allows `action`. */
export function companyCan(scope: Pick<CompanyScope, 'roles'>, action: Action): boolean {
  return scope.roles.some((role) => can(role, action));
}
