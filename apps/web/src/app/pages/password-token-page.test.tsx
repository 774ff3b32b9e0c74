import { resetPasswordRoute } from '@dl/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { ResetPasswordPage } from './password-token-page.tsx';

describe('reset password page', () => {
  it('reads the token from the fragment of an e-mailed link and removes it', async () => {
    window.history.replaceState(null, '', '/pages/reset-password#token=tok-frag');
    const calls = mockApi(on(resetPasswordRoute, () => ({ detail: 'Your password has been reset.' })));
    renderRoutes([{ path: '*', element: <ResetPasswordPage /> }], '/pages/reset-password');
    await waitFor(() => expect(window.location.hash).toBe(''));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'Better!2345');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Better!2345');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ body: { token: 'tok-frag', password: 'Better!2345' } });
  });

  it('removes the one-time token from the address bar, checks the policy and posts the token', async () => {
    window.history.replaceState(null, '', '/pages/reset-password?token=tok-123');
    const calls = mockApi(on(resetPasswordRoute, () => ({ detail: 'Your password has been reset.' })));
    renderRoutes([{ path: '*', element: <ResetPasswordPage /> }], '/pages/reset-password?token=tok-123');
    await waitFor(() => expect(window.location.search).toBe(''));

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('should be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('should include at least 1 number')).toBeInTheDocument();
    expect(screen.getByText('at least 1 upper case')).toBeInTheDocument();
    expect(screen.getByText('Password does not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Better!2345');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Better!2345');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: '/api/v1/fid/reset-password',
      body: { token: 'tok-123', password: 'Better!2345' },
    });
  });
});
