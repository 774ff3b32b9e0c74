import { isPhoneNumber, required } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';
import { withRules } from './validation.ts';

/** Spec 3 "Addresses and phones", "Other lists" (entity types), business types; ADR 0022. */
export const ENTITY_TYPES = ['ENTITY', 'INDIVIDUAL', 'INDIVIDUAL_FOR_ENTITY'] as const;
export const ADDRESS_TYPES = ['HOME', 'OFFICE'] as const;
export const PHONE_TYPES = ['HOME', 'OFFICE', 'CELL'] as const;
export const BUSINESS_TYPES = ['corporation', 'LLC', 'partnership', 'individual', 'nonprofit', 'foreigncorp'] as const;
/** Individual-type entities, left out of the entity-only list (spec 3 "Profile and auth"). */
export const INDIVIDUAL_ENTITY_TYPES = ['INDIVIDUAL', 'INDIVIDUAL_FOR_ENTITY'] as const;

const requiredText = (field: string, maxLength = 200) =>
  withRules(z.string().trim(), field, [required]).pipe(
    z.string().max(maxLength, `should be at most ${maxLength} characters`),
  );
const optionalText = (maxLength = 200) =>
  z
    .string()
    .trim()
    .max(maxLength, `should be at most ${maxLength} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Spec 5: an address requires line1, country, city and postal. */
export const addressSchema = z.object({
  type: z.enum(ADDRESS_TYPES),
  line1: requiredText('Address Line 1'),
  line2: optionalText(),
  line3: optionalText(),
  city: requiredText('City', 100),
  province: optionalText(100),
  postal: requiredText('Postal Code', 20),
  country: withRules(z.string().trim(), 'Country', [required]).pipe(
    z
      .string()
      .regex(/^[a-zA-Z]{2}$/, 'Country is invalid.')
      .transform((c) => c.toLowerCase()),
  ),
});
export type Address = z.infer<typeof addressSchema>;

/** An address as answered (plain, no input transforms: answers are serialized through it). */
export const addressOutSchema = z.object({
  type: z.enum(ADDRESS_TYPES),
  line1: z.string(),
  line2: z.string().nullable(),
  line3: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  postal: z.string(),
  country: z.string(),
});
export type AddressInput = z.input<typeof addressSchema>;

/** Spec 5 phone entry: valid for its country, at most 25 characters; stored as E.164. */
export const phoneSchema = z
  .object({
    type: z.enum(PHONE_TYPES),
    country: z
      .string()
      .regex(/^[a-zA-Z]{2}$/, 'Country is invalid.')
      .transform((c) => c.toUpperCase()),
    number: withRules(z.string().trim(), 'Phone Number', [required]).pipe(
      z.string().max(25, 'should be at most 25 characters'),
    ),
  })
  .superRefine((phone, ctx) => {
    const problem = isPhoneNumber(phone.country)(phone.number, 'Phone Number');
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['number'] });
  });
export type Phone = z.infer<typeof phoneSchema>;

const uniqueTypes = <T extends { type: string }>(label: string) =>
  z.custom<T[]>().superRefine((items, ctx) => {
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(item.type)) ctx.addIssue({ code: 'custom', message: `${label} types should be unique` });
      seen.add(item.type);
    }
  });

export const entityBodySchema = z
  .object({
    name: requiredText('Name', 200),
    type: z.enum(ENTITY_TYPES),
    business_type: z.enum(BUSINESS_TYPES).nullable().default(null),
    addresses: z.array(addressSchema).max(ADDRESS_TYPES.length).default([]).pipe(uniqueTypes<Address>('Address')),
    phones: z.array(phoneSchema).max(PHONE_TYPES.length).default([]).pipe(uniqueTypes<Phone>('Phone')),
  })
  .strict();
export type EntityBody = z.input<typeof entityBodySchema>;

/** How the caller stands toward an entity (membership role, spec 6 investor fiduciary roles). */
export const MY_ENTITY_ROLES = ['INVESTOR', 'INVESTOR_ADMIN', 'VIEWER'] as const;

export const myEntitySchema = z.object({
  id: z.uuid(),
  trellis_uid: z.string(),
  name: z.string(),
  type: z.enum(ENTITY_TYPES),
  business_type: z.enum(BUSINESS_TYPES).nullable(),
  my_role: z.enum(MY_ENTITY_ROLES),
  /** Whether the caller may edit the entity and its authorized parties. */
  can_manage: z.boolean(),
  /** The latest KYC status when a KYC response exists; null otherwise (read only). */
  kyc_status: z.string().nullable(),
  addresses: z.array(addressOutSchema),
  phones: z.array(z.object({ type: z.enum(PHONE_TYPES), country: z.string(), number: z.string() })),
  created_on: z.string(),
});
export type MyEntity = z.infer<typeof myEntitySchema>;

const entityParams = fidParamsSchema.extend({ entityId: z.uuid() });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const listMyEntitiesRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/investors/my-entities`,
  schema: {
    params: fidParamsSchema,
    /** `kind=entity`: the entity-only list (no individual-type entities). */
    querystring: z.object({ kind: z.enum(['all', 'entity']).default('all') }),
    response: { 200: z.object({ count: z.number().int(), results: z.array(myEntitySchema) }), ...errors },
  },
});

export const getMyEntityRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/investors/my-entities/:entityId`,
  schema: { params: entityParams, response: { 200: myEntitySchema, ...errors } },
});

export const createMyEntityRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/investors/my-entities`,
  schema: { params: fidParamsSchema, body: entityBodySchema, response: { 201: myEntitySchema, ...errors } },
});

export const updateMyEntityRoute = defineRoute({
  method: 'PATCH',
  url: `${API_PREFIX}/fid/:fidId/investors/my-entities/:entityId`,
  schema: { params: entityParams, body: entityBodySchema, response: { 200: myEntitySchema, ...errors } },
});
