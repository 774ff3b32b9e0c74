import type { Portal } from '@dl/domain';
import type { SideNavItem } from '#web/components/shell/side-nav.tsx';
import { type AccessState, decideRouteAccess } from '#web/lib/route-access.ts';
import { PORTAL_ROUTES } from '../routes/portal-routes.ts';
import type { RouteDef } from '../routes/route-def.ts';
import { metaOf } from '../routes/route-meta.ts';

/** A side-navigation entry of a portal: a path of its route table ('' for the home) and an icon. */
export interface NavEntry {
  path: string;
  icon: SideNavItem['icon'];
}

/** The route of a table at a relative path, looking into nested tables (`my-profile/profile`). */
function findRouteDef(defs: RouteDef[], path: string): RouteDef | null {
  if (path === '') return defs.find((def) => def.index) ?? null;
  for (const def of defs) {
    if (def.path === path) return def;
    if (def.children && def.path && path.startsWith(`${def.path}/`)) {
      const found = findRouteDef(def.children, path.slice(def.path.length + 1));
      if (found) return found;
    }
  }
  return null;
}

/** Navigation items the current user may open (spec 6: items shown by the routes' role lists). */
export function navItemsFor(portal: Portal, entries: NavEntry[], state: AccessState): SideNavItem[] {
  return entries.flatMap((entry) => {
    const def = findRouteDef(PORTAL_ROUTES[portal], entry.path);
    if (!def || decideRouteAccess(metaOf(def, []).access, portal, state) !== 'allow') return [];
    const to = entry.path ? `/${portal}/${entry.path}` : `/${portal}/`;
    return [{ label: def.label, to, icon: entry.icon, exact: entry.path === '' }];
  });
}
