import type { Company, companyBodySchema } from '@dl/contracts';
import type { z } from 'zod';

/** What the company form edits: the PATCH body, text fields as strings ('' for none). */
export type CompanyFormValues = z.input<typeof companyBodySchema>;
export type CompanyFormOutput = z.output<typeof companyBodySchema>;

const text = (value: string | null | undefined) => value ?? '';

/** The form's values of a company as the API answers it. */
export function toFormValues(company: Company): CompanyFormValues {
  const d = company.details;
  const a = d.address;
  return {
    name: company.name,
    stage: text(company.stage),
    market: text(company.market),
    // An unset structure stays empty until chosen: the form then says 'Structure is required'.
    structure: (d.structure ?? '') as CompanyFormValues['structure'],
    yearFounded: d.yearFounded === null ? '' : String(d.yearFounded),
    sector: text(d.sector),
    industry: text(d.industry),
    naics: text(d.naics),
    isin: text(d.isin),
    headquarters: text(d.headquarters),
    employees: text(d.employees),
    address: {
      line1: text(a?.line1),
      line2: text(a?.line2),
      line3: text(a?.line3),
      country: text(a?.country),
      province: text(a?.province),
      city: text(a?.city),
      postal: text(a?.postal),
    },
    logo: company.branding.logo,
    logo_small: company.branding.logo_small,
    background_image: company.branding.background_image,
    requires_internal_approval: company.requires_internal_approval,
  };
}

/** Spec 3 "Issuer or company" structures in words. */
export const STRUCTURE_LABELS: Record<NonNullable<Company['details']['structure']>, string> = {
  Corporation: 'Corporation',
  LLC: 'LLC',
  Partnership: 'Partnership',
  NonProfit: 'Non-profit',
  ForeignCorp: 'Foreign corporation',
  Other: 'Other',
};

export const SAVE_FAILED = 'Failed to update item';
