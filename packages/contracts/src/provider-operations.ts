import { z } from 'zod';
import { errorSchema, listQuerySchema, listResponseSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/*
 * The provider's operations screen (issue 18 point 6, ADR 0029): jobs with their errors and Retry, the
 * e-mail outbox (never the bodies: they carry links), a tenant's or the platform's audit log with the
 * chain check, and database and storage sizes. `operations.read` reads, `operations.retry` retries.
 */

const base = `${API_PREFIX}/admin/operations`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const operationsJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  fiduciary_id: z.string().nullable(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  error: z.string().nullable(),
  created_on: z.string(),
  start_after: z.string(),
  completed_on: z.string().nullable(),
});
export type OperationsJob = z.infer<typeof operationsJobSchema>;

export const listJobsRoute = defineRoute({
  method: 'GET',
  url: `${base}/jobs`,
  schema: {
    querystring: z.object({
      /** failed, or waiting (created and retry), or active; default failed. */
      state: z.enum(['failed', 'waiting', 'active']).default('failed'),
      kind: z.string().trim().max(100).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: { 200: z.object({ results: z.array(operationsJobSchema) }), ...errors },
  },
});

export const JOB_NOT_FAILED = 'This job is not failed (it ran again or was never given up), so it cannot be retried.';

export const retryJobRoute = defineRoute({
  method: 'POST',
  url: `${base}/jobs/:kind/:id/retry`,
  schema: {
    params: z.object({ kind: z.string().min(1, 'Job kind is required').max(100), id: z.uuid() }),
    response: { 200: z.object({ detail: z.string() }), ...errors },
  },
});

export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'LOGGED', 'FAILED'] as const;

export const outboxRowSchema = z.object({
  id: z.string(),
  fiduciary_id: z.string().nullable(),
  to_address: z.string(),
  subject: z.string(),
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_on: z.string(),
  sent_on: z.string().nullable(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const listOutboxRoute = defineRoute({
  method: 'GET',
  url: `${base}/outbox`,
  schema: {
    querystring: listQuerySchema.extend({
      status: z.enum(OUTBOX_STATUSES).optional(),
      /** Part of the recipient's address. */
      to: z.string().trim().max(254).optional(),
    }),
    response: { 200: listResponseSchema(outboxRowSchema), ...errors },
  },
});

export const auditRowSchema = z.object({
  id: z.string(),
  fiduciary_id: z.string().nullable(),
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  kind: z.string(),
  subject: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  created_on: z.string(),
  hash: z.string(),
  prev_hash: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

/** `tenant_id` absent: the platform's own chain (actions outside any tenant). */
const chainQuery = z.object({ tenant_id: z.uuid().optional() });

export const listAuditRoute = defineRoute({
  method: 'GET',
  url: `${base}/audit`,
  schema: {
    querystring: listQuerySchema.extend(chainQuery.shape).extend({
      kind: z.string().trim().max(100).optional(),
      /** Part of the actor's e-mail. */
      actor: z.string().trim().max(254).optional(),
      from: z.iso.date().optional(),
      to: z.iso.date().optional(),
    }),
    response: { 200: listResponseSchema(auditRowSchema), ...errors },
  },
});

export const chainCheckSchema = z.object({
  checked: z.number().int(),
  /** The first row whose hash does not match its content (`hash`) or whose link to the row before is broken (`link`). */
  broken: z.object({ id: z.string(), reason: z.enum(['hash', 'link']) }).nullable(),
});
export type ChainCheckResult = z.infer<typeof chainCheckSchema>;

export const verifyAuditChainRoute = defineRoute({
  method: 'POST',
  url: `${base}/audit/verify`,
  schema: { querystring: chainQuery, response: { 200: chainCheckSchema, ...errors } },
});

export const sizesSchema = z.object({
  /** Bytes, as decimal strings. */
  database_bytes: z.string(),
  storage_bytes: z.string(),
  files: z.number().int(),
  largest_tables: z.array(z.object({ name: z.string(), bytes: z.string() })),
});
export type OperationsSizes = z.infer<typeof sizesSchema>;

export const operationsSizesRoute = defineRoute({
  method: 'GET',
  url: `${base}/sizes`,
  schema: { response: { 200: sizesSchema, ...errors } },
});
