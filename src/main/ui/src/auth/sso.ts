/** What the server put in the address's fragment when it sent the browser back from a sign-in. */
export type SsoReturn =
  | { token: string; expiresAt: string; ui: string | null }
  | { error: string; ui: string | null }
  | null;

/**
 * The token (and its end) of a sign-in an identity provider finished, or the reason it failed,
 * from a fragment such as `#sso-token=…&expiresAt=…&ui=…` or `#sso-error=…&ui=…`, with the nonce
 * the UI gave when it started (`ui`); null for any other fragment.
 */
export function ssoReturn(hash: string): SsoReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const ui = params.get('ui');
  const token = params.get('sso-token');
  const expiresAt = params.get('expiresAt');
  if (token && expiresAt && !Number.isNaN(Date.parse(expiresAt))) return { token, expiresAt, ui };
  const error = params.get('sso-error');
  if (error) return { error, ui };
  return null;
}

/**
 * Whether the UI takes what came back: only what answers a sign-in this tab started (its nonce),
 * so that a link with someone else's token, or a text of someone's choosing, is not taken.
 */
export function ours(back: NonNullable<SsoReturn>, started: string | null): boolean {
  return started !== null && back.ui === started;
}

/** A nonce for a sign-in this tab starts. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The address that starts the OAuth 2.0 sign-in with a provider (the server answers 302). */
export function oauth2Start(registrationId: string, nonce: string): string {
  return (
    `/api/v2/core/authentication/login?source=oauth2` +
    `&registrationId=${encodeURIComponent(registrationId)}&ui=${encodeURIComponent(nonce)}`
  );
}
