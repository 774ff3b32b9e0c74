import { csvExportRoute, listScenariosRoute, vestingOverviewRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_SCENARIOS } from '#web/features/captable/holders/index.ts';
import { VESTING_ROUNDING, vestingAnswer } from '#web/features/captable/holders/test-data.ts';
import { capTableSession, VIEWER } from '#web/features/captable/setup/test-data.ts';
import { capTablesMock, seriousViolations } from '#web/features/captable/setup/test-support.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { apiError, malformed, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { Component as ScenariosPage } from './scenarios-page.tsx';
import { Component as VestingPage } from './vesting-page.tsx';

function renderAt(path: string) {
  capTableSession('captable_viewer');
  return renderRoutes(
    [
      { path: '/acap/vesting', element: <VestingPage /> },
      { path: '/acap/scenarios', element: <ScenariosPage /> },
    ],
    path,
  );
}

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('Vesting page (issue 17)', () => {
  it('draws vested against granted shares with the same figures in a table, and lists each grant', async () => {
    const calls = mockApi(
      capTablesMock(VIEWER),
      on(vestingOverviewRoute, () => vestingAnswer()),
    );
    renderAt('/acap/vesting');
    const figures = await screen.findByRole('table', { name: 'Vested and granted shares over time' });
    expect(within(figures).getByText('02/01/2027').closest('tr')).toHaveTextContent('12,000');
    const grants = screen.getByRole('table', { name: 'Grants and their vesting' });
    const row = within(grants).getByRole('link', { name: 'OP-7' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('48,000');
    expect(row).toHaveTextContent('12,000');
    expect(row).toHaveTextContent('03/01/2027');
    expect(screen.getAllByText(new RegExp(VESTING_ROUNDING.replace(/[().]/g, '\\$&'))).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.url.includes('/vesting?page=1&itemsPerPage=25'))).toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });

  it('downloads the CSV with the bearer', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const calls = mockApi(
      capTablesMock(VIEWER),
      on(vestingOverviewRoute, () => vestingAnswer()),
      // A CSV body, not JSON: the download reads it as a blob.
      on(csvExportRoute, () => malformed(new Response('id,vested\nOP-7,12000\n', { status: 200 }))),
    );
    renderAt('/acap/vesting');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const csv = calls.find((c) => c.url.includes('/export/vesting.csv'));
    expect(csv?.authorization).toMatch(/^Bearer /);
  });

  it("shows the server's sentence when the vesting cannot be read", async () => {
    mockApi(
      capTablesMock(VIEWER),
      on(vestingOverviewRoute, () => apiError(403, 'Your role cannot see vesting.')),
    );
    renderAt('/acap/vesting');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role cannot see vesting.');
  });
});

describe('Scenarios page (issue 17)', () => {
  it('says honestly that scenarios come with financing-round modelling', async () => {
    mockApi(
      capTablesMock(VIEWER),
      on(listScenariosRoute, () => ({ results: [], count: 0 })),
    );
    renderAt('/acap/scenarios');
    expect(await screen.findByText(NO_SCENARIOS)).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('lists scenarios when there are some', async () => {
    mockApi(
      capTablesMock(VIEWER),
      on(listScenariosRoute, () => ({ results: [{ id: 'S-1', name: 'Series B at $40M' }], count: 1 })),
    );
    renderAt('/acap/scenarios');
    expect(await screen.findByText('Series B at $40M')).toBeInTheDocument();
  });
});
