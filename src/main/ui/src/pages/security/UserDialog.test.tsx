import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserDialog } from './UserDialog';

const sent = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => ({
  api: {
    core: {
      POST: async (path: string, options: { body: unknown }) => {
        sent(path, options.body);
        return {
          error: {
            details: {
              error: [
                {
                  code: 'CORE_USER_EXISTS',
                  source: 'userName',
                  externalMessage: 'A user named olga exists.',
                },
                { code: 'CORE_ROLE_NOT_FOUND', source: '', externalMessage: 'No role auditor.' },
              ],
            },
          },
          response: new Response(null, { status: 409 }),
        };
      },
    },
  },
}));

describe('the user form', { timeout: 30_000 }, () => {
  it('shows the server problem of the name at the name, the others below, and stays open', async () => {
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UserDialog user={null} roles={[]} onClose={onClose} />
      </QueryClientProvider>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: /user name/i }), 'olga');
    await userEvent.type(screen.getByLabelText(/password/i), 'secret-password');
    await userEvent.click(save);

    const name = await screen.findByRole('textbox', { name: /user name/i });
    await screen.findByText('A user named olga exists.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'A user named olga exists.',
    );
    expect(screen.getByRole('alert').textContent).toContain('No role auditor.');
    expect(sent).toHaveBeenCalledWith(
      '/api/v2/core/users',
      expect.objectContaining({ userName: 'olga' }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
