import { useNavigate } from 'react-router';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useCurrentCapTable, CapTableGate, CapTableSelector } from '#web/features/captable/core/index.ts';
import { capHref, DraftForm } from '#web/features/captable/securities/index.ts';

/** /acap/securities/new (issue 17 point 3): a new draft, its readiness shown while it is filled. */
export function Component() {
  const navigate = useNavigate();
  const { capTable, list, choose } = useCurrentCapTable();
  const listPath = capTable ? capHref('CapTable.Securities', capTable.issuer_id) : '/acap/securities';
  return (
    <>
      <PageHeader
        title="New Security"
        subtitle={capTable ? `A draft in the cap table of ${capTable.company_name}.` : undefined}
        breadcrumbs={[{ label: 'Securities', to: listPath }, { label: 'New security' }]}
        backTo={listPath}
        actions={<CapTableSelector list={list} value={capTable?.issuer_id ?? null} onChange={choose} />}
      />
      <CapTableGate variant="page">
        {({ capTable: c, params: p }) => (
          <DraftForm
            key={c.issuer_id}
            params={p}
            onSaved={(s) => void navigate(capHref('CapTable.Security', c.issuer_id, { securityId: s.id }))}
            onCancel={() => void navigate(listPath)}
          />
        )}
      </CapTableGate>
    </>
  );
}
