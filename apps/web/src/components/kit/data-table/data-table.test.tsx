import { DEFAULT_PAGE_SIZE, PAGE_SIZE_ALL } from '@dl/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { applyClientQuery } from './client-query.ts';
import { DataTable } from './data-table.tsx';
import type { DataTableColumn } from './data-table-column.ts';
import type { TableQuery } from './table-query.ts';

interface Investor {
  id: string;
  name: string;
  commitment: number;
}

const INVESTORS: Investor[] = Array.from({ length: 57 }, (_, i) => ({
  id: `inv-${i + 1}`,
  name: `Investor ${String(i + 1).padStart(2, '0')}`,
  commitment: (i + 1) * 1000,
}));

const COLUMNS: DataTableColumn<Investor>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, sortField: 'name' },
  { key: 'commitment', header: 'Commitment', cell: (r) => r.commitment, align: 'right' },
];

function Harness({
  rows = INVESTORS,
  initial,
  onQuery,
}: {
  rows?: Investor[];
  initial?: Partial<TableQuery>;
  onQuery?: (q: TableQuery) => void;
}) {
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE, ...initial });
  return (
    <DataTable
      caption="Investors"
      columns={COLUMNS}
      rows={applyClientQuery(rows, query, { name: (r) => r.name })}
      total={rows.length}
      getRowKey={(r) => r.id}
      query={query}
      onQueryChange={(next) => {
        onQuery?.(next);
        setQuery(next);
      }}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Investors' }))
    .getAllByRole('row')
    .slice(1);
const firstCell = () => within(bodyRows()[0]!).getAllByRole('cell')[0];

describe('DataTable', () => {
  it('shows the first page of 10 rows by default with the range', () => {
    renderWithRouter(<Harness />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 57')).toBeInTheDocument();
    expect(screen.getByLabelText('Rows per page')).toHaveValue('10');
  });

  it('offers 5, 10, 50 and All rows per page', () => {
    renderWithRouter(<Harness />);
    const options = within(screen.getByLabelText('Rows per page')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['5', '10', '50', 'All']);
    expect(options[3]).toHaveValue(String(PAGE_SIZE_ALL));
  });

  it('shows at most 5 page buttons and moves between pages', async () => {
    renderWithRouter(<Harness initial={{ limit: 5 }} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('button', { name: 'Page 4' }));
    expect(within(nav).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent),
    ).toEqual(['2', '3', '4', '5', '6']);
    expect(firstCell()).toHaveTextContent('Investor 16');
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('56–57 of 57')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('goes back to page 1 when the page size changes (spec 4 Paginator)', async () => {
    const onQuery = vi.fn();
    renderWithRouter(<Harness initial={{ page: 3 }} onQuery={onQuery} />);
    expect(screen.getByText('21–30 of 57')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Rows per page'), 'All');
    expect(onQuery).toHaveBeenLastCalledWith({ page: 1, limit: PAGE_SIZE_ALL });
    expect(bodyRows()).toHaveLength(57);
    expect(screen.getByText('1–57 of 57')).toBeInTheDocument();
  });

  it('sorts by a sortable column with the ordering convention and back to page 1', async () => {
    const onQuery = vi.fn();
    renderWithRouter(<Harness initial={{ page: 2 }} onQuery={onQuery} />);
    expect(screen.queryByRole('button', { name: 'Commitment' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const header = () => screen.getByRole('columnheader', { name: 'Name' });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onQuery).toHaveBeenLastCalledWith({ page: 1, limit: 10, ordering: 'name' });
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onQuery).toHaveBeenLastCalledWith({ page: 1, limit: 10, ordering: '-name' });
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    expect(firstCell()).toHaveTextContent('Investor 57');
  });

  it("shows 'No data' when there are no rows", () => {
    renderWithRouter(<Harness rows={[]} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(screen.getByText('0 of 0')).toBeInTheDocument();
  });

  it('shows a loading state instead of the empty text while loading', () => {
    renderWithRouter(
      <DataTable
        caption="Investors"
        columns={COLUMNS}
        rows={[]}
        total={0}
        getRowKey={(r) => r.id}
        query={{ page: 1, limit: 10 }}
        onQueryChange={vi.fn()}
        loading
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});
