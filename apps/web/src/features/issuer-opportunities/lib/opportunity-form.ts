import type { IssuerOpportunity, IssuerOpportunityBody, issuerOpportunityBodySchema } from '@dl/contracts';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';

/** What the editor holds: the body's input, money as decimal strings ('' or absent while empty). */
export type OpportunityFormValues = z.input<typeof issuerOpportunityBodySchema>;
export type OpportunityFormOutput = z.output<typeof issuerOpportunityBodySchema>;

/** A new draft of the company: every list empty, no terms yet. */
export function emptyOpportunity(issuerId: string): DefaultValues<OpportunityFormValues> {
  return {
    issuer_id: issuerId,
    name: '',
    short_desc: '',
    opportunity_type: 'PRIMARY',
    type: 'GENERAL',
    market: '',
    common_sector: [],
    common_industry: [],
    stage: '',
    pre: null,
    post: null,
    start_date: null,
    end_date: null,
    ticker: '',
    logo: null,
    security_terms: null,
    highlights: [],
  };
}

/** The editor's values of a draft as the API answers it. */
export function toFormValues(o: IssuerOpportunity): OpportunityFormValues {
  return {
    issuer_id: o.issuer.id,
    name: o.name,
    short_desc: o.short_desc,
    opportunity_type: o.opportunity_type,
    type: o.type,
    market: o.market ?? '',
    common_sector: o.common_sector,
    common_industry: o.common_industry,
    stage: o.stage ?? '',
    size: o.size,
    minimum: o.minimum,
    pre: o.pre,
    post: o.post,
    start_date: o.start_date,
    end_date: o.end_date,
    ticker: o.ticker ?? '',
    logo: o.logo,
    security_terms: o.security_terms,
    highlights: o.highlights,
  };
}

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The body sent: blank texts as null (the wire's "none"). */
export function toBody(values: OpportunityFormOutput): IssuerOpportunityBody {
  return { ...values, market: orNull(values.market), stage: orNull(values.stage), ticker: orNull(values.ticker) };
}
