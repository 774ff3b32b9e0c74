import { getIssuerHoldingsRoute, listCompaniesRoute } from '@dl/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { companyRow } from '#web/features/issuer-company/test-data.ts';
import { holdingsAnswer } from '#web/features/issuer-interest/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { IssuerCapTablePage } from './captable-page.tsx';

function renderPage(roles: string[]) {
  setSession(
    session(
      {
        permissions: [
          {
            fiduciary: { id: FID_ID, name: 'Harbor' },
            roles,
            entities: [],
            investor_admin_entities: [],
            viewer_entities: [],
          },
        ],
      },
      { current_role: 'issuer_admin', current_fiduciary_id: FID_ID },
    ),
  );
  mockApi(
    on(listCompaniesRoute, () => ({ results: [companyRow()], count: 1 })),
    on(getIssuerHoldingsRoute, () => holdingsAnswer()),
  );
  return renderRoutes([{ path: '/issuers/captable', element: <IssuerCapTablePage /> }], '/issuers/captable');
}

afterEach(() => clearSession());

describe('IssuerCapTablePage (issue 16 point 7)', () => {
  it("shows the company's executed investments and links the cap-table portal for a cap-table role", async () => {
    renderPage(['issuer_admin', 'captable_admin']);
    expect(await screen.findByRole('table', { name: 'Executed investments per security' })).toHaveTextContent(
      '$1,325,000.50',
    );
    expect(screen.getByRole('link', { name: 'open the cap table' })).toHaveAttribute('href', '/acap/');
  });

  it('says where the full cap table is, without a link, to a user without a cap-table role', async () => {
    renderPage(['issuer_admin']);
    expect(await screen.findByRole('table', { name: 'Executed investments per security' })).toBeInTheDocument();
    expect(screen.getByText(/for users who hold a cap-table role/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'open the cap table' })).toBeNull();
  });
});
