import type { Trx } from '../db/database.ts';

/** [opportunity, asker e-mail, question, answer or null, answered by]; oldest first. */
const DEMO_QUESTIONS: ReadonlyArray<
  [
    opportunity: string,
    asker: string,
    request: string,
    response: string | null,
    respondent: 'ISSUER' | 'FIDUCIARY' | null,
  ]
> = [
  [
    'Northwind Series A',
    'investor@demo.test',
    'What is the expected timeline for the first European deployments?',
    'Pilots start in Rotterdam next quarter; full deployments follow within nine months.',
    'ISSUER',
  ],
  [
    'Cobalt Health Series B',
    'investor@demo.test',
    'Do investors in this round get pro-rata rights in later rounds?',
    'Yes: every investor above the minimum keeps a pro-rata right for the next priced round.',
    'FIDUCIARY',
  ],
  [
    'Northwind Series A Extension',
    'investor@demo.test',
    'Is the extension priced at the same valuation as the Series A?',
    'It is priced at the Series A post-money valuation, with no discount.',
    'ISSUER',
  ],
  [
    'Northwind Series A',
    'investor-admin@demo.test',
    'Can you share the customer retention figures for the last two years?',
    null,
    null,
  ],
  ['Helio Grid Project Notes', 'investor@demo.test', 'How are the notes secured if a project is delayed?', null, null],
];

const EMAIL_OF = { ISSUER: 'issuer@demo.test', FIDUCIARY: 'fid-admin@demo.test' } as const;

/** A handful of demo questions (ADR 0018), some answered by the demo issuer or the fund admin. */
export async function seedDemoCommunications(trx: Trx, fiduciaryId: string): Promise<void> {
  const users = await trx
    .selectFrom('app_user as u')
    .innerJoin('membership as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'm.entity_id'])
    .where('m.fiduciary_id', '=', fiduciaryId)
    .execute();
  const opportunities = await trx
    .selectFrom('opportunity')
    .select(['id', 'name'])
    .where('fiduciary_id', '=', fiduciaryId)
    .execute();
  const start = Date.now() - DEMO_QUESTIONS.length * 86_400_000;
  const rows = DEMO_QUESTIONS.flatMap(([opportunity, asker, request, response, respondent], n) => {
    const user = users.find((u) => u.email === asker);
    const opp = opportunities.find((o) => o.name === opportunity);
    if (!user?.entity_id || !opp) return [];
    const answerer = respondent ? users.find((u) => u.email === EMAIL_OF[respondent]) : undefined;
    const on = new Date(start + n * 86_400_000);
    return [
      {
        fiduciary_id: fiduciaryId,
        opportunity_id: opp.id,
        document_id: null,
        document_type: null,
        entity_id: user.entity_id,
        requestor_id: user.id,
        requestor_name: `${user.first_name} ${user.last_name}`,
        request,
        response,
        respondent_id: answerer?.id ?? null,
        respondent_type: respondent,
        created_on: on,
        modified_on: new Date(on.getTime() + (response ? 3_600_000 : 0)),
      },
    ];
  });
  if (rows.length > 0) await trx.insertInto('qna_item').values(rows).execute();
}
