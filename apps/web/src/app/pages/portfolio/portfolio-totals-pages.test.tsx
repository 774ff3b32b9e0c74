import { portfolioSummaryRoute } from '@dl/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { PortfolioSummaryPage } from './portfolio-summary-page.tsx';
import { PortfoliosPage } from './portfolios-page.tsx';

vi.mock('../deal-flow/use-fid-id.ts', () => ({ useFidId: () => FID_ID }));

const SUMMARY = {
  data: {
    totals: { positions: 7, cost: '515000.00', current_value: '633150.00', gain: '118150.00' },
    by_sector: [],
    by_stage: [],
    by_type: [],
    value_over_time: [],
  },
};

describe("the portfolio totals are the dashboard's (ADR 0033)", () => {
  for (const [name, Page] of [
    ['Investment overview', PortfoliosPage],
    ['Portfolio Summary', PortfolioSummaryPage],
  ] as const) {
    it(`${name} asks for every position, primary and secondary, and shows its Invested`, async () => {
      const calls = mockApi(on(portfolioSummaryRoute, () => SUMMARY));
      renderRoutes([{ path: '/', element: <Page /> }], '/');
      const invested = await screen.findByRole('region', { name: 'Invested' });
      expect(await within(invested).findByText('$515,000')).toBeInTheDocument();
      const request = calls.find((c) => c.url.endsWith('/portfolio/summary'));
      expect(request?.body).toEqual({ filter_param: {} });
    });
  }
});
