import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { EsignDialog } from './esign-dialog.tsx';

const NAME = 'Northwind Series B - Subscription Agreement.pdf';

async function agree(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: /I agree to sign/ }));
}

describe('EsignDialog', () => {
  it('shows the document name and signs only after consent, with the default label Sign', async () => {
    const onSign = vi.fn();
    renderWithRouter(<EsignDialog opened documentName={NAME} onClose={vi.fn()} onSign={onSign} />);
    expect(await screen.findByRole('dialog', { name: 'Sign document' })).toHaveTextContent(NAME);
    const sign = screen.getByRole('button', { name: 'Sign' });
    expect(sign).toBeDisabled();
    const user = userEvent.setup();
    await agree(user);
    await user.click(sign);
    expect(onSign).toHaveBeenCalledTimes(1);
  });

  it('takes a custom label', async () => {
    renderWithRouter(
      <EsignDialog opened documentName={NAME} signLabel="Sign NDA" onClose={vi.fn()} onSign={vi.fn()} />,
    );
    expect(await screen.findByRole('button', { name: 'Sign NDA' })).toBeInTheDocument();
  });

  it('shows a loading state while signing', async () => {
    let finish: () => void = () => {};
    const onSign = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithRouter(<EsignDialog opened documentName={NAME} onClose={vi.fn()} onSign={onSign} />);
    const user = userEvent.setup();
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign' })).toHaveAttribute('data-loading'));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign' })).not.toHaveAttribute('data-loading'));
  });

  it("shows 'Failed to sign document' when signing fails without a detail", async () => {
    renderWithRouter(
      <EsignDialog opened documentName={NAME} onClose={vi.fn()} onSign={() => Promise.reject(new Error('x'))} />,
    );
    const user = userEvent.setup();
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign document');
  });

  it("shows the server's detail when there is one", async () => {
    const failure = new ApiError(409, 'This document was already signed.', 'CONFLICT');
    renderWithRouter(
      <EsignDialog opened documentName={NAME} onClose={vi.fn()} onSign={() => Promise.reject(failure)} />,
    );
    const user = userEvent.setup();
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This document was already signed.');
  });

  it('shows an error passed from outside', async () => {
    renderWithRouter(
      <EsignDialog opened documentName={NAME} error="Failed to sign document" onClose={vi.fn()} onSign={vi.fn()} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign document');
  });
});
