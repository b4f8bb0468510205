/** What the server put in the address's fragment when it sent the browser back from a sign-in. */
export type SsoReturn = { token: string; expiresAt: string } | { error: string } | null;

/**
 * The token (and its end) of a sign-in an identity provider finished, or the reason it failed,
 * from a fragment such as `#sso-token=…&expiresAt=…` or `#sso-error=…`; null for any other.
 */
export function ssoReturn(hash: string): SsoReturn {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('sso-token');
  const expiresAt = params.get('expiresAt');
  if (token && expiresAt && !Number.isNaN(Date.parse(expiresAt))) return { token, expiresAt };
  const error = params.get('sso-error');
  if (error) return { error };
  return null;
}

/** The address that starts the OAuth 2.0 sign-in with a provider (the server answers 302). */
export function oauth2Start(registrationId: string): string {
  return `/api/v2/core/authentication/login?source=oauth2&registrationId=${encodeURIComponent(registrationId)}`;
}
