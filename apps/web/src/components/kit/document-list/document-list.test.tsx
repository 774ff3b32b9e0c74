import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import type { DocumentItem } from './document-item.ts';
import { type DocumentLayout, DocumentList } from './document-list.tsx';

const DOCS: DocumentItem[] = [
  {
    doc_id: 'd1',
    document_name: 'Northwind NDA.pdf',
    document_type: 'NDA',
    modified_on: '2026-03-14',
    opportunity_id: 'opp-7',
    opportunity_name: 'Northwind Series B',
    action_required: 'SIGNATURE_REQUIRED',
    category: ['Legal', 'NDA'],
  },
  {
    doc_id: 'd2',
    document_name: 'Q4 2025 Investor Letter.pdf',
    document_type: 'Report',
    modified_on: '2026-01-20',
    signed_document_id: 'sig-2',
    category: ['Reports'],
  },
  { doc_id: 'd3', document_type: 'K-1', modified_on: '2026-02-02' },
];

function setup(layout: DocumentLayout, extra: { hideType?: boolean; documents?: DocumentItem[] } = {}) {
  const handlers = { onSign: vi.fn(), onView: vi.fn(), onViewSigned: vi.fn() };
  renderWithRouter(
    <DocumentList
      documents={extra.documents ?? DOCS}
      layout={layout}
      label="Documents"
      hideType={extra.hideType}
      {...handlers}
    />,
  );
  return { ...handlers, user: userEvent.setup() };
}

describe('DocumentList table layout', () => {
  it('shows modified date, name, type and actions per row', () => {
    setup('table');
    const table = screen.getByRole('table', { name: 'Documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Modified', 'Name', 'Type', 'Actions']);
    const [first, second, third] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText('03/14/2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Northwind Series B' })).toHaveAttribute(
      'href',
      '/opportunity/opp-7',
    );
    expect(within(first).getByText('NDA')).toBeInTheDocument();
    expect(within(second).getByText('Q4 2025 Investor Letter.pdf')).toBeInTheDocument();
    expect(within(third).getAllByText('K-1')).toHaveLength(2);
  });

  it('hides the type column on the first tab', () => {
    setup('table', { hideType: true });
    expect(screen.queryByRole('columnheader', { name: 'Type' })).not.toBeInTheDocument();
    expect(screen.queryByText('NDA')).not.toBeInTheDocument();
  });

  it('offers Sign, View Signed and View by the rules and calls back with the document', async () => {
    const { user, onSign, onViewSigned, onView } = setup('table');
    expect(screen.queryByRole('button', { name: 'View Northwind Series B' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Northwind Series B' }));
    expect(onSign).toHaveBeenCalledWith(DOCS[0]);
    await user.click(screen.getByRole('button', { name: 'View Signed Q4 2025 Investor Letter.pdf' }));
    expect(onViewSigned).toHaveBeenCalledWith(DOCS[1]);
    await user.click(screen.getByRole('button', { name: 'View K-1' }));
    expect(onView).toHaveBeenCalledWith(DOCS[2]);
  });
});

describe('DocumentList card layout', () => {
  it('shows one card per document with its actions', async () => {
    const { user, onSign } = setup('card');
    const list = screen.getByRole('list', { name: 'Documents' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Signature required')).toBeInTheDocument();
    expect(screen.getByText('NDA')).toBeInTheDocument();
    expect(screen.getByText('Modified 03/14/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Northwind Series B' }));
    expect(onSign).toHaveBeenCalledWith(DOCS[0]);
  });

  it('hides the type text with hideType', () => {
    setup('card', { hideType: true });
    expect(screen.getByText('Modified 03/14/2026')).toBeInTheDocument();
    expect(screen.queryByText('NDA')).not.toBeInTheDocument();
  });
});

describe('DocumentList tree layout', () => {
  it('groups by category path, top-level folders open, deeper ones on demand', async () => {
    const { user } = setup('tree');
    const legal = screen.getByRole('button', { name: /Legal/ });
    expect(legal).toHaveAttribute('aria-expanded', 'true');
    const nda = screen.getByRole('button', { name: /^NDA/ });
    expect(nda).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Northwind Series B' })).not.toBeInTheDocument();
    await user.click(nda);
    expect(nda).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Northwind Series B' })).toBeVisible();
    // A document without a category sits at the root.
    expect(screen.getByRole('button', { name: 'View K-1' })).toBeInTheDocument();
  });
});

describe('DocumentList empty', () => {
  it.each(['card', 'table', 'tree'] as const)("shows 'No data' in the %s layout", (layout) => {
    setup(layout, { documents: [] });
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it.each<DocumentLayout>(['table', 'card'])(
    '%s: Present opens the roadshow presentation of a row with an opportunity in a new tab',
    (layout) => {
      renderWithRouter(
        <DocumentList
          documents={DOCS}
          layout={layout}
          label="Documents"
          onView={vi.fn()}
          presentHref={(doc) =>
            doc.opportunity_id ? `/digital-roadshow/${doc.opportunity_id}?mode=presentation` : null
          }
        />,
      );
      const present = screen.getAllByRole('link', { name: /^Present / });
      expect(present).toHaveLength(1);
      expect(present[0]).toHaveAccessibleName('Present Northwind Series B (opens in a new tab)');
      expect(present[0]).toHaveAttribute('href', '/digital-roadshow/opp-7?mode=presentation');
      expect(present[0]).toHaveAttribute('target', '_blank');
    },
  );
});
