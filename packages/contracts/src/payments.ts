import { PAYMENT_STATUSES } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { investmentSchema } from './investments.ts';
import { moneySchema } from './opportunities.ts';
import { API_PREFIX, defineRoute } from './route.ts';

const tenantBase = `${API_PREFIX}/fid/:fidId`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** Spec 4: the investor side shows three labels. */
export const investorPaymentLabelSchema = z.enum(['NOT APPLICABLE', 'SENT', 'CONFIRMED']);

/**
 * One payment of an investment (the initial funding, or the answer to a capital call).
 * `sent_on` is set by the investor's 'confirm payment sent', `acknowledged_on` by the fiduciary's
 * 'send payment acknowledgement'.
 */
export const paymentSchema = z.object({
  id: z.uuid(),
  investment_id: z.uuid(),
  capital_call_id: z.uuid().nullable(),
  amount: moneySchema,
  status: paymentStatusSchema,
  investor_label: investorPaymentLabelSchema,
  /** True when the investor may 'confirm payment sent' now (PENDING or SENT). */
  can_confirm_sent: z.boolean(),
  reference: z.string().nullable(),
  /** Received so far (partial receipts); the whole amount once acknowledged in full. */
  received_amount: moneySchema.optional(),
  sent_on: z.string().nullable(),
  acknowledged_on: z.string().nullable(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const listPaymentsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/investments/:id/payments`,
  schema: {
    params: fidParamsSchema.extend({ id: z.uuid() }),
    response: { 200: z.object({ data: z.array(paymentSchema) }), ...errors },
  },
});

/** The answer to a payment action: the payment and the investment (its payment dates changed). */
export const paymentActionResultSchema = z.object({
  data: z.object({ payment: paymentSchema, investment: investmentSchema }),
});
export type PaymentActionResult = z.infer<typeof paymentActionResultSchema>['data'];

/** Investor's 'confirm payment sent': PENDING or SENT -> PENDING_ACKNOWLEDGEMENT. Optional bank reference. */
export const confirmPaymentSentBodySchema = z
  .object({ reference: z.string().trim().max(140, 'should be at most 140 characters').optional() })
  .nullish();

export const confirmPaymentSentRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/investments/:id/payments/:paymentId/confirm-sent`,
  schema: {
    params: fidParamsSchema.extend({ id: z.uuid(), paymentId: z.uuid() }),
    body: confirmPaymentSentBodySchema,
    response: { 200: paymentActionResultSchema, ...errors },
  },
});

/**
 * What arrived: without an amount, everything outstanding. Less than outstanding is a partial receipt
 * (the payment goes back to SENT with the rest still due); more is refused (PAYMENT_EXCEEDS_DUE).
 */
export const acknowledgePaymentBodySchema = z
  .object({ amount: moneySchema.refine((v) => /[1-9]/.test(v), 'Amount should be greater than 0').optional() })
  .nullish();

/**
 * Fiduciary's 'send payment acknowledgement': PENDING_ACKNOWLEDGEMENT -> CONFIRMED (fid-admin roles),
 * or a partial receipt.
 */
export const acknowledgePaymentRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/fid-admin/payments/:paymentId/acknowledge`,
  schema: {
    params: fidParamsSchema.extend({ paymentId: z.uuid() }),
    body: acknowledgePaymentBodySchema,
    response: { 200: paymentActionResultSchema, ...errors },
  },
});

/** The fiduciary's wire instructions (one record per fiduciary). */
export const wireInstructionsBodySchema = z.object({
  bank_name: z.string().trim().min(1, 'Bank name is required').max(200),
  bank_address: z.string().trim().max(500).default(''),
  account_name: z.string().trim().min(1, 'Account name is required').max(200),
  account_number: z.string().trim().min(1, 'Account number is required').max(64),
  routing_number: z.string().trim().max(64).default(''),
  swift_code: z.string().trim().max(32).default(''),
  instructions: z.string().trim().max(2000).default(''),
});
export type WireInstructionsBody = z.input<typeof wireInstructionsBodySchema>;

export const wireInstructionsSchema = wireInstructionsBodySchema.extend({
  bank_address: z.string(),
  routing_number: z.string(),
  swift_code: z.string(),
  instructions: z.string(),
  modified_on: z.string(),
  /** When a second administrator last approved them (four eyes). */
  verified_on: z.string().optional(),
});
export type WireInstructions = z.infer<typeof wireInstructionsSchema>;

/**
 * `GET investments/:id/wire-instructions`: the fiduciary's record plus the reference the investor
 * should quote; `wire_instructions` is null until the fiduciary has recorded them.
 */
export const investmentWireInstructionsSchema = z.object({
  data: z.object({ reference: z.string(), amount: moneySchema, wire_instructions: wireInstructionsSchema.nullable() }),
});

export const getWireInstructionsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/investments/:id/wire-instructions`,
  schema: {
    params: fidParamsSchema.extend({ id: z.uuid() }),
    response: { 200: investmentWireInstructionsSchema, ...errors },
  },
});
