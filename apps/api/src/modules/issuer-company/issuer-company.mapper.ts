import {
  brandingImageRoute,
  COMPANY_STRUCTURES,
  type Company,
  type CompanyPermissions,
  type companyBodySchema,
} from '@dl/contracts';
import { type Action, can } from '@dl/domain';
import type { z } from 'zod';
import type { CompanyRow } from './issuer-company.repository.ts';
import { int, obj, str } from '#api/lib/json-details.ts';

/** Seeded details hold employees as a number, the portal writes digits: both read as digits. */
const digits = (value: unknown): string | null =>
  typeof value === 'number' && Number.isInteger(value) ? String(value) : str(value);

const PERMISSION_ACTIONS: Record<keyof CompanyPermissions, Action> = {
  edit_company: 'company.manage',
  edit_approval_rule: 'company.approval_rule',
  write_opportunities: 'issuer_opportunities.write',
  approve_opportunities: 'issuer_opportunities.approve',
  close_opportunities: 'issuer_opportunities.close',
  countersign: 'nda.countersign_issuer',
  answer_questions: 'qna.answer_issuer',
};

/** What the caller may do for the company: any of their roles in it allows the action. */
export function companyPermissions(roles: readonly string[]): CompanyPermissions {
  const entries = Object.entries(PERMISSION_ACTIONS).map(([key, action]) => [
    key,
    roles.some((role) => can(role, action)),
  ]);
  return Object.fromEntries(entries) as CompanyPermissions;
}

const structureOf = (value: unknown) =>
  (COMPANY_STRUCTURES as readonly string[]).includes(value as string)
    ? (value as (typeof COMPANY_STRUCTURES)[number])
    : null;

/**
 * The company as its members see it. The details keys are those the investor's opportunity detail
 * reads (opportunities/detail.mapper.ts toIssuerDetail), so an edit shows to investors as is.
 */
export function toCompany(row: CompanyRow, roles: readonly string[]): Company {
  const d = obj(row.details);
  const address = d.address === undefined || d.address === null ? null : obj(d.address);
  const branding = obj(d.branding);
  return {
    id: row.id,
    name: row.name,
    stage: row.stage,
    market: row.market,
    details: {
      structure: structureOf(d.structure),
      yearFounded: int(d.yearFounded),
      sector: str(d.sector),
      industry: str(d.industry),
      naics: str(d.naics),
      isin: str(d.isin),
      headquarters: str(d.headquarters),
      employees: digits(d.employees),
      address: address && {
        line1: str(address.line1) ?? '',
        line2: str(address.line2),
        line3: str(address.line3),
        country: str(address.country) ?? '',
        province: str(address.province),
        city: str(address.city) ?? '',
        postal: str(address.postal) ?? '',
      },
    },
    branding: {
      logo: str(branding.logo) ?? str(d.logo),
      logo_small: str(branding.logo_small),
      background_image: str(branding.background_image),
    },
    requires_internal_approval: row.requires_internal_approval,
    my_roles: [...roles].sort(),
    permissions: companyPermissions(roles),
    modified_on: new Date(row.modified_on).toISOString(),
  };
}

type Body = z.output<typeof companyBodySchema>;

/** The stored details after an edit: other keys of the document are kept. */
export function detailsAfter(current: unknown, body: Body): string {
  const d = obj(current);
  return JSON.stringify({
    ...d,
    structure: body.structure,
    yearFounded: body.yearFounded === null ? null : Number(body.yearFounded),
    sector: body.sector,
    industry: body.industry,
    naics: body.naics,
    isin: body.isin,
    headquarters: body.headquarters,
    employees: body.employees,
    address: body.address,
    // `logo` is the key investors' issuer card reads; branding holds all three images.
    logo: body.logo,
    branding: {
      ...obj(d.branding),
      logo: body.logo,
      logo_small: body.logo_small,
      background_image: body.background_image,
    },
  });
}

const IMAGE_PATH = new RegExp(
  `^${brandingImageRoute.url.replace(':fileId', '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}')}$`,
);

/** Images are only the public addresses an upload answered (never an outside address). */
export function isUploadedImage(value: string | null | undefined): boolean {
  return value === null || value === undefined || IMAGE_PATH.test(value);
}
