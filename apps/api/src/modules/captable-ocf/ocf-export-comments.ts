import type { Executor } from '#api/db/database.ts';
import { tag } from '#api/platform/ocf/export-tags.ts';

/**
 * What the product keeps that OCF has no object for, as the manifest's tagged comments (CAPTABLE
 * 11.5): every version of the security terms by type number (`dl:terms`), the draft securities
 * (`dl:draft`) and the security action requests (`dl:action_request`). Paged; nothing held whole.
 */
const PAGE = 500;

export async function manifestComments(
  db: Executor,
  capTableId: string,
  add: (comments: string[]) => Promise<void>,
): Promise<void> {
  const terms = await db
    .selectFrom('cap_terms')
    .select(['terms_id', 'version', 'type', 'name', 'body', 'deleted_on'])
    .where('cap_table_id', '=', capTableId)
    .orderBy('terms_id')
    .orderBy('version')
    .execute();
  await add(
    terms.map((t) =>
      tag('terms', {
        terms_id: t.terms_id,
        version: t.version,
        type: t.type,
        name: t.name,
        body: t.body,
        ...(t.deleted_on ? { deleted: true } : {}),
      }),
    ),
  );

  for (let after = ''; ; ) {
    const drafts = await db
      .selectFrom('cap_security')
      .select([
        'id',
        'kind',
        'stakeholder_id',
        'class_id',
        'plan_id',
        'quantity',
        'price',
        'terms_id',
        'terms_version',
        'option_kind',
        'issue_date',
        'vesting',
        'details',
        'investment_id',
      ])
      .where('cap_table_id', '=', capTableId)
      .where('status', '=', 'draft')
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    await add(drafts.map((d) => tag('draft', d)));
    if (drafts.length < PAGE) break;
    after = (drafts.at(-1) as { id: string }).id;
  }

  for (let after: string | null = null; ; ) {
    const requests = await db
      .selectFrom('cap_action_request')
      .select(['id', 'security_id', 'action', 'body', 'status', 'reason', 'requested_on', 'decided_on'])
      .where('cap_table_id', '=', capTableId)
      .$if(after !== null, (q) => q.where('id', '>', after as string))
      .orderBy('id')
      .limit(PAGE)
      .execute();
    await add(
      requests.map(({ id: _id, requested_on, decided_on, ...r }) =>
        tag('action_request', {
          ...r,
          requested_on: new Date(requested_on).toISOString(),
          decided_on: decided_on ? new Date(decided_on).toISOString() : null,
        }),
      ),
    );
    if (requests.length < PAGE) break;
    after = (requests.at(-1) as { id: string }).id;
  }
}
