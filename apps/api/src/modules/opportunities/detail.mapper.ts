import { type IssuerDetail, type OpportunityDetail, securityTermsSchema } from '@dl/contracts';
import type { OpportunityDetailRow } from './detail.repository.ts';
import { int, obj, str, strings } from '#api/lib/json-details.ts';

export function toIssuerDetail(row: OpportunityDetailRow): IssuerDetail {
  const d = obj(row.issuer_details);
  const address = d.address === undefined ? null : obj(d.address);
  const branding = obj(d.branding);
  return {
    id: row.issuer_id,
    name: row.issuer_name,
    stage: row.issuer_stage,
    market: row.issuer_market,
    logo: str(d.logo),
    details: {
      structure: str(d.structure),
      yearFounded: int(d.yearFounded),
      sector: str(d.sector),
      industry: str(d.industry),
      naics: str(d.naics),
      isin: str(d.isin),
      headquarters: str(d.headquarters),
      employees: int(d.employees),
      address: address && {
        line1: str(address.line1),
        line2: str(address.line2),
        line3: str(address.line3),
        country: str(address.country),
        province: str(address.province),
        city: str(address.city),
        postal: str(address.postal),
      },
    },
    branding: { logo: str(branding.logo), logo_small: str(branding.logo_small) },
  };
}

export function toOpportunityFields(row: OpportunityDetailRow) {
  const d = obj(row.details);
  const terms = securityTermsSchema.safeParse(d.security_terms);
  return {
    opp_id: row.id,
    name: row.name,
    short_desc: row.short_desc,
    opportunity_type: row.opportunity_type,
    type: row.type,
    status: row.status,
    size: row.size,
    minimum: row.minimum,
    pre: row.pre,
    post: row.post,
    start_date: row.start_date,
    end_date: row.end_date,
    ticker: str(d.ticker),
    details: {
      shortDesc: row.short_desc,
      market: str(d.market) ?? row.issuer_market,
      common_sector: strings(d.common_sector),
      common_industry: strings(d.common_industry),
      stage: str(d.stage) ?? row.issuer_stage,
      captable: d.captable === undefined || d.captable === null ? null : obj(d.captable),
      logo: str(d.logo),
      // Terms that do not match their type's schema are left out rather than shown wrong.
      security_terms: terms.success ? terms.data : null,
      highlights: strings(d.highlights),
    },
    created_on: new Date(row.created_on).toISOString(),
  } satisfies Partial<OpportunityDetail>;
}
