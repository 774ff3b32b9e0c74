import {
  declineIssuerNdaRoute,
  getIssuerNdaCountersignEsignRoute,
  type IssuerNda,
  issuerNdaSchema,
  listCompaniesRoute,
  listIssuerNdasRoute,
} from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyRow, VIEWER_PERMISSIONS } from '#web/features/issuer-company/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { IssuerNdasPage } from './ndas-page.tsx';

// The PDF viewer (pdf.js) needs a browser canvas: the ceremony's pages show as their label here.
vi.mock('#web/features/pdf-viewer/components/pdf-pages.tsx', () => ({
  PdfPages: ({ label }: { label: string }) => <p>{label}</p>,
}));

const NDA_ID = '9d0e1f2a-3b4c-4d5e-8f6a-7b8c9d0e1f2a';

function nda(overrides: Partial<IssuerNda> = {}): IssuerNda {
  return issuerNdaSchema.parse({
    id: NDA_ID,
    status: 'NDA_SIGNED',
    opportunity: { id: '7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e', name: 'Northwind Series A' },
    entity: { id: 'e1000000-0000-4000-8000-000000000001', name: 'Avery Family Trust' },
    signer: { name: 'Ivy Investor', email: 'ivy@demo.test' },
    signed_on: '2026-11-03T15:00:00.000Z',
    signed_url: 'https://files.test/nda-signed.pdf',
    modified_on: '2026-11-03T15:00:00.000Z',
    ...overrides,
  });
}

function renderPage(path = '/issuers/ndas') {
  setSession(session({}, { current_role: 'issuer_authorized_signatory', current_fiduciary_id: FID_ID }));
  return renderRoutes(
    [
      { path: '/issuers/ndas', element: <IssuerNdasPage /> },
      { path: '/ceremony', element: <p>Ceremony opened</p> },
    ],
    path,
  );
}

const COUNTERSIGN = 'Countersign the NDA of Avery Family Trust for Northwind Series A';
const DECLINE = 'Decline the NDA of Avery Family Trust for Northwind Series A';

afterEach(() => clearSession());

describe('IssuerNdasPage (issue 16 point 5)', () => {
  it('lists the waiting NDAs with the signer, the signed date and the signed PDF, and opens the ceremony', async () => {
    const calls = mockApi(
      on(listCompaniesRoute, () => ({ results: [companyRow()], count: 1 })),
      on(listIssuerNdasRoute, ({ query }) => ({
        count: 1,
        next: null,
        results: query.status === 'NDA_SIGNED' ? [nda()] : [],
      })),
      on(getIssuerNdaCountersignEsignRoute, () => ({ data: { url: '/ceremony' } })),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'NDAs' });
    const row = (await within(table).findByText('Avery Family Trust')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Ivy Investor');
    expect(row).toHaveTextContent('11/03/2026');
    expect(within(row).getByRole('link', { name: /Signed NDA/ })).toHaveAttribute(
      'href',
      'https://files.test/nda-signed.pdf',
    );
    await userEvent.setup().click(within(row).getByRole('button', { name: COUNTERSIGN }));
    expect(await screen.findByText('Ceremony opened')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes(`/issuers/nda/${NDA_ID}/countersign/esign`))).toBe(true);
  });

  it('offers neither Countersign nor Decline to a member whose company role may not countersign', async () => {
    mockApi(
      on(listCompaniesRoute, () => ({ results: [companyRow({ permissions: VIEWER_PERMISSIONS })], count: 1 })),
      on(listIssuerNdasRoute, () => ({ count: 1, next: null, results: [nda()] })),
    );
    renderPage();
    expect(await screen.findByText('Avery Family Trust')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COUNTERSIGN })).toBeNull();
    expect(screen.queryByRole('button', { name: DECLINE })).toBeNull();
  });

  it('declines only with a reason, which is sent trimmed', async () => {
    let declined = false;
    const calls = mockApi(
      on(listCompaniesRoute, () => ({ results: [companyRow()], count: 1 })),
      on(listIssuerNdasRoute, () => ({ count: declined ? 0 : 1, next: null, results: declined ? [] : [nda()] })),
      on(declineIssuerNdaRoute, () => {
        declined = true;
        return { id: NDA_ID, status: 'NDA_DECLINED' as const };
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: DECLINE }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline NDA' });
    expect(dialog).toHaveTextContent('the investor will read your reason');
    const ok = within(dialog).getByRole('button', { name: 'Decline' });
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Reason/), '   ');
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Signed by the wrong entity ');
    await user.click(ok);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain(`/issuers/nda/${NDA_ID}/decline`);
    expect(post?.body).toEqual({ reason: 'Signed by the wrong entity' });
    expect(await screen.findByText('No NDA is waiting for a countersignature')).toBeInTheDocument();
  });

  it('shows executed and declined NDAs through the status filter, without actions', async () => {
    const calls = mockApi(
      on(listCompaniesRoute, () => ({ results: [companyRow()], count: 1 })),
      on(listIssuerNdasRoute, ({ query }) => ({
        count: 1,
        next: null,
        results: [nda({ status: query.status })],
      })),
    );
    renderPage('/issuers/ndas?opportunity=7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e');
    expect(await screen.findByRole('button', { name: COUNTERSIGN })).toBeInTheDocument();
    expect(calls[calls.length - 1]?.url).toContain('opportunity_id=7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e');
    await userEvent.setup().click(screen.getByText('Declined'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('status=NDA_DECLINED'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: COUNTERSIGN })).toBeNull());
    expect(screen.getByText('Avery Family Trust')).toBeInTheDocument();
  });
});
