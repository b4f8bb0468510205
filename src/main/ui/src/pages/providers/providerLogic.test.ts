import { describe, expect, it } from 'vitest';
import { providerBodyOf, providerFormOf, providerTestLines } from './providerLogic';
import type { Provider } from './providersApi';

const stored: Provider = {
  details: { info: [], warning: [], error: [] },
  registrationId: 'corp',
  displayName: 'Company',
  providerId: 'keycloak',
  issuerUri: 'https://id.example.com/realms/corp',
  clientId: 'mdm',
  scopes: ['openid', 'profile', 'email', 'groups'],
  userNameClaim: 'preferred_username',
  fullNameClaim: 'name',
  firstNameClaim: 'given_name',
  lastNameClaim: 'family_name',
  emailClaim: 'email',
  groupsClaim: 'groups',
  defaultRoles: ['readers'],
  claimRoles: [{ value: 'mdm-stewards', roles: ['stewards'] }],
  enabled: true,
  secretSet: true,
  secretEncrypted: true,
  secretReadable: true,
  version: 3,
  createdBy: 'admin',
  createDate: '2026-11-25T10:00:00Z',
  updatedBy: null,
  updateDate: null,
};

describe('provider form', () => {
  it('sends back what it read, without a secret (the stored one is kept)', () => {
    const body = providerBodyOf(providerFormOf(stored));
    expect(body.clientSecret).toBeNull();
    expect(body.scopes).toEqual(['openid', 'profile', 'email', 'groups']);
    expect(body.claimRoles).toEqual([{ value: 'mdm-stewards', roles: ['stewards'] }]);
    expect(body.version).toBe(3);
    expect([body.firstNameClaim, body.lastNameClaim]).toEqual(['given_name', 'family_name']);
    expect(body.issuerUri).toBe('https://id.example.com/realms/corp');
  });

  it('leaves blank fields out, splits the scopes at blanks, drops rows without a value', () => {
    const form = {
      ...providerFormOf(null),
      issuerUri: ' https://id.example.com ',
      clientId: 'mdm',
      clientSecret: 's3cret',
      scopes: '  openid   email ',
      claimRoles: [
        { value: ' cooks ', roles: ['kitchen'] },
        { value: '  ', roles: ['nobody'] },
      ],
    };
    const body = providerBodyOf(form);
    expect(body.issuerUri).toBe('https://id.example.com');
    expect(body.clientSecret).toBe('s3cret');
    expect(body.scopes).toEqual(['openid', 'email']);
    expect(body.userNameClaim).toBeNull();
    expect(body.providerId).toBeNull();
    expect(body.claimRoles).toEqual([{ value: 'cooks', roles: ['kitchen'] }]);
    expect(body.version).toBeNull();
    expect(providerBodyOf({ ...form, scopes: ' ' }).scopes).toBeNull();
  });
});

describe('provider test lines', () => {
  const t = (key: string, values?: Record<string, unknown>) =>
    `${key}${values ? ' ' + JSON.stringify(values) : ''}`;

  it('says why a provider cannot be read', () => {
    expect(
      providerTestLines(
        {
          details: { info: [], warning: [], error: [] },
          reachable: false,
          error: 'refused',
          authorizationEndpoint: null,
          tokenEndpoint: null,
          userInfoEndpoint: null,
        },
        t,
      ),
    ).toEqual(['providers.test.failed {"error":"refused"}']);
  });

  it('lists the endpoints found, user-info only when there is one', () => {
    const lines = providerTestLines(
      {
        details: { info: [], warning: [], error: [] },
        reachable: true,
        error: null,
        authorizationEndpoint: 'https://id/authorize',
        tokenEndpoint: 'https://id/token',
        userInfoEndpoint: null,
      },
      t,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('https://id/token');
  });
});
