import type { Executor } from '#api/db/database.ts';
import { tag } from '#api/platform/ocf/export-tags.ts';
import { actionRequestPage, allTermsVersions, draftPage } from './captable-ocf.repository.ts';

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
  const terms = await allTermsVersions(db, capTableId);
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
    const drafts = await draftPage(db, capTableId, after, PAGE);
    await add(drafts.map((d) => tag('draft', d)));
    if (drafts.length < PAGE) break;
    after = (drafts.at(-1) as { id: string }).id;
  }

  for (let after: string | null = null; ; ) {
    const requests = await actionRequestPage(db, capTableId, after, PAGE);
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
