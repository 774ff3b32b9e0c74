import { listCallableOpportunitiesRoute, previewCapitalCallRoute } from '@dl/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { NewCallForm } from './new-call-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const OPPORTUNITY_ID = '21111111-2222-4333-8444-555555555555';

describe('NewCallForm', () => {
  it('previews the allocation with the rounding rule named before the call can be issued', async () => {
    const calls = mockApi(
      on(listCallableOpportunitiesRoute, () => ({
        data: [{ id: OPPORTUNITY_ID, name: 'Industrial Automation Fund I', investors: 3, commitments_total: '300.00' }],
      })),
      on(previewCapitalCallRoute, ({ body }) => ({
        data: {
          total: '100.00',
          commitments_total: '300.00',
          rounding_rule: 'largest-remainder, ties by investment id',
          lines: ['33.34', '33.33', '33.33'].map((amount, i) => ({
            investment_id: `6111111${i}-2222-4333-8444-555555555555`,
            entity_id: `7111111${i}-2222-4333-8444-555555555555`,
            entity_name: `Investor ${i + 1}`,
            commitment: '100.00',
            amount: body && 'percentage' in body ? amount : '0.00',
          })),
        },
      })),
    );
    renderWithRouter(<NewCallForm fidId={FID_ID} onCreated={() => undefined} />);
    const user = userEvent.setup();
    const issue = screen.getByRole('button', { name: 'Issue capital call' });
    expect(issue).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Preview allocation' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Opportunity' }));
    await user.click(await screen.findByRole('option', { name: /Industrial Automation Fund I/ }));
    await user.type(screen.getByRole('textbox', { name: /^Percentage of commitments/ }), '33.333');
    await user.click(screen.getByRole('button', { name: 'Preview allocation' }));

    const preview = await screen.findByRole('region', { name: 'Allocation preview' });
    expect(within(preview).getByText(/largest-remainder, ties by investment id/)).toBeInTheDocument();
    const rows = within(within(preview).getByRole('table', { name: 'Allocation by investor' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(preview).getByText('$33.34')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.endsWith(`/opportunities/${OPPORTUNITY_ID}/capital-calls/preview`));
    expect(sent?.body).toEqual({ percentage: '33.333' });
    // No due date yet: the call cannot be issued.
    expect(issue).toBeDisabled();
  });
});
