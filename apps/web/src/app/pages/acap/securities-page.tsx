import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useCurrentCapTable, CapTableGate, CapTableSelector } from '#web/features/captable/core/index.ts';
import { capHref, SecuritiesList } from '#web/features/captable/securities/index.ts';

/** /acap/securities (issue 17 point 3): every security of the company, drafts with their readiness. */
export function Component() {
  const { capTable, list, choose } = useCurrentCapTable();
  return (
    <>
      <PageHeader
        title="Securities"
        subtitle={capTable ? `Shares, warrants, convertibles and options of ${capTable.company_name}.` : undefined}
        actions={<CapTableSelector list={list} value={capTable?.issuer_id ?? null} onChange={choose} />}
      />
      <CapTableGate variant="page">
        {({ capTable: c, params: p }) => (
          <SecuritiesList
            params={p}
            detailHref={(securityId) => capHref('CapTable.Security', c.issuer_id, { securityId })}
            newHref={c.permissions.draft_securities ? capHref('CapTable.SecurityNew', c.issuer_id) : undefined}
            mayIssue={c.permissions.issue_securities}
          />
        )}
      </CapTableGate>
    </>
  );
}
