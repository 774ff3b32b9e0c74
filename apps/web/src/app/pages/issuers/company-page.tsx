import { PageHeader } from '#web/components/shell/page-header.tsx';
import { CompanyForm, CompanySelector } from '#web/features/issuer-company/index.ts';
import { WithCompany } from './issuer-company-state.tsx';

/** Issuer portal: the company's details, address, images and approval rule (issue 16 point 2). */
export function CompanyPage() {
  return (
    <WithCompany>
      {({ fidId, list, company, choose }) => (
        <>
          <PageHeader
            title="Company Details"
            subtitle="What investors see of your company: details, address and branding."
            actions={<CompanySelector companies={list} value={company.id} onChange={choose} />}
          />
          {/* A new key per company: the form starts again from the chosen company's values. */}
          <CompanyForm key={company.id} fidId={fidId} company={company} />
        </>
      )}
    </WithCompany>
  );
}

export { CompanyPage as Component };
