import { getLocationSharingRoute, putLocationSharingRoute } from '@dl/contracts';
import { FIDUCIARY_ROLES, INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, type RecordedCall, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { LocationSharing } from './location-sharing.tsx';

const LABEL = "Show my city on the fiduciary's investor map";

// Unmount before the session goes, so no query runs again without a fiduciary.
afterEach(() => {
  cleanup();
  clearSession();
});

describe('LocationSharing (My Profile settings)', () => {
  it('shows the investor’s choice and saves a change', async () => {
    setSession(session({}, { current_role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR }));
    let shown = true;
    const calls = mockApi(
      on(getLocationSharingRoute, () => ({ show_location: shown })),
      on(putLocationSharingRoute, ({ body }) => {
        shown = body.show_location;
        return { show_location: shown };
      }),
    );
    renderWithRouter(<LocationSharing fidId={FID_ID} />);
    const toggle = await screen.findByRole('switch', { name: LABEL });
    expect(toggle).toBeChecked();
    await userEvent.setup({ delay: null }).click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked());
    const put = calls.find((c: RecordedCall) => c.method === 'PUT');
    expect(put?.url).toContain(`/api/v1/fid/${FID_ID}/profile/location-sharing`);
    expect(put?.body).toEqual({ show_location: false });
  });

  it('is not shown to fund staff, who have no city on the map', () => {
    setSession(session({}, { current_role: FIDUCIARY_ROLES.FIDUCIARY_ADMIN }));
    const calls = mockApi(on(getLocationSharingRoute, () => ({ show_location: true })));
    renderWithRouter(<LocationSharing fidId={FID_ID} />);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
