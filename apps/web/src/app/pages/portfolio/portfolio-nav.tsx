import { Anchor, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { portfolioPaths } from './portfolio-paths.ts';

const LINKS = [
  { to: portfolioPaths.portfolios, label: 'Overview' },
  { to: portfolioPaths.positions, label: 'Positions & Balances' },
  { to: portfolioPaths.tradingActivity, label: 'Trading Activity' },
  { to: portfolioPaths.summary, label: 'Summary' },
];

/** Links between the portfolio screens (spec 2: portfolios and its children). */
export function PortfolioNav() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Portfolio" gap="lg" wrap="wrap">
      {LINKS.map((link) => {
        const isCurrent = pathname === link.to;
        return (
          <Anchor
            key={link.to}
            component={Link}
            to={link.to}
            size="sm"
            fw={isCurrent ? 700 : 500}
            underline={isCurrent ? 'always' : 'hover'}
            aria-current={isCurrent ? 'page' : undefined}
          >
            {link.label}
          </Anchor>
        );
      })}
    </Group>
  );
}
