import { useNavigate } from 'react-router';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { CompanySelector, uploadCompanyImage } from '#web/features/issuer-company/index.ts';
import { OpportunityForm } from '#web/features/issuer-opportunities/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { WithCompany } from './issuer-company-state.tsx';

/** Issuer portal: a new draft of the current company (issue 16 point 3). */
export function OpportunityNewPage() {
  const navigate = useNavigate();
  const listPath = hrefFor('Issuer.Opportunities');
  return (
    <WithCompany>
      {({ fidId, list, company, choose }) => (
        <>
          <PageHeader
            title="New Opportunity"
            subtitle={`A draft of ${company.name}: save it, then send it for review from its page.`}
            breadcrumbs={[{ label: 'My Opportunities', to: listPath }, { label: 'New opportunity' }]}
            backTo={listPath}
            actions={<CompanySelector companies={list} value={company.id} onChange={choose} />}
          />
          <OpportunityForm
            key={company.id}
            fidId={fidId}
            issuerId={company.id}
            uploadLogo={(file) => uploadCompanyImage(fidId, company.id, 'logo', file)}
            onSaved={(o) => void navigate(hrefFor('Issuer.Opportunity', { id: o.id }))}
            onCancel={() => void navigate(listPath)}
          />
        </>
      )}
    </WithCompany>
  );
}

export { OpportunityNewPage as Component };
