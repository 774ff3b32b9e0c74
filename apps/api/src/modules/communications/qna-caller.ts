import { can, type InvestorRole, investorCan, QNA_ISSUER_READERS, toInvestorRole } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '#api/db/database.ts';
import { AppError } from '#api/lib/app-error.ts';
import { refusalFor, requirePrincipal, requireTenant } from '#api/plugins/guards/index.ts';
import { findIssuerIds, type QnaVisibility } from './qna.repository.ts';

const ISSUER_READERS = QNA_ISSUER_READERS;

/** Who is calling a QnA route, decided by the token's current role in this fiduciary. */
export type QnaCaller = {
  fiduciaryId: string;
  userId: string;
  visibility: QnaVisibility;
} & (
  | { kind: 'INVESTOR'; entityId: string; role: InvestorRole }
  | { kind: 'ISSUER'; canAnswer: boolean }
  | { kind: 'FIDUCIARY'; canAnswer: boolean }
);

/**
 * The tenant base `QnA` serves investors (their current entity's questions) and issuer roles (the
 * questions on their issuers' opportunities). Any other member: 403.
 */
export async function qnaCaller(db: Executor, req: FastifyRequest): Promise<QnaCaller> {
  const tenant = requireTenant(req);
  const { userId } = requirePrincipal(req);
  const role = tenant.currentRole;
  const base = { fiduciaryId: tenant.fiduciaryId, userId };
  const investorRole = role ? toInvestorRole(role) : null;
  if (investorRole && tenant.entityId) {
    return {
      ...base,
      kind: 'INVESTOR',
      entityId: tenant.entityId,
      role: investorRole,
      visibility: { kind: 'ENTITY', entityId: tenant.entityId },
    };
  }
  if (can(role, 'qna.read_issuer')) {
    const issuerIds = await findIssuerIds(db, tenant.fiduciaryId, userId, ISSUER_READERS);
    return {
      ...base,
      kind: 'ISSUER',
      canAnswer: can(role, 'qna.answer_issuer'),
      visibility: { kind: 'ISSUERS', issuerIds },
    };
  }
  throw new AppError('FORBIDDEN', refusalFor([role]));
}

/** `fid-admin/QnA`: the fund admin's roles see every question of the tenant. */
export function fidAdminCaller(req: FastifyRequest): QnaCaller {
  const tenant = requireTenant(req);
  const { userId } = requirePrincipal(req);
  const role = tenant.currentRole;
  if (!can(role, 'qna.read_tenant')) throw new AppError('FORBIDDEN', refusalFor([role]));
  return {
    fiduciaryId: tenant.fiduciaryId,
    userId,
    kind: 'FIDUCIARY',
    canAnswer: can(role, 'qna.answer_tenant'),
    visibility: { kind: 'TENANT' },
  };
}

/** An investor who may act (not a viewer) for the entity that asked. */
export function canEdit(caller: QnaCaller, row: { entity_id: string; has_response: boolean }): boolean {
  return (
    caller.kind === 'INVESTOR' &&
    investorCan(caller.role, 'investor.act') &&
    caller.entityId === row.entity_id &&
    !row.has_response
  );
}
