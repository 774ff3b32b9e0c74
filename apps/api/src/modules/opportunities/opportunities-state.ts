import type { PlatformContext } from '#api/lib/context.ts';
import { type ListCaches, newListCaches } from './list.service.ts';
import { CHANGE_CHANNELS, PageCache } from '#api/platform/page-cache.ts';
import { SecondaryRule } from './secondary-rule.ts';

/** The opportunities module's state (AppContext.modules.opportunities). */
export interface OpportunitiesState {
  /** The mpid rule per entity (spec 6), shared by the lists, the detail and QnA. */
  secondaries: SecondaryRule;
  /** The Discover and Trade lists' memos (ADR 0003, ADR 0015). */
  lists: ListCaches;
  /** Stops hearing the listener (on app close). */
  close(): void;
}

declare module '#api/lib/context.ts' {
  interface ModuleState {
    opportunities: OpportunitiesState;
  }
}

/** Made once per app: the shared page rows hear the listener for changes (ADR 0015). */
export function createOpportunities(ctx: PlatformContext): OpportunitiesState {
  const secondaries = new SecondaryRule();
  const pages = new PageCache({ channels: [CHANGE_CHANNELS.opportunity], enabled: ctx.config.LIST_PAGE_CACHE });
  pages.attach(ctx.listener);
  return { secondaries, lists: newListCaches(secondaries, pages), close: () => pages.detach() };
}
