import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConnectionDialog } from './ConnectionDialog';
import type { Connection, CrawlerType } from './governanceApi';

const sent = vi.hoisted(() => vi.fn());
vi.mock('../../api/client', () => {
  const answer = (method: string) => async (path: string, options: { body: unknown }) => {
    sent(method, path, options.body);
    return { data: { connection: {} }, response: new Response(null, { status: 200 }) };
  };
  return { api: { dg: { POST: answer('POST'), PUT: answer('PUT') } } };
});

const POSTGRES: CrawlerType = {
  type: 'postgresql',
  displayName: 'PostgreSQL',
  parameters: [
    {
      name: 'host',
      displayName: 'Host',
      type: 'STRING',
      required: true,
      defaultValue: null,
      description: "The server's host name",
    },
    {
      name: 'port',
      displayName: 'Port',
      type: 'INTEGER',
      required: true,
      defaultValue: '5432',
      description: null,
    },
    {
      name: 'database',
      displayName: 'Database',
      type: 'STRING',
      required: true,
      defaultValue: null,
      description: null,
    },
    {
      name: 'password',
      displayName: 'Password',
      type: 'SECRET',
      required: false,
      defaultValue: null,
      description: null,
    },
  ],
};

const STORED: Connection = {
  name: 'shop',
  displayName: 'Shop',
  crawlerType: 'postgresql',
  parameters: { host: 'db', port: '5432', database: 'shop', password: null },
  secretsSet: ['password'],
  version: 3,
  createDate: '2026-11-30T10:00:00Z',
  createdBy: 'admin',
  updateDate: '2026-11-30T10:00:00Z',
  updatedBy: 'admin',
};

function open(connection: Connection | null, onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConnectionDialog connection={connection} types={[POSTGRES]} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

beforeEach(() => sent.mockClear());

describe('the connection form', { timeout: 30_000 }, () => {
  it('builds its fields from the crawler type’s schema and sends nothing while a required one is empty', async () => {
    const onClose = open(null);
    const host = screen.getByRole('textbox', { name: /^Host/ });
    expect(host.hasAttribute('required')).toBe(true);
    expect((screen.getByRole('textbox', { name: /^Port/ }) as HTMLInputElement).value).toBe('5432');
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.hasAttribute('required')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'shop');
    await userEvent.type(screen.getByRole('textbox', { name: /^Display name/ }), 'Shop');
    await userEvent.clear(screen.getByRole('textbox', { name: /^Port/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Port/ }), '54x');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(sent).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(host.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(host.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Required.',
    );
    expect(screen.getByText('A whole number.')).toBeTruthy();
  });

  it('sends the port as a number and the password typed, once every required field is filled', async () => {
    const onClose = open(null);
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'shop');
    await userEvent.type(screen.getByRole('textbox', { name: /^Display name/ }), 'Shop');
    await userEvent.type(screen.getByRole('textbox', { name: /^Host/ }), 'db.local');
    await userEvent.type(screen.getByRole('textbox', { name: /^Database/ }), 'shop');
    await userEvent.type(screen.getByLabelText(/^Password/), 's3cret');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledWith('POST', '/api/v1/dg/meta/connections', {
      name: 'shop',
      displayName: 'Shop',
      crawlerType: 'postgresql',
      parameters: { host: 'db.local', port: 5432, database: 'shop', password: 's3cret' },
    });
  });

  it('never shows a stored password back, and keeps it when its field is left empty', async () => {
    const onClose = open(STORED);
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Stored. Empty: the stored one is kept.',
    );
    expect((screen.getByRole('textbox', { name: /^Host/ }) as HTMLInputElement).value).toBe('db');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toHaveBeenCalledWith('PUT', '/api/v1/dg/meta/connections/{name}', {
      displayName: 'Shop',
      crawlerType: 'postgresql',
      parameters: { host: 'db', port: 5432, database: 'shop' },
      version: 3,
    });
  });
});
