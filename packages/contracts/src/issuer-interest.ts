import { INVESTMENT_STATUSES, INTEREST_FUNNEL_STEPS, NDA_STATUSES } from '@dl/domain';
import { z } from 'zod';
import { fidParamsSchema, listQuerySchema, listResponseSchema } from './common.ts';
import { issuerBase, issuerErrors } from './issuer-company.ts';
import { moneySchema, moneyTotalSchema } from './opportunities.ts';
import { defineRoute } from './route.ts';
import { esignUrlSchema } from './signing.ts';

/*
 * The issuer portal's investor interest (issue 16 point 5, ADR 0030): per opportunity the funnel and
 * the investors with their states, data-room analytics from the audit events, and the NDA
 * countersign ceremony and decline. Read with `issuer.enter` for the opportunity's company.
 */

const idParams = fidParamsSchema.extend({ id: z.uuid() });
const time = z.string().nullable();

/** How many investing entities reached each step (domain INTEREST_FUNNEL_STEPS, one definition). */
export const interestFunnelSchema = z.object(
  Object.fromEntries(INTEREST_FUNNEL_STEPS.map((s) => [s, z.number().int()])) as Record<
    (typeof INTEREST_FUNNEL_STEPS)[number],
    z.ZodNumber
  >,
);
export type InterestFunnel = z.infer<typeof interestFunnelSchema>;

export const interestInvestorSchema = z.object({
  entity: z.object({ id: z.uuid(), name: z.string(), type: z.string() }),
  /** The furthest funnel step the entity reached. */
  step: z.enum(INTEREST_FUNNEL_STEPS),
  first_viewed_on: time,
  nda: z
    .object({
      id: z.uuid(),
      status: z.enum(NDA_STATUSES),
      signed_on: time,
      countersigned_on: time,
    })
    .nullable(),
  data_room_entered_on: time,
  investment: z.object({ id: z.uuid(), status: z.enum(INVESTMENT_STATUSES), amount: moneySchema }).nullable(),
});
export type InterestInvestor = z.infer<typeof interestInvestorSchema>;

export const INTEREST_ORDERINGS = ['name', '-name', 'first_viewed_on', '-first_viewed_on'] as const;

export const interestQuerySchema = listQuerySchema.extend({
  ordering: z.enum(INTEREST_ORDERINGS).optional(),
  step: z.enum(INTEREST_FUNNEL_STEPS).optional(),
  name: z.string().trim().max(100).optional(),
});

export const interestSchema = listResponseSchema(interestInvestorSchema).extend({ funnel: interestFunnelSchema });
export type Interest = z.infer<typeof interestSchema>;

export const getOpportunityInterestRoute = defineRoute({
  method: 'GET',
  url: `${issuerBase}/opportunities/:id/interest`,
  schema: { params: idParams, querystring: interestQuerySchema, response: { 200: interestSchema, ...issuerErrors } },
});

/** One data-room document's readers: who viewed it, when first and last, and how often. */
export const documentAnalyticsSchema = z.object({
  document: z.object({ id: z.uuid(), name: z.string(), category: z.array(z.string()) }),
  views: z.number().int(),
  viewers: z.number().int(),
  last_viewed_on: time,
  readers: z.array(
    z.object({
      user: z.object({ id: z.uuid(), name: z.string() }),
      entity: z.object({ id: z.uuid(), name: z.string() }).nullable(),
      views: z.number().int(),
      first_viewed_on: z.string(),
      last_viewed_on: z.string(),
    }),
  ),
});
export type DocumentAnalytics = z.infer<typeof documentAnalyticsSchema>;

export const getDataRoomAnalyticsRoute = defineRoute({
  method: 'GET',
  url: `${issuerBase}/opportunities/:id/data-room-analytics`,
  schema: {
    params: idParams,
    response: { 200: z.object({ results: z.array(documentAnalyticsSchema) }), ...issuerErrors },
  },
});

/** Where the issuer portal lists NDAs to countersign and hosts their ceremony (`?esign=<session>`). */
export const ISSUER_NDA_PATH = '/issuers/ndas';

/**
 * Opens the issuer signatory's countersign ceremony for an investor-signed NDA of their company
 * (nda.countersign_issuer): the ceremony and seal of the investor's signature, appended as an
 * incremental signature. NDA_SIGNED -> NDA_COUNTERSIGN_IN_PROCESS now, NDA_EXECUTED once sealed.
 */
export const getIssuerNdaCountersignEsignRoute = defineRoute({
  method: 'GET',
  url: `${issuerBase}/nda/:ndaId/countersign/esign`,
  schema: { params: fidParamsSchema.extend({ ndaId: z.uuid() }), response: { 200: esignUrlSchema, ...issuerErrors } },
});

export const NDA_DECLINE_REASON_REQUIRED = 'Reason is required';

/** NDA_SIGNED or NDA_COUNTERSIGN_IN_PROCESS -> NDA_DECLINED with the reason; the investor is told. */
export const declineIssuerNdaRoute = defineRoute({
  method: 'POST',
  url: `${issuerBase}/nda/:ndaId/decline`,
  schema: {
    params: fidParamsSchema.extend({ ndaId: z.uuid() }),
    body: z.object({
      reason: z
        .string({ error: NDA_DECLINE_REASON_REQUIRED })
        .trim()
        .min(1, NDA_DECLINE_REASON_REQUIRED)
        .max(2000, 'should be at most 2000 characters'),
    }),
    response: { 200: z.object({ id: z.uuid(), status: z.enum(NDA_STATUSES) }), ...issuerErrors },
  },
});

/**
 * Publish (or unpublish) a question and its answer to every investor with access to the opportunity,
 * the asker's name removed (qna.answer_issuer). Only an answered question is published (409).
 */
export const publishQnaRoute = defineRoute({
  method: 'POST',
  url: `${issuerBase}/QnA/:qnaId/publish`,
  schema: {
    params: fidParamsSchema.extend({ qnaId: z.uuid() }),
    body: z.object({ published: z.boolean() }),
    response: { 200: z.object({ id: z.uuid(), published: z.boolean() }), ...issuerErrors },
  },
});

/** The company's executed investments per security until the cap-table portal lands (issue 16 point 7). */
export const issuerHoldingsSchema = z.object({
  results: z.array(
    z.object({
      opportunity: z.object({ id: z.uuid(), name: z.string() }),
      /** The share terms' type number (spec 3), null when the opportunity has none. */
      security_type: z.number().int().nullable(),
      security_label: z.string(),
      investors: z.number().int(),
      amount: moneyTotalSchema,
    }),
  ),
  total: moneyTotalSchema,
});
export type IssuerHoldings = z.infer<typeof issuerHoldingsSchema>;

export const getIssuerHoldingsRoute = defineRoute({
  method: 'GET',
  url: `${issuerBase}/companies/:issuerId/holdings`,
  schema: {
    params: fidParamsSchema.extend({ issuerId: z.uuid() }),
    response: { 200: issuerHoldingsSchema, ...issuerErrors },
  },
});
