import { getWireInstructionsRoute } from '@dl/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { WireInstructionsCard } from './wire-instructions-card.tsx';

const INVESTMENT = '11111111-2222-4333-8444-555555555555';

describe('WireInstructionsCard', () => {
  it('shows the instructions with the reference and when the fiduciary last verified them', async () => {
    mockApi(
      on(getWireInstructionsRoute, () => ({
        data: {
          reference: 'DL-1A2B3C',
          amount: '25000.00',
          wire_instructions: {
            bank_name: 'First Demo Bank',
            bank_address: '',
            account_name: 'Demo Fund LP',
            account_number: '000111222',
            routing_number: '021000021',
            swift_code: '',
            instructions: '',
            modified_on: '2026-11-01T10:00:00.000Z',
            verified_on: '2026-11-20T10:00:00.000Z',
          },
        },
      })),
    );
    renderWithRouter(<WireInstructionsCard fidId={FID_ID} investmentId={INVESTMENT} />);
    expect(await screen.findByText('DL-1A2B3C')).toBeInTheDocument();
    expect(screen.getByText(/Verified by your fiduciary on 11\/20\/2026/)).toBeInTheDocument();
  });
});
