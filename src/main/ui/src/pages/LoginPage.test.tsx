import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../auth/session';
import { LoginPage } from './LoginPage';

vi.mock('../api/client', () => ({
  requestContext: { token: null, language: 'en' },
  api: {
    core: {
      GET: async () => ({
        data: { details: {}, ssoButtonEnabled: true, ssoType: 'oauth2', providers: [] },
        response: new Response(null, { status: 200 }),
      }),
    },
  },
}));

const UNREACHABLE =
  'The identity provider Company sign-in cannot be reached right now; try again later, or log in' +
  ' with a password.';

/** The login page as the browser opens it when the server sends it back from a sign-in. */
function openedAt(fragment: string) {
  window.history.replaceState(null, '', `/ui/${fragment}`);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <LoginPage />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('the login page after a single sign-on', () => {
  beforeEach(() => sessionStorage.clear());

  it('says why the sign-in this tab started failed, as the server put it', async () => {
    sessionStorage.setItem('platform-mdm.sso-nonce', 'n1');
    openedAt(`#sso-error=${encodeURIComponent(UNREACHABLE)}&ui=n1`);
    expect((await screen.findByRole('alert')).textContent).toBe(UNREACHABLE);
    expect(window.location.hash).toBe('');
  });

  it('shows no text of a sign-in it did not start', async () => {
    sessionStorage.setItem('platform-mdm.sso-nonce', 'n1');
    openedAt(`#sso-error=${encodeURIComponent('Call 555 now')}&ui=guess`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The single sign-on did not come back to a sign-in started here; sign in again.',
    );
  });
});
