import type { SigningSession } from '@dl/contracts';
import { NDA_SIGNED_MESSAGE } from '@dl/domain';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FID_ID, jsonResponse, mockFetch } from '../../../test/factories.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { SEAL_POLL_MS } from '../api/signing-session.ts';
import { DEAL_SIGNED_MESSAGE } from '../lib/seal-messages.ts';
import { SealWait } from './seal-wait.tsx';

const SESSION_ID = '11111111-2222-4333-8444-555555555555';
const OPP_ID = '31111111-2222-4333-8444-555555555555';
const REDIRECT = `/digital-locker/opportunity/${OPP_ID}`;

function session(status: SigningSession['status'], overrides: Partial<SigningSession> = {}): SigningSession {
  return {
    id: SESSION_ID,
    subject_kind: 'NDA',
    subject_id: '21111111-2222-4333-8444-555555555555',
    status,
    title: 'Sign the NDA',
    document: { name: 'NDA.pdf', signed_url: '/api/v1/signed-files/x', fields: [], data_list: [] },
    consent: { text: 'I agree', version: '1' },
    signer: { name: 'Ivy Investor', email: 'investor@demo.test' },
    return_path: REDIRECT,
    last_error: status === 'FAILED' ? 'The signing certificate could not be read.' : null,
    expires_on: '2026-12-31T00:00:00Z',
    ...overrides,
  };
}

function renderWait() {
  const navigate = vi.fn();
  renderWithRouter(<SealWait fidId={FID_ID} sessionId={SESSION_ID} redirect={REDIRECT} navigate={navigate} />);
  return navigate;
}

describe('SealWait (docu-sign-wait)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('polls every 1.5 s until sealed, then goes back with the NDA signed message', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n');
    const answers: SigningSession['status'][] = ['SUBMITTED', 'SUBMITTED', 'SEALED'];
    const calls = mockFetch(() => jsonResponse(session(answers.shift() ?? 'SEALED')));
    const navigate = renderWait();
    expect(await screen.findByText(/sealing your signature/)).toBeInTheDocument();
    expect(SEAL_POLL_MS).toBe(1500);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(REDIRECT, { replace: true }), { timeout: 8000 });
    expect(calls.length).toBe(3);
    expect(calls[0]?.url).toContain(`/fid/${FID_ID}/signing-sessions/${SESSION_ID}`);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: NDA_SIGNED_MESSAGE, color: 'success' }));
  });

  it('uses the deal message for a deal', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n');
    mockFetch(() => jsonResponse(session('SEALED', { subject_kind: 'DEAL' })));
    const navigate = renderWait();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: DEAL_SIGNED_MESSAGE }));
  });

  it("shows a failed seal and 'Try again' opens a new NDA ceremony", async () => {
    const calls = mockFetch((call) =>
      call.url.includes('/nda/esign')
        ? jsonResponse({ data: { url: '/digital-locker/esign/41111111-2222-4333-8444-555555555555' } })
        : jsonResponse(session('FAILED')),
    );
    const navigate = renderWait();
    expect(await screen.findByRole('alert')).toHaveTextContent('The signing certificate could not be read.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/digital-locker/esign/41111111-2222-4333-8444-555555555555'),
    );
    expect(calls.some((c) => c.url.includes(`/investors/opportunities/${OPP_ID}/nda/esign`))).toBe(true);
    // A failed session is final: no more polling.
    const reads = calls.filter((c) => c.url.includes('/signing-sessions/')).length;
    await new Promise((resolve) => setTimeout(resolve, SEAL_POLL_MS + 300));
    expect(calls.filter((c) => c.url.includes('/signing-sessions/')).length).toBe(reads);
  });
});
