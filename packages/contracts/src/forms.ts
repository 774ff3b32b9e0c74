import {
  BRANCH_OPERATORS,
  FORM_KINDS,
  type FormResponse,
  type FormTemplate,
  INPUT_TYPES,
  QUERY_COMPARATORS,
  RULE_NAMES,
} from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { formErrorSchema } from './nda.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/*
 * Dynamic forms (spec 3 "Other lists", spec 7 "Forms and data entities", ADR 0010 and 0020): the
 * templates as data, one response per (entity, form), drafts, submits validated by the engine against
 * the version the response answered, and sensitive values that only ever leave the server masked.
 */

const scalar = z.union([z.string(), z.number(), z.boolean()]);
const operand = z.union([
  z.object({ type: z.literal('const'), value: scalar }),
  z.object({ type: z.literal('var'), field: z.string() }),
]);
const option = z.union([z.string(), z.object({ value: z.string(), label: z.string() })]);
const branch = z.union([
  z.string(),
  z.object({ field: z.string(), op: z.enum(BRANCH_OPERATORS), value: z.union([scalar, z.array(scalar).readonly()]) }),
]);
const rule = z.union([
  z.enum(RULE_NAMES),
  z.object({ name: z.enum(RULE_NAMES), args: z.array(scalar).readonly().optional() }),
]);
const dataSource = z.union([
  z.object({ type: z.enum(['inline', 'inline_index', 'cyndx'] as const) }),
  z.object({ type: z.enum(['entity', 'entity_common'] as const), entity: z.string() }),
]);

export const formFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(INPUT_TYPES),
  mandatory: z.boolean().optional(),
  regex: z.string().optional(),
  rules: z.array(rule).readonly().optional(),
  line_rules: z.array(rule).readonly().optional(),
  options: z.array(option).readonly().optional(),
  data_source: dataSource.optional(),
  query: z
    .object({ on: z.enum(['value', 'label']).optional(), comparator: z.enum(QUERY_COMPARATORS), operand })
    .optional(),
  branch: branch.optional(),
  calculated: z
    .object({
      action: z.enum(['multiply', 'divide']),
      operands: z.array(operand).readonly(),
      rounding: z.object({ mode: z.enum(['up', 'down']), digits: z.number().int() }).optional(),
    })
    .optional(),
  max_length: z.number().int().optional(),
  precision: z.number().int().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  country: z.string().optional(),
  hint: z.string().optional(),
  content: z.string().optional(),
  /** The value is stored encrypted and answered masked ('•••• 1234'). */
  sensitive: z.boolean().optional(),
});

export const formSectionSchema = z.object({
  key: z.string(),
  definition: z.object({
    id: z.string(),
    title: z.string(),
    branch: branch.optional(),
    fields: z.array(formFieldSchema).readonly(),
  }),
});

/** A form template (the engine's `FormTemplate`), `version` inside. */
export const formTemplateSchema = z.object({
  internal_name: z.string(),
  kind: z.enum(FORM_KINDS),
  version: z.number().int(),
  sections: z.array(formSectionSchema).readonly(),
}) as unknown as z.ZodType<FormTemplate>;

/** `{template_version, values}`: answers by field key (the engine's `FormResponse`). */
export const formResponseSchema = z.object({
  template_version: z.number().int().min(1),
  values: z.record(z.string(), z.unknown()),
}) as unknown as z.ZodType<FormResponse>;

export const FORM_RESPONSE_STATUSES = ['DRAFT', 'SUBMITTED'] as const;
export const formResponseStatusSchema = z.enum(FORM_RESPONSE_STATUSES);
export type FormResponseStatus = z.infer<typeof formResponseStatusSchema>;

/** What a masked sensitive value looks like: '•••• ' and the last 4 characters. */
export const MASK_PREFIX = '•••• ';

/** One stored response. Sensitive answers come masked; `masked` lists their field keys. */
export const formResponseRecordSchema = z.object({
  form_id: z.string(),
  entity_id: z.uuid(),
  template_version: z.number().int(),
  status: formResponseStatusSchema,
  response: formResponseSchema,
  masked: z.array(z.string()),
  modified_on: z.string(),
});
export type FormResponseRecord = z.infer<typeof formResponseRecordSchema>;

const tenantBase = `${API_PREFIX}/fid/:fidId`;
/** Form ids: 'User.BankDetails', 'User.Taxform', '3'..'6', 'Preform.NewEntity', ... */
export const formIdSchema = z.string().min(1).max(64);
const formParams = fidParamsSchema.extend({ formId: formIdSchema });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Body size guard: a response is a flat record of answers, not a document store. */
export const MAX_FORM_RESPONSE_BYTES = 256 * 1024;

/** The entity answered for; defaults to the token's current entity. */
const entityQuery = z.object({ entity_id: z.uuid().optional() });
export const saveFormResponseBodySchema = z.object({ entity_id: z.uuid().optional(), response: formResponseSchema });
export type SaveFormResponseBody = z.infer<typeof saveFormResponseBodySchema>;

/** The latest version of a form's template. */
export const getFormTemplateRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/forms/:formId/template`,
  schema: { params: formParams, response: { 200: z.object({ data: formTemplateSchema }), ...errors } },
});

/** The entity's response to the form (masked), or `null` when there is none yet. */
export const getFormResponseRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/forms/:formId/response`,
  schema: {
    params: formParams,
    querystring: entityQuery,
    response: { 200: z.object({ data: formResponseRecordSchema.nullable() }), ...errors },
  },
});

/**
 * Saves a DRAFT: only the shape and size are checked. A masked value sent back unchanged keeps the
 * stored secret. A submitted response saved again goes back to DRAFT until submitted again.
 */
export const saveFormResponseRoute = defineRoute({
  method: 'PUT',
  url: `${tenantBase}/forms/:formId/response`,
  schema: {
    params: formParams,
    body: saveFormResponseBodySchema,
    response: { 200: z.object({ data: formResponseRecordSchema }), ...errors, 400: formErrorSchema },
  },
});

/** Validates with the engine against the response's template version; 400 lists `errors` by field path. */
export const submitFormRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/forms/:formId/submit`,
  schema: {
    params: formParams,
    body: saveFormResponseBodySchema,
    response: { 200: z.object({ data: formResponseRecordSchema }), ...errors, 400: formErrorSchema },
  },
});

/** The clear value of one sensitive answer, for the acting investor of the entity only; audited. */
export const revealFormValueRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/forms/:formId/response/reveal`,
  schema: {
    params: formParams,
    body: z.object({ entity_id: z.uuid().optional(), field: z.string().min(1).max(200) }),
    response: { 200: z.object({ data: z.object({ value: z.string() }) }), ...errors },
  },
});

/** Fiduciary staff read an entity's response (masked), e.g. for a KYC decision; 404 when none. */
export const fidAdminGetFormResponseRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/fid-admin/forms/:formId/responses/:entityId`,
  schema: {
    params: formParams.extend({ entityId: z.uuid() }),
    response: { 200: z.object({ data: formResponseRecordSchema }), ...errors },
  },
});

/** Spec 7 `GET sections`: the sections of a form's latest template (`common` accepted, same answer). */
export const listSectionsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/sections`,
  schema: {
    params: fidParamsSchema,
    querystring: z.object({ form_id: formIdSchema, common: z.stringbool().optional() }),
    response: {
      200: z.object({
        form_id: z.string(),
        version: z.number().int(),
        count: z.number().int(),
        results: z.array(formSectionSchema),
      }),
      ...errors,
    },
  },
});
