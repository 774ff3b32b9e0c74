import { MEETING_LIMITS, MEETING_STATUSES } from '@dl/domain';
import { z } from 'zod';
import { fidParamsSchema } from './common.ts';
import { engagementErrors as errors, pageOf, pageQuerySchema, requiredText, tenantBase } from './engagement-common.ts';
import { defineRoute } from './route.ts';

export const meetingStatusSchema = z.enum(MEETING_STATUSES);

/** A meeting request between an investor entity and an opportunity's issuer (issue 6 point 6). */
export const meetingSchema = z.object({
  id: z.uuid(),
  opportunity_id: z.uuid(),
  opportunity_name: z.string(),
  issuer_name: z.string(),
  entity_id: z.uuid(),
  entity_name: z.string(),
  requested_by_name: z.string(),
  proposed_times: z.array(z.string()),
  duration_minutes: z.number().int(),
  note: z.string(),
  status: meetingStatusSchema,
  accepted_time: z.string().nullable(),
  decline_reason: z.string().nullable(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

const isoTime = z.iso.datetime({ offset: true, error: 'Enter a valid date and time' });

/**
 * `POST meetings` body. "In the future" needs a clock, so the API checks it (and the web form
 * before sending); here: 1 to 3 distinct times, a duration and an optional note.
 */
export const createMeetingBodySchema = z.object({
  opportunity_id: z.uuid({ error: 'Select an opportunity' }),
  proposed_times: z
    .array(isoTime)
    .min(1, 'Propose at least one time')
    .max(MEETING_LIMITS.maxProposedTimes, `Propose at most ${MEETING_LIMITS.maxProposedTimes} times`)
    .refine((times) => new Set(times.map((t) => Date.parse(t))).size === times.length, 'Proposed times must differ'),
  duration_minutes: z.coerce
    .number()
    .int('Duration must be whole minutes')
    .min(MEETING_LIMITS.minDurationMinutes, `Duration must be at least ${MEETING_LIMITS.minDurationMinutes} minutes`)
    .max(MEETING_LIMITS.maxDurationMinutes, `Duration must be at most ${MEETING_LIMITS.maxDurationMinutes} minutes`),
  note: z
    .string()
    .trim()
    .max(MEETING_LIMITS.maxNoteLength, `Note should be at most ${MEETING_LIMITS.maxNoteLength} characters`)
    .default(''),
});
export type CreateMeetingBody = z.input<typeof createMeetingBodySchema>;

export const meetingListQuerySchema = pageQuerySchema.extend({ status: meetingStatusSchema.optional() });
export const meetingListSchema = pageOf(meetingSchema);
export type MeetingList = z.infer<typeof meetingListSchema>;

const meetingParams = fidParamsSchema.extend({ id: z.uuid() });
const meetingResult = z.object({ data: meetingSchema });

/**
 * `GET meetings`: an investor sees their entity's requests; an issuer member those about their
 * issuers' opportunities; newest first.
 */
export const listMeetingsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/meetings`,
  schema: {
    params: fidParamsSchema,
    querystring: meetingListQuerySchema,
    response: { 200: meetingListSchema, ...errors },
  },
});

export const createMeetingRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/meetings`,
  schema: { params: fidParamsSchema, body: createMeetingBodySchema, response: { 201: meetingResult, ...errors } },
});

/** Investor: REQUESTED or ACCEPTED -> CANCELLED. */
export const cancelMeetingRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/meetings/:id/cancel`,
  schema: { params: meetingParams, response: { 200: meetingResult, ...errors } },
});

export const acceptMeetingBodySchema = z.object({ time: isoTime });

/** Issuer member: REQUESTED -> ACCEPTED at one of the proposed times. */
export const acceptMeetingRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/meetings/:id/accept`,
  schema: { params: meetingParams, body: acceptMeetingBodySchema, response: { 200: meetingResult, ...errors } },
});

export const declineMeetingBodySchema = z.object({ reason: requiredText('Reason', 1000) });

/** Issuer member: REQUESTED -> DECLINED with a reason. */
export const declineMeetingRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/meetings/:id/decline`,
  schema: { params: meetingParams, body: declineMeetingBodySchema, response: { 200: meetingResult, ...errors } },
});

/** The accepted meeting as a text/calendar attachment (either side of it). */
export const meetingIcsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/meetings/:id/ics`,
  schema: { params: meetingParams, response: { ...errors } },
});
