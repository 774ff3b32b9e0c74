import { getDataRoomAnalyticsRoute, getIssuerHoldingsRoute, getOpportunityInterestRoute } from '@dl/contracts';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { holdingsAnswer, interestAnswer, investor, OPPORTUNITY_ID } from '../test-data.ts';
import { DataRoomAnalytics } from './data-room-analytics.tsx';
import { HoldingsTable } from './holdings-table.tsx';
import { InvestorsPanel } from './investors-table.tsx';

/** Serious and critical axe findings; contrast needs real layout, so the browser e2e run checks it. */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
    iframes: false,
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('issuer interest screens (axe, serious and critical)', () => {
  it('has none on the funnel, the investors, the data-room readers and the holdings', async () => {
    mockApi(
      on(getOpportunityInterestRoute, () => interestAnswer([investor()])),
      on(getDataRoomAnalyticsRoute, () => ({
        results: [
          {
            document: { id: 'd1000000-0000-4000-8000-000000000001', name: 'Deck.pdf', category: ['Company'] },
            views: 1,
            viewers: 1,
            last_viewed_on: '2026-11-05T10:00:00.000Z',
            readers: [],
          },
        ],
      })),
      on(getIssuerHoldingsRoute, () => holdingsAnswer()),
    );
    renderWithRouter(
      <main>
        <InvestorsPanel fidId={FID_ID} opportunityId={OPPORTUNITY_ID} countersignHref="/issuers/ndas" />
        <DataRoomAnalytics fidId={FID_ID} opportunityId={OPPORTUNITY_ID} />
        <HoldingsTable fidId={FID_ID} issuerId="3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f" />
      </main>,
    );
    await screen.findByText('Avery Family Trust');
    await screen.findByRole('button', { name: /^Deck\.pdf/ });
    await screen.findByRole('table', { name: 'Executed investments per security' });
    expect(await seriousViolations()).toEqual([]);
  });
});
