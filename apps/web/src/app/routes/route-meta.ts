import type { Crumb, RouteDef, RouteMeta } from './route-def.ts';

/** Route meta kept as the route's handle: access rules of spec 6, title, label, breadcrumbs. */
export function metaOf(def: RouteDef, crumbs: Crumb[]): RouteMeta {
  return {
    label: def.label,
    title: def.title,
    summary: def.summary,
    name: def.name,
    viewerRedirect: def.viewerRedirect,
    access: {
      requiresAuth: true,
      ...(def.roles ? { roles: def.roles } : {}),
      ...(def.viewerAllowed ? { viewerAllowed: true } : {}),
    },
    crumbs,
  };
}
