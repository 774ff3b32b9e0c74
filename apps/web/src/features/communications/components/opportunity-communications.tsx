import { QNA_WIDGET_SIZE } from '@dl/contracts';
import { INVESTOR_ROLES, toInvestorRole } from '@dl/domain';
import { Paper } from '@mantine/core';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useSession } from '#web/lib/session-store.ts';
import { CommunicationList } from './communication-list.tsx';

/** The opportunity page's Communications: my questions about it, 3 of them, See All, and a new one. */
export function OpportunityCommunications({ fidId, opportunityId }: { fidId: string; opportunityId: string }) {
  const role = useSession().claims?.current_role;
  const investorRole = role ? toInvestorRole(role) : null;
  const canAsk = investorRole !== null && investorRole !== INVESTOR_ROLES.VIEWER;
  return (
    <Paper withBorder p="md" radius="md">
      <CommunicationList
        fidId={fidId}
        opportunityId={opportunityId}
        pageSize={QNA_WIDGET_SIZE}
        paginate={false}
        canAsk={canAsk}
        seeAllHref={hrefFor('Communication', {}, { opportunity: opportunityId })}
      />
    </Paper>
  );
}
