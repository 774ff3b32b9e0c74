import type { SecurityRow } from '@dl/contracts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { type CapTableScope, capTableCan } from '#api/plugins/guards/index.ts';
import { toSecurityRow } from './securities.mapper.ts';
import { findSecurity, findSecurityPage, type SecurityFilter } from './securities.repository.ts';

/** The securities list and the certificate a caller may open. */

export async function listSecurities(
  ctx: AppContext,
  scope: CapTableScope,
  q: SecurityFilter & { page: number; itemsPerPage: number },
): Promise<{ results: SecurityRow[]; count: number }> {
  const { page, itemsPerPage, ...filter } = q;
  const { rows, count } = await findSecurityPage(ctx.db, scope.capTableId, filter, {
    limit: itemsPerPage,
    offset: (page - 1) * itemsPerPage,
  });
  return { results: rows.map((r) => toSecurityRow(scope, r)), count };
}

/**
 * The certificate file of a security, for readers of the cap table or the holder of that security
 * (their own only); anything else answers 404, as a security of another company would.
 */
export async function certificateFileId(ctx: AppContext, scope: CapTableScope, securityId: string): Promise<string> {
  const row = await findSecurity(ctx.db, scope.capTableId, securityId);
  const mayRead =
    capTableCan(scope, 'captable.read') ||
    (capTableCan(scope, 'captable.holdings.own') && row?.stakeholder_user_id === scope.userId);
  if (!row || !mayRead || !row.certificate_file_id) throw notFound();
  return row.certificate_file_id;
}
