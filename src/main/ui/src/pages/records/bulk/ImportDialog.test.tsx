import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportButton } from './ImportDialog';

const run = {
  executionId: 9,
  jobName: 'importDataJob',
  status: 'COMPLETED',
  processed: 3,
  total: 3,
  failedItems: 1,
  percent: 100,
  steps: [],
  file: null,
  rows: { changed: 2, unchanged: 0, failed: 1 },
};
const sent = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', () => ({
  api: {
    meta: {
      GET: async () => ({
        data: {
          model: {
            entities: [{ name: 'Supplier', displayName: 'Supplier' }],
            sourceSystems: [{ name: 'platform' }, { name: 'crm' }],
          },
        },
        response: new Response(null, { status: 200 }),
      }),
    },
    importData: {
      POST: async (_path: string, { body }: { body: FormData }) => {
        sent(Object.fromEntries([...body.entries()].filter(([name]) => name !== 'file')));
        return { data: { run }, response: new Response(null, { status: 202 }) };
      },
    },
    bulk: {
      GET: async () => ({ data: { run }, response: new Response(null, { status: 200 }) }),
    },
  },
}));

async function importFile(pickCrm: boolean) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ImportButton entityName="Supplier" />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = screen.getByRole('dialog', { name: 'Import records from a file' });
  await userEvent.upload(
    within(dialog).getByLabelText('File to import'),
    new File(['externalId,name\nC-1,One\n'], 'suppliers.csv', { type: 'text/csv' }),
  );
  const loadAs = within(dialog).getByRole('combobox', { name: 'Load as' });
  expect(loadAs.textContent).toBe('Platform source (your changes)');
  expect(dialog.textContent).toContain('only values that differ from the golden record');
  if (pickCrm) {
    await userEvent.click(loadAs);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Platform source (your changes)', 'crm']);
    await userEvent.click(screen.getByRole('option', { name: 'crm' }));
    expect(dialog.textContent).toContain('Rows become the versions of crm under their EXTERNAL_ID');
  }
  await userEvent.click(within(dialog).getByRole('button', { name: 'Start the import' }));
  return dialog;
}

describe('the one import dialog', { timeout: 30_000 }, () => {
  beforeEach(() => sent.mockClear());

  it('loads as the platform source unless another source is chosen', async () => {
    await importFile(false);
    expect(sent).toHaveBeenLastCalledWith({
      format: 'CSV',
      entityName: 'Supplier',
      sourceSystem: 'platform',
      delimiter: ',',
    });
  });

  it('loads as the source chosen and tells the rows changed, unchanged and failed', async () => {
    const dialog = await importFile(true);
    expect(sent).toHaveBeenLastCalledWith({
      format: 'CSV',
      entityName: 'Supplier',
      sourceSystem: 'crm',
      delimiter: ',',
    });
    expect((await within(dialog).findByTestId('import-rows')).textContent).toBe(
      'Rows changed: 2 · unchanged: 0 · failed: 1',
    );
  });
});
