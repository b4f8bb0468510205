import { describe, expect, it } from 'vitest';
import type { Configuration } from './directoryApi';
import { bodyOf, formOf, notWhole, serverOf, testLines } from './directoryLogic';

const stored: Configuration = {
  details: { info: [], warning: [], error: [] },
  id: 'corp',
  displayName: null,
  serverUrl: 'ldap.example.com',
  port: 389,
  ssl: false,
  bindDn: 'cn=reader,dc=example,dc=com',
  membershipAttribute: 'memberOf',
  maxUsers: 1000,
  enabled: true,
  domains: [
    {
      name: 'CORP',
      baseDn: 'ou=people,dc=example,dc=com',
      userFilter: '(uid={0})',
      groupBaseDn: null,
      groupFilter: null,
      adUserNameFormat: 'LAST_FIRST',
      defaultRoles: ['READER'],
      groupRoles: [{ group: 'stewards', roles: ['STEWARD'] }],
    },
  ],
  passwordSet: true,
  passwordEncrypted: true,
  passwordReadable: true,
  version: 3,
  createdBy: 'admin',
  createDate: '2026-11-24T10:00:00Z',
  updatedBy: null,
  updateDate: null,
};

describe('a directory configuration form', () => {
  it('sends back what was read, keeping the stored password when none is typed', () => {
    const body = bodyOf(formOf(stored));
    expect(body).toEqual({
      displayName: null,
      serverUrl: 'ldap.example.com',
      port: 389,
      ssl: false,
      bindDn: 'cn=reader,dc=example,dc=com',
      password: null,
      membershipAttribute: 'memberOf',
      maxUsers: 1000,
      enabled: true,
      domains: [
        {
          name: 'CORP',
          baseDn: 'ou=people,dc=example,dc=com',
          userFilter: '(uid={0})',
          groupBaseDn: null,
          groupFilter: null,
          adUserNameFormat: 'LAST_FIRST',
          defaultRoles: ['READER'],
          groupRoles: [{ group: 'stewards', roles: ['STEWARD'] }],
        },
      ],
      version: 3,
    });
  });

  it('leaves blank fields to the server’s defaults, drops empty group rows, sends a typed password', () => {
    const form = formOf(null);
    form.serverUrl = ' ldaps://ldap.example.com ';
    form.bindDn = 'cn=reader,dc=example,dc=com';
    form.password = 'secret';
    form.port = '';
    form.maxUsers = '500';
    form.domains[0]!.groupRoles = [
      { group: ' ', roles: ['X'] },
      { group: 'cn=a,dc=x', roles: [] },
    ];
    const body = bodyOf(form);
    expect(body.serverUrl).toBe('ldaps://ldap.example.com');
    expect(body.port).toBeNull();
    expect(body.maxUsers).toBe(500);
    expect(notWhole(form)).toEqual([]);
    form.port = '3.5';
    form.maxUsers = 'many';
    expect(notWhole(form)).toEqual(['port', 'maxUsers']);
    expect(body.password).toBe('secret');
    expect(body.version).toBeNull();
    expect(body.domains[0]!.groupRoles).toEqual([{ group: 'cn=a,dc=x', roles: [] }]);
    expect(body.domains[0]!.userFilter).toBe('(uid={0})');
  });

  it('tells a test’s outcome line by line', () => {
    const t = (key: string, values?: Record<string, unknown>) =>
      `${key}${values ? ' ' + JSON.stringify(values) : ''}`;
    expect(
      testLines({ details: stored.details, connected: false, error: 'refused', domains: [] }, t),
    ).toEqual(['directory.test.failed {"error":"refused"}']);
    expect(
      testLines(
        {
          details: stored.details,
          connected: true,
          error: null,
          domains: [
            { name: 'A', usersFound: 3, moreThanFound: false, error: null },
            { name: 'B', usersFound: 1000, moreThanFound: true, error: null },
            { name: 'C', usersFound: 0, moreThanFound: false, error: 'noSuchObject' },
          ],
        },
        t,
      ),
    ).toEqual([
      'directory.test.connected',
      'directory.test.domain {"domain":"A","count":3}',
      'directory.test.domainMore {"domain":"B","count":1000}',
      'directory.test.domainFailed {"domain":"C","error":"noSuchObject"}',
    ]);
  });
});

describe("a directory's server in the list", () => {
  it('is its address with the port in use, once', () => {
    expect(serverOf({ serverUrl: 'ldap://127.0.0.1:3899', port: 3899, ssl: false })).toBe(
      'ldap://127.0.0.1:3899',
    );
    expect(serverOf({ serverUrl: 'ldap.example.com', port: 636, ssl: true })).toBe(
      'ldaps://ldap.example.com:636',
    );
    expect(serverOf({ serverUrl: 'LDAPS://[::1]', port: 636, ssl: true })).toBe(
      'ldaps://[::1]:636',
    );
  });
});
