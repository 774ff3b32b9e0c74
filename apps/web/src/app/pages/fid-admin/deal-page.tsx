import { COUNTERSIGN_SESSION_PARAM } from '@dl/contracts';
import { useParams, useSearchParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useSigningCompleteRedirect } from '#web/features/signing/hooks/use-signing-complete-redirect.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { DealCountersign } from './deal-countersign.tsx';
import { DealView } from './deal-view.tsx';

/**
 * Fund admin: one deal (issue 15 point 6). With `?esign=<session>` it hosts the countersign ceremony;
 * after a signature (`?event=signing_complete`) it goes by docu-sign-wait and comes back here.
 */
export function DealPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const fidId = useFidId();
  const redirecting = useSigningCompleteRedirect();
  const sessionId = search.get(COUNTERSIGN_SESSION_PARAM);
  if (redirecting) return <PageLoader />;
  if (sessionId) {
    return <DealCountersign fidId={fidId} sessionId={sessionId} dealHref={hrefFor('FidAdmin.Deal', { id })} />;
  }
  return <DealView fidId={fidId} id={id} />;
}

export { DealPage as Component };
