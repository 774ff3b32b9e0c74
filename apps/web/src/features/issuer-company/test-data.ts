import { type Company, type CompanyPermissions, companySchema } from '@dl/contracts';

export const ISSUER_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const OTHER_ISSUER_ID = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f70';

/** What an issuer_admin may do (ADR 0030). */
const ADMIN_PERMISSIONS: CompanyPermissions = {
  edit_company: true,
  edit_approval_rule: true,
  write_opportunities: true,
  approve_opportunities: true,
  close_opportunities: true,
  countersign: true,
  answer_questions: true,
};

/** What an issuer_viewer may do: read only. */
export const VIEWER_PERMISSIONS: CompanyPermissions = {
  edit_company: false,
  edit_approval_rule: false,
  write_opportunities: false,
  approve_opportunities: false,
  close_opportunities: false,
  countersign: false,
  answer_questions: false,
};

/** A company as `GET issuers/companies` answers it, its administrator calling. */
export function companyRow(overrides: Partial<Company> = {}): Company {
  return companySchema.parse({
    id: ISSUER_ID,
    name: 'Northwind Robotics',
    stage: 'Series A',
    market: 'Industrial',
    details: {
      structure: 'Corporation',
      yearFounded: 2019,
      sector: 'Technology',
      industry: 'Robotics',
      naics: '333249',
      isin: null,
      headquarters: 'Austin, TX',
      employees: '48',
      address: {
        line1: '500 Congress Ave',
        line2: null,
        line3: null,
        country: 'United States',
        province: 'TX',
        city: 'Austin',
        postal: '78701',
      },
    },
    branding: { logo: null, logo_small: null, background_image: null },
    requires_internal_approval: false,
    my_roles: ['issuer_admin'],
    permissions: ADMIN_PERMISSIONS,
    modified_on: '2026-05-01T10:00:00Z',
    ...overrides,
  });
}
