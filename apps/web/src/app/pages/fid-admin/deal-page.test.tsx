import { getCountersignEsignRoute, getDealRoute, getSigningSessionRoute, type SigningSession } from '@dl/contracts';
import { FIDUCIARY_ROLES } from '@dl/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealDetail } from '#web/features/deal-desk/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { DealPage } from './deal-page.tsx';

// pdf.js does not run in jsdom; the ceremony's PDF is not what these tests are about.
vi.mock('#web/features/pdf-viewer/components/pdf-pages.tsx', () => ({
  PdfPages: ({ label }: { label: string }) => <p>{label}</p>,
}));

const deal = dealDetail();
const SESSION_ID = '11111111-2222-4333-8444-555555555555';
const ceremony: SigningSession = {
  id: SESSION_ID,
  subject_kind: 'DEAL_COUNTERSIGN',
  subject_id: deal.id,
  status: 'OPEN',
  title: 'Countersign the deal',
  document: {
    name: 'Subscription Agreement.pdf',
    signed_url: '/api/v1/signed-files/x?expires=1&signature=y',
    fields: [],
    data_list: [],
  },
  consent: { text: 'I agree to sign electronically.', version: '1' },
  signer: { name: 'Sidney Signer', email: 'signatory@demo.test' },
  return_path: `/fid-admin/deals/${deal.id}`,
  last_error: null,
  expires_on: '2026-12-31T00:00:00Z',
};

function renderPage(role: string) {
  setSession(session({}, { current_role: role }));
  const calls = mockApi(
    on(getDealRoute, () => deal),
    on(getCountersignEsignRoute, () => ({ data: { url: `/fid-admin/deals/${deal.id}?esign=${SESSION_ID}` } })),
    on(getSigningSessionRoute, () => ceremony),
  );
  const view = renderRoutes([{ path: '/fid-admin/deals/:id', element: <DealPage /> }], `/fid-admin/deals/${deal.id}`);
  return { ...view, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('DealPage', () => {
  it('shows the investor, KYC state, pre-form answers, documents and progress', async () => {
    renderPage(FIDUCIARY_ROLES.FIDUCIARY_ADMIN_VIEWER);
    expect(await screen.findByRole('heading', { name: 'Clean Energy Access SPV' })).toBeInTheDocument();
    expect(screen.getByText('Jordan Linden')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Investor progress' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pre-form answers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Signed Subscription agreement' })).toBeInTheDocument();
    // The viewer reads, never acts.
    expect(screen.queryByRole('button', { name: 'Countersign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });

  it('Countersign opens the same e-sign ceremony on the deal page', async () => {
    const { router } = renderPage(FIDUCIARY_ROLES.FIDUCIARY_AUTHORIZED_SIGNATORY);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Countersign' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?esign=${SESSION_ID}`));
    expect(await screen.findByRole('button', { name: 'Sign' })).toBeInTheDocument();
    expect(screen.getByText('Signing as Sidney Signer (signatory@demo.test).')).toBeInTheDocument();
  });

  it('says so when the deal cannot be loaded', async () => {
    setSession(session({}, { current_role: FIDUCIARY_ROLES.FIDUCIARY_ADMIN }));
    mockApi(on(getDealRoute, () => apiError(404, 'Not found.')));
    renderRoutes([{ path: '/fid-admin/deals/:id', element: <DealPage /> }], `/fid-admin/deals/${deal.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
  });
});
