import { useMatches } from 'react-router';
import { isRouteHandle, type RouteMeta } from './route-def.ts';

/** Meta of the deepest matched route that has some (route title, access rules, breadcrumbs). */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.meta;
  }
  return null;
}
