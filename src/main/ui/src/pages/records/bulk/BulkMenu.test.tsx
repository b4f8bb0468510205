import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkMenu } from './BulkMenu';

const run = {
  executionId: 7,
  status: 'STARTED',
  processed: 0,
  total: null,
  failedItems: 0,
  percent: null,
  steps: [],
  file: null,
};
const started = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({
  api: {
    bulk: {
      POST: async (_path: string, { body }: { body: unknown }) => {
        started(body);
        return { data: { run }, response: new Response(null, { status: 200 }) };
      },
      GET: async () => ({ data: { run }, response: new Response(null, { status: 200 }) }),
    },
  },
}));

const selection = { entityName: 'Supplier', filters: null, sort: null };

function menu(count: number | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BulkMenu selection={selection} count={count} entityLabel="Suppliers" />
    </QueryClientProvider>,
  );
}

async function choose(action: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Bulk actions' }));
  const items = screen.getByRole('menu', { name: 'Actions on the records found' });
  await userEvent.click(within(items).getByRole('menuitem', { name: action }));
  return screen.getByRole('dialog');
}

describe('the bulk actions on the records a search finds', { timeout: 30_000 }, () => {
  beforeEach(() => started.mockClear());

  it('offers every bulk operation of the API', async () => {
    menu(3);
    await userEvent.click(screen.getByRole('button', { name: 'Bulk actions' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Export to spreadsheet (XLSX)',
      'Export to CSV',
      'Match again',
      'Index again',
      'Delete',
      'Delete for good',
    ]);
  });

  it('asks before a delete, saying how many records it touches, and starts nothing on Cancel', async () => {
    menu(3002);
    const question = await choose('Delete');
    expect(question.textContent).toContain('The 3,002 records the search finds are deactivated');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(started).not.toHaveBeenCalled();
  });

  it('starts the operation on the search once confirmed', async () => {
    menu(3002);
    let question = await choose('Delete for good');
    await userEvent.click(within(question).getByRole('button', { name: 'Wipe 3,002 records' }));
    expect(started).toHaveBeenLastCalledWith({ operationType: 'DELETE', wipe: true, selection });

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    question = await choose('Match again');
    await userEvent.click(within(question).getByRole('button', { name: 'Match 3,002 records' }));
    expect(started).toHaveBeenLastCalledWith({ operationType: 'REMATCH', selection });

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    question = await choose('Export to CSV');
    await userEvent.click(within(question).getByRole('button', { name: 'Export 3,002 records' }));
    expect(started).toHaveBeenLastCalledWith({ operationType: 'EXPORT', format: 'CSV', selection });
  });

  it('asks for the exact count of a bounded one, and confirms only that number', async () => {
    const countExactly = vi.fn();
    const client = new QueryClient();
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <BulkMenu
          selection={selection}
          count={1000}
          exact={false}
          onCountExactly={countExactly}
          entityLabel="Suppliers"
        />
      </QueryClientProvider>,
    );
    const question = await choose('Delete');
    expect(countExactly).toHaveBeenCalledTimes(1);
    expect(question.textContent).toContain('The search has found 1,000+ records');
    expect(question.textContent).not.toContain('The 1,000 records');
    expect(within(question).getByRole('button', { name: 'Delete 1,000+ records' })).toHaveProperty(
      'disabled',
      true,
    );

    rerender(
      <QueryClientProvider client={client}>
        <BulkMenu
          selection={selection}
          count={3708}
          exact
          onCountExactly={countExactly}
          entityLabel="Suppliers"
        />
      </QueryClientProvider>,
    );
    expect(question.textContent).toContain('The 3,708 records the search finds are deactivated');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete 3,708 records' }));
    expect(started).toHaveBeenLastCalledWith({ operationType: 'DELETE', wipe: false, selection });
  });

  it('is closed while the search finds nothing or is not counted yet', () => {
    menu(0);
    expect(screen.getByRole('button', { name: 'Bulk actions' })).toHaveProperty('disabled', true);
  });
});
