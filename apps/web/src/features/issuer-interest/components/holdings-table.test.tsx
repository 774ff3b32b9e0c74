import { getIssuerHoldingsRoute } from '@dl/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { holdingsAnswer } from '../test-data.ts';
import { HoldingsTable } from './holdings-table.tsx';

const ISSUER = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

describe('HoldingsTable (issue 16 point 7)', () => {
  it('shows each security with exact amounts, cents only where there are some, and the exact total', async () => {
    mockApi(on(getIssuerHoldingsRoute, () => holdingsAnswer()));
    renderWithRouter(<HoldingsTable fidId={FID_ID} issuerId={ISSUER} />);
    const table = await screen.findByRole('table', { name: 'Executed investments per security' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Northwind Series ACommon stock3$1,250,000.50');
    expect(rows[2]).toHaveTextContent('Preferred stock1$75,000');
    expect(rows[3]).toHaveTextContent('Total$1,325,000.50');
  });

  it('says when nothing has been executed yet', async () => {
    mockApi(on(getIssuerHoldingsRoute, () => ({ results: [], total: '0' })));
    renderWithRouter(<HoldingsTable fidId={FID_ID} issuerId={ISSUER} />);
    expect(await screen.findByText('No investment in this company has been executed yet')).toBeInTheDocument();
  });
});
