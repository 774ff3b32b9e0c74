import { loginRoute, otpChallengeSchema, verifyOtpRoute } from '@dl/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { LoginForm } from './login-form.tsx';

async function fillAndSubmit(email = 'investor@demo.test', password = 'Wrong!2345') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginForm', () => {
  it("shows the server's detail verbatim on 401", async () => {
    const calls = mockApi(
      on(loginRoute, () => apiError(401, 'Unable to log in with provided credentials.', 'INVALID_CREDENTIALS')),
    );
    renderWithRouter(<LoginForm onLoggedIn={vi.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to log in with provided credentials.');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/v1/fid/login',
        body: { username: 'investor@demo.test', password: 'Wrong!2345' },
      }),
    ]);
  });

  it("shows the server's detail on 429", async () => {
    mockApi(on(loginRoute, () => apiError(429, 'Too many attempts. Try again in 15 minutes.', 'RATE_LIMITED')));
    renderWithRouter(<LoginForm onLoggedIn={vi.fn()} />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
  });

  it('asks for the fields before calling the server', async () => {
    const calls = mockApi(on(loginRoute, () => session()));
    renderWithRouter(<LoginForm onLoggedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('focuses the first wrong field, and checks each field again as it changes', async () => {
    renderWithRouter(<LoginForm onLoggedIn={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password/), 'Demo!2345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Email/), 'a');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('takes a blank e-mail as missing, a password of spaces as given, and sends the e-mail trimmed', async () => {
    const calls = mockApi(on(loginRoute, () => apiError(401, 'Unable to log in with provided credentials.')));
    renderWithRouter(<LoginForm onLoggedIn={vi.fn()} />);
    await fillAndSubmit('   ', '   ');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    await userEvent.setup().type(screen.getByLabelText(/^Email/), 'investor@demo.test ');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('alert');
    expect(calls[0]?.body).toEqual({ username: 'investor@demo.test', password: '   ' });
  });

  it('hands the session over on success', async () => {
    const answer = session();
    mockApi(on(loginRoute, () => answer));
    const onLoggedIn = vi.fn();
    renderWithRouter(<LoginForm onLoggedIn={onLoggedIn} />);
    await fillAndSubmit('investor@demo.test', 'Demo!2345');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(answer));
  });

  it('asks for the one-time code when the server sends a challenge', async () => {
    const answer = session();
    const calls = mockApi(
      on(verifyOtpRoute, () => answer),
      on(loginRoute, () =>
        otpChallengeSchema.parse({ otp_required: true, otp_token: 'ticket', detail: 'Enter the code.' }),
      ),
    );
    const onLoggedIn = vi.fn();
    renderWithRouter(<LoginForm onLoggedIn={onLoggedIn} />);
    const user = await fillAndSubmit('investor@demo.test', 'Demo!2345');

    expect(await screen.findByText('Enter the code.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(answer));
    expect(calls[1]).toMatchObject({ url: '/api/v1/verify-otp', body: { otp_token: 'ticket', code: '123456' } });
  });

  it('goes back from the code to the login form with the e-mail kept and the password emptied', async () => {
    mockApi(
      on(loginRoute, () =>
        otpChallengeSchema.parse({ otp_required: true, otp_token: 'ticket', detail: 'Enter the code.' }),
      ),
    );
    renderWithRouter(<LoginForm onLoggedIn={vi.fn()} />);
    const user = await fillAndSubmit('investor@demo.test', 'Demo!2345');
    await user.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('investor@demo.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });
});
