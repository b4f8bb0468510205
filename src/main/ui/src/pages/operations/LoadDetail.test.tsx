import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { LoadDetail } from './LoadDetail';
import { rememberLines } from './loadSizes';
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
  createdBy: 'admin',
  createDate: '2026-11-24T06:00:00Z',
  updateDate: '2026-11-24T06:01:00Z',
  rejections: [],
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

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a load', () => {
  it('that failed shows why, how far it got of its file, and resumes', async () => {
    rememberLines(7, 1000);
    vi.spyOn(api.data, 'GET').mockResolvedValue(answer(failed) as never);
    const resume = vi
      .spyOn(api.data, 'POST')
      .mockResolvedValue(
        answer({ ...failed, state: 'QUEUED', resumable: false, error: null }, 202) as never,
      );
    shown();

    expect(await screen.findByText(failed.error!)).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('250 of about 1,000 lines')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(resume).toHaveBeenCalledWith('/api/v2/data/import/{id}/resume', {
        params: { path: { id: 7 } },
      }),
    );
    expect(await screen.findByText('Queued')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });

  it('started elsewhere has no known size: its bar is full only once it is done', async () => {
    vi.spyOn(api.data, 'GET').mockResolvedValue(
      answer({ ...failed, state: 'DONE', error: null, resumable: false }) as never,
    );
    shown();
    expect(await screen.findByText('Done')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.queryByText(/of about/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
  });
});
