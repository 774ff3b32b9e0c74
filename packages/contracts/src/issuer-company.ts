import { isAfterRef, max, numberOnly, required, validate } from '@dl/domain';
import { z } from 'zod';
import { errorSchema, fidParamsSchema, uploadedImagePath } from './common.ts';
import { uploadResultSchema } from './files.ts';
import { API_PREFIX, defineRoute } from './route.ts';
import { ruleString } from './validation.ts';

/*
 * The issuer portal's company (issue 16 point 2, ADR 0030): spec 3 "Issuer or company" read and
 * written by the company's own members. Routes live under /fid/:fidId/issuers (the base of the
 * issuer-side NDA calls); a company the caller is not a member of answers 404.
 */

export const issuerBase = `${API_PREFIX}/fid/:fidId/issuers`;
export const issuerErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};
export const companyParamsSchema = fidParamsSchema.extend({ issuerId: z.uuid() });

/** Spec 3 "Issuer or company" details.structure. */
export const COMPANY_STRUCTURES = ['Corporation', 'LLC', 'Partnership', 'NonProfit', 'ForeignCorp', 'Other'] as const;

/** What the caller may do for this company, from the permission map and their membership's roles. */
export const companyPermissionsSchema = z.object({
  edit_company: z.boolean(),
  edit_approval_rule: z.boolean(),
  write_opportunities: z.boolean(),
  approve_opportunities: z.boolean(),
  close_opportunities: z.boolean(),
  countersign: z.boolean(),
  answer_questions: z.boolean(),
});
export type CompanyPermissions = z.infer<typeof companyPermissionsSchema>;

const text = z.string().nullable();

export const companyAddressSchema = z.object({
  line1: z.string(),
  line2: text,
  line3: text,
  country: z.string(),
  province: text,
  city: z.string(),
  postal: z.string(),
});

/** The company as its members see it; images are public addresses (served to investors too). */
export const companySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  stage: text,
  market: text,
  details: z.object({
    structure: z.enum(COMPANY_STRUCTURES).nullable(),
    yearFounded: z.number().int().nullable(),
    sector: text,
    industry: text,
    naics: text,
    isin: text,
    headquarters: text,
    /** Digits only; a string so that no count is ever rounded. */
    employees: text,
    address: companyAddressSchema.nullable(),
  }),
  branding: z.object({ logo: text, logo_small: text, background_image: text }),
  /** Opportunities go to the company's issuer_opportunity_approver before the fiduciary (ADR 0030). */
  requires_internal_approval: z.boolean(),
  /** The caller's roles in this company. */
  my_roles: z.array(z.string()),
  permissions: companyPermissionsSchema,
  modified_on: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** The companies the caller is a member of in this tenant (usually one). */
export const listCompaniesRoute = defineRoute({
  method: 'GET',
  url: `${issuerBase}/companies`,
  schema: {
    params: fidParamsSchema,
    response: { 200: z.object({ results: z.array(companySchema), count: z.number().int() }), ...issuerErrors },
  },
});

export const getCompanyRoute = defineRoute({
  method: 'GET',
  url: `${issuerBase}/companies/:issuerId`,
  schema: { params: companyParamsSchema, response: { 200: z.object({ data: companySchema }), ...issuerErrors } },
});

const optionalText = (field: string, n: number) =>
  ruleString(field, [max(n)])
    .nullish()
    .transform((v) => (v === null || v === undefined || v.trim() === '' ? null : v.trim()));

/** A pattern checked with a message in words (no regular expression is shown to a person). */
const patterned = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || pattern.test(v), { message, abort: true });

export const YEAR_FOUNDED_MESSAGE = 'Year Founded should be a year such as 2019';
export const NAICS_MESSAGE = 'NAICS should be 2 to 6 digits';
export const ISIN_MESSAGE = 'ISIN should be 2 letters, 9 letters or digits and a check digit';
/** Numbers of employees: digits only (spec 5 "number of employees: digits only"). */
export const EMPLOYEES_RULES = [numberOnly, max(9)];
/** NAICS codes are 2 to 6 digits. */
export const NAICS_PATTERN = /^\d{2,6}$/;
/** ISIN: two letters, nine letters or digits, one check digit. */
export const ISIN_PATTERN = /^[A-Z]{2}[A-Z0-9]{9}\d$/;

/** Spec 5 "Address requires line1, country, city and postal". */
export const companyAddressBodySchema = z.object({
  line1: ruleString('Line 1', [required, max(200)]),
  line2: optionalText('Line 2', 200),
  line3: optionalText('Line 3', 200),
  country: ruleString('Country', [required, max(100)]),
  province: optionalText('Province', 100),
  city: ruleString('City', [required, max(100)]),
  postal: ruleString('Postal', [required, max(20)]),
});

/** PATCH body: every field of spec 3 but the images (their own field names below). */
export const companyBodySchema = z.object({
  name: ruleString('Name', [required, max(120)]),
  stage: optionalText('Stage', 100),
  market: optionalText('Market', 100),
  structure: z.enum(COMPANY_STRUCTURES, { error: 'Structure is required' }),
  yearFounded: patterned(/^\d{4}$/, YEAR_FOUNDED_MESSAGE).refine(
    (v) => v === null || (Number(v) >= 1800 && Number(v) <= new Date().getUTCFullYear()),
    { message: `Year Founded should be between 1800 and ${new Date().getUTCFullYear()}` },
  ),
  sector: optionalText('Sector', 100),
  industry: optionalText('Industry', 100),
  naics: patterned(NAICS_PATTERN, NAICS_MESSAGE),
  isin: patterned(ISIN_PATTERN, ISIN_MESSAGE),
  headquarters: optionalText('Headquarters', 200),
  employees: ruleString('Employees', EMPLOYEES_RULES)
    .nullish()
    .transform((v) => (v ? v.trim() : null)),
  address: companyAddressBodySchema,
  logo: uploadedImagePath('Logo').nullable(),
  logo_small: uploadedImagePath('Small Logo').nullable(),
  background_image: uploadedImagePath('Background Image').nullable(),
  /** Only company.approval_rule may change it; others send the current value or leave it out. */
  requires_internal_approval: z.boolean().optional(),
});
export type CompanyBody = z.input<typeof companyBodySchema>;

export const updateCompanyRoute = defineRoute({
  method: 'PATCH',
  url: `${issuerBase}/companies/:issuerId`,
  schema: {
    params: companyParamsSchema,
    body: companyBodySchema,
    response: { 200: z.object({ data: companySchema }), ...issuerErrors },
  },
});

export const COMPANY_IMAGE_KINDS = ['logo', 'logo_small', 'background'] as const;
export type CompanyImageKind = (typeof COMPANY_IMAGE_KINDS)[number];

/**
 * Multipart with one `file` field: PNG, JPEG or WebP judged by content, at most LOGO_MAX_BYTES
 * (background: the platform's upload limit). The answer's `url` is a public address to put in
 * logo, logo_small or background_image. company.manage only.
 */
export const uploadCompanyImageRoute = defineRoute({
  method: 'POST',
  url: `${issuerBase}/companies/:issuerId/images`,
  schema: {
    params: companyParamsSchema,
    querystring: z.object({ kind: z.enum(COMPANY_IMAGE_KINDS) }),
    response: { 201: uploadResultSchema, ...issuerErrors, 413: errorSchema },
  },
});

/** Shared by the opportunity body (dates) so both sides use one rule. */
export function endAfterStart(start: string | null | undefined, end: string | null | undefined): string | null {
  return validate(end, 'End Date', [isAfterRef(start, 'Start Date')]);
}
