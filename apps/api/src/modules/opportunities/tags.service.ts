import type { TagCount } from '@dl/contracts';
import { DEFAULT_INVESTOR_STATUS, INVESTOR_ROLES, toInvestorRole } from '@dl/domain';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { TenantScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { SecondaryRule } from './secondary-rule.ts';
import {
  addEntityTags,
  findEntityRoles,
  findEntityTags,
  findOpportunityTagCounts,
  removeEntityTagsExcept,
} from './tags.repository.ts';

/**
 * Tags of the opportunities the caller may discover. An investor (token entity) sees the counts of
 * what their list would show (mpid rule, CLOSED access); another member sees the published ones.
 */
export async function listOpportunityTags(
  ctx: AppContext,
  secondaries: SecondaryRule,
  tenant: TenantScope,
): Promise<TagCount[]> {
  const entityId = tenant.entityId;
  const allowsSecondaries = entityId ? await secondaries.allows(ctx.db, tenant.fiduciaryId, entityId) : true;
  const rows = await findOpportunityTagCounts(ctx.db, {
    fiduciaryId: tenant.fiduciaryId,
    status: DEFAULT_INVESTOR_STATUS,
    secondaries: allowsSecondaries,
    entityId,
  });
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

/**
 * Whether the caller stands for the entity: through any investor membership of this fiduciary
 * (investor, investor admin, viewer). `act` needs a non-viewer role. Any other entity reads as
 * missing (404), like another tenant's.
 */
async function requireEntity(ctx: AppContext, tenant: TenantScope, userId: string, entityId: string, act: boolean) {
  const roles = (await findEntityRoles(ctx.db, tenant.fiduciaryId, userId, entityId))
    .map(toInvestorRole)
    .filter((r) => r !== null);
  const allowed = act ? roles.some((r) => r !== INVESTOR_ROLES.VIEWER) : roles.length > 0;
  if (!allowed) throw notFound();
}

const unique = (tags: readonly string[]) => [...new Set(tags)];

export async function getEntityTags(ctx: AppContext, tenant: TenantScope, userId: string, entityId: string) {
  await requireEntity(ctx, tenant, userId, entityId, false);
  return findEntityTags(ctx.db, tenant.fiduciaryId, entityId);
}

/** Adds tags to those the entity follows (`replace`: the given tags become the whole set). */
export async function saveEntityTags(
  ctx: AppContext,
  tenant: TenantScope,
  userId: string,
  entityId: string,
  args: { tags: readonly string[]; replace: boolean },
): Promise<string[]> {
  await requireEntity(ctx, tenant, userId, entityId, true);
  const tags = unique(args.tags);
  return ctx.db.transaction().execute(async (trx) => {
    if (args.replace) await removeEntityTagsExcept(trx, tenant.fiduciaryId, entityId, tags);
    await addEntityTags(trx, tenant.fiduciaryId, entityId, tags);
    await recordAudit(trx, {
      fiduciary_id: tenant.fiduciaryId,
      actor_user_id: userId,
      kind: args.replace ? 'entity tags replaced' : 'entity tags added',
      subject: entityId,
      data: { tags },
    });
    return findEntityTags(trx, tenant.fiduciaryId, entityId);
  });
}
