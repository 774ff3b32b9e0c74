import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { uploadCompanyImage, useFidId } from '#web/features/issuer-company/index.ts';
import { LOAD_FAILED, OpportunityForm, useIssuerOpportunity } from '#web/features/issuer-opportunities/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';

/** Issuer portal: edit a draft (only drafts are edited; ADR 0030). */
export function OpportunityEditPage() {
  const { id = '' } = useParams();
  const fidId = useFidId();
  const navigate = useNavigate();
  const opportunity = useIssuerOpportunity(fidId, id);
  const detailPath = hrefFor('Issuer.Opportunity', { id });

  if (opportunity.isPending) return <PageLoader />;
  if (opportunity.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(opportunity.error, LOAD_FAILED)}
      </Alert>
    );
  const o = opportunity.data;
  const header = (
    <PageHeader
      title={`Edit ${o.name}`}
      breadcrumbs={[
        { label: 'My Opportunities', to: hrefFor('Issuer.Opportunities') },
        { label: o.name, to: detailPath },
        { label: 'Edit' },
      ]}
      backTo={detailPath}
    />
  );
  if (!o.actions.includes('edit'))
    return (
      <>
        {header}
        <Alert color="blue" title="This opportunity cannot be changed now">
          Only drafts are edited. An opportunity under review or published keeps its terms; a rejected one is a draft
          again.
        </Alert>
      </>
    );
  return (
    <>
      {header}
      <OpportunityForm
        fidId={fidId}
        issuerId={o.issuer.id}
        opportunity={o}
        uploadLogo={(file) => uploadCompanyImage(fidId, o.issuer.id, 'logo', file)}
        onSaved={() => void navigate(detailPath)}
        onCancel={() => void navigate(detailPath)}
      />
    </>
  );
}

export { OpportunityEditPage as Component };
