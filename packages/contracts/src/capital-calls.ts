import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { moneySchema } from './opportunities.ts';
import { paymentStatusSchema } from './payments.ts';
import { API_PREFIX, defineRoute } from './route.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Spec 4 "Process status": a call is IN_PROGRESS until its payment is CONFIRMED or COMPLETED. */
export const CAPITAL_CALL_STATUSES = ['IN_PROGRESS', 'COMPLETED'] as const;

/**
 * A capital call on an investment. `notice_document_id` is the CAPITAL_CALL document (doc_id for
 * `GET mydocuments/:docId`), `payment_id` / `payment_status` the payment answering it.
 */
export const capitalCallSchema = z.object({
  id: z.uuid(),
  investment_id: z.uuid(),
  opportunity_id: z.uuid(),
  call_number: z.number().int(),
  amount: moneySchema,
  due_date: z.string(),
  status: z.enum(CAPITAL_CALL_STATUSES),
  notice_document_id: z.uuid().nullable(),
  payment_id: z.uuid().nullable(),
  payment_status: paymentStatusSchema.nullable(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type CapitalCall = z.infer<typeof capitalCallSchema>;

/** Spec 7: `GET opportunities/{oppId}/investments/{invId}/capital-calls` returns data (by due date). */
export const listCapitalCallsRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/opportunities/:oppId/investments/:invId/capital-calls`,
  schema: {
    params: fidParamsSchema.extend({ oppId: z.uuid(), invId: z.uuid() }),
    response: { 200: z.object({ data: z.array(capitalCallSchema) }), ...errors },
  },
});

export const issueCapitalCallBodySchema = z.object({
  amount: moneySchema.refine((v) => Number(v) > 0, 'Amount should be greater than 0'),
  due_date: z.iso.date('Due date should be a date'),
});
export type IssueCapitalCallBody = z.infer<typeof issueCapitalCallBodySchema>;

/**
 * Fiduciary `POST fid-admin/investments/{id}/capital-calls` (fiduciary_superadmin, fiduciary_admin,
 * deal_executor): a new call on an executed investment with its PENDING payment; the investor is told.
 */
export const issueCapitalCallRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/fid-admin/investments/:id/capital-calls`,
  schema: {
    params: fidParamsSchema.extend({ id: z.uuid() }),
    body: issueCapitalCallBodySchema,
    response: { 201: z.object({ data: capitalCallSchema }), ...errors, 409: errorSchema },
  },
});
