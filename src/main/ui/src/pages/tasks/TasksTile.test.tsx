import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aTask } from './taskFixtures';
import { TasksTile } from './TasksTile';

const { lists, call } = vi.hoisted(() => {
  const lists = { mine: [] as unknown[], available: [] as unknown[] };
  const call = async (path: string, init?: { body?: { mine?: boolean; available?: boolean } }) => {
    if (path === '/api/v2/workflow/tasks/list') {
      const tasks = init?.body?.mine ? lists.mine : lists.available;
      return {
        data: { tasks, total: tasks.length },
        response: new Response(null, { status: 200 }),
      };
    }
    if (path === '/api/v2/draft/drafts') {
      const drafts = [{ draftId: 7, description: 'Edit of Approved supplier Northwind' }];
      return { data: { drafts, totalCount: 1 }, response: new Response(null, { status: 200 }) };
    }
    const model = { model: { entities: [{ name: 'Supplier', displayName: 'Approved supplier' }] } };
    return { data: model, response: new Response(null, { status: 200 }) };
  };
  return { lists, call };
});
vi.mock('../../api/client', () => ({
  api: { workflow: { POST: call }, draft: { POST: call }, meta: { GET: call } },
}));

function showTile() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TasksTile />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the start page’s tasks tile', { timeout: 30_000 }, () => {
  beforeEach(() => {
    lists.mine = [];
    lists.available = [];
  });

  it('says so when no task waits', async () => {
    showTile();
    expect((await screen.findByText('No task waits for you or your roles.')).textContent).toBe(
      'No task waits for you or your roles.',
    );
    expect(screen.queryByTestId('tasks-count')).toBeNull();
  });

  it('lists my tasks and my roles’ by name, subject and process, each linking to its card', async () => {
    lists.mine = [aTask({ taskId: 'm-1', name: 'Correct the change', assignee: 'anna' })];
    lists.available = [
      aTask({ taskId: 'a-1', draftId: 7 }),
      aTask({ taskId: 'a-2', etalonId: 'e-2', recordName: 'Contoso Ltd' }),
    ];
    showTile();
    expect((await screen.findByTestId('tasks-count')).textContent).toBe('3');
    // A task of a record there names the record as its register does.
    expect((await screen.findAllByText('Approved supplier · Contoso Ltd')).length).toBe(1);
    expect(screen.getByTestId('tasks-mine').textContent).toContain('Assigned to me: 1 task');
    const available = screen.getByTestId('tasks-available');
    expect(available.textContent).toContain('For my roles, to take: 2 tasks');
    const link = screen.getAllByRole('link', { name: 'Approve the change' })[0]!;
    expect(link.getAttribute('href')).toBe('/tasks/a-1');
    expect(
      (await screen.findAllByText('Approved supplier · Edit of Approved supplier Northwind'))
        .length,
    ).toBe(1);
    expect(available.textContent).toContain('Draft publishing approval · since');
    expect(screen.getByRole('link', { name: 'Correct the change' }).getAttribute('href')).toBe(
      '/tasks/m-1',
    );
  });
});
