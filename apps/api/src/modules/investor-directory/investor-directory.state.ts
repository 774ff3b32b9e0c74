import type { PlatformContext } from '#api/lib/context.ts';
import { CHANGE_CHANNELS, PageCache } from '#api/platform/page-cache.ts';

/** The investor-directory module's state (AppContext.modules.investorDirectory). */
export interface InvestorDirectoryState {
  /**
   * The investors list's pages (rows and count) per filter, ordering, page and length, dropped when
   * the tenant's directory rows change (ADR 0028).
   */
  pages: PageCache;
  /** Stops hearing the listener (on app close). */
  close(): void;
}

declare module '#api/lib/context.ts' {
  interface ModuleState {
    investorDirectory: InvestorDirectoryState;
  }
}

export function createInvestorDirectory(ctx: PlatformContext): InvestorDirectoryState {
  const pages = new PageCache({ channels: [CHANGE_CHANNELS.investorDirectory], enabled: ctx.config.LIST_PAGE_CACHE });
  pages.attach(ctx.listener);
  return { pages, close: () => pages.detach() };
}
