import type { FastifyRequest } from 'fastify';
import type { Executor } from '#api/db/database.ts';
import {
  actsAsInvestor,
  type InvestorScope,
  type IssuerScope,
  requireInvestor,
  requireIssuerMember,
} from '#api/plugins/guards/index.ts';

export type MeetingCaller = { side: 'investor'; investor: InvestorScope } | { side: 'issuer'; issuer: IssuerScope };

/**
 * Who reads meetings: a token switched to an investor role reads its entity's; otherwise the
 * caller's issuer memberships decide; anyone else gets 403.
 */
export async function meetingCaller(db: Executor, req: FastifyRequest): Promise<MeetingCaller> {
  if (actsAsInvestor(req)) return { side: 'investor', investor: requireInvestor(req) };
  return { side: 'issuer', issuer: await requireIssuerMember(db, req) };
}
