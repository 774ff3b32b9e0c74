import { getPortfolioRoute } from '@dl/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FID_ID, type RecordedCall } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { NO_MATCHING_POSITIONS, NO_POSITIONS_YET, PositionTable } from './position-table.tsx';

const paramsOf = (call: RecordedCall | undefined) => new URL(call?.url ?? '', 'http://x').searchParams;

function renderAt(path: string, urlPrefix?: string) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <PositionTable
            fidId={FID_ID}
            title="Secondary positions"
            isPrimary={false}
            positionHref={(id) => `/p/${id}`}
            urlPrefix={urlPrefix}
          />
        ),
      },
    ],
    path,
  );
}

describe('PositionTable', () => {
  it('says whether nothing matches the filters or nothing is held yet', async () => {
    mockApi(on(getPortfolioRoute, () => ({ count: 0, results: [] })));
    const { unmount } = renderAt('/');
    expect(await screen.findByText(NO_POSITIONS_YET)).toBeInTheDocument();
    unmount();
    renderAt('/?sector=Energy');
    expect(await screen.findByText(NO_MATCHING_POSITIONS)).toBeInTheDocument();
  });

  it('reads only its own prefixed parameters when the page shows another list too', async () => {
    const calls = mockApi(on(getPortfolioRoute, () => ({ count: 0, results: [] })));
    renderAt(
      '/?sector=Other&page=4&positions.sector=Energy&positions.ordering=cost&positions.type=BOGUS',
      'positions.',
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    const params = paramsOf(calls[0]);
    expect(params.get('sector')).toBe('Energy');
    expect(params.get('ordering')).toBe('cost');
    expect(params.get('page')).toBe('1');
    expect(params.get('type')).toBeNull();
  });
});
