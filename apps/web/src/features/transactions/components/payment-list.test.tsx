import { confirmPaymentSentRoute, listPaymentsRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { INVESTMENT_ID, investment, PAYMENT_ID, payment } from '../test-data.ts';
import { PaymentList } from './payment-list.tsx';

const CONFIRM_URL = `/api/v1/fid/${FID_ID}/investments/${INVESTMENT_ID}/payments/${PAYMENT_ID}/confirm-sent`;

describe('PaymentList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the investor labels of spec 4', async () => {
    mockApi(
      on(listPaymentsRoute, () => ({
        data: [
          payment(),
          payment({
            id: '42111111-2222-4333-8444-555555555555',
            status: 'PENDING_ACKNOWLEDGEMENT',
            investor_label: 'SENT',
            can_confirm_sent: false,
          }),
          payment({
            id: '43111111-2222-4333-8444-555555555555',
            status: 'COMPLETED',
            investor_label: 'CONFIRMED',
            can_confirm_sent: false,
          }),
        ],
      })),
    );
    renderWithRouter(<PaymentList fidId={FID_ID} investmentId={INVESTMENT_ID} canAct />);
    const table = await screen.findByRole('list', { name: 'Payments' });
    for (const label of ['NOT APPLICABLE', 'SENT', 'CONFIRMED'])
      expect(within(table).getByText(label)).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Confirm payment sent' })).toHaveLength(1);
  });

  it('offers no action to a viewer', async () => {
    mockApi(on(listPaymentsRoute, () => ({ data: [payment()] })));
    renderWithRouter(<PaymentList fidId={FID_ID} investmentId={INVESTMENT_ID} canAct={false} />);
    await screen.findByText('NOT APPLICABLE');
    expect(screen.queryByRole('button', { name: 'Confirm payment sent' })).toBeNull();
  });

  it('confirms through the dialog, posts confirm-sent and shows the new label', async () => {
    let sent = false;
    const calls = mockApi(
      on(confirmPaymentSentRoute, () => {
        sent = true;
        const p = payment({ status: 'PENDING_ACKNOWLEDGEMENT', investor_label: 'SENT', can_confirm_sent: false });
        return { data: { payment: p, investment: investment() } };
      }),
      on(listPaymentsRoute, () => ({
        data: [
          sent
            ? payment({ status: 'PENDING_ACKNOWLEDGEMENT', investor_label: 'SENT', can_confirm_sent: false })
            : payment(),
        ],
      })),
    );
    renderWithRouter(<PaymentList fidId={FID_ID} investmentId={INVESTMENT_ID} canAct />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm payment sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment sent' });
    expect(within(dialog).getByText(/\$250,000/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment sent' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith(CONFIRM_URL))).toBe(true));
    expect(await screen.findByText('SENT')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm payment sent' })).toBeNull();
  });

  it('cancelling the dialog sends nothing', async () => {
    const calls = mockApi(on(listPaymentsRoute, () => ({ data: [payment()] })));
    renderWithRouter(<PaymentList fidId={FID_ID} investmentId={INVESTMENT_ID} canAct />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm payment sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment sent' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("keeps the action when the server refuses, with the server's sentence", async () => {
    mockApi(
      on(confirmPaymentSentRoute, () => apiError(409, 'Payment is already confirmed.', 'CONFLICT')),
      on(listPaymentsRoute, () => ({ data: [payment()] })),
    );
    renderWithRouter(<PaymentList fidId={FID_ID} investmentId={INVESTMENT_ID} canAct />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm payment sent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment sent' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment sent' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm payment sent' })).toBeEnabled());
  });
});
