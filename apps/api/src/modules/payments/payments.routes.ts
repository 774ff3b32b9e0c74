import {
  acknowledgePaymentRoute,
  approveWireInstructionsRoute,
  confirmPaymentSentRoute,
  getWireInstructionsRoute,
  getWireInstructionsStateRoute,
  listPaymentsRoute,
  proposeWireInstructionsRoute,
  rejectWireInstructionsRoute,
  requestPaymentRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor, requireStaff } from '#api/plugins/guards/index.ts';
import { requestPayment } from './payment-requests.ts';
import { acknowledgePayment, confirmPaymentSent, listPayments } from './payments.service.ts';
import { getWireInstructions } from './wire-instructions.ts';
import {
  approveWireInstructions,
  getWireInstructionsState,
  proposeWireInstructions,
  rejectWireInstructions,
} from './wire-proposals.ts';

/** Payments of an investment (investor) and their acknowledgement and wire instructions (fiduciary). */
export function paymentRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listPaymentsRoute,
    handler: (req) => listPayments(ctx, requireInvestor(req), req.params.id),
  });

  app.route({
    ...confirmPaymentSentRoute,
    handler: (req) =>
      confirmPaymentSent(ctx, requireInvestor(req, { act: true }), {
        investmentId: req.params.id,
        paymentId: req.params.paymentId,
        reference: req.body?.reference,
      }),
  });

  app.route({
    ...acknowledgePaymentRoute,
    handler: (req) =>
      acknowledgePayment(ctx, requireStaff(req, 'payments.acknowledge'), req.params.paymentId, req.body?.amount),
  });

  app.route({
    ...requestPaymentRoute,
    handler: (req) => requestPayment(ctx, requireStaff(req, 'payments.acknowledge'), req.params.paymentId),
  });

  app.route({
    ...getWireInstructionsRoute,
    handler: (req) => getWireInstructions(ctx, requireInvestor(req), req.params.id),
  });

  app.route({
    ...getWireInstructionsStateRoute,
    handler: (req) => getWireInstructionsState(ctx, requireStaff(req, 'capital_calls.read')),
  });

  app.route({
    ...proposeWireInstructionsRoute,
    handler: async (req, reply) =>
      reply.code(201).send(await proposeWireInstructions(ctx, requireStaff(req, 'wire_instructions.write'), req.body)),
  });

  app.route({
    ...approveWireInstructionsRoute,
    handler: (req) =>
      approveWireInstructions(ctx, requireStaff(req, 'wire_instructions.approve'), req.params.proposalId),
  });

  app.route({
    ...rejectWireInstructionsRoute,
    handler: (req) =>
      rejectWireInstructions(
        ctx,
        requireStaff(req, 'wire_instructions.approve'),
        req.params.proposalId,
        req.body.reason,
      ),
  });
}
