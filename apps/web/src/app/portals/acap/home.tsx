import { rolesFor } from '@dl/domain';
import { Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useCurrentCapTable, CapTableGate, CapTableSelector } from '#web/features/captable/core/index.ts';
import { CapTableHome } from '#web/features/captable/securities/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useSession } from '#web/lib/session-store.ts';

const HOLDERS: readonly string[] = rolesFor('captable.holdings.own');

/**
 * Home of the cap-table portal (/acap/): the summary for readers of the cap table; a holder sees only
 * their own holdings, so they land there.
 */
export function Component() {
  const role = useSession().claims?.current_role ?? '';
  const isHolder = HOLDERS.includes(role);
  const { capTable, list, choose } = useCurrentCapTable();
  if (isHolder) return <Navigate to={hrefFor('CapTable.Holdings')} replace />;
  return (
    <Stack gap="lg">
      <PageHeader
        title={capTable ? capTable.company_name : 'Cap table'}
        subtitle="Who owns what: by class, by stakeholder, under a named fully-diluted definition."
        actions={<CapTableSelector list={list} value={capTable?.issuer_id ?? null} onChange={choose} />}
      />
      <CapTableGate variant="page">
        {({ capTable: c, params: p }) => <CapTableHome key={c.issuer_id} capTable={c} params={p} />}
      </CapTableGate>
    </Stack>
  );
}
