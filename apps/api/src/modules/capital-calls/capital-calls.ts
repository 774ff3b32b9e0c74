import { type CapitalCall, issueCapitalCallRoute, listCapitalCallsRoute } from '@dl/contracts';
import { fromCents, toCents } from '@dl/domain';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { type InvestorScope, requireInvestor, requireStaff } from '#api/plugins/guards/index.ts';
import { findReadableInvestment } from '../investments/index.ts';
import { findCapitalCalls } from './capital-calls.repository.ts';
import { issueCapitalCall } from './issue-capital-call.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Spec 7 `GET opportunities/{oppId}/investments/{invId}/capital-calls`: the calls on an investment the
 * caller may read, by due date; an investment of another opportunity answers 404.
 */
async function listCapitalCalls(
  ctx: AppContext,
  scope: InvestorScope,
  opportunityId: string,
  investmentId: string,
): Promise<{ data: CapitalCall[] }> {
  const investment = await findReadableInvestment(ctx, scope, investmentId);
  if (investment.opportunity_id !== opportunityId) throw notFound();
  const rows = await findCapitalCalls(ctx.db, scope.fiduciaryId, investmentId);
  return {
    data: rows.map((r) => ({
      id: r.id,
      investment_id: r.investment_id,
      opportunity_id: opportunityId,
      call_number: r.call_number,
      amount: fromCents(toCents(r.amount)),
      due_date: r.due_date,
      status: r.status,
      notice_document_id: r.notice_document_id,
      payment_id: r.payment_id,
      payment_status: r.payment_status,
      created_on: iso(r.created_on),
      modified_on: iso(r.modified_on),
    })),
  };
}

export function capitalCallRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listCapitalCallsRoute,
    handler: (req) => listCapitalCalls(ctx, requireInvestor(req), req.params.oppId, req.params.invId),
  });
  app.route({
    ...issueCapitalCallRoute,
    handler: async (req, reply) => {
      const actor = requireStaff(req, 'capital_calls.issue');
      return reply.code(201).send({ data: await issueCapitalCall(ctx, actor, req.params.id, req.body) });
    },
  });
}
