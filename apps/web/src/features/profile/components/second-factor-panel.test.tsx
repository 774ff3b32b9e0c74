import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  confirmSecondFactorRoute,
  disableSecondFactorRoute,
  getSecondFactorRoute,
  setupSecondFactorRoute,
} from '@dl/contracts';
import { FID_ID } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { SecondFactorPanel } from './second-factor-panel.tsx';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url:
    'otpauth://totp/Digital%20Locker:a%40b.test?issuer=Digital%20Locker&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

describe('SecondFactorPanel', () => {
  it('sets up with a QR code and key, checks the code locally, shows the server refusal, then turns on', async () => {
    const user = userEvent.setup({ delay: null });
    let tries = 0;
    const calls = mockApi(
      on(getSecondFactorRoute, () => ({ enabled: false })),
      on(setupSecondFactorRoute, () => SETUP),
      on(confirmSecondFactorRoute, (req) =>
        ++tries === 1
          ? apiError(400, 'The code is not valid. Please try again.')
          : { enabled: req.body.code.length === 6 },
      ),
    );
    renderWithRouter(<SecondFactorPanel fidId={FID_ID} />);
    expect(await screen.findByText('Off')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up a second factor' }));
    expect(await screen.findByRole('img', { name: 'QR code of the key for your authenticator app' })).toBeTruthy();
    expect(screen.getByText(SETUP.secret)).toBeTruthy();

    const code = screen.getByRole('textbox', { name: /Code from the app/ });
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Code should be 6 digits.')).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/confirm'))).toBe(false);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code is not valid. Please try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  }, 60_000);

  it('turns off only with the password', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = mockApi(
      on(getSecondFactorRoute, () => ({ enabled: true })),
      on(disableSecondFactorRoute, (req) =>
        req.body.current_password === 'right' ? { enabled: false } : apiError(400, 'Current Password is invalid.'),
      ),
    );
    renderWithRouter(<SecondFactorPanel fidId={FID_ID} />);
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Current Password is required')).toBeTruthy();
    await user.type(screen.getByLabelText(/Current Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Current Password is invalid.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Current Password/));
    await user.type(screen.getByLabelText(/Current Password/), 'right');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByText('Off')).toBeTruthy());
    expect(calls.filter((c) => c.url.endsWith('/disable'))).toHaveLength(2);
  }, 60_000);
});
