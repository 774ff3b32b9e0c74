import type { AppContext } from '#api/lib/context.ts';

/**
 * A change made through this process (an opportunity published, investors' access granted or
 * closed) shows on the next list request of every investor of the tenant: the shared pages, the
 * issuer memos and marks (as a notification would drop them, ADR 0015) and the memoised counts
 * (ADR 0003), which no notification drops. Other processes follow on the trigger's notification.
 */
export function dropOpportunityLists(ctx: AppContext, fiduciaryId: string): void {
  const { lists } = ctx.modules.opportunities;
  lists.pages.notify(fiduciaryId);
  const tenantPrefix = JSON.stringify([fiduciaryId]).slice(0, -1);
  lists.counts.forget(tenantPrefix);
  lists.callerCounts.forgetFiduciary(tenantPrefix);
}

/**
 * The tenant's branding changed (its MPID, or showSecondaryOpportunities of its public document):
 * whether its entities see SECONDARY opportunities (spec 6) is read again on the next request here;
 * other processes follow within the memo's few seconds.
 */
export function dropSecondaryRule(ctx: AppContext, fiduciaryId: string): void {
  ctx.modules.opportunities.secondaries.forgetTenant(fiduciaryId);
}
