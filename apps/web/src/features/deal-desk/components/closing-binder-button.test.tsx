import { downloadBinderRoute } from '@dl/contracts';
import { FIDUCIARY_ROLES } from '@dl/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { apiError, malformed, mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { dealDetail } from '../test-data.ts';
import { ClosingBinderButton } from './closing-binder-button.tsx';

const snackbar = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), show: vi.fn() }));
vi.mock('#web/lib/snackbar.ts', () => ({ useSnackbar: () => snackbar }));

const F = FIDUCIARY_ROLES;
const NAME = 'Download closing binder';
const as = (role: string) => setSession(session({}, { current_role: role }));
const executed = dealDetail({ status: 'DEAL_EXECUTED', actions: [] });
const saved: string[] = [];

beforeEach(() => {
  saved.length = 0;
  snackbar.error.mockClear();
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:binder'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

describe('ClosingBinderButton (ADR 0026: binders.download)', () => {
  it.each([
    F.FIDUCIARY_SUPERADMIN,
    F.FIDUCIARY_ADMIN,
    F.DEAL_EXECUTOR,
    F.FIDUCIARY_AUTHORIZED_SIGNATORY,
    F.FIDUCIARY_ADMIN_VIEWER,
  ])('%s sees it on an executed deal', (role) => {
    as(role);
    renderWithRouter(<ClosingBinderButton fidId={FID_ID} deal={executed} />);
    expect(screen.getByRole('button', { name: NAME })).toBeEnabled();
  });

  it.each([F.KYC_APPROVER, F.OPPORTUNITY_APPROVER, F.BD_TRADER, F.FIDUCIARY_EDITOR])('%s does not see it', (role) => {
    as(role);
    renderWithRouter(<ClosingBinderButton fidId={FID_ID} deal={executed} />);
    expect(screen.queryByRole('button', { name: NAME })).not.toBeInTheDocument();
  });

  it('is not there before the deal is executed', () => {
    as(F.FIDUCIARY_ADMIN);
    renderWithRouter(<ClosingBinderButton fidId={FID_ID} deal={dealDetail({ status: 'DEAL_SIGNED' })} />);
    expect(screen.queryByRole('button', { name: NAME })).not.toBeInTheDocument();
  });

  it('saves the ZIP under the name the API gives it', async () => {
    as(F.DEAL_EXECUTOR);
    const calls = mockApi(
      // The answer is a ZIP, not JSON: the contract describes only its errors.
      on(downloadBinderRoute, () =>
        malformed(
          new Response(new Blob(['PK\u0003\u0004']), {
            headers: {
              'content-type': 'application/zip',
              'content-disposition': 'attachment; filename="closing-binder-3d1c2b4a.zip"',
            },
          }),
        ),
      ),
    );
    renderWithRouter(<ClosingBinderButton fidId={FID_ID} deal={executed} />);
    await userEvent.setup().click(screen.getByRole('button', { name: NAME }));
    await waitFor(() => expect(saved).toEqual(['closing-binder-3d1c2b4a.zip']));
    expect(calls[0]?.url).toContain(`/fid-admin/investments/${executed.id}/binder`);
    expect(snackbar.error).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the error snackbar', async () => {
    as(F.FIDUCIARY_ADMIN);
    mockApi(on(downloadBinderRoute, () => apiError(409, 'The closing binder is available once the deal is executed.')));
    renderWithRouter(<ClosingBinderButton fidId={FID_ID} deal={executed} />);
    await userEvent.setup().click(screen.getByRole('button', { name: NAME }));
    await waitFor(() =>
      expect(snackbar.error).toHaveBeenCalledWith('The closing binder is available once the deal is executed.'),
    );
    expect(saved).toEqual([]);
  });
});
