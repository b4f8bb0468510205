import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { LoadDetail } from './LoadDetail';
import type { Load } from './loadsApi';

const failed: Load = {
  details: { error: null, info: null, warning: null },
  importId: 7,
  state: 'FAILED',
  format: 'NDJSON',
  entityName: null,
  charset: null,
  delimiter: null,
  linesRead: 250,
  loaded: 240,
  updated: 5,
  unchanged: 0,
  rejected: 5,
  error: 'The disk is full after line 250; resume the import to go on.',
  resumable: true,
  resumed: 0,
  percent: 25,
  createdBy: 'admin',
  createDate: '2026-11-24T06:00:00Z',
  updateDate: '2026-11-24T06:01:00Z',
  rejections: [],
  rejectionsRemoved: null,
};

function answer<T>(data: T, status = 200) {
  return { data, error: undefined, response: new Response(null, { status }) };
}

function shown() {
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queries}>
      <MemoryRouter>
        <LoadDetail id={7} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('a load', () => {
  it('that failed shows why, how far it got of its file, and resumes', async () => {
    vi.spyOn(api.data, 'GET').mockResolvedValue(answer(failed) as never);
    const resume = vi
      .spyOn(api.data, 'POST')
      .mockResolvedValue(
        answer({ ...failed, state: 'QUEUED', resumable: false, error: null }, 202) as never,
      );
    shown();

    expect(await screen.findByText(failed.error!)).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25 %')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(resume).toHaveBeenCalledWith('/api/v2/data/import/{id}/resume', {
        params: { path: { id: 7 } },
      }),
    );
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });

  it('that runs shows how far it is by the server’s percentage, whoever started it', async () => {
    vi.spyOn(api.data, 'GET').mockResolvedValue(
      answer({ ...failed, state: 'RUNNING', error: null, resumable: false, percent: 42 }) as never,
    );
    shown();
    expect(await screen.findByText('Running')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('42 %')).toBeTruthy();
  });

  it('made before the server kept its size has none: its bar is full only once it is done', async () => {
    vi.spyOn(api.data, 'GET').mockResolvedValue(
      answer({ ...failed, state: 'DONE', error: null, resumable: false, percent: null }) as never,
    );
    shown();
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });
});
