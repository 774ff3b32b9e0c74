import { COUNTERSIGN_SESSION_PARAM, ISSUER_NDA_PATH } from '@dl/contracts';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useCurrentCompany } from '#web/features/issuer-company/index.ts';
import { issuerNdaCountersignUrl, useDeclineIssuerNda } from '#web/features/issuer-interest/index.ts';
import { NdaDesk, type NdaView } from '#web/features/nda-desk/components/nda-desk.tsx';
import { useSigningCompleteRedirect } from '#web/features/signing/hooks/use-signing-complete-redirect.ts';
import { goToUrl } from '#web/lib/go-to-url.ts';
import { errorText } from '#web/lib/api-error.ts';
import { DealCountersign } from '../fid-admin/deal-countersign.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The issuer's views: waiting, in progress, and what was executed or declined. */
const ISSUER_VIEWS: NdaView[] = [
  { value: 'NDA_SIGNED', label: 'To countersign' },
  { value: 'NDA_COUNTERSIGN_IN_PROCESS', label: 'In progress' },
  { value: 'NDA_EXECUTED', label: 'Executed' },
  { value: 'NDA_DECLINED', label: 'Declined' },
];

/**
 * `/issuers/ndas` (issue 16 point 5): the company's investor-signed NDAs its signatories countersign
 * through the same ceremony and seal as the fiduciary's, or decline with a reason the investor reads.
 * With `?esign=<session>` it hosts the ceremony; `?opportunity=<id>` shows one opportunity's NDAs.
 */
export function IssuerNdasPage() {
  const { fidId, companies, list } = useCurrentCompany();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirecting = useSigningCompleteRedirect();
  const decline = useDeclineIssuerNda(fidId);
  const sessionId = search.get(COUNTERSIGN_SESSION_PARAM);
  const opportunity = search.get('opportunity');
  if (redirecting || companies.isPending) return <PageLoader />;
  if (sessionId)
    return <DealCountersign fidId={fidId} sessionId={sessionId} dealHref={ISSUER_NDA_PATH} subject="NDA" />;
  // A signatory of one company may be a viewer of another: the buttons follow the company's permissions.
  const mayCountersign = list.some((c) => c.permissions.countersign);
  return (
    <>
      <PageHeader
        title="NDA Countersigning"
        subtitle="NDAs investors have signed: read each one, then countersign it to open the data room, or decline it with a reason."
      />
      {companies.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(companies.error, 'Failed to load data')}
        </Alert>
      ) : (
        <NdaDesk
          fidId={fidId}
          views={ISSUER_VIEWS}
          opportunityId={opportunity && UUID.test(opportunity) ? opportunity : undefined}
          onCountersign={
            mayCountersign
              ? async (ndaId) => goToUrl(await issuerNdaCountersignUrl(fidId, ndaId), (path) => void navigate(path))
              : null
          }
          onDecline={
            mayCountersign
              ? async (ndaId, reason) => {
                  await decline.mutateAsync({ ndaId, reason });
                }
              : null
          }
        />
      )}
    </>
  );
}

export { IssuerNdasPage as Component };
