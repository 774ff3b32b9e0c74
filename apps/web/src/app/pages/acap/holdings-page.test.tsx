import { certificateRoute, myHoldingsRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_HOLDINGS } from '#web/features/captable/holders/index.ts';
import { holding, VESTING_ROUNDING } from '#web/features/captable/holders/test-data.ts';
import { capTableSession, ISSUER_ID } from '#web/features/captable/setup/test-data.ts';
import { seriousViolations } from '#web/features/captable/setup/test-support.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { apiError, malformed, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { Component as HoldingsPage } from './holdings-page.tsx';

function renderPage() {
  capTableSession('holder');
  return renderRoutes([{ path: '/acap/holdings', element: <HoldingsPage /> }], '/acap/holdings');
}

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('My holdings (issue 17)', () => {
  it("shows the holder's securities by company with each grant's vesting, axe clean", async () => {
    mockApi(
      on(myHoldingsRoute, () => ({
        results: [
          holding(),
          {
            ...holding({
              id: 'CS-3',
              kind: 'CS',
              quantity: '250000',
              price: '0.0001',
              plan_id: null,
              vesting: null,
              schedule: null,
            }),
            company_name: 'Contoso Labs',
            issuer_id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
          },
        ],
        count: 2,
      })),
    );
    renderPage();
    const northwind = await screen.findByRole('region', { name: 'Northwind Robotics' });
    const option = within(northwind).getByRole('article', { name: 'Option OP-7' });
    expect(option).toHaveTextContent('48,000');
    expect(option).toHaveTextContent('Vested today12,000');
    const vesting = within(option).getByRole('table', { name: 'Vesting of OP-7' });
    expect(within(vesting).getByText('03/01/2027').closest('tr')).toHaveTextContent('13,000');
    expect(within(option).getByText(VESTING_ROUNDING)).toBeInTheDocument();
    expect(within(option).queryByRole('button', { name: /certificate/ })).toBeNull();
    const contoso = screen.getByRole('region', { name: 'Contoso Labs' });
    expect(within(contoso).getByRole('article', { name: 'Common stock CS-3' })).toHaveTextContent('250,000');
    expect(await seriousViolations()).toEqual([]);
  });

  it('downloads a share certificate with the bearer', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() });
    const calls = mockApi(
      on(myHoldingsRoute, () => ({
        results: [holding({ id: 'CS-3', kind: 'CS', vesting: null, schedule: null })],
        count: 1,
      })),
      // A PDF body, not JSON: the download reads it as a blob.
      on(certificateRoute, () => malformed(new Response('%PDF-1.7', { status: 200 }))),
    );
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download the certificate of CS-3' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = calls.find((c) => c.url.endsWith(`/companies/${ISSUER_ID}/securities/CS-3/certificate`));
    expect(call?.authorization).toMatch(/^Bearer /);
  });

  it('says how holdings appear when there are none', async () => {
    mockApi(on(myHoldingsRoute, () => ({ results: [], count: 0 })));
    renderPage();
    expect(await screen.findByText(NO_HOLDINGS)).toBeInTheDocument();
  });

  it("shows the server's sentence when the holdings cannot be read", async () => {
    mockApi(on(myHoldingsRoute, () => apiError(403, 'Only holders see their own holdings.')));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only holders see their own holdings.');
  });
});
