import { listFailedSealsRoute, retrySealRoute } from '@dl/contracts';
import { FIDUCIARY_ROLES } from '@dl/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { failedSeal } from '../test-data.ts';
import { FailedSealsPanel } from './failed-seals-panel.tsx';

const render = () => renderWithRouter(<FailedSealsPanel fidId={FID_ID} dealHref={(id) => `/fid-admin/deals/${id}`} />);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('FailedSealsPanel', () => {
  it('lists each failed seal with its error, links the deal, and retries it', async () => {
    setSession(session({}, { current_role: FIDUCIARY_ROLES.DEAL_EXECUTOR }));
    let failed = [failedSeal()];
    const calls = mockApi(
      on(listFailedSealsRoute, () => ({ count: failed.length, results: failed })),
      on(retrySealRoute, ({ params }) => {
        failed = [];
        return { status: 'QUEUED' as const, job_id: params.jobId, session_id: failedSeal().session_id };
      }),
    );
    render();
    expect(await screen.findByText(failedSeal().error)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linden Park Capital LP · Clean Energy Access SPV' })).toHaveAttribute(
      'href',
      `/fid-admin/deals/${failedSeal().investment_id}`,
    );
    expect(screen.getByText('Deal countersignature by Sidney Signer')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry the seal of Linden Park Capital LP' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/retry'))).toBe(true));
    expect(await screen.findByText('No seal has failed.')).toBeInTheDocument();
  });

  it('shows the spec’s error when the list cannot be loaded', async () => {
    setSession(session({}, { current_role: FIDUCIARY_ROLES.FIDUCIARY_ADMIN }));
    mockApi(on(listFailedSealsRoute, () => apiError(500)));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
  });
});
