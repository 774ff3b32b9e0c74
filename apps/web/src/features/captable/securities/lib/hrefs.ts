import { hrefForName, type RouteName, type RouteParams } from '#web/lib/named-routes.ts';

/**
 * The address of a cap-table screen for the current company: `company=` travels with every link, so a
 * member of several cap tables stays in the one they chose.
 */
export function capHref(
  name: RouteName,
  issuerId: string,
  params: RouteParams = {},
  query: Record<string, string> = {},
) {
  return hrefForName(name, params, { company: issuerId, ...query });
}
