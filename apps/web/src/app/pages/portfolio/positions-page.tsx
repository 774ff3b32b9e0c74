import { Stack } from '@mantine/core';
import { PositionTable } from '../../../features/portfolio/components/position-table.tsx';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { PortfolioNav } from './portfolio-nav.tsx';
import { portfolioPaths } from './portfolio-paths.ts';

/** `portfolios/positions-balances`: my executed primary positions (`GET portfolio`). */
export function PositionsPage() {
  return (
    <Stack gap="lg">
      <PositionTable fidId={useFidId()} title="Positions & Balances" isPrimary positionHref={portfolioPaths.position} />
      <PortfolioNav />
    </Stack>
  );
}

export { PositionsPage as Component };
