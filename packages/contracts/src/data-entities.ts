import { PAGE_SIZE_ALL } from '@dl/domain';
import { z } from 'zod';
import { pageSchema } from './paging.ts';
import { errorSchema, fidParamsSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

/*
 * Data entities (spec 3 "Entity selector result", spec 7 "Forms and data entities"): named lists
 * (countries, states, sectors, industries, icons_stage, business types, entity types, ...) kept by the
 * platform (common base) or by a fiduciary (tenant base). Form fields with an `entity` /
 * `entity_common` data source take their options from them.
 */

export const DATA_ENTITY_BASES = ['common', 'tenant', 'both'] as const;
export const dataEntityBaseSchema = z.enum(DATA_ENTITY_BASES);

/** One item of a data entity's value: id and name, plus whatever else it carries. */
export const dataEntityItemSchema = z.object({ id: z.string(), name: z.string() }).catchall(z.unknown());
export type DataEntityItem = z.infer<typeof dataEntityItemSchema>;

/** A data entity in the list: id and name by default; `value` when the query asks for it. */
export const dataEntitySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.array(dataEntityItemSchema).optional(),
});

export const dataEntityListQuerySchema = z.object({
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_ALL).default(PAGE_SIZE_ALL),
  /** Fields of each result, comma-separated: `id,name` (the default) or with `value`. */
  query: z.string().max(200).optional(),
  /** `true`: the common base's entities instead of the tenant's. */
  common: z.stringbool().optional(),
});

export const dataEntityListSchema = z.object({
  count: z.number().int(),
  results: z.array(dataEntitySummarySchema),
});

export const dataEntityValueSchema = z.object({ value: z.array(dataEntityItemSchema) });

export const entitySelectorQuerySchema = z.object({
  base: dataEntityBaseSchema.default('both'),
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_ALL).default(20),
  /** Matched against the item's name (case-insensitive substring); spaces count (spec 5). */
  search: z.string().max(200).optional(),
});

/** Spec 3 "Entity selector result": name and id, tagged `source: 'common'` or `''` (tenant). */
export const entitySelectorItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.enum(['common', '']),
});
export const entitySelectorResultSchema = z.object({
  count: z.number().int(),
  results: z.array(entitySelectorItemSchema),
});

const tenantBase = `${API_PREFIX}/fid/:fidId`;
const commonBase = `${API_PREFIX}/common`;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const entityName = z.string().min(1).max(100);

export const listDataEntitiesRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/data-entities`,
  schema: {
    params: fidParamsSchema,
    querystring: dataEntityListQuerySchema,
    response: { 200: dataEntityListSchema, ...errors },
  },
});

/** A data entity's value by name (or id): the tenant's own, else the common one. */
export const getDataEntityRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/data-entities/:entity`,
  schema: {
    params: fidParamsSchema.extend({ entity: entityName }),
    response: { 200: dataEntityValueSchema, ...errors },
  },
});

export const listCommonDataEntitiesRoute = defineRoute({
  method: 'GET',
  url: `${commonBase}/data-entities`,
  schema: { querystring: dataEntityListQuerySchema, response: { 200: dataEntityListSchema, ...errors } },
});

/** Common base, e.g. `GET /api/v1/common/data-entities/icons_stage`. */
export const getCommonDataEntityRoute = defineRoute({
  method: 'GET',
  url: `${commonBase}/data-entities/:entity`,
  schema: {
    params: z.object({ entity: entityName }),
    response: { 200: dataEntityValueSchema, ...errors },
  },
});

/** The entity selector (spec 7 `GET {entity}`), under a fixed prefix so it shadows no other route. */
export const entitySelectorRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/entity-selector/:entity`,
  schema: {
    params: fidParamsSchema.extend({ entity: entityName }),
    querystring: entitySelectorQuerySchema,
    response: { 200: entitySelectorResultSchema, ...errors },
  },
});
