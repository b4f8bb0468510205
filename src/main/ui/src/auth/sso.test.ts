import { describe, expect, it } from 'vitest';
import { oauth2Start, ssoReturn } from './sso';

describe('ssoReturn', () => {
  it('reads the token and its end', () => {
    expect(ssoReturn('#sso-token=abc-_1&expiresAt=2026-11-25T10%3A00%3A00.000%2B03%3A00')).toEqual({
      token: 'abc-_1',
      expiresAt: '2026-11-25T10:00:00.000+03:00',
    });
  });

  it('reads the reason of a failure, its blanks sent as +', () => {
    expect(ssoReturn('#sso-error=Single+sign-on+failed%3A+the+state')).toEqual({
      error: 'Single sign-on failed: the state',
    });
  });

  it('ignores other fragments and a token without a readable end', () => {
    expect(ssoReturn('')).toBeNull();
    expect(ssoReturn('#section')).toBeNull();
    expect(ssoReturn('#sso-token=abc')).toBeNull();
    expect(ssoReturn('#sso-token=abc&expiresAt=soon')).toBeNull();
  });
});

describe('oauth2Start', () => {
  it('names the provider, escaped', () => {
    expect(oauth2Start('corp')).toBe(
      '/api/v2/core/authentication/login?source=oauth2&registrationId=corp',
    );
    expect(oauth2Start('a&b')).toContain('registrationId=a%26b');
  });
});
