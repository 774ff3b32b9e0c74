import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useCurrentCapTable, type CapParams, CapTableGate } from '#web/features/captable/core/index.ts';
import { capHref, DraftForm, useSecurity } from '#web/features/captable/securities/index.ts';
import { errorText } from '#web/lib/api-error.ts';

function EditDraft({ params, issuerId, securityId }: { params: CapParams; issuerId: string; securityId: string }) {
  const navigate = useNavigate();
  const security = useSecurity(params, securityId);
  const detailPath = capHref('CapTable.Security', issuerId, { securityId });
  if (security.isPending) return <PageLoader />;
  if (security.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(security.error, 'Failed to load data')}
      </Alert>
    );
  if (security.data.status !== 'draft')
    return (
      <Alert color="blue" icon={<IconAlertCircle aria-hidden />}>
        {securityId} has been issued, so it is no longer edited as a draft; use Modify on its page.
      </Alert>
    );
  return (
    <DraftForm
      params={params}
      draft={security.data}
      onSaved={() => void navigate(detailPath)}
      onCancel={() => void navigate(detailPath)}
    />
  );
}

/** /acap/securities/:securityId/edit (issue 17 point 3): a draft's fields, its readiness live. */
export function Component() {
  const securityId = useParams().securityId ?? '';
  const { capTable } = useCurrentCapTable();
  const listPath = capTable ? capHref('CapTable.Securities', capTable.issuer_id) : '/acap/securities';
  return (
    <>
      <PageHeader
        title={`Edit ${securityId}`}
        breadcrumbs={[{ label: 'Securities', to: listPath }, { label: securityId }]}
        backTo={listPath}
      />
      <CapTableGate variant="page">
        {({ capTable: c, params: p }) => <EditDraft params={p} issuerId={c.issuer_id} securityId={securityId} />}
      </CapTableGate>
    </>
  );
}
