import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WebhookDialog } from './WebhookDialog';

const sent = vi.hoisted(() => vi.fn());
const answer = vi.hoisted(() => ({ refuse: false }));
const refusal = {
  details: {
    error: [
      { code: 'NOTIFICATIONS_WEBHOOK_URL_INVALID', source: 'url', externalMessage: 'Not a URL.' },
      {
        code: 'NOTIFICATIONS_WEBHOOK_SECRET_REQUIRED',
        source: 'secret',
        externalMessage: 'At least 16 characters.',
      },
    ],
  },
};
async function call(method: string, path: string, options: { body: unknown }) {
  sent(method, path, options.body);
  return answer.refuse
    ? { error: refusal, response: new Response(null, { status: 400 }) }
    : { data: { webhook: {} }, response: new Response(null, { status: 200 }) };
}
vi.mock('../../api/client', () => ({
  api: {
    meta: {
      GET: async () => ({
        data: { model: { entities: [{ name: 'Customer', displayName: 'Customers' }] } },
        response: new Response(null, { status: 200 }),
      }),
    },
    notifications: {
      POST: (path: string, options: { body: unknown }) => call('POST', path, options),
      PUT: (path: string, options: { body: unknown }) => call('PUT', path, options),
    },
  },
}));

const hook = {
  id: 4,
  url: 'https://example.com/hook',
  entityNames: ['Customer'],
  types: ['UPSERT'],
  state: 'ACTIVE',
  lastId: 0,
  failures: 0,
  lastError: null,
  nextAttempt: null,
  createdBy: 'admin',
  createDate: null,
  updateDate: null,
};

function dialog(of: typeof hook | null) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WebhookDialog hook={of} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('the webhook form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    sent.mockClear();
    answer.refuse = false;
  });

  it('shows each server problem at its field and stays open', async () => {
    answer.refuse = true;
    const onClose = dialog(null);
    await userEvent.type(screen.getByRole('textbox', { name: /^URL/ }), 'ftp://x');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const url = await screen.findByRole('textbox', { name: /^URL/ });
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(url.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Not a URL.',
    );
    expect(screen.getByText('At least 16 characters.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('changes a webhook, keeping its secret when none is typed', async () => {
    const onClose = dialog(hook);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Record deactivated' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toHaveBeenCalledWith('PUT', '/api/v2/notifications/webhooks/{id}', {
      url: 'https://example.com/hook',
      entityNames: ['Customer'],
      types: ['UPSERT', 'LOGICAL_DELETE'],
      secret: null,
    });
    expect(onClose).toHaveBeenCalled();
  });
});
