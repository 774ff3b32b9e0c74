import { z } from 'zod';
import { INVESTMENT_STATUSES, INVESTOR_ACTIONS, NDA_STATUSES, OPPORTUNITY_INVESTOR_STEP } from '@dl/domain';
import { API_PREFIX, defineRoute } from './route.ts';
import { errorSchema } from './common.ts';
import {
  favoriteSchema,
  moneySchema,
  OPPORTUNITY_KINDS,
  OPPORTUNITY_STRUCTURES,
  opportunityParamsSchema,
} from './opportunities.ts';
import { securityTermsSchema } from './security-terms.ts';

const text = z.string().nullable();

/** Issuer or company fields of spec 3. */
export const issuerDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  stage: text,
  market: text,
  logo: text,
  details: z.object({
    structure: text,
    yearFounded: z.number().int().nullable(),
    sector: text,
    industry: text,
    naics: text,
    isin: text,
    headquarters: text,
    employees: z.number().int().nullable(),
    address: z
      .object({
        line1: text,
        line2: text,
        line3: text,
        country: text,
        province: text,
        city: text,
        postal: text,
      })
      .nullable(),
  }),
  branding: z.object({ logo: text, logo_small: text }),
});
export type IssuerDetail = z.infer<typeof issuerDetailSchema>;

export const documentRefSchema = z.object({ id: z.uuid(), name: z.string(), document_type: z.string() });
export type DocumentRef = z.infer<typeof documentRefSchema>;

/** The caller's standing on the opportunity (token entity), computed by `investorState` (domain). */
export const investorStateSchema = z.object({
  nda_status: z.enum(NDA_STATUSES).nullable(),
  /** The latest live investment of the entity; else its latest declined one; else null. */
  investment: z.object({ id: z.uuid(), status: z.enum(INVESTMENT_STATUSES), amount: moneySchema }).nullable(),
  opportunity_status: z.enum(
    Object.keys(OPPORTUNITY_INVESTOR_STEP) as [
      keyof typeof OPPORTUNITY_INVESTOR_STEP,
      ...(keyof typeof OPPORTUNITY_INVESTOR_STEP)[],
    ],
  ),
  data_room_open: z.boolean(),
  actions: z.array(z.enum(INVESTOR_ACTIONS)),
  /** e.g. 'Waiting for approval'; null when the actions say it all. */
  status_text: z.string().nullable(),
});
export type InvestorStateWire = z.infer<typeof investorStateSchema>;

/** Every field of spec 3 "Opportunity", the issuer, the caller's favorite and standing, documents. */
export const opportunityDetailSchema = z.object({
  opp_id: z.uuid(),
  name: z.string(),
  short_desc: z.string(),
  opportunity_type: z.enum(OPPORTUNITY_KINDS),
  type: z.enum(OPPORTUNITY_STRUCTURES),
  status: z.string(),
  size: moneySchema,
  minimum: moneySchema,
  pre: moneySchema.nullable(),
  post: moneySchema.nullable(),
  start_date: text,
  end_date: text,
  ticker: text,
  details: z.object({
    shortDesc: z.string(),
    market: text,
    common_sector: z.array(z.string()),
    common_industry: z.array(z.string()),
    stage: text,
    /** Share terms of the cap table, as entered. */
    captable: z.record(z.string(), z.unknown()).nullable(),
    logo: text,
    security_terms: securityTermsSchema.nullable(),
    highlights: z.array(z.string()),
  }),
  issuer: issuerDetailSchema,
  favorite: favoriteSchema,
  is_dismissed: z.boolean(),
  investor_state: investorStateSchema,
  documents: z.object({
    nda: documentRefSchema.nullable(),
    deal: documentRefSchema.nullable(),
    data_room_count: z.number().int(),
  }),
  created_on: z.string(),
});
export type OpportunityDetail = z.infer<typeof opportunityDetailSchema>;

export const getOpportunityRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/investors/opportunities/:id`,
  schema: {
    params: opportunityParamsSchema,
    response: {
      200: opportunityDetailSchema,
      400: errorSchema,
      401: errorSchema,
      403: errorSchema,
      404: errorSchema,
    },
  },
});
