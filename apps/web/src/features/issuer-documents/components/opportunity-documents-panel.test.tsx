import { issuerDocumentCategoriesRoute, listIssuerDocumentsRoute, putSignatureAreaRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { issuerDocument, issuerDocuments, OPPORTUNITY_ID } from '../test-data.ts';
import { OpportunityDocumentsPanel } from './opportunity-documents-panel.tsx';

function renderPanel() {
  setSession(session({}, { current_role: 'issuer_editor', current_fiduciary_id: FID_ID }));
  return renderWithRouter(<OpportunityDocumentsPanel opportunityId={OPPORTUNITY_ID} issuerId="x" canWrite />);
}

afterEach(() => clearSession());

/** Serious and critical axe findings (contrast is checked in the browser e2e run). */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const NDA = issuerDocument({
  doc_class: 'NDA',
  name: 'Mutual NDA',
  category: [],
  digitization_status: 'DIGITIZED',
  fields: [{ name: 'investor_name', label: 'Investor name', type: 'text', required: true }],
  version: 2,
  versions_count: 2,
});
const SUBSCRIPTION = issuerDocument({
  doc_class: 'DEAL',
  name: 'Subscription',
  category: [],
  digitization_status: 'PENDING_DIGITIZATION',
});

describe('OpportunityDocumentsPanel', () => {
  it('shows the templates with their digitization, fields and the data room in the investors’ layouts', async () => {
    mockApi(
      on(listIssuerDocumentsRoute, () =>
        issuerDocuments({
          nda: NDA,
          subscription: SUBSCRIPTION,
          data_room: {
            count: 2,
            results: [issuerDocument(), issuerDocument({ name: 'Cap table', category: ['Legal'] })],
          },
        }),
      ),
    );
    renderPanel();
    const nda = await screen.findByRole('region', { name: 'NDA template' });
    expect(within(nda).getByText('Digitized')).toBeInTheDocument();
    expect(within(nda).getByText('Investor name · Text · Required')).toBeInTheDocument();
    expect(within(nda).getByText(/Version 2 of 2/)).toBeInTheDocument();
    expect(within(nda).getByRole('button', { name: 'Replace with a new version' })).toBeInTheDocument();
    const sub = screen.getByRole('region', { name: 'Subscription agreement' });
    expect(within(sub).getByText('Being read')).toBeInTheDocument();
    expect(within(sub).getByRole('textbox', { name: 'Page' })).toBeInTheDocument();
    const files = screen.getByRole('table', { name: 'Data-room files' });
    expect(within(files).getByText('Finance / Statements')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Cap table' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tree' })).toBeChecked();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add file' }));
    await screen.findByRole('dialog', { name: 'Add a data-room file' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('places the signature area of a PDF without fields', async () => {
    const calls = mockApi(
      on(listIssuerDocumentsRoute, () => issuerDocuments({ subscription: SUBSCRIPTION })),
      on(putSignatureAreaRoute, (req) => ({
        data: { ...SUBSCRIPTION, digitization_status: 'DIGITIZED' as const, signature_area: req.body },
      })),
    );
    renderPanel();
    const sub = await screen.findByRole('region', { name: 'Subscription agreement' });
    const user = userEvent.setup();
    const page = within(sub).getByRole('textbox', { name: 'Page' });
    await user.clear(page);
    await user.type(page, '2');
    await user.click(within(sub).getByRole('button', { name: 'Save signature area' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ page: 2, x: 366, y: 36, width: 210, height: 78 });
  });

  it('refuses a wrong file type before uploading, with the spec message', async () => {
    const calls = mockApi(on(listIssuerDocumentsRoute, () => issuerDocuments()));
    renderPanel();
    const nda = await screen.findByRole('region', { name: 'NDA template' });
    const input = nda.querySelector('input[type="file"]') as HTMLInputElement;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'nda.docx', { type: 'application/msword' }));
    expect(await within(nda).findByRole('alert')).toHaveTextContent('Please upload PDF files only');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('opens the data-room form with the category editor and its suggestions', async () => {
    mockApi(
      on(listIssuerDocumentsRoute, () => issuerDocuments()),
      on(issuerDocumentCategoriesRoute, (req) => ({
        results: req.query.path.length === 0 ? ['Finance', 'Legal'] : [],
      })),
    );
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a data-room file' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Choose a file to upload')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /^Name/ }));
    expect(await screen.findByRole('option', { name: 'Legal' })).toBeInTheDocument();
  });

  it('says so when the documents do not load, and shows nothing to change to a reader', async () => {
    mockApi(on(listIssuerDocumentsRoute, () => apiError(404, 'Not found.')));
    renderPanel();
    expect(await screen.findByText('The documents did not load')).toBeInTheDocument();
  });

  it('offers no upload when the caller may not write', async () => {
    mockApi(
      on(listIssuerDocumentsRoute, () =>
        issuerDocuments({ can_write_templates: false, can_write_data_room: false, nda: NDA }),
      ),
    );
    renderPanel();
    await screen.findByRole('region', { name: 'NDA template' });
    expect(screen.queryByRole('button', { name: /Upload|Replace|Add file/ })).not.toBeInTheDocument();
    expect(screen.getByText('No files in the data room yet.')).toBeInTheDocument();
  });
});
