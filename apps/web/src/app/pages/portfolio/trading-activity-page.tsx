import { Stack } from '@mantine/core';
import { PositionTable } from '#web/features/portfolio/components/position-table.tsx';
import { TransactionList } from '#web/features/transactions/components/transaction-list.tsx';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { PortfolioNav } from './portfolio-nav.tsx';

const transactionHref = (id: string) => hrefFor('Transaction', { id });
const positionHref = (id: string) => hrefFor('Portfolio', { id });

const SECONDARY_ONLY = { is_primary: 'false' } as const;

/**
 * `portfolios/trading-activity`: secondary trades, as the trades themselves (`GET investments` of
 * SECONDARY opportunities, every status) and the positions they made (`GET portfolio?is_primary=false`).
 */
export function TradingActivityPage() {
  const fidId = useFidId();
  return (
    <Stack gap="xl">
      <TransactionList
        fidId={fidId}
        title="Trading Activity"
        detailHref={transactionHref}
        initialFilters={SECONDARY_ONLY}
      />
      <PositionTable
        fidId={fidId}
        title="Secondary positions"
        titleOrder={2}
        isPrimary={false}
        positionHref={positionHref}
        urlPrefix="positions."
      />
      <PortfolioNav />
    </Stack>
  );
}

export { TradingActivityPage as Component };
