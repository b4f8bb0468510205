import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import type { Descriptor, Execution } from './jobsApi';
import { RunDetail } from './RunDetail';

const details = { error: [], info: [], warning: [] };

const reindex: Descriptor = {
  jobName: 'reindexDataJob',
  displayName: 'Re-index records',
  description: null,
  parameters: [],
};

/** A rebuild of the index the search module started itself, stopped half way. */
const rebuild: Execution = {
  id: 12,
  definitionId: null,
  jobName: 'reindexDataJob',
  status: 'STOPPED',
  total: 400,
  processed: 200,
  failedItems: 0,
  percent: 50,
  rate: 80,
  etaSeconds: null,
  attempts: 1,
  node: 'node-1',
  restartable: true,
  exitMessage: null,
  parameters: { reindexTypes: ['Product'] },
  scheduledFor: null,
  startedBy: 'search',
  createDate: '2026-03-01T00:00:00Z',
  startTime: '2026-03-01T00:00:01Z',
  endTime: '2026-03-01T00:00:04Z',
};

function answer<T>(data: T, status = 200) {
  return { data, error: undefined, response: new Response(null, { status }) };
}

function shown(run: Execution) {
  const read = vi
    .spyOn(api.jobs, 'GET')
    .mockImplementation(((path: string) =>
      Promise.resolve(
        path.includes('/steps/')
          ? answer({ details, steps: [], completedCount: 0, totalCount: 1 })
          : answer({ details, execution: run }),
      )) as never);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <MemoryRouter>
        <RunDetail id={run.id} descriptors={[reindex]} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return read;
}

afterEach(() => vi.restoreAllMocks());

describe('a run shown alone', () => {
  it('without an operation: its type, who started it, its steps, and a restart', async () => {
    const read = shown(rebuild);
    const restart = vi
      .spyOn(api.jobs, 'POST')
      .mockResolvedValue(
        answer({ details, execution: { ...rebuild, status: 'STARTING' } }, 202) as never,
      );

    expect(await screen.findByRole('heading', { name: 'Run 12' })).toBeTruthy();
    expect(screen.getByText('Re-index records')).toBeTruthy();
    expect(screen.getByText('started by search · without a saved operation')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open its operation' })).toBeNull();
    const row = screen.getByTestId('run-row');
    expect(within(row).getByText('200 of 400')).toBeTruthy();
    // Its steps are shown below it, not behind a button.
    expect(within(row).queryByRole('button', { name: 'Steps of run 12' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Steps of run 12' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Restart run 12' }));
    await waitFor(() =>
      expect(restart).toHaveBeenCalledWith('/api/v2/core/jobs/executions/restart/{executionId}', {
        params: { path: { executionId: 12 } },
      }),
    );
    // Read again once restarted.
    await waitFor(() =>
      expect(
        read.mock.calls.filter(
          (call) => (call as unknown[])[0] === '/api/v2/core/jobs/executions/{executionId}',
        ),
      ).toHaveLength(2),
    );
  });

  it('of an operation links to it', async () => {
    shown({ ...rebuild, definitionId: 9, startedBy: 'admin', restartable: false });
    const link = await screen.findByRole('link', { name: 'Open its operation' });
    expect(link.getAttribute('href')).toBe('/operations/jobs/9');
    expect(screen.getByText('started by admin')).toBeTruthy();
  });
});
