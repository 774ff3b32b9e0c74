import { ISSUER_ROLES, toInvestorRole } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type InvestorScope, NOT_AN_INVESTOR, requireInvestor } from '../../lib/investor-scope.ts';
import { requirePrincipal, requireTenant } from '../../plugins/auth.ts';

const ISSUER_ROLE_NAMES: readonly string[] = Object.values(ISSUER_ROLES);

/** An issuer member's reach: the issuers they read, and those they may answer for (not as issuer_viewer). */
export interface IssuerScope {
  fiduciaryId: string;
  userId: string;
  issuerIds: string[];
  actingIssuerIds: string[];
}

export type MeetingCaller = { side: 'investor'; investor: InvestorScope } | { side: 'issuer'; issuer: IssuerScope };

/**
 * Issuer memberships of the caller in this fiduciary, whatever role the token is switched to (as
 * for NDA countersigning): the issuer portal acts for the issuer the membership names.
 */
export async function findIssuerScope(db: Executor, req: FastifyRequest): Promise<IssuerScope | null> {
  const { fiduciaryId } = requireTenant(req);
  const { userId } = requirePrincipal(req);
  const rows = await db
    .selectFrom('membership')
    .select(['role', 'issuer_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('user_id', '=', userId)
    .where('issuer_id', 'is not', null)
    .where('role', 'in', ISSUER_ROLE_NAMES)
    .execute();
  if (rows.length === 0) return null;
  const ids = (filter: (role: string) => boolean) => [
    ...new Set(rows.filter((r) => filter(r.role)).map((r) => r.issuer_id as string)),
  ];
  return {
    fiduciaryId,
    userId,
    issuerIds: ids(() => true),
    actingIssuerIds: ids((role) => role !== ISSUER_ROLES.ISSUER_VIEWER),
  };
}

export async function requireIssuerMember(db: Executor, req: FastifyRequest): Promise<IssuerScope> {
  const scope = await findIssuerScope(db, req);
  if (!scope) throw new AppError('FORBIDDEN', NOT_AN_INVESTOR);
  return scope;
}

/**
 * Who reads meetings: a token switched to an investor role reads its entity's; otherwise the
 * caller's issuer memberships decide; anyone else gets 403.
 */
export async function meetingCaller(db: Executor, req: FastifyRequest): Promise<MeetingCaller> {
  const tenant = requireTenant(req);
  if (tenant.currentRole && toInvestorRole(tenant.currentRole) && tenant.entityId) {
    return { side: 'investor', investor: requireInvestor(req) };
  }
  return { side: 'issuer', issuer: await requireIssuerMember(db, req) };
}
