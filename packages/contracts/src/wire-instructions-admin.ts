import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { wireInstructionsBodySchema, wireInstructionsSchema } from './payments.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/**
 * Wire instructions under four eyes (issue 15 point 7): a change is a proposal
 * (`wire_instructions.write`) that takes effect only when another administrator approves it
 * (`wire_instructions.approve`, never its proposer); it may be rejected with a reason.
 */
const base = `${API_PREFIX}/fid/:fidId/fid-admin/wire-instructions`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

export const WIRE_PROPOSAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

const personSchema = z.object({ id: z.uuid(), name: z.string() });

export const wireInstructionsProposalSchema = wireInstructionsBodySchema.extend({
  id: z.uuid(),
  bank_address: z.string(),
  routing_number: z.string(),
  swift_code: z.string(),
  instructions: z.string(),
  status: z.enum(WIRE_PROPOSAL_STATUSES),
  proposed_by: personSchema,
  proposed_on: z.string(),
  decided_by: personSchema.nullable(),
  decided_on: z.string().nullable(),
  reason: z.string().nullable(),
  /** True when the caller is the proposer: someone else must approve it. */
  proposed_by_me: z.boolean(),
});
export type WireInstructionsProposal = z.infer<typeof wireInstructionsProposalSchema>;

/** The instructions in force (with when they were last verified) and the proposal waiting, if any. */
export const wireInstructionsStateSchema = z.object({
  current: wireInstructionsSchema.nullable(),
  pending: wireInstructionsProposalSchema.nullable(),
});
export type WireInstructionsState = z.infer<typeof wireInstructionsStateSchema>;

const stateAnswer = z.object({ data: wireInstructionsStateSchema });
const proposalParams = fidParamsSchema.extend({ proposalId: z.uuid() });

export const getWireInstructionsStateRoute = defineRoute({
  method: 'GET',
  url: base,
  schema: { params: fidParamsSchema, response: { 200: stateAnswer, ...errors } },
});

export const proposeWireInstructionsRoute = defineRoute({
  method: 'POST',
  url: `${base}/proposals`,
  schema: { params: fidParamsSchema, body: wireInstructionsBodySchema, response: { 201: stateAnswer, ...errors } },
});

export const approveWireInstructionsRoute = defineRoute({
  method: 'POST',
  url: `${base}/proposals/:proposalId/approve`,
  schema: { params: proposalParams, response: { 200: stateAnswer, ...errors } },
});

export const rejectWireInstructionsBodySchema = z.object({
  reason: z.string().trim().min(1, 'Reason is required').max(1000, 'should be at most 1000 characters'),
});

export const rejectWireInstructionsRoute = defineRoute({
  method: 'POST',
  url: `${base}/proposals/:proposalId/reject`,
  schema: { params: proposalParams, body: rejectWireInstructionsBodySchema, response: { 200: stateAnswer, ...errors } },
});
