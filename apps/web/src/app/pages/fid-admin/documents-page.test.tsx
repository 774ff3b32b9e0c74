import {
  type DocumentSend,
  listDocumentRecipientsRoute,
  listDocumentSendsRoute,
  listInvestorsRoute,
  SIGNATURE_NEEDS_PDF,
} from '@dl/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSendDraft, EMPTY_SEND_DRAFT } from '#web/features/document-sends/components/send-document-form.tsx';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { DocumentsPage } from './documents-page.tsx';

const SEND: DocumentSend = {
  id: '11111111-2222-4333-8444-555555555555',
  name: 'Quarterly Statement Q4',
  description: '',
  doc_class: 'FIDUCIARY',
  document_type: 'Account Statement',
  action_required: 'SIGNATURE_REQUIRED',
  audience: 'OPPORTUNITY',
  entity_id: null,
  entity_name: null,
  opportunity_id: '21111111-2222-4333-8444-555555555555',
  opportunity_name: 'Cobalt Health Series B',
  file_name: 'statement.pdf',
  recipients: 5,
  viewed: 2,
  signed: 1,
  created_by_name: 'Fiona Admin',
  created_on: '2026-11-20T10:00:00Z',
};

const asRole = (role: string) => setSession(session({}, { current_role: role, current_fiduciary_id: FID_ID }));
const renderPage = () =>
  renderRoutes([{ path: '/fid-admin/documents', element: <DocumentsPage /> }], '/fid-admin/documents');

vi.mock('../deal-flow/use-fid-id.ts', () => ({ useFidId: () => FID_ID }));
afterEach(() => clearSession());

describe('DocumentsPage', () => {
  it('shows what was sent with viewed and signed counts, and the recipients, to the admin viewer (no Send)', async () => {
    asRole('fiduciary_admin_viewer');
    mockApi(
      on(listDocumentSendsRoute, () => ({ count: 1, results: [SEND], next: null })),
      on(listDocumentRecipientsRoute, ({ query }) => ({
        count: 1,
        next: null,
        send: SEND,
        results: [
          {
            document_id: '31111111-2222-4333-8444-555555555555',
            entity_id: '41111111-2222-4333-8444-555555555555',
            entity_name: query.status === 'NOT_SIGNED' ? 'Bay Capital LP' : 'Cedar Family Trust',
            viewed_on: '2026-11-21T10:00:00Z',
            viewed_by_name: 'Cara Cedar',
            signed_on: null,
            signed_by_name: null,
          },
        ],
      })),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Documents sent' });
    expect(await within(table).findByText('Quarterly Statement Q4')).toBeInTheDocument();
    expect(within(table).getByText('Investors of Cobalt Health Series B')).toBeInTheDocument();
    expect(within(table).getByText('2 of 5')).toBeInTheDocument();
    expect(within(table).getByText('1 of 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send document' })).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Recipients of Quarterly Statement Q4' }));
    const recipients = await screen.findByRole('table', { name: 'Recipients of Quarterly Statement Q4' });
    expect(await within(recipients).findByText('Cedar Family Trust')).toBeInTheDocument();
    expect(within(recipients).getByText('Cara Cedar')).toBeInTheDocument();
    expect(within(recipients).getByText('Not yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Not signed' }));
    expect(await within(recipients).findByText('Bay Capital LP')).toBeInTheDocument();
  });

  it('offers Send document to a sender, and the form names every missing field before sending', async () => {
    asRole('fiduciary_editor');
    const calls = mockApi(
      on(listDocumentSendsRoute, () => ({ count: 0, results: [], next: null })),
      on(listInvestorsRoute, () => ({ count: 0, results: [], next: null })),
    );
    renderPage();
    expect(await screen.findByText('No document has been sent yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send document' }));
    const form = await screen.findByRole('form', { name: 'Send a document' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send document' }));
    expect(within(form).getByText('File is required')).toBeInTheDocument();
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Document type is required')).toBeInTheDocument();
    expect(within(form).getByText('Investor is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('checkSendDraft', () => {
  const ready = {
    ...EMPTY_SEND_DRAFT,
    name: 'Notice',
    document_type: 'Notice',
    audience: 'ALL' as const,
    file: { id: '51111111-2222-4333-8444-555555555555', mime_type: 'application/pdf' },
  };

  it('passes a complete draft as the API body', () => {
    const { body, errors } = checkSendDraft(ready);
    expect(errors).toEqual({});
    expect(body).toMatchObject({ name: 'Notice', audience: 'ALL', file_id: ready.file.id });
    expect(body).not.toHaveProperty('entity_id');
  });

  it('refuses a Word file for a signature, and asks for the opportunity of an opportunity audience', () => {
    const word = { id: ready.file.id, mime_type: 'application/msword' };
    expect(checkSendDraft({ ...ready, action_required: 'SIGNATURE_REQUIRED', file: word }).errors).toEqual({
      file: SIGNATURE_NEEDS_PDF,
    });
    expect(checkSendDraft({ ...ready, action_required: 'REVIEW_REQUIRED', file: word }).errors).toEqual({});
    expect(checkSendDraft({ ...ready, audience: 'OPPORTUNITY' }).errors).toEqual({
      opportunity_id: 'Opportunity is required',
    });
  });
});
