import { z } from 'zod';
import {
  captableBase,
  captableErrors,
  capListSchema,
  capPageQuerySchema,
  capTableBase,
  capTableParamsSchema,
  roundedSchema,
} from './captable-common.ts';
import { securityDetailSchema, securityRowSchema } from './captable-securities.ts';
import { fidParamsSchema } from './common.ts';
import { defineRoute } from './route.ts';

/* Ownership views, vesting over time, holders, CSV and OCF (issue 17 points 5-7). */

/** CAPTABLE 5's named fully-diluted definitions (domain FD_DEFINITIONS). */
export const FD_DEFINITION_VALUES = ['FD', 'OUTSTANDING_ONLY', 'FD_INCL_CONVERTIBLES'] as const;

export const classSummaryRowSchema = z.object({
  class_id: z.string().nullable(),
  name: z.string(),
  kind: z.string(),
  authorized: z.string().nullable(),
  issued: z.string(),
  outstanding: z.string(),
  fully_diluted: z.string(),
  /** Display only; the rule is named in `rounding`. */
  percent_fully_diluted: z.string(),
});
export const summarySchema = z.object({
  definition: z.enum(FD_DEFINITION_VALUES),
  definition_text: z.string(),
  rounding: z.string(),
  classes: z.array(classSummaryRowSchema),
  totals: z.object({ issued: z.string(), outstanding: z.string(), fully_diluted: z.string() }),
  plans_available: z.string(),
  stakeholders: z.number().int(),
  securities: z.number().int(),
});
export type CapSummary = z.infer<typeof summarySchema>;

export const summaryRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/summary`,
  schema: {
    params: capTableParamsSchema,
    querystring: z.object({ definition: z.enum(FD_DEFINITION_VALUES).default('FD') }),
    response: { 200: z.object({ data: summarySchema }), ...captableErrors },
  },
});

export const stakeholderOwnershipSchema = z.object({
  stakeholder_id: z.string(),
  name: z.string(),
  outstanding: z.string(),
  fully_diluted: z.string(),
  percent_fully_diluted: z.string(),
  /** Shares or units by kind (CS, PS, OP, WA...). */
  by_kind: z.record(z.string(), z.string()),
});
export const ownershipByStakeholderRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/summary/stakeholders`,
  schema: {
    params: capTableParamsSchema,
    querystring: capPageQuerySchema.extend({ definition: z.enum(FD_DEFINITION_VALUES).default('FD') }),
    response: {
      200: capListSchema(stakeholderOwnershipSchema).extend({ rounding: z.string() }),
      ...captableErrors,
    },
  },
});

/** Vested shares over time across every grant (the Line chart), month by month. */
export const vestingOverviewRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/vesting`,
  schema: {
    params: capTableParamsSchema,
    querystring: capPageQuerySchema,
    response: {
      200: z.object({
        series: z.array(z.object({ date: z.string(), vested: z.string(), granted: z.string() })),
        grants: capListSchema(
          securityRowSchema.extend({ vested_today: roundedSchema, next_vesting_date: z.string().nullable() }),
        ),
        rounding: z.string(),
      }),
      ...captableErrors,
    },
  },
});

/** Scenarios arrive with the modelling issue; until then the list is empty (not a placeholder). */
export const listScenariosRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/scenarios`,
  schema: {
    params: capTableParamsSchema,
    response: { 200: capListSchema(z.object({ id: z.string(), name: z.string() })), ...captableErrors },
  },
});

// --- Holders ----------------------------------------------------------------------------------------

export const holderSchema = z.object({
  stakeholder_id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** 'not_invited' | 'invited' | 'active' */
  status: z.enum(['not_invited', 'invited', 'active']),
  invited_on: z.string().nullable(),
});
export const listHoldersRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/holders`,
  schema: {
    params: capTableParamsSchema,
    querystring: capPageQuerySchema,
    response: { 200: capListSchema(holderSchema), ...captableErrors },
  },
});
/** Invites the stakeholder's e-mail; the person gets the holder role for this company. */
export const inviteHolderRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/holders/:stakeholderId/invite`,
  schema: {
    params: capTableParamsSchema.extend({ stakeholderId: z.string().min(1).max(100) }),
    response: { 200: z.object({ data: holderSchema }), ...captableErrors },
  },
});

/** A holder's own view: their holdings in every company of this tenant, with vesting and certificates. */
export const myHoldingsRoute = defineRoute({
  method: 'GET',
  url: `${captableBase}/my-holdings`,
  schema: {
    params: fidParamsSchema,
    response: {
      200: z.object({
        results: z.array(securityDetailSchema.extend({ company_name: z.string(), issuer_id: z.uuid() })),
        count: z.number().int(),
      }),
      ...captableErrors,
    },
  },
});

// --- CSV and OCF ------------------------------------------------------------------------------------

export const CSV_TABLES = ['summary', 'stakeholders', 'securities', 'ledger', 'plans', 'vesting', 'holders'] as const;
export const csvExportRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/export/:table.csv`,
  schema: {
    params: capTableParamsSchema.extend({ table: z.enum(CSV_TABLES) }),
    response: { 200: z.any(), ...captableErrors },
  },
});

/** A streamed ZIP: the OCF v1.2.0 manifest and object files. */
export const ocfExportRoute = defineRoute({
  method: 'GET',
  url: `${capTableBase}/ocf/export`,
  schema: { params: capTableParamsSchema, response: { 200: z.any(), ...captableErrors } },
});

export const ocfProblemSchema = z.object({
  file: z.string(),
  object_id: z.string().nullable(),
  path: z.string().nullable(),
  message: z.string(),
});
/** Imports a package (ZIP body) into an empty cap table, all or nothing; 422 with every problem. */
export const ocfImportRoute = defineRoute({
  method: 'POST',
  url: `${capTableBase}/ocf/import`,
  schema: {
    params: capTableParamsSchema,
    response: {
      200: z.object({ data: z.object({ counts: z.record(z.string(), z.number().int()) }) }),
      422: z.object({ detail: z.string(), problems: z.array(ocfProblemSchema) }),
      ...captableErrors,
    },
  },
});
