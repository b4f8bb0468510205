import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import ClustersPage from './ClustersPage';

const ok = (data: unknown) => ({ data, response: new Response(null, { status: 200 }) });
vi.mock('../../api/client', () => ({
  api: {
    meta: { GET: async () => ok({ model: { entities: [{ name: 'Person' }] } }) },
    matching: {
      GET: async () => ok({ model: { sets: [] } }),
      POST: async () =>
        ok({
          total: 1,
          clusters: [
            {
              id: 'c1',
              entityName: 'Person',
              ruleName: 'close',
              setName: 'person',
              recordsCount: 2,
              matchingDate: null,
            },
          ],
          records: {
            c1: [
              { etalonId: 'e-1', displayName: 'Alekseeva Elena · 1996-01-03' },
              { etalonId: 'e-2', displayName: 'Alekseeva Elena · 1996-01-01' },
            ],
          },
        }),
    },
  },
}));

describe('the cluster table', () => {
  it('names each record of a cluster on its own line, and the record whose clusters it shows', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/duplicates?clusterTargetSubjectId=e-2']}>
          <ClustersPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const link = await screen.findByRole('link', {
      name: 'Compare cluster Alekseeva Elena · 1996-01-03; Alekseeva Elena · 1996-01-01',
    });
    // Two lines, not one text where the separator between records is the one inside a name.
    expect([...link.children].map((line) => line.textContent)).toEqual([
      'Alekseeva Elena · 1996-01-03',
      'Alekseeva Elena · 1996-01-01',
    ]);
    expect(within(screen.getByTestId('target-filter')).getByText(/^Clusters of/).textContent).toBe(
      'Clusters of Alekseeva Elena · 1996-01-01',
    );
  });
});
