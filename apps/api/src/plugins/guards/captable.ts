import { type Action, can } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { type CompanyMemberships, companyRoles } from './issuer.ts';
import { STAFF_NOT_PERMITTED } from './messages.ts';

/** The caller's cap-table memberships in this tenant: their cap-table roles by company (ADR 0032). */
export type CapTableMemberships = CompanyMemberships;

/** The caller acting in one company's cap table, with their cap-table roles there. */
export interface CapTableScope {
  fiduciaryId: string;
  userId: string;
  issuerId: string;
  capTableId: string;
  roles: string[];
}

/**
 * The companies whose cap table the caller is a member of (a membership naming the company with a
 * role allowed `captable.enter`), whatever role the token is switched to. None: 403.
 */
export function requireCapTableMemberships(
  ctx: Pick<AppContext, 'db' | 'memberships'>,
  req: FastifyRequest,
): Promise<CapTableMemberships> {
  return companyRoles(ctx, req, 'captable.enter');
}

/** The company's cap table, created on first use (one per company). */
export async function capTableIdFor(db: Executor, fiduciaryId: string, issuerId: string): Promise<string> {
  const found = await db.selectFrom('cap_table').select('id').where('issuer_id', '=', issuerId).executeTakeFirst();
  if (found) return found.id;
  const created = await db
    .insertInto('cap_table')
    .values({ fiduciary_id: fiduciaryId, issuer_id: issuerId })
    .onConflict((oc) => oc.column('issuer_id').doUpdateSet({ modified_on: sql`cap_table.modified_on` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/**
 * One company's cap table: a company the caller has no cap-table role in answers 404 (as one of
 * another tenant); roles lacking `action` answer 403.
 */
export async function requireCapTable(
  ctx: Pick<AppContext, 'db' | 'memberships'>,
  req: FastifyRequest,
  issuerId: string,
  action: Action = 'captable.read',
): Promise<CapTableScope> {
  const memberships = await requireCapTableMemberships(ctx, req);
  const roles = memberships.rolesByIssuer.get(issuerId);
  if (!roles) throw notFound();
  if (!roles.some((role) => can(role, action))) throw new AppError('FORBIDDEN', STAFF_NOT_PERMITTED);
  const capTableId = await capTableIdFor(ctx.db, memberships.fiduciaryId, issuerId);
  return { fiduciaryId: memberships.fiduciaryId, userId: memberships.userId, issuerId, capTableId, roles };
}

/** Whether any of the caller's cap-table roles allows `action`. */
export function capTableCan(scope: Pick<CapTableScope, 'roles'>, action: Action): boolean {
  return scope.roles.some((role) => can(role, action));
}
