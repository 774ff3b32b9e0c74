import {
  listPlansRoute,
  listStakeholdersRoute,
  listStockClassesRoute,
  listTermsRoute,
  planSchema,
  stakeholderSchema,
  stockClassSchema,
} from '@dl/contracts';
import { on } from '#web/test/mock-api.ts';

const stakeholder = (id: string, name: string) =>
  stakeholderSchema.parse({
    id,
    name,
    stakeholder_type: 'INDIVIDUAL',
    email: null,
    relationship: null,
    entity_id: null,
    user_id: null,
    created_on: '2026-01-01T00:00:00.000Z',
  });

/** The look-ups of the draft form: two stakeholders (searched by name), a class, a plan, no terms. */
export const draftLookups = [
  on(listStakeholdersRoute, (req) => {
    const all = [stakeholder('SH-1', 'Ada Founder'), stakeholder('SH-2', 'Grace Engineer')];
    const search = req.query.search?.toLowerCase() ?? '';
    const results = all.filter((s) => s.name.toLowerCase().includes(search));
    return { results, count: results.length };
  }),
  on(listStockClassesRoute, () => ({
    results: [
      stockClassSchema.parse({
        id: 'CLASS-1',
        name: 'Common',
        kind: 'CS',
        authorized: '10000000',
        issued: '4000000',
        treasury: '0',
        conversion_ratio: '1',
        price_per_share: null,
        votes_per_share: '1',
        seniority: 1,
        terms_id: null,
        board_approval_date: '2026-01-01',
        authorized_history: [],
      }),
    ],
    count: 1,
  })),
  on(listPlansRoute, () => ({
    results: [
      planSchema.parse({
        id: 'PLAN-1',
        name: '2026 Stock Plan',
        class_id: 'CLASS-1',
        reserved: '1000000',
        granted: '0',
        exercised: '0',
        available: '1000000',
        cancellation_behavior: 'RETURN_TO_POOL',
        exercise_windows: { voluntary: { period: 3, unit: 'month' } },
        board_approval_date: '2026-01-01',
        amendments: [],
      }),
    ],
    count: 1,
  })),
  on(listTermsRoute, () => ({ results: [], count: 0 })),
];
