import type { SigningSession } from '@dl/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { AUTOSAVE_DELAY_MS } from '../hooks/use-autosave.ts';
import { CeremonyForm } from './ceremony-form.tsx';

const CONSENT = 'I agree to sign this NDA electronically (version nda-consent-1).';

function session(overrides: Partial<SigningSession> = {}): SigningSession {
  return {
    id: '11111111-2222-4333-8444-555555555555',
    subject_kind: 'NDA',
    subject_id: '21111111-2222-4333-8444-555555555555',
    status: 'OPEN',
    title: 'Sign the NDA: Helios Solar Fund II',
    document: {
      name: 'Helios NDA.pdf',
      signed_url: '/api/v1/signed-files/x?expires=1&signature=y',
      fields: [
        { name: 'company', label: 'Company', type: 'text', required: true },
        { name: 'newsletter', label: 'Send me news', type: 'checkbox', required: false },
      ],
      data_list: [{ name: 'newsletter', value: true }],
    },
    consent: { text: CONSENT, version: 'nda-consent-1' },
    signer: { name: 'Ivy Investor', email: 'investor@demo.test' },
    return_path: '/digital-locker/opportunity/31111111-2222-4333-8444-555555555555',
    last_error: null,
    expires_on: '2026-12-31T00:00:00Z',
    ...overrides,
  };
}

function renderForm(onSubmit = vi.fn(() => Promise.resolve())) {
  renderWithRouter(<CeremonyForm session={session()} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('CeremonyForm', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the required fields and a signature before the dialog opens', async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.getByRole('checkbox', { name: 'Send me news' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Company is required')).toBeInTheDocument();
    expect(screen.getByText('Signature is required')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('signs with a typed name only after the consent is given, sending its version and the values', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Acme LLC');
    await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), 'Ivy Investor');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await screen.findByRole('dialog', { name: 'Sign the NDA: Helios Solar Fund II' });
    const confirm = screen.getAllByRole('button', { name: 'Sign' }).at(-1) as HTMLElement;
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(confirm);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      consent: true,
      consent_version: 'nda-consent-1',
      mark: { kind: 'typed', text: 'Ivy Investor' },
      data_list: [
        { name: 'company', value: 'Acme LLC' },
        { name: 'newsletter', value: true },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('signs with a drawn signature as a PNG', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    HTMLCanvasElement.prototype.getContext = vi.fn(
      () =>
        ({
          scale: vi.fn(),
          beginPath: vi.fn(),
          moveTo: vi.fn(),
          lineTo: vi.fn(),
          stroke: vi.fn(),
          clearRect: vi.fn(),
        }) as unknown as CanvasRenderingContext2D,
    ) as unknown as typeof HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.toDataURL = vi.fn(() => png);
    HTMLCanvasElement.prototype.setPointerCapture = vi.fn();
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Acme LLC');
    await user.click(screen.getByRole('radio', { name: 'Draw' }));
    const pad = screen.getByRole('img', { name: 'Signature drawing area' });
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await user.click(await screen.findByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getAllByRole('button', { name: 'Sign' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ mark: { kind: 'drawn', png_base64: png } })),
    );
  });

  it('saves the values a moment after they are typed, and says so', async () => {
    vi.useFakeTimers();
    const onSaveValues = vi.fn(() => Promise.resolve());
    renderWithRouter(
      <CeremonyForm session={session()} onSubmit={vi.fn(() => Promise.resolve())} onSaveValues={onSaveValues} />,
    );
    const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const box = screen.getByRole('textbox', { name: /Company/ });
    // Typed under fake timers (user-event waits on a timer of its own); each change starts the wait again.
    for (const text of ['A', 'Ac', 'Acm', 'Acme']) {
      fireEvent.change(box, { target: { value: text } });
      await elapse(AUTOSAVE_DELAY_MS - 100);
    }
    expect(onSaveValues).not.toHaveBeenCalled();
    await elapse(200);
    expect(onSaveValues).toHaveBeenCalledTimes(1);
    expect(onSaveValues).toHaveBeenLastCalledWith([
      { name: 'company', value: 'Acme' },
      { name: 'newsletter', value: true },
    ]);
    expect(screen.getByText('Your entries are saved.')).toBeInTheDocument();
  });

  it('shows a failed submit in the dialog and keeps what was typed', async () => {
    const failure = new ApiError(400, 'Company is required', 'VALIDATION');
    const { user } = renderForm(vi.fn(() => Promise.reject(failure)));
    await user.type(screen.getByRole('textbox', { name: /Company/ }), 'Acme LLC');
    await user.type(screen.getByRole('textbox', { name: 'Type your full name' }), 'Ivy Investor');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await user.click(await screen.findByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getAllByRole('button', { name: 'Sign' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Company is required', { selector: '[role="alert"] *' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company/ })).toHaveValue('Acme LLC');
    expect(screen.getByRole('textbox', { name: 'Type your full name' })).toHaveValue('Ivy Investor');
  });
});
