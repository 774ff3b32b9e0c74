import { portalHome } from '@dl/domain';
import { generatePath, useLocation, useParams } from 'react-router';
import { ComingSoon } from '#web/components/shell/coming-soon.tsx';
import type { BreadcrumbItem } from '#web/components/shell/page-header.tsx';
import { homeOfRole, portalOfPath } from '#web/lib/redirect.ts';
import { useSession } from '#web/lib/session-store.ts';
import { useRouteMeta } from '../routes/use-route-meta.ts';

function fillPath(pattern: string, params: Record<string, string | undefined>): string | undefined {
  try {
    return generatePath(pattern, params);
  } catch {
    return undefined;
  }
}

/** A logged-in route whose screen arrives in a later issue: its title, crumbs and what it will hold. */
export function ComingSoonPage() {
  const meta = useRouteMeta();
  const params = useParams();
  const { pathname } = useLocation();
  const { claims } = useSession();
  const portal = portalOfPath(pathname);
  const homeTo = portal ? portalHome(portal) : homeOfRole(claims?.current_role);
  const breadcrumbs: BreadcrumbItem[] | undefined = meta
    ? [...meta.crumbs.map((crumb) => ({ label: crumb.label, to: fillPath(crumb.path, params) })), { label: meta.label }]
    : undefined;
  return (
    <ComingSoon
      title={meta?.title ?? meta?.label ?? 'Coming soon'}
      summary={meta?.summary}
      breadcrumbs={breadcrumbs}
      homeTo={homeTo}
    />
  );
}

export { ComingSoonPage as Component };
