import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderAt } from '@/test/render';

import { AdminPagination } from './admin-pagination';
import { type Column, DataTable, sortRows, type SortState } from './data-table';

interface Row {
  id: string;
  name: string;
  stock: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Miniket Rice', stock: 12 },
  { id: 'b', name: 'Aromatic Chinigura', stock: 3 },
  { id: 'c', name: 'Lentils', stock: 40 },
];

const COLUMNS: Column<Row>[] = [
  { id: 'name', header: 'Name', sortable: true, sortValue: (row) => row.name, cell: (row) => row.name },
  {
    id: 'stock',
    header: 'Stock',
    sortable: true,
    firstDir: 'desc',
    sortValue: (row) => row.stock,
    cell: (row) => row.stock,
  },
  { id: 'note', header: 'Note', cell: () => '-' },
];

/** A page that sorts its rows itself, as the refunds list does. */
function SortingHarness() {
  const [sort, setSort] = useState<SortState | undefined>();
  return (
    <DataTable
      label="Products"
      columns={COLUMNS}
      rows={sortRows(ROWS, COLUMNS, sort)}
      rowKey={(row) => row.id}
      sort={sort}
      onSortChange={setSort}
    />
  );
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('DataTable', () => {
  it('sorts by a header: ascending first, then descending, saying so with aria-sort', async () => {
    renderAt(<SortingHarness />);
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(header('Note').hasAttribute('aria-sort')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Aromatic Chinigura', 'Lentils', 'Miniket Rice']);

    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Miniket Rice', 'Lentils', 'Aromatic Chinigura']);
  });

  it('starts a column at its own first direction (largest stock first) and works from the keyboard', async () => {
    renderAt(<SortingHarness />);
    screen.getByRole('button', { name: /Name/ }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Stock/ }));
    await userEvent.keyboard('{Enter}');
    expect(header('Stock').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Lentils', 'Miniket Rice', 'Aromatic Chinigura']);
  });

  it('offers the same sorts as a select for phones, where the headers give way to cards', async () => {
    renderAt(<SortingHarness />);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Stock, ascending');
    expect(header('Stock').getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Aromatic Chinigura', 'Miniket Rice', 'Lentils']);
  });

  it('shows the empty message instead of an empty table', () => {
    renderAt(
      <DataTable label="Products" columns={COLUMNS} rows={[]} rowKey={(row) => row.id} empty="No products yet." />,
    );
    expect(screen.getByText('No products yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with the reason and a Retry that asks again', async () => {
    const retry = vi.fn();
    renderAt(
      <DataTable
        label="Products"
        columns={COLUMNS}
        rows={undefined}
        rowKey={(row) => row.id}
        error={new Error('Server unavailable')}
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Server unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('marks the table busy while loading', () => {
    renderAt(<DataTable label="Products" columns={COLUMNS} rows={undefined} rowKey={(row) => row.id} loading />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading...')).toBeTruthy();
  });
});

describe('AdminPagination', () => {
  function PagingHarness({ pages }: { pages: number }) {
    const [page, setPage] = useState(1);
    return <AdminPagination page={page} pages={pages} total={45} onPage={setPage} />;
  }

  it("says 'Page x of y' with the number of results, and Previous and Next stop at the ends", async () => {
    renderAt(<PagingHarness pages={3} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.textContent).toContain('45 results');
    expect(nav.textContent).toContain('Page 1 of 3');
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    await userEvent.click(next);
    await userEvent.click(next);
    expect(nav.textContent).toContain('Page 3 of 3');
    expect(next.disabled).toBe(true);
    expect(previous.disabled).toBe(false);

    await userEvent.click(previous);
    expect(nav.textContent).toContain('Page 2 of 3');
  });
});
