import { can, rolesFor } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '#api/db/database.ts';
import { AppError } from '#api/lib/app-error.ts';
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

/** The NDA's issuer must be within the signatory's reach; else 403. */
export function requireSignatoryFor(scope: SignatoryScope, issuerId: string): void {
  if (!scope.allIssuers && !scope.issuerIds.includes(issuerId)) throw new AppError('FORBIDDEN', STAFF_NOT_PERMITTED);
}
