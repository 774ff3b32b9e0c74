import { listMyDocumentsRoute, type MyDocumentTab } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { record, SIGNED_NDA, STATEMENT } from '../lib/test-data.ts';
import { ManageDocuments } from './manage-documents.tsx';

const DEAL = record({
  doc_id: '95111111-2222-4333-8444-555555555555',
  document_class: 'DEAL',
  document_type: 'Subscription agreement',
  document_name: 'Cobalt subscription',
  action_required: 'REVIEW_REQUIRED',
});

function Harness(props: { onView?: () => void; onSign?: () => void; onViewSigned?: () => void }) {
  const [tab, setTab] = useState<MyDocumentTab>('ALL');
  return <ManageDocuments fidId={FID_ID} tab={tab} onTabChange={setTab} {...props} />;
}

const tabOf = (url: string) => new URL(url, 'http://x').searchParams.get('tab');

describe('ManageDocuments', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers the class tabs and hides the type column on the first tab only (spec 2)', async () => {
    const calls = mockApi(
      on(listMyDocumentsRoute, ({ query }) => ({
        count: 1,
        results: query.tab === 'FIDUCIARY' ? [STATEMENT] : [SIGNED_NDA],
      })),
    );
    renderWithRouter(<Harness onView={vi.fn()} onViewSigned={vi.fn()} onSign={vi.fn()} />);
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['All', 'NDA', 'Deal', 'Data room', 'Fiduciary', 'Tax', 'Capital calls']);
    const table = await screen.findByRole('table', { name: 'All documents' });
    expect(within(table).queryByRole('columnheader', { name: /Type/ })).toBeNull();
    expect(tabOf(calls[0]?.url ?? '')).toBe('ALL');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Fiduciary' }));
    const fiduciary = await screen.findByRole('table', { name: 'Fiduciary documents' });
    expect(within(fiduciary).getByRole('columnheader', { name: /Type/ })).toBeInTheDocument();
    expect(await within(fiduciary).findByText('Statement')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => tabOf(c.url))).toContain('FIDUCIARY'));
  });

  it('applies the View / View Signed / Sign rules of spec 4 per row', async () => {
    mockApi(on(listMyDocumentsRoute, () => ({ count: 4, results: [record(), SIGNED_NDA, STATEMENT, DEAL] })));
    const onView = vi.fn();
    const onSign = vi.fn();
    const onViewSigned = vi.fn();
    renderWithRouter(<Harness onView={onView} onViewSigned={onViewSigned} onSign={onSign} />);
    const table = await screen.findByRole('table', { name: 'All documents' });
    await within(table).findByText('Annual statement 2025');
    const rows = within(table).getAllByRole('row').slice(1);
    const buttons = rows.map((row) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    );
    expect(buttons).toEqual([
      ['Sign'], // NDA waiting for my signature
      ['View Signed'], // my executed NDA
      ['Sign', 'View'], // fiduciary document: View too, since it has a document_id
      ['View'], // deal to review
    ]);
    const user = userEvent.setup();
    await user.click(within(rows[2] as HTMLElement).getByRole('button', { name: /^Sign/ }));
    expect(onSign).toHaveBeenCalledWith(expect.objectContaining({ doc_id: STATEMENT.doc_id }));
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: /^View Signed/ }));
    expect(onViewSigned).toHaveBeenCalledWith(
      expect.objectContaining({ signed_document_id: SIGNED_NDA.signed_document_id }),
    );
  });

  it('without a sign handler (a viewer) no Sign button is offered', async () => {
    mockApi(on(listMyDocumentsRoute, () => ({ count: 1, results: [STATEMENT] })));
    renderWithRouter(<Harness onView={vi.fn()} onViewSigned={vi.fn()} />);
    const table = await screen.findByRole('table', { name: 'All documents' });
    await within(table).findByRole('button', { name: /^View/ });
    expect(within(table).queryByRole('button', { name: /^Sign/ })).toBeNull();
  });

  it('switches to cards and tree', async () => {
    mockApi(on(listMyDocumentsRoute, () => ({ count: 1, results: [SIGNED_NDA] })));
    renderWithRouter(<Harness onView={vi.fn()} onViewSigned={vi.fn()} />);
    await screen.findByRole('table', { name: 'All documents' });
    const user = userEvent.setup();
    await user.click(screen.getByText('Cards'));
    expect(await screen.findByRole('list', { name: 'All documents' })).toBeInTheDocument();
    await user.click(screen.getByText('Tree'));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'All documents' })).toBeNull());
  });
});
