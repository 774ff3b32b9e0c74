import { type PublicInvitation, registerRoute } from '@dl/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { RegisterForm } from './register-form.tsx';

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

function renderForm(onRegistered = vi.fn()) {
  renderWithRouter(<RegisterForm fidId={FID_ID} code="the-code" invitation={INVITATION} onRegistered={onRegistered} />);
  return onRegistered;
}

describe('RegisterForm', () => {
  it('prefills the names and checks fields with the spec 5 messages before posting', async () => {
    const calls = mockApi(on(registerRoute, () => apiError(500, 'The form checks its fields before posting.')));
    renderForm();
    const user = userEvent.setup();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
    await user.clear(screen.getByLabelText(/^First name/));
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('should include at least 1 number')).toBeInTheDocument();
    expect(screen.getByText('at least 1 upper case')).toBeInTheDocument();
    expect(screen.getByText('Password does not match')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('posts the code with the answers and hands over the auth-token header', async () => {
    const calls = mockApi(
      on(registerRoute, (req) =>
        req.reply(
          201,
          {
            user: {
              id: '7f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
              email: 'ada@invitee.example',
              first_name: 'Ada',
              last_name: 'Lovelace',
              trellis_uid: 'USR-1',
            },
          },
          { 'auth-token': 'one-time' },
        ),
      ),
    );
    const onRegistered = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'Onboard!2345');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Onboard!2345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(onRegistered.mock.calls[0]?.[0]).toMatchObject({ authToken: 'one-time', user: { first_name: 'Ada' } });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `/api/v1/fid/${FID_ID}/register`,
      body: {
        code: 'the-code',
        first_name: 'Ada',
        last_name: 'Lovelace',
        password: 'Onboard!2345',
        confirm: 'Onboard!2345',
      },
    });
  });

  it("shows the server's field messages under the fields, and its detail otherwise", async () => {
    let conflict = false;
    mockApi(
      on(registerRoute, (req) =>
        conflict
          ? apiError(409, 'An account with this e-mail already exists. Please log in.', 'CONFLICT')
          : req.reply(400, {
              detail: 'Last name is required',
              code: 'BAD_REQUEST',
              errors: { last_name: 'Last name is required' },
            }),
      ),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'Onboard!2345');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Onboard!2345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();

    conflict = true;
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists. Please log in.',
    );
  });
});
