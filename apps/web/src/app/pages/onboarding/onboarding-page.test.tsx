import {
  getFormResponseRoute,
  getFormTemplateRoute,
  getPublicInvitationRoute,
  type PublicInvitation,
  publicBrandingRoute,
  publicFiduciaryContactRoute,
  registerLoginRoute,
  registerRoute,
} from '@dl/contracts';
import { PREPARING_ACCOUNT_MESSAGE } from '@dl/domain';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { OnboardingPage } from './onboarding-page.tsx';

const INVITATION: PublicInvitation = {
  fiduciary: { id: FID_ID, name: 'Demo Fiduciary Trust' },
  first_name: 'Ada',
  last_name: 'Lovelace',
  email_masked: 'a•••@invitee.example',
  entity_type: 'INDIVIDUAL',
  entity_name: null,
  kyc_form_id: '3',
  status: 2,
  status_label: 'Open',
};
const USER = {
  id: '7f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  email: 'ada@invitee.example',
  first_name: 'Ada',
  last_name: 'Lovelace',
  trellis_uid: 'USR-1',
};

function open(hash: string) {
  window.history.replaceState(null, '', `/onboard/${FID_ID}${hash}`);
  return renderRoutes([{ path: '/onboard/:fidId', element: <OnboardingPage /> }], `/onboard/${FID_ID}`);
}

beforeEach(() => clearSession());
afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

describe('OnboardingPage', () => {
  it("without a code says onboarding starts from the fiduciary's invitation e-mail, and whom to ask", async () => {
    const calls = mockApi(
      on(publicBrandingRoute, () => apiError(404, 'Not found.', 'NOT_FOUND')),
      on(publicFiduciaryContactRoute, () => ({ name: 'Demo Fiduciary Trust', email: 'help@demo.test' })),
    );
    open('');
    expect(await screen.findByText('You need an invitation')).toBeInTheDocument();
    expect(await screen.findByText(/Ask Demo Fiduciary Trust to send you one/)).toBeInTheDocument();
    expect(screen.getByText(/starts from the invitation e-mail Demo Fiduciary Trust sends you/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@demo.test' })).toHaveAttribute('href', 'mailto:help@demo.test');
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Link not valid')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith(`/public/fiduciaries/${FID_ID}/contact`))).toBe(true);
  });

  it('without a code, for a fiduciary id nobody knows, still says how onboarding starts', async () => {
    mockApi(on(publicFiduciaryContactRoute, () => apiError(404, 'Not found.', 'NOT_FOUND')));
    open('');
    expect(await screen.findByText(/does not name a fiduciary we know/)).toBeInTheDocument();
    expect(screen.getByText(/starts from the invitation e-mail your fiduciary sends you/)).toBeInTheDocument();
    expect(screen.queryByText('Link not valid')).not.toBeInTheDocument();
  });

  it('after a reload (no code, this fiduciary signed in) carries on with the KYC form of the entity type', async () => {
    const entityId = '8f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const entity = { id: entityId, trellis_uid: 'ENT-1', name: 'Acme LLC', type: 'ENTITY' as const };
    setSession(
      session(
        {
          permissions: [
            {
              fiduciary: { id: FID_ID, name: 'Demo Fiduciary Trust' },
              roles: ['fiduciary_investor'],
              entities: [entity],
              investor_admin_entities: [],
              viewer_entities: [],
            },
          ],
        },
        { current_fiduciary_id: FID_ID, current_entity_id: entityId },
      ),
    );
    const notFound = () => apiError(404, 'Not found.', 'NOT_FOUND');
    const calls = mockApi(
      on(getFormTemplateRoute, notFound),
      on(getFormResponseRoute, notFound),
      // The session ends with the test (clearSession): the page then turns to the no-invitation view.
      on(publicFiduciaryContactRoute, notFound),
    );
    open('');
    expect(await screen.findByRole('heading', { name: 'Your KYC details' })).toBeInTheDocument();
    expect(screen.getByText(/Demo Fiduciary Trust needs these details/)).toBeInTheDocument();
    await screen.findByText('Failed to load data');
    expect(calls.some((c) => c.url.includes('/forms/4/'))).toBe(true);
  });

  it("shows the server's detail for a used or expired code", async () => {
    mockApi(
      on(getPublicInvitationRoute, () =>
        apiError(400, 'This link is invalid or has expired. Please ask for a new one.', 'BAD_REQUEST'),
      ),
    );
    open('#code=used');
    expect(
      await screen.findByText('This link is invalid or has expired. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Link not valid')).toBeInTheDocument();
  });

  it('reads the code from the fragment, removes it, registers, waits while preparing, then shows the KYC form', async () => {
    let logins = 0;
    const notFound = () => apiError(404, 'Not found.', 'NOT_FOUND');
    const calls = mockApi(
      on(getPublicInvitationRoute, () => ({ data: INVITATION })),
      on(registerRoute, (req) => req.reply(201, { user: USER }, { 'auth-token': 'one-time' })),
      on(registerLoginRoute, () => {
        logins += 1;
        return logins < 2 ? apiError(409, PREPARING_ACCOUNT_MESSAGE, 'CONFLICT') : session({ user: USER });
      }),
      on(getFormTemplateRoute, notFound),
      on(getFormResponseRoute, notFound),
    );
    open('#code=secret-code');
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(screen.getByText('a•••@invitee.example')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'Onboard!2345');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Onboard!2345');
    // From the click on, only the fake clock moves: the waits of spec 4 (4 s, then 3 s) are counted
    // exactly (user-event waits on a timer of its own, hence a plain click).
    vi.useFakeTimers();
    const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await elapse(1_000);
    expect(screen.getByText(PREPARING_ACCOUNT_MESSAGE)).toBeInTheDocument();
    expect(logins).toBe(0);
    await elapse(3_500);
    expect(logins).toBe(1);
    expect(screen.getByText(PREPARING_ACCOUNT_MESSAGE)).toBeInTheDocument();
    await elapse(2_000);
    expect(logins).toBe(1);
    await elapse(1_000);
    expect(logins).toBe(2);
    // What is left on the fake clock is the cache's clean-up, minutes ahead: back to real time.
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: 'Your KYC details' })).toBeInTheDocument();
    expect(getSession()?.user.email).toBe('ada@invitee.example');
    const invitationCall = calls.find((c) => c.url.endsWith('/onboard/invitation'));
    expect(invitationCall?.url).not.toContain('secret-code');
    expect(calls.find((c) => c.url.endsWith('/register'))?.body).toMatchObject({ code: 'secret-code' });
  });
});
