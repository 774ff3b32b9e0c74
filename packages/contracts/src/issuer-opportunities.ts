import {
  compareMoney,
  ISSUER_REVIEWS,
  MESSAGES,
  max,
  OPPORTUNITY_APPROVALS,
  OPPORTUNITY_LIFECYCLE,
  required,
} from '@dl/domain';
import { z } from 'zod';
import { pageSchema } from './paging.ts';
import { fidParamsSchema, listResponseSchema, uploadedImagePath } from './common.ts';
import { companyPermissionsSchema, endAfterStart, issuerBase, issuerErrors } from './issuer-company.ts';
import { favoriteSchema, moneySchema, OPPORTUNITY_KINDS, OPPORTUNITY_STRUCTURES } from './opportunities.ts';
import { defineRoute } from './route.ts';
import { securityTermsSchema } from './security-terms.ts';
import { ruleString } from './validation.ts';

/*
 * The issuer portal's opportunities (issue 16 point 3, ADR 0030): the owner-side list of spec 7,
 * create and edit drafts with every rule of spec 5, send for review (to the company's own approver
 * first when it requires one), the internal decision, the fiduciary's decision and reason, close.
 */

const base = `${issuerBase}/opportunities`;
const idParams = fidParamsSchema.extend({ id: z.uuid() });

/** `true` / `false` in a query string. */
const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

export const ISSUER_OPPORTUNITY_ORDERINGS = [
  'name',
  '-name',
  'created_on',
  '-created_on',
  'modified_on',
  '-modified_on',
  'size',
  '-size',
] as const;
export const DEFAULT_ISSUER_OPPORTUNITY_ORDERING = '-modified_on';

/** Spec 7 owner-side list: page, itemsPerPage and the filters, by those names. */
export const issuerOpportunityListQuerySchema = z.object({
  page: pageSchema,
  itemsPerPage: z.coerce.number().int().min(1).max(10_000_000).default(10),
  ordering: z.enum(ISSUER_OPPORTUNITY_ORDERINGS).optional(),
  opportunity_name: z.string().trim().max(100).optional(),
  issuer_name: z.string().trim().max(100).optional(),
  /** true: PRIMARY only; false: SECONDARY only. */
  is_primary: queryBoolean.optional(),
  status: z.enum(OPPORTUNITY_LIFECYCLE).optional(),
  /** The caller's own mark (1 Saved, -1 Dismissed, 0 neutral). */
  favorite: z
    .enum(['1', '-1', '0'])
    .transform((v) => Number(v) as 1 | -1 | 0)
    .optional(),
  minimum_gte: moneySchema.optional(),
  minimum_lte: moneySchema.optional(),
  is_dismissed: queryBoolean.optional(),
  issuer_market_id: z.string().trim().max(100).optional(),
  issuer_stage_id: z.string().trim().max(100).optional(),
  opportunity_type_id: z.enum(OPPORTUNITY_STRUCTURES).optional(),
});
export type IssuerOpportunityListQuery = z.input<typeof issuerOpportunityListQuerySchema>;

export const issuerReviewSchema = z.object({
  status: z.enum(ISSUER_REVIEWS),
  reason: z.string().nullable(),
  reviewed_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  reviewed_on: z.string().nullable(),
});

/** The fiduciary's decision as the issuer sees it (spec 4 approval; NA is shown as Sent). */
export const fiduciaryDecisionSchema = z.object({
  approval_status: z.enum(OPPORTUNITY_APPROVALS),
  approval_label: z.string(),
  rejection_reason: z.string().nullable(),
  reviewed_on: z.string().nullable(),
});

