import { Stack } from '@mantine/core';
import { PositionTable } from '#web/features/portfolio/components/position-table.tsx';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { PortfolioNav } from './portfolio-nav.tsx';

const positionHref = (id: string) => hrefFor('Portfolio', { id });

/** `portfolios/positions-balances`: my executed primary positions (`GET portfolio`). */
export function PositionsPage() {
  return (
    <Stack gap="lg">
      <PositionTable fidId={useFidId()} title="Positions & Balances" isPrimary positionHref={positionHref} />
      <PortfolioNav />
    </Stack>
  );
}

export { PositionsPage as Component };
