import { approveInvestmentRoute, declineInvestmentRoute } from '@dl/contracts';
import { FIDUCIARY_ROLES } from '@dl/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { dealDetail } from '../test-data.ts';
import { DealActions } from './deal-actions.tsx';

const F = FIDUCIARY_ROLES;
const as = (role: string) => setSession(session({}, { current_role: role }));

function renderActions(deal = dealDetail(), onCountersign = vi.fn(async () => {})) {
  renderWithRouter(<DealActions fidId={FID_ID} deal={deal} onCountersign={onCountersign} />);
  return { onCountersign };
}

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('DealActions: the buttons a role sees, by state (ADR 0026)', () => {
  it.each([
    [F.FIDUCIARY_ADMIN, ['approve', 'decline'], ['Approve', 'Decline']],
    [F.DEAL_EXECUTOR, ['approve', 'decline'], ['Approve', 'Decline']],
    [F.FIDUCIARY_AUTHORIZED_SIGNATORY, ['countersign'], ['Countersign']],
    [F.FIDUCIARY_SUPERADMIN, ['decline', 'countersign'], ['Countersign', 'Decline']],
    [F.DEAL_EXECUTOR, ['execute'], ['Execute']],
  ] as const)('%s with %j sees %j', (role, actions, names) => {
    as(role);
    renderActions(dealDetail({ actions: [...actions] }));
    expect(buttonNames()).toEqual(names);
  });

  it('hides what the role may not do even if offered: a viewer and a signatory see no Approve or Execute', () => {
    as(F.FIDUCIARY_ADMIN_VIEWER);
    renderActions(dealDetail({ actions: ['approve', 'decline', 'countersign', 'execute'] }));
    expect(buttonNames()).toEqual([]);
    expect(screen.getByText('No step of this deal waits on you.')).toBeInTheDocument();
  });

  it('a signatory sees only Countersign, which opens the ceremony', async () => {
    as(F.FIDUCIARY_AUTHORIZED_SIGNATORY);
    const { onCountersign } = renderActions(dealDetail({ actions: ['approve', 'countersign', 'execute'] }));
    expect(buttonNames()).toEqual(['Countersign']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Countersign' }));
    expect(onCountersign).toHaveBeenCalledOnce();
  });

  it('shows nothing on an executed deal', () => {
    as(F.FIDUCIARY_ADMIN);
    renderActions(dealDetail({ status: 'DEAL_EXECUTED', actions: [] }));
    expect(buttonNames()).toEqual([]);
  });
});

describe('DealActions: decisions', () => {
  it('Decline: Ok is enabled only with a reason, which is sent', async () => {
    as(F.DEAL_EXECUTOR);
    const calls = mockApi(
      on(declineInvestmentRoute, ({ body }) => ({
        data: { ...dealDetail(), status: 'DEAL_DECLINED' as const, decline_reason: body?.reason ?? null },
      })),
    );
    renderActions(dealDetail({ status: 'DEAL_PENDING_REVIEW', actions: ['approve', 'decline'] }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the deal' });
    const ok = screen.getByRole('button', { name: 'Ok' });
    expect(ok).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), '   ');
    expect(ok).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Outside the mandate');
    expect(ok).toBeEnabled();
    await user.click(ok);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ reason: 'Outside the mandate' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('Approve asks for confirmation first', async () => {
    as(F.FIDUCIARY_ADMIN);
    const calls = mockApi(
      on(approveInvestmentRoute, () => ({ data: { ...dealDetail(), status: 'DEAL_APPROVED' as const } })),
    );
    renderActions(dealDetail({ status: 'DEAL_PENDING_REVIEW', actions: ['approve', 'decline'] }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the deal' });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toContain(`/fid-admin/investments/${dealDetail().id}/approve`);
  });
});
