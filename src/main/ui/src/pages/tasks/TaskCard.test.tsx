import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { extensions } from '../../extensions/registry';
import { aTask, refusal } from './taskFixtures';
import TaskCard from './TaskCard';

const { answers, asked, call } = vi.hoisted(() => {
  const answers: Record<string, unknown> = {};
  const asked: { path: string; body: unknown }[] = [];
  const call = async (path: string, init?: { body?: unknown }) => {
    asked.push({ path, body: init?.body });
    const answer = answers[path] as { status?: number; body?: unknown } | undefined;
    if (answer && typeof answer.status === 'number') {
      return { error: answer.body, response: new Response(null, { status: answer.status }) };
    }
    return { data: answer ?? {}, response: new Response(null, { status: 200 }) };
  };
  return { answers, asked, call };
});
vi.mock('../../api/client', () => ({
  api: {
    workflow: { GET: call, POST: call },
    draft: { POST: call },
    meta: { GET: call },
    records: { GET: call },
  },
}));
vi.mock('../../auth/session', () => ({
  useSession: () => ({
    session: { userName: 'anna', admin: false, roles: ['APPROVERS'], rights: [] },
  }),
}));

/** Whether the test's validator vetoes rejections (registered once: the registry is global). */
let vetoRejections = false;
extensions.registerTaskCardValidator({
  id: 'test-reject-needs-ticket',
  validate: (change) =>
    vetoRejections && change.to === 'COMPLETED' && change.values.decision === 'reject'
      ? { errors: ['A rejection needs a ticket number.'] }
      : { errors: [] },
});

const COMPLETE = '/api/v2/workflow/tasks/{taskId}/complete';

function showCard() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/tasks/t-1']}>
        <Routes>
          <Route path="tasks/:taskId" element={<TaskCard />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const completions = () => asked.filter((a) => a.path === COMPLETE);

describe('the task card', { timeout: 30_000 }, () => {
  beforeEach(() => {
    asked.length = 0;
    vetoRejections = false;
    for (const key of Object.keys(answers)) delete answers[key];
    answers['/api/v2/workflow/tasks/{taskId}'] = { task: aTask() };
    answers['/api/v2/workflow/processes/instances/{processInstanceId}/history'] = {
      process: {
        processInstanceId: 'p-1',
        state: 'RUNNING',
        initiator: 'bob',
        startDate: '2026-11-29T10:15:00Z',
        endDate: null,
        cancelReason: null,
        steps: [
          {
            activityId: 'approval',
            name: 'Approve the change',
            type: 'userTask',
            startDate: '2026-11-29T10:15:00Z',
            endDate: null,
            assignee: null,
            decision: null,
            comment: null,
            taskId: 't-1',
          },
        ],
      },
    };
    answers['/api/v2/meta/model'] = {
      model: { entities: [{ name: 'Supplier', displayName: 'Approved supplier' }] },
    };
    answers[COMPLETE] = { processEnded: true, processInstanceId: 'p-1', taskId: 't-1' };
  });

  it('shows the task with names, and one button per decision it offers', async () => {
    showCard();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain(
      'Approve the change',
    );
    const facts = screen.getByTestId('task-facts');
    expect(facts.textContent).toContain('Draft publishing approval');
    expect(await within(facts).findByText('Approved supplier')).toBeTruthy();
    expect(facts.textContent).toContain('APPROVERS');
    expect(screen.getByTestId('task-status').textContent).toContain('Available');
    for (const name of ['Approve', 'Send back for correction', 'Cancel']) {
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(false);
    }
    expect(
      (screen.getByRole('button', { name: 'Take the task' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect((await screen.findByTestId('process-steps')).textContent).toContain('open');
  });

  it('completes the task with the decision and the comment, and tells the outcome', async () => {
    showCard();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Comment' }), {
      target: { value: 'Fine' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByTestId('task-result')).textContent).toContain(
      'Done: Approve. The process has ended.',
    );
    expect(completions().map((c) => c.body)).toEqual([{ decision: 'approve', comment: 'Fine' }]);
    expect(screen.getByTestId('task-status').textContent).toContain('Completed');
  });

  it('blocks a completion a task card validator vetoes, and says why', async () => {
    vetoRejections = true;
    showCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Send back for correction' }));
    expect((await screen.findByTestId('task-veto')).textContent).toContain(
      'A rejection needs a ticket number.',
    );
    expect(completions()).toEqual([]);
    expect(screen.queryByTestId('task-result')).toBeNull();
  });

  it('shows the server’s refusal of a completion', async () => {
    answers[COMPLETE] = refusal(400, 'The decision reject needs a comment saying why.');
    showCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Send back for correction' }));
    expect(await screen.findByText(/The decision reject needs a comment saying why/)).toBeTruthy();
    expect(completions()).toHaveLength(1);
    expect(screen.queryByTestId('task-result')).toBeNull();
  });

  it('claims the task and offers to give it back', async () => {
    answers['/api/v2/workflow/tasks/{taskId}/claim'] = { task: aTask({ assignee: 'anna' }) };
    showCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Take the task' }));
    expect(
      ((await screen.findByRole('button', { name: 'Give the task back' })) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(screen.getByTestId('task-status').textContent).toContain('Taken');
  });
});
