import { COUNTERSIGN_SESSION_PARAM, FID_ADMIN_NDA_PATH } from '@dl/contracts';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { ndaCountersignUrl } from '#web/features/nda-desk/api/ndas.ts';
import { NdaDesk } from '#web/features/nda-desk/components/nda-desk.tsx';
import { useSigningCompleteRedirect } from '#web/features/signing/hooks/use-signing-complete-redirect.ts';
import { goToUrl } from '#web/lib/go-to-url.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { DealCountersign } from './deal-countersign.tsx';

/**
 * `/fid-admin/ndas`: investor-signed NDAs the fiduciary countersigns (issue 15 point 6). With
 * `?esign=<session>` it hosts the countersign ceremony, as the deal page does for deals.
 */
export function NdasPage() {
  const fidId = useFidId();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const canCountersign = useCan('nda.countersign_any');
  const redirecting = useSigningCompleteRedirect();
  const sessionId = search.get(COUNTERSIGN_SESSION_PARAM);
  if (redirecting) return <PageLoader />;
  if (sessionId)
    return <DealCountersign fidId={fidId} sessionId={sessionId} dealHref={FID_ADMIN_NDA_PATH} subject="NDA" />;
  return (
    <>
      <PageHeader
        title="NDA Countersigning"
        subtitle="NDAs investors have signed: read each one, then countersign it for the issuer to open the data room."
      />
      <NdaDesk
        fidId={fidId}
        onCountersign={
          canCountersign
            ? async (ndaId) => goToUrl(await ndaCountersignUrl(fidId, ndaId), (path) => void navigate(path))
            : null
        }
      />
    </>
  );
}

export { NdasPage as Component };
