import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useCurrentCapTable, CapTableGate, CapTableSelector } from '#web/features/captable/core/index.ts';
import { RequestsTable } from '#web/features/captable/securities/index.ts';

/** /acap/requests (issue 17 point 4): action requests; administrators approve or reject them. */
export function Component() {
  const { capTable, list, choose } = useCurrentCapTable();
  return (
    <>
      <PageHeader
        title="Action Requests"
        subtitle={
          capTable?.permissions.act_on_requests
            ? 'Editors’ requests to act on a security: approving one runs the action.'
            : 'The actions you and other editors asked for, and what an administrator decided.'
        }
        actions={<CapTableSelector list={list} value={capTable?.issuer_id ?? null} onChange={choose} />}
      />
      <CapTableGate variant="page">
        {({ capTable: c, params: p }) => (
          <RequestsTable key={c.issuer_id} params={p} mayDecide={c.permissions.act_on_requests} />
        )}
      </CapTableGate>
    </>
  );
}
