import {
  acknowledgePaymentRoute,
  confirmPaymentSentRoute,
  getWireInstructionsRoute,
  listPaymentsRoute,
  putWireInstructionsRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor, requireStaff } from '#api/plugins/guards/index.ts';
import { acknowledgePayment, confirmPaymentSent, listPayments } from './payments.service.ts';
import { getWireInstructions, putWireInstructions } from './wire-instructions.ts';

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
    handler: (req) => acknowledgePayment(ctx, requireStaff(req, 'payments.acknowledge'), req.params.paymentId),
  });

  app.route({
    ...getWireInstructionsRoute,
    handler: (req) => getWireInstructions(ctx, requireInvestor(req), req.params.id),
  });

  app.route({
    ...putWireInstructionsRoute,
    handler: (req) => putWireInstructions(ctx, requireStaff(req, 'wire_instructions.write'), req.body),
  });
}
