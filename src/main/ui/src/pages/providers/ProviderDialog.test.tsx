import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProviderDialog } from './ProviderDialog';

const refusal = {
  details: {
    error: [
      {
        code: 'CORE_SSO_ISSUER_INVALID',
        source: 'issuerUri',
        externalMessage: 'The issuer must be an https address.',
      },
      {
        code: 'CORE_FIELD_REQUIRED',
        source: 'claimRoles[0].roles',
        externalMessage: 'Name a role for the group.',
      },
      {
        code: 'CORE_SSO_PROVIDER_EXISTS',
        source: '',
        externalMessage: 'An identity provider keycloak exists.',
      },
      { code: 'CORE_STALE_VERSION', source: '', externalMessage: 'Changed meanwhile.' },
    ],
  },
};
vi.mock('../../api/client', () => ({
  api: {
    oauth2: {
      POST: async () => ({ error: refusal, response: new Response(null, { status: 400 }) }),
    },
  },
}));

/** The text under a field (its helper text), as a screen reader reads it with the field. */
function helperOf(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the identity provider form', { timeout: 30_000 }, () => {
  it('shows each server problem at its field, a mapping’s at its row, the rest above the buttons', async () => {
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProviderDialog provider={null} roles={['steward']} onClose={onClose} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Registration id' }), 'keycloak');
    await userEvent.type(screen.getByRole('textbox', { name: 'Issuer' }), 'http://idp.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add a group' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const issuer = await screen.findByRole('textbox', { name: 'Issuer' });
    await screen.findByText('The issuer must be an https address.');
    expect(issuer.getAttribute('aria-invalid')).toBe('true');
    expect(helperOf(issuer)).toBe('The issuer must be an https address.');
    const id = screen.getByRole('textbox', { name: 'Registration id' });
    expect(helperOf(id)).toBe('An identity provider keycloak exists.');
    const roles = screen.getByRole('combobox', { name: 'Roles of group 1' });
    expect(helperOf(roles)).toBe('Name a role for the group.');
    const left = screen.getByRole('alert');
    expect(left.textContent).toBe('Changed meanwhile.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
