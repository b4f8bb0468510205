import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Shell } from '../../layout/Shell';
import StartPage from './StartPage';

const { asked, call } = vi.hoisted(() => {
  const answers: Record<string, unknown> = {
    '/api/v2/matching/clusters/counts': {
      total: 3,
      registers: [{ entityName: 'Person', clusters: 3 }],
    },
    '/api/v2/draft/drafts': { totalCount: 2, drafts: [] },
    '/api/v2/data/import': { imports: [] },
    '/api/v2/core/user-notifications': { notifications: [], unread: 0 },
    '/api/v2/meta/model': { model: { entities: [{ name: 'Person' }] } },
    '/api/v2/workflow/tasks/list': { tasks: [], total: 0 },
  };
  const asked: string[] = [];
  const call = async (path: string) => {
    asked.push(path);
    return { data: answers[path] ?? {}, response: new Response(null, { status: 200 }) };
  };
  return { asked, call };
});
vi.mock('../../api/client', () => ({
  api: {
    matching: { GET: call },
    draft: { POST: call },
    data: { GET: call },
    core: { GET: call, POST: call },
    meta: { GET: call },
    workflow: { POST: call },
  },
}));
vi.mock('../../auth/session', () => ({
  useSession: () => ({
    session: { userName: 'anna', admin: false, roles: [], rights: [] },
    logout: vi.fn(),
  }),
  may: () => true,
}));

/** The start page as the app opens it: its code arrives after the navigation has asked. */
function Later() {
  const [shown, setShown] = useState(false);
  return shown ? (
    <StartPage />
  ) : (
    <button onClick={() => setShown(true)}>Open the start page</button>
  );
}

describe('the open counts', { timeout: 30_000 }, () => {
  beforeAll(() => {
    // A wide window: the navigation is one row of entries with their badges.
    window.matchMedia = (media: string) =>
      ({
        matches: true,
        media,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });

  it('are asked once for the navigation’s badges and the start page together', async () => {
    render(
      // No app-wide staleness: the counts' own keep them shared.
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route element={<Shell />}>
              <Route index element={<Later />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findAllByTestId('nav-count-duplicates'))[0]!.textContent).toContain('3');
    expect((await screen.findAllByTestId('nav-count-drafts'))[0]!.textContent).toContain('2');
    fireEvent.click(screen.getByRole('button', { name: 'Open the start page' }));
    // The start page's tiles show the counts the badges show.
    expect((await screen.findByTestId('start-drafts')).textContent).toContain('2');
    expect(asked.filter((p) => p === '/api/v2/matching/clusters/counts')).toHaveLength(1);
    expect(asked.filter((p) => p === '/api/v2/draft/drafts')).toHaveLength(1);
    expect(asked.filter((p) => p === '/api/v2/core/user-notifications')).toHaveLength(1);
  });
});
