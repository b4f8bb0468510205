import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordTasks } from './RecordTasks';
import { aTask } from './taskFixtures';

const { state, call } = vi.hoisted(() => {
  const state = { tasks: [] as unknown[], asked: [] as unknown[] };
  const call = async (path: string, init?: { body?: unknown }) => {
    state.asked.push(init?.body);
    const data =
      path === '/api/v2/workflow/tasks/list'
        ? { tasks: state.tasks, total: state.tasks.length }
        : { model: { entities: [] } };
    return { data, response: new Response(null, { status: 200 }) };
  };
  return { state, call };
});
vi.mock('../../api/client', () => ({
  api: { workflow: { POST: call }, meta: { GET: call }, draft: { POST: call } },
}));

function showSection() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RecordTasks entityName="Supplier" etalonId="e-1" />
        <p>after</p>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the record card’s tasks', { timeout: 30_000 }, () => {
  beforeEach(() => {
    state.tasks = [];
    state.asked = [];
  });

  it('lists the record’s open tasks, each linking to its card', async () => {
    state.tasks = [aTask({ taskId: 't-9', etalonId: 'e-1' })];
    showSection();
    const section = await screen.findByTestId('record-tasks');
    expect(section.textContent).toContain('Open task (1)');
    expect(screen.getByRole('link', { name: 'Approve the change' }).getAttribute('href')).toBe(
      '/tasks/t-9',
    );
    expect(state.asked).toContainEqual({ entityName: 'Supplier', etalonId: 'e-1', limit: 20 });
  });

  it('is left out when the record has none', async () => {
    showSection();
    await screen.findByText('after');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('record-tasks')).toBeNull();
    expect(state.asked).toHaveLength(1);
  });
});
