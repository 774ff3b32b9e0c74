import { getNdaEsignRoute, getSigningSessionRoute, type SigningSession } from '@dl/contracts';
import { NDA_SIGNED_MESSAGE } from '@dl/domain';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
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

function renderWait(helpAddress?: string) {
  const navigate = vi.fn();
  renderWithRouter(
    <SealWait
      fidId={FID_ID}
      sessionId={SESSION_ID}
      redirect={REDIRECT}
      navigate={navigate}
      {...(helpAddress ? { helpAddress } : {})}
    />,
  );
  return navigate;
}

/**
 * Runs the timers due within `ms` and what they set off. Checks fall half a poll between two polls:
 * what a poll starts (the answer, the query's notification, the render) is over by then.
 */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const HALF = SEAL_POLL_MS / 2;

describe('SealWait (docu-sign-wait)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('polls every 1.5 s until sealed, then goes back with the NDA signed message', async () => {
    vi.useFakeTimers();
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n');
    const answers: SigningSession['status'][] = ['SUBMITTED', 'SUBMITTED', 'SEALED'];
    const calls = mockApi(on(getSigningSessionRoute, () => session(answers.shift() ?? 'SEALED')));
    const navigate = renderWait();
    expect(SEAL_POLL_MS).toBe(1500);
    await elapse(HALF);
    expect(screen.getByText(/sealing your signature/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain(`/fid/${FID_ID}/signing-sessions/${SESSION_ID}`);
    await elapse(SEAL_POLL_MS);
    expect(calls).toHaveLength(2);
    expect(navigate).not.toHaveBeenCalled();
    await elapse(SEAL_POLL_MS);
    expect(calls).toHaveLength(3);
    expect(navigate).toHaveBeenCalledWith(REDIRECT, { replace: true });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: NDA_SIGNED_MESSAGE, color: 'success' }));
    // Sealed is final: no more polling.
    await elapse(SEAL_POLL_MS * 3);
    expect(calls).toHaveLength(3);
  });

  it('uses the deal message for a deal', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n');
    mockApi(on(getSigningSessionRoute, () => session('SEALED', { subject_kind: 'DEAL' })));
    const navigate = renderWait();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: DEAL_SIGNED_MESSAGE }));
  });

  it("shows a failed seal and 'Try again' opens a new NDA ceremony", async () => {
    vi.useFakeTimers();
    const calls = mockApi(
      on(getNdaEsignRoute, () => ({ data: { url: '/digital-locker/esign/41111111-2222-4333-8444-555555555555' } })),
      on(getSigningSessionRoute, () => session('FAILED')),
    );
    const reads = () => calls.filter((c) => c.url.includes('/signing-sessions/')).length;
    const navigate = renderWait();
    await elapse(HALF);
    expect(screen.getByRole('alert')).toHaveTextContent('The signing certificate could not be read.');
    expect(reads()).toBe(1);
    // user-event waits on a timer of its own; under fake timers a plain click does.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await elapse(HALF);
    expect(navigate).toHaveBeenCalledWith('/digital-locker/esign/41111111-2222-4333-8444-555555555555');
    expect(calls.some((c) => c.url.includes(`/investors/opportunities/${OPP_ID}/nda/esign`))).toBe(true);
    // A failed session is final: no more polling.
    await elapse(SEAL_POLL_MS * 3);
    expect(reads()).toBe(1);
  });

  it('says the seal is in progress, and which attempt once one did not finish (a server stopped mid-seal)', async () => {
    vi.useFakeTimers();
    const answers: SigningSession[] = [
      session('SUBMITTED', { seal: { attempt: 1, max_attempts: 5 } }),
      session('SUBMITTED', { seal: { attempt: 2, max_attempts: 5 } }),
    ];
    mockApi(
      on(
        getSigningSessionRoute,
        () => answers.shift() ?? session('SUBMITTED', { seal: { attempt: 2, max_attempts: 5 } }),
      ),
    );
    const navigate = renderWait();
    await elapse(HALF);
    expect(screen.getByRole('heading', { name: 'Sealing your document…' })).toBeInTheDocument();
    expect(screen.queryByText(/trying again/)).not.toBeInTheDocument();
    await elapse(SEAL_POLL_MS);
    expect(screen.getByRole('status')).toHaveTextContent(
      'An earlier try did not finish, so we are trying again (attempt 2 of 5).',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a seal failed after its attempts says why, offers to sign again and whom to write to', async () => {
    mockApi(on(getSigningSessionRoute, () => session('FAILED')));
    renderWait('help@northwind.test');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not seal your signature.');
    expect(alert).toHaveTextContent('The signing certificate could not be read.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@northwind.test' })).toHaveAttribute(
      'href',
      'mailto:help@northwind.test',
    );
  });
});
