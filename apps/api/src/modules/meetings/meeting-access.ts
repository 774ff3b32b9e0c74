import { can } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '#api/db/database.ts';
import {
  actsAsInvestor,
  type InvestorScope,
  type IssuerScope,
  requireInvestor,
  requireIssuerMember,
  requirePrincipal,
  requireTenant,
  type StaffScope,
} from '#api/plugins/guards/index.ts';

export type MeetingCaller =
  | { side: 'investor'; investor: InvestorScope }
  | { side: 'issuer'; issuer: IssuerScope }
  | { side: 'fiduciary'; staff: StaffScope };

/** The fund's staff who read every meeting request of the tenant (the fund-admin Communication screen). */
function tenantStaff(req: FastifyRequest): StaffScope | undefined {
  const tenant = requireTenant(req);
  if (!can(tenant.currentRole, 'meetings.read_tenant')) return undefined;
  return { fiduciaryId: tenant.fiduciaryId, userId: requirePrincipal(req).userId };
}

/**
 * Who reads meetings: a token switched to an investor role reads its entity's; fiduciary staff
 * allowed `meetings.read_tenant` read the tenant's; otherwise the caller's issuer memberships
 * decide; anyone else gets 403.
 */
export async function meetingCaller(db: Executor, req: FastifyRequest): Promise<MeetingCaller> {
  if (actsAsInvestor(req)) return { side: 'investor', investor: requireInvestor(req) };
  const staff = tenantStaff(req);
  if (staff) return { side: 'fiduciary', staff };
  return { side: 'issuer', issuer: await requireIssuerMember(db, req) };
}

/** Who answers a meeting request: which meetings they see (others are 404) and which they may answer (403). */
export interface MeetingResponder {
  fiduciaryId: string;
  userId: string;
  sees: (issuerId: string) => boolean;
  answers: (issuerId: string) => boolean;
}

/** The fund's staff answer any meeting of the tenant (`meetings.respond_tenant`); issuer members their issuers'. */
export async function meetingResponder(db: Executor, req: FastifyRequest): Promise<MeetingResponder> {
  const staff = tenantStaff(req);
  if (staff) {
    const answers = can(requireTenant(req).currentRole, 'meetings.respond_tenant');
    return { ...staff, sees: () => true, answers: () => answers };
  }
  const issuer = await requireIssuerMember(db, req);
  return {
    fiduciaryId: issuer.fiduciaryId,
    userId: issuer.userId,
    sees: (id) => issuer.issuerIds.includes(id),
    answers: (id) => issuer.actingIssuerIds.includes(id),
  };
}

/** The fiduciary a caller reads meetings in. */
export function callerFiduciary(caller: MeetingCaller): string {
  if (caller.side === 'investor') return caller.investor.fiduciaryId;
  return caller.side === 'issuer' ? caller.issuer.fiduciaryId : caller.staff.fiduciaryId;
}