export const issuerOpportunityRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  short_desc: z.string(),
  opportunity_type: z.enum(OPPORTUNITY_KINDS),
  type: z.enum(OPPORTUNITY_STRUCTURES),
  status: z.enum(OPPORTUNITY_LIFECYCLE),
  issuer: z.object({ id: z.uuid(), name: z.string() }),
  market: z.string().nullable(),
  stage: z.string().nullable(),
  size: moneySchema,
  minimum: moneySchema,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  approval_status: z.enum(OPPORTUNITY_APPROVALS),
  approval_label: z.string(),
  issuer_review: z.enum(ISSUER_REVIEWS),
  favorite: favoriteSchema,
  is_dismissed: z.boolean(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type IssuerOpportunityRow = z.infer<typeof issuerOpportunityRowSchema>;

export const listIssuerOpportunitiesRoute = defineRoute({
  method: 'GET',
  url: base,
  schema: {
    params: fidParamsSchema,
    querystring: issuerOpportunityListQuerySchema,
    response: { 200: listResponseSchema(issuerOpportunityRowSchema), ...issuerErrors },
  },
});

const MONEY = /^\d{1,18}(\.\d{1,2})?$/;
const money = (field: string) =>
  z
    .string({ error: MESSAGES.required(field) })
    .trim()
    .min(1, { message: MESSAGES.required(field), abort: true })
    .regex(MONEY, `${field} should be numbers only.`);
const optionalMoney = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d{1,18}(\.\d{1,2})?)?$/, `${field} should be numbers only.`)
    .nullable()
    .transform((v) => (v === null || v === '' ? null : v));
/** A calendar day that exists (2027-02-30 does not). */
const isRealDay = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
const isoDate = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: MESSAGES.isDateStandard(field), abort: true })
    .refine(isRealDay, { message: MESSAGES.isDateStandard(field), abort: true })
    .nullable();
const tagList = (field: string) =>
  z.array(z.string().trim().min(1).max(100)).max(20, `${field} should have at most 20 items`).default([]);

/** Spec 5 opportunity rules; the messages are spec 5's (min_value 1, less_than_ref, is_after_ref). */
export const issuerOpportunityBodySchema = z
  .object({
    issuer_id: z.uuid(),
    name: ruleString('Name', [required, max(50)]),
    short_desc: ruleString('Short Description', [max(50)]).default(''),
    opportunity_type: z.enum(OPPORTUNITY_KINDS, { error: 'Opportunity Type is required' }),
    type: z.enum(OPPORTUNITY_STRUCTURES, { error: 'Structure is required' }),
    market: z.string().trim().max(100).nullable().default(null),
    common_sector: tagList('Sectors'),
    common_industry: tagList('Industries'),
    stage: z.string().trim().max(100).nullable().default(null),
    size: money('Target Raise'),
    minimum: money('Minimum Investment'),
    pre: optionalMoney('Pre-money Valuation').default(null),
    post: optionalMoney('Post-money Valuation').default(null),
    start_date: isoDate('Start Date').default(null),
    end_date: isoDate('End Date').default(null),
    ticker: z.string().trim().max(12, 'should be at most 12 characters').nullable().default(null),
    logo: uploadedImagePath('Logo').nullable().default(null),
    /** Share terms by security type 1-9 (spec 3) that the subscription will issue. */
    security_terms: securityTermsSchema.nullable().default(null),
    /** Line-item list of highlights shown to investors. */
    highlights: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  })
  .superRefine((b, ctx) => {
    // Amounts that broke their own rule ("numbers only") are not compared (compareMoney needs decimals).
    const size = MONEY.test(b.size) ? b.size : null;
    const minimum = MONEY.test(b.minimum) ? b.minimum : null;
    if (size && compareMoney(size, '1') < 0)
      ctx.addIssue({ code: 'custom', path: ['size'], message: MESSAGES.min_value(1) });
    if (minimum && compareMoney(minimum, '1') < 0)
      ctx.addIssue({ code: 'custom', path: ['minimum'], message: MESSAGES.min_value(1) });
    else if (minimum && size && compareMoney(minimum, size) >= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['minimum'],
        message: MESSAGES.less_than_ref('Minimum Investment', 'Target Raise'),
      });
    const dates = endAfterStart(b.start_date, b.end_date);
    if (dates) ctx.addIssue({ code: 'custom', path: ['end_date'], message: dates });
  });
export type IssuerOpportunityBody = z.input<typeof issuerOpportunityBodySchema>;

