import { Alert } from '@mui/material';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from './DataTable';

interface Fruit {
  name: string;
  count: number;
}

const FRUITS: Fruit[] = [
  { name: 'Apple', count: 3 },
  { name: 'Pear', count: 12 },
];

const COLUMNS: Column<Fruit>[] = [
  { header: 'Fruit', cell: (f) => f.name },
  { header: 'Count', align: 'right', cell: (f) => f.count },
  { cell: (f) => <button type="button">Eat {f.name}</button> },
];

function texts(row: HTMLElement) {
  return within(row)
    .queryAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the data table', () => {
  it('is a table named by its label, with a header per column and a row per item', () => {
    render(
      <DataTable
        aria-label="Fruits"
        columns={COLUMNS}
        rows={FRUITS}
        rowKey={(f) => f.name}
        rowProps={(f) => ({ 'data-fruit': f.name })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Fruits' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Fruit', 'Count', '']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(texts)).toEqual([
      ['Apple', '3', 'Eat Apple'],
      ['Pear', '12', 'Eat Pear'],
    ]);
    expect(rows[1]!.getAttribute('data-fruit')).toBe('Pear');
    expect(within(rows[0]!).getByRole('button', { name: 'Eat Apple' })).toBeTruthy();
  });

  it('says there is nothing in place of the table, as a sentence or as a notice', () => {
    const { unmount } = render(
      <DataTable
        aria-label="Fruits"
        columns={COLUMNS}
        rows={[]}
        rowKey={(f) => f.name}
        empty="No fruit."
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No fruit.').tagName).toBe('P');
    unmount();
    render(
      <DataTable
        aria-label="Fruits"
        columns={COLUMNS}
        rows={[]}
        rowKey={(f) => f.name}
        empty={<Alert severity="info">No fruit yet.</Alert>}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('No fruit yet.');
  });

  it('keeps its head and says there is nothing in one row across it, when asked to', () => {
    render(
      <DataTable
        aria-label="Fruits"
        columns={COLUMNS}
        rows={[]}
        rowKey={(f) => f.name}
        emptyRow="No fruit."
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Fruits' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    const cell = within(rows[1]!).getByRole('cell');
    expect(cell.textContent).toBe('No fruit.');
    expect(cell.getAttribute('colspan')).toBe('3');
  });

  it('shows the rows of each group under the group’s title', () => {
    render(
      <DataTable
        aria-label="Fruits"
        columns={COLUMNS}
        groups={[
          { key: 'pome', title: 'Pomes', rows: FRUITS },
          { key: 'none', rows: [{ name: 'Fig', count: 1 }] },
        ]}
        rowKey={(f) => f.name}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Pomes',
      'Apple3Eat Apple',
      'Pear12Eat Pear',
      'Fig1Eat Fig',
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Pomes');
  });

  it('pages: tells where the page is and asks for the next one', async () => {
    const onPageChange = vi.fn();
    render(
      <DataTable
        aria-label="Fruits"
        columns={COLUMNS}
        rows={FRUITS}
        rowKey={(f) => f.name}
        paging={{ count: 45, page: 0, rowsPerPage: 20, onPageChange }}
      />,
    );
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});

/** Every page source of the UI (tests left out), by its path. */
function pages(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory()
      ? pages(path)
      : /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name)
        ? [path]
        : [];
  });
}

/**
 * Tables that are no list of items: a matrix of check boxes per right (rows in groups of their
 * own), kept as they are.
 */
const NOT_LISTS = ['src/pages/security/RoleDialog.tsx'];

describe('the pages', () => {
  it('draw their tables with the one data table, never with a head row of their own', () => {
    const own = pages('src/pages').filter(
      (path) => !NOT_LISTS.includes(path) && /<TableHead\b/.test(readFileSync(path, 'utf8')),
    );
    expect(own).toEqual([]);
  });
});
