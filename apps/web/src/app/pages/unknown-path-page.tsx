import { portalOfRole } from '@dl/domain';
import { lazy, Suspense } from 'react';
import { NotFoundPage } from '#web/components/not-found-page.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';
import { loadChunk } from '#web/lib/chunk-load.ts';
import { useSession } from '#web/lib/session-store.ts';
import { PORTAL_FRAMES } from '../routes/portal-frames.ts';

const FRAMES = Object.fromEntries(
  Object.entries(PORTAL_FRAMES).map(([portal, importer]) => [
    portal,
    lazy(() => loadChunk(importer).then((module) => ({ default: module.Component }))),
  ]),
);

/** Spec 2: any unknown path shows the 404 page; a logged-in user sees it inside their portal's shell. */
export function UnknownPathPage() {
  const { isAuthenticated, claims } = useSession();
  const portal = isAuthenticated ? portalOfRole(claims?.current_role ?? '') : null;
  const Frame = portal ? FRAMES[portal] : undefined;
  if (!Frame) return <NotFoundPage />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Frame>
        <NotFoundPage />
      </Frame>
    </Suspense>
  );
}
