import { tearsheetInviteRoute } from '@dl/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { InviteForm } from './invite-form.tsx';

const FID = '11111111-1111-4111-8111-111111111111';
const OPP = '22222222-2222-4222-8222-222222222222';

describe('InviteForm (tearsheet invite, issue 13 point 3)', () => {
  afterEach(() => clearSession());

  it.each(['fiduciary_investor', 'fiduciary_investor-admin', 'issuer_admin', 'fiduciary_editor'])(
    'is not shown to %s, whom the API refuses',
    (role) => {
      setSession(session({}, { current_role: role }));
      renderWithRouter(<InviteForm fidId={FID} opportunityId={OPP} />);
      expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
    },
  );

  it('onboarding staff send only the address and the opportunity', async () => {
    setSession(session({}, { current_role: 'kyc_approver' }));
    const calls = mockApi(on(tearsheetInviteRoute, (req) => req.reply(202, { detail: 'Sent.' })));
    const user = userEvent.setup();
    renderWithRouter(<InviteForm fidId={FID} opportunityId={OPP} />);
    await user.type(screen.getByLabelText(/Email/), 'someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Sent.')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ email: 'someone@example.test', opportunity_id: OPP });
  });
});
