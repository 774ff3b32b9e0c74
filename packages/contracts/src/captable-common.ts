import { z } from 'zod';
import { pageSchema } from './paging.ts';
import { errorSchema, fidParamsSchema } from './common.ts';
import { errorBodySchema } from './errors.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/*
 * The cap-table portal's wire contract (issue 17, ADR 0032): one cap table per company, reached
 * under /fid/:fidId/captable/companies/:issuerId by the company's cap-table members. A company the
 * caller is not a cap-table member of answers 404 (as one of another tenant); a role lacking the
 * action answers 403. Share counts, prices and amounts are decimal strings, never numbers.
 */

export const captableBase = `${API_PREFIX}/fid/:fidId/captable`;
export const capTableBase = `${captableBase}/companies/:issuerId`;
export const captableErrors = {
  /** With `errors` (field path to message) when a form answer is refused. */
  400: errorBodySchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
export const capTableParamsSchema = fidParamsSchema.extend({ issuerId: z.uuid() });

export const DECIMAL_MESSAGE = 'Enter a number such as 1000 or 0.25';
/** A non-negative exact decimal as text (share counts, prices, amounts). */
export const decimalSchema = z
  .string()
  .trim()
  .regex(/^\d{1,30}(\.\d{1,20})?$/, DECIMAL_MESSAGE);
export const WHOLE_SHARES_MESSAGE = 'Enter a whole number of shares';
export const sharesSchema = z
  .string()
  .trim()
  .regex(/^\d{1,30}$/, WHOLE_SHARES_MESSAGE);
export const DATE_MESSAGE = 'Enter a date as MM/DD/YYYY';
/** Dates travel as YYYY-MM-DD (shown as MM/DD/YYYY). */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE);
export const capIdSchema = z.string().trim().min(1).max(100);

/** A computed figure with the rounding rule that produced it (ADR 0031: every computed output names it). */
export const roundedSchema = z.object({ value: z.string(), rounding: z.string() });

/** What the caller may do in this cap table (spec 6 "Cap-table permissions", from the permission map). */
export const capTablePermissionsSchema = z.object({
  read: z.boolean(),
  write_terms: z.boolean(),
  write_plans: z.boolean(),
  draft_securities: z.boolean(),
  write_vesting: z.boolean(),
  write_scenarios: z.boolean(),
  raise_requests: z.boolean(),
  issue_securities: z.boolean(),
  manage_holders: z.boolean(),
  act_on_requests: z.boolean(),
  manage_users: z.boolean(),
  read_users: z.boolean(),
  own_holdings: z.boolean(),
});
export type CapTablePermissions = z.infer<typeof capTablePermissionsSchema>;

export const capTableSchema = z.object({
  id: z.uuid(),
  issuer_id: z.uuid(),
  company_name: z.string(),
  rounding_profile: z.string(),
  my_roles: z.array(z.string()),
  permissions: capTablePermissionsSchema,
});
export type CapTable = z.infer<typeof capTableSchema>;

/** The cap tables (companies) the caller is a cap-table member of in this tenant. */
export const listCapTablesRoute = defineRoute({
  method: 'GET',
  url: `${captableBase}/companies`,
  schema: {
    params: fidParamsSchema,
    response: { 200: z.object({ results: z.array(capTableSchema), count: z.number().int() }), ...captableErrors },
  },
});

export const getCapTableRoute = defineRoute({
  method: 'GET',
  url: capTableBase,
  schema: { params: capTableParamsSchema, response: { 200: z.object({ data: capTableSchema }), ...captableErrors } },
});

/** Paged lists: page and itemsPerPage (spec 7's owner-side names). */
export const capPageQuerySchema = z.object({
  page: pageSchema,
  itemsPerPage: z.coerce.number().int().min(1).max(500).default(25),
});
export function capListSchema<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item), count: z.number().int() });
}

export const okSchema = z.object({ ok: z.literal(true) });
