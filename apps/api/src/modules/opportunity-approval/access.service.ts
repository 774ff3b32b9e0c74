import type { AccessChange, AccessList, accessListQuerySchema, setOpportunityAccessBodySchema } from '@dl/contracts';
import { canGrantAccess, DEFAULT_PAGE_SIZE } from '@dl/domain';
import type { z } from 'zod';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { dropOpportunityLists } from '#api/modules/opportunities/index.ts';
import {
  type AccessPage,
  type AccessTarget,
  countAccess,
  countTargetEntities,
  countTenantEntities,
  findAccessPage,
  findEntityTagCounts,
  summarizeAccess,
  writeAccess,
} from './access.repository.ts';
import { findApproval } from './approval.repository.ts';
import { toAccessEntry } from './approval.mapper.ts';
import type { StaffScope } from './approval.service.ts';

type AccessQuery = z.output<typeof accessListQuerySchema>;
type AccessBody = z.output<typeof setOpportunityAccessBodySchema>;

/** Who of the tenant's investor entities holds which access status (spec 4), by name by default. */
export async function listOpportunityAccess(
  ctx: AppContext,
  who: StaffScope,
  opportunityId: string,
  q: AccessQuery,
): Promise<AccessList> {
  const { fiduciaryId } = who;
  if (!(await findApproval(ctx.db, fiduciaryId, opportunityId))) throw notFound();
  const ordering = q.ordering ?? 'name';
  const descending = ordering.startsWith('-');
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const page: AccessPage = {
    field: (descending ? ordering.slice(1) : ordering) as AccessPage['field'],
    descending,
    limit,
    offset: (q.page - 1) * limit,
  };
  const filters = { fiduciaryId, opportunityId, status: q.status, name: q.name, tag: q.tag };
  const [count, rows, summary, entityTags] = await Promise.all([
    countAccess(ctx.db, filters),
    findAccessPage(ctx.db, filters, page),
    summarizeAccess(ctx.db, fiduciaryId, opportunityId),
    findEntityTagCounts(ctx.db, fiduciaryId),
  ]);
  return { count, results: rows.map(toAccessEntry), next: null, summary, entity_tags: entityTags };
}

const listedIds = (ids: readonly string[] | undefined) => (ids && ids.length <= 100 ? ids : (ids?.length ?? null));

const GRANT_REFUSED = 'Access cannot be granted while the opportunity is Closed.';

/**
 * Grants (APPROVED) or closes (CLOSED) access for all the tenant's investor entities, those
 * following a tag, or the listed ones, in one statement and one transaction with its audit event.
 * Idempotent: entities already holding the status are left as they are (and a grant never
 * overrides an investor's NDA_DECLINED). Another tenant's entity among the listed ones answers 404.
 */
export async function setOpportunityAccess(
  ctx: AppContext,
  who: StaffScope,
  opportunityId: string,
  body: AccessBody,
): Promise<AccessChange> {
  const { fiduciaryId, userId } = who;
  const target: AccessTarget = { fiduciaryId, opportunityId, status: body.status };
  if (body.scope === 'TAG') target.tag = body.tag;
  if (body.scope === 'ENTITIES') target.entityIds = [...new Set(body.entity_ids)];
  const result = await ctx.db.transaction().execute(async (trx) => {
    const opportunity = await findApproval(trx, fiduciaryId, opportunityId, true);
    if (!opportunity) throw notFound();
    if (body.status === 'APPROVED' && !canGrantAccess(opportunity.status))
      throw new AppError('CONFLICT', GRANT_REFUSED, 'TRANSITION_REFUSED');
    if (target.entityIds && (await countTenantEntities(trx, fiduciaryId, target.entityIds)) !== target.entityIds.length)
      throw notFound();
    const matched = await countTargetEntities(trx, target);
    const changed = await writeAccess(trx, target);
    if (changed > 0) {
      await recordAudit(trx, {
        fiduciary_id: fiduciaryId,
        actor_user_id: userId,
        kind: body.status === 'APPROVED' ? 'opportunity_access_granted' : 'opportunity_access_closed',
        subject: opportunityId,
        // Long lists are recorded by their size only; the access rows themselves say who.
        data: { scope: body.scope, tag: target.tag ?? null, entity_ids: listedIds(target.entityIds), matched, changed },
      });
    }
    return { status: body.status, matched, changed };
  });
  if (result.changed > 0) dropOpportunityLists(ctx, fiduciaryId);
  return result;
}
