import { type Interest, type InterestInvestor, interestSchema, issuerHoldingsSchema } from '@dl/contracts';

export const OPPORTUNITY_ID = '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const NDA_ID = '9d0e1f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a';

/** One investing entity as the interest answer lists it: it signed the NDA, waiting for the issuer. */
export function investor(overrides: Partial<InterestInvestor> = {}): InterestInvestor {
  return {
    entity: { id: 'e1000000-0000-4000-8000-000000000001', name: 'Avery Family Trust', type: 'TRUST' },
    step: 'nda_signed',
    first_viewed_on: '2026-11-02T15:00:00.000Z',
    nda: { id: NDA_ID, status: 'NDA_SIGNED', signed_on: '2026-11-03T15:00:00.000Z', countersigned_on: null },
    data_room_entered_on: null,
    investment: null,
    ...overrides,
  };
}

/** `GET issuers/opportunities/{id}/interest`, parsed by the contract so it cannot drift. */
export function interestAnswer(results: InterestInvestor[], funnel?: Partial<Interest['funnel']>): Interest {
  return interestSchema.parse({
    count: results.length,
    next: null,
    results,
    funnel: {
      viewed: 8,
      nda_signed: 4,
      nda_executed: 2,
      data_room_entered: 2,
      interest_sent: 1,
      deal_signed: 1,
      executed: 0,
      ...funnel,
    },
  });
}

export const EMPTY_FUNNEL = {
  viewed: 0,
  nda_signed: 0,
  nda_executed: 0,
  data_room_entered: 0,
  interest_sent: 0,
  deal_signed: 0,
  executed: 0,
};

export const holdingsAnswer = () =>
  issuerHoldingsSchema.parse({
    results: [
      {
        opportunity: { id: OPPORTUNITY_ID, name: 'Northwind Series A' },
        security_type: 1,
        security_label: 'Common stock',
        investors: 3,
        amount: '1250000.50',
      },
      {
        opportunity: { id: OPPORTUNITY_ID, name: 'Northwind Series A' },
        security_type: 2,
        security_label: 'Preferred stock',
        investors: 1,
        amount: '75000',
      },
    ],
    total: '1325000.50',
  });
