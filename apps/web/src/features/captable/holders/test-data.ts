import { securityDetailSchema, securityRowSchema, type SecurityRow } from '@dl/contracts';
import { ISSUER_ID } from '#web/features/captable/setup/test-data.ts';

function grantRow(overrides: Partial<SecurityRow> = {}): SecurityRow {
  return securityRowSchema.parse({
    id: 'OP-7',
    kind: 'OP',
    status: 'issued',
    stakeholder_id: 'SH-1',
    stakeholder_name: 'Ada Founder',
    class_id: 'SC-1',
    plan_id: 'PL-1',
    quantity: '48000',
    price: '0.10',
    terms_id: null,
    terms_version: null,
    option_kind: 'iso',
    issue_date: '2026-02-01',
    parent_id: null,
    investment_id: null,
    readiness: { label: 'Ready to be issued', ready: true, missing: [] },
    allowed_actions: [],
    ...overrides,
  });
}

export const VESTING_ROUNDING = 'Vested shares rounded down to whole shares (cumulative rounding).';

export function vestingAnswer() {
  return {
    series: [
      { date: '2026-02-01', vested: '0', granted: '48000' },
      { date: '2027-02-01', vested: '12000', granted: '48000' },
    ],
    grants: {
      results: [
        {
          ...grantRow(),
          vested_today: { value: '12000', rounding: VESTING_ROUNDING },
          next_vesting_date: '2027-03-01',
        },
      ],
      count: 1,
    },
    rounding: VESTING_ROUNDING,
  };
}

/** One of the holder's own securities, as `GET captable/my-holdings` answers it. */
export function holding(overrides: Record<string, unknown> = {}) {
  return {
    ...securityDetailSchema.parse({
      ...grantRow(),
      vesting: {
        type: 'time',
        start_date: '2026-02-01',
        installments: 48,
        frequency: 'monthly',
        cliff_installment: 12,
      },
      schedule: {
        installments: [
          { date: '2027-02-01', amount: '12000', vested: '12000' },
          { date: '2027-03-01', amount: '1000', vested: '13000' },
        ],
        vested_today: { value: '12000', rounding: VESTING_ROUNDING },
        rounding: VESTING_ROUNDING,
      },
      terms: null,
      details: {},
      lineage: [],
      children: [],
      documents: [],
      ...overrides,
    }),
    company_name: 'Northwind Robotics',
    issuer_id: ISSUER_ID,
  };
}