export const issuerOpportunitySchema = issuerOpportunityRowSchema.extend({
  pre: moneySchema.nullable(),
  post: moneySchema.nullable(),
  common_sector: z.array(z.string()),
  common_industry: z.array(z.string()),
  ticker: z.string().nullable(),
  logo: z.string().nullable(),
  security_terms: securityTermsSchema.nullable(),
  highlights: z.array(z.string()),
  issuer_review_detail: issuerReviewSchema,
  fiduciary_decision: fiduciaryDecisionSchema,
  /** The caller edited it: four eyes keep them from approving it inside the company. */
  edited_by_me: z.boolean(),
  /** The company's rule at the time of reading: a send goes to its own approver first. */
  requires_internal_approval: z.boolean(),
  /** What the caller may do now (role and status): edit, send, approve, reject, close. */
  actions: z.array(z.enum(['edit', 'send', 'approve', 'reject', 'close'])),
  permissions: companyPermissionsSchema,
  /** Anyone may read its tearsheet while it is Published (spec 2 public tearsheet, ADR 0033). */
  tearsheet_public: z.boolean(),
});
export type IssuerOpportunity = z.infer<typeof issuerOpportunitySchema>;
const dataSchema = z.object({ data: issuerOpportunitySchema });

export const getIssuerOpportunityRoute = defineRoute({
  method: 'GET',
  url: `${base}/:id`,
  schema: { params: idParams, response: { 200: dataSchema, ...issuerErrors } },
});

/** A draft (Created) of the company in issuer_id; issuer_opportunities.write. */
export const createIssuerOpportunityRoute = defineRoute({
  method: 'POST',
  url: base,
  schema: {
    params: fidParamsSchema,
    body: issuerOpportunityBodySchema,
    response: { 201: dataSchema, ...issuerErrors },
  },
});

/** Drafts only (409 otherwise); the issuer_id of the body must be the opportunity's. */
export const updateIssuerOpportunityRoute = defineRoute({
  method: 'PUT',
  url: `${base}/:id`,
  schema: { params: idParams, body: issuerOpportunityBodySchema, response: { 200: dataSchema, ...issuerErrors } },
});

/** Created -> Ready for Review (the company's approver) or Pending Review (the fiduciary's queue). */
export const sendIssuerOpportunityRoute = defineRoute({
  method: 'POST',
  url: `${base}/:id/send`,
  schema: { params: idParams, response: { 200: dataSchema, ...issuerErrors } },
});

/** Ready for Review -> Pending Review; issuer_opportunities.approve, never by one of its editors. */
export const approveIssuerOpportunityRoute = defineRoute({
  method: 'POST',
  url: `${base}/:id/approve`,
  schema: { params: idParams, response: { 200: dataSchema, ...issuerErrors } },
});

export const ISSUER_REJECT_REASON_REQUIRED = 'Reason is required';

/** Ready for Review -> Created with the reason; issuer_opportunities.approve. */
export const rejectIssuerOpportunityRoute = defineRoute({
  method: 'POST',
  url: `${base}/:id/reject`,
  schema: {
    params: idParams,
    body: z.object({
      reason: z
        .string({ error: ISSUER_REJECT_REASON_REQUIRED })
        .trim()
        .min(1, ISSUER_REJECT_REASON_REQUIRED)
        .max(2000, 'should be at most 2000 characters'),
    }),
    response: { 200: dataSchema, ...issuerErrors },
  },
});

/** Published -> Closed; issuer_opportunities.close. */
export const closeIssuerOpportunityRoute = defineRoute({
  method: 'POST',
  url: `${base}/:id/close`,
  schema: { params: idParams, response: { 200: dataSchema, ...issuerErrors } },
});

/**
 * The issuer marks the opportunity's tearsheet public or private, in any status (a private one is
 * never shown without a login); issuer_opportunities.write.
 */
export const setIssuerTearsheetPublicRoute = defineRoute({
  method: 'PUT',
  url: `${base}/:id/tearsheet-public`,
  schema: {
    params: idParams,
    body: z.object({ public: z.boolean() }).strict(),
    response: { 200: dataSchema, ...issuerErrors },
  },
});

/** Where the issuer portal shows one opportunity. */
export const issuerOpportunityPath = (id: string) => `/issuers/opportunities/${id}`;
