import { Anchor, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { hrefFor } from '#web/lib/named-routes.ts';

const LINKS = [
  { to: hrefFor('Portfolios'), label: 'Overview' },
  { to: hrefFor('Portfolios.PositionsBalances'), label: 'Positions & Balances' },
  { to: hrefFor('Portfolios.TradingActivity'), label: 'Trading Activity' },
  { to: hrefFor('PortfolioSummary'), label: 'Summary' },
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
