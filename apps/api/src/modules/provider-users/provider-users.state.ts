import type { PlatformContext } from '#api/lib/context.ts';
import { CHANGE_CHANNELS, PageCache } from '#api/platform/page-cache.ts';

/** The provider-users module's state (AppContext.modules.providerUsers). */
export interface ProviderUsersState {
  /**
   * The user search's pages (rows, tenants and the capped count) per search, tenant, page and
   * length, all dropped when a user, a membership or a tenant's name changes (migration 20261127_2300).
   * They are kept under one namespace: the search spans every tenant.
   */
  pages: PageCache;
  close(): void;
}

declare module '#api/lib/context.ts' {
  interface ModuleState {
    providerUsers: ProviderUsersState;
  }
}

/** The namespace of the user search's pages in the page cache (not a fiduciary id). */
export const USER_SEARCH_NAMESPACE = 'all-users';

export function createProviderUsers(ctx: PlatformContext): ProviderUsersState {
  const pages = new PageCache({ channels: [CHANGE_CHANNELS.userDirectory], enabled: ctx.config.LIST_PAGE_CACHE });
  pages.attach(ctx.listener);
  return { pages, close: () => pages.detach() };
}
