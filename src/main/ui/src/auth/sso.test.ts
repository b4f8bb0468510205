import { describe, expect, it } from 'vitest';
import { newNonce, oauth2Start, ours, ssoReturn } from './sso';

describe('ssoReturn', () => {
  it('reads the token, its end and the nonce', () => {
    expect(
      ssoReturn('#sso-token=abc-_1&expiresAt=2026-11-25T10%3A00%3A00.000%2B03%3A00&ui=n1'),
    ).toEqual({ token: 'abc-_1', expiresAt: '2026-11-25T10:00:00.000+03:00', ui: 'n1' });
  });

  it('reads the reason of a failure, its blanks sent as +', () => {
    expect(ssoReturn('#sso-error=Single+sign-on+failed%3A+the+state')).toEqual({
      error: 'Single sign-on failed: the state',
      ui: null,
    });
  });

  it('ignores other fragments and a token without a readable end', () => {
    expect(ssoReturn('')).toBeNull();
    expect(ssoReturn('#section')).toBeNull();
    expect(ssoReturn('#sso-token=abc')).toBeNull();
    expect(ssoReturn('#sso-token=abc&expiresAt=soon')).toBeNull();
  });
});

describe('ours', () => {
  const back = { token: 't', expiresAt: '2026-11-25T10:00:00Z', ui: 'n1' };
  it('takes only what answers the sign-in this tab started', () => {
    expect(ours(back, 'n1')).toBe(true);
    expect(ours(back, 'n2')).toBe(false);
    expect(ours(back, null)).toBe(false);
    expect(ours({ ...back, ui: null }, null)).toBe(false);
  });
});

describe('oauth2Start', () => {
  it('names the provider and the nonce, escaped', () => {
    expect(oauth2Start('corp', 'n1')).toBe(
      '/api/v2/core/authentication/login?source=oauth2&registrationId=corp&ui=n1',
    );
    expect(oauth2Start('a&b', 'x y')).toContain('registrationId=a%26b&ui=x%20y');
  });

  it('makes a new nonce each time', () => {
    expect(newNonce()).toMatch(/^[0-9a-f]{32}$/);
    expect(newNonce()).not.toBe(newNonce());
  });
});
