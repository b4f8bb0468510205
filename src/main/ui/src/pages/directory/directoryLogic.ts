import { fieldAt, type FieldOf } from '../../forms/problems';
import type { Configuration, ConfigurationIn, TestResult } from './directoryApi';

/** A group of the directory and the roles it gives. */
export interface GroupRolesForm {
  group: string;
  roles: string[];
}

/** A domain as its form holds it: every field a text, the mappings as rows. */
export interface DomainForm {
  name: string;
  baseDn: string;
  userFilter: string;
  groupBaseDn: string;
  groupFilter: string;
  adUserNameFormat: string;
  defaultRoles: string[];
  groupRoles: GroupRolesForm[];
}

/** A configuration as its form holds it; numbers as typed, the password empty unless typed. */
export interface ConfigurationForm {
  id: string;
  displayName: string;
  serverUrl: string;
  port: string;
  ssl: boolean;
  bindDn: string;
  password: string;
  membershipAttribute: string;
  maxUsers: string;
  enabled: boolean;
  domains: DomainForm[];
  version: number | null;
}

export function emptyDomain(): DomainForm {
  return {
    name: '',
    baseDn: '',
    userFilter: '(uid={0})',
    groupBaseDn: '',
    groupFilter: '',
    adUserNameFormat: 'FIRST_MIDDLE_LAST',
    defaultRoles: [],
    groupRoles: [],
  };
}

/** The form of a stored configuration (its password never comes back), or of a new one. */
export function formOf(c: Configuration | null): ConfigurationForm {
  if (!c) {
    return {
      id: '',
      displayName: '',
      serverUrl: '',
      port: '',
      ssl: false,
      bindDn: '',
      password: '',
      membershipAttribute: '',
      maxUsers: '',
      enabled: true,
      domains: [emptyDomain()],
      version: null,
    };
  }
  return {
    id: c.id,
    displayName: c.displayName ?? '',
    serverUrl: c.serverUrl,
    port: String(c.port),
    ssl: c.ssl,
    bindDn: c.bindDn,
    password: '',
    membershipAttribute: c.membershipAttribute ?? '',
    maxUsers: String(c.maxUsers),
    enabled: c.enabled,
    domains: c.domains.map((d) => ({
      name: d.name ?? '',
      baseDn: d.baseDn ?? '',
      userFilter: d.userFilter ?? '',
      groupBaseDn: d.groupBaseDn ?? '',
      groupFilter: d.groupFilter ?? '',
      adUserNameFormat: d.adUserNameFormat ?? '',
      defaultRoles: d.defaultRoles ?? [],
      groupRoles: (d.groupRoles ?? []).map((g) => ({ group: g.group ?? '', roles: g.roles ?? [] })),
    })),
    version: c.version,
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** A whole number as typed; null when blank (the form refuses anything else: notWhole). */
function whole(value: string): number | null {
  return value.trim() === '' ? null : Number(value.trim());
}

/**
 * The number fields typed as something else than a whole number: the form says so at the field
 * and sends nothing (JSON has no NaN; it would arrive as null, the server's default).
 */
export function notWhole(form: ConfigurationForm): ('port' | 'maxUsers')[] {
  return (['port', 'maxUsers'] as const).filter(
    (field) => form[field].trim() !== '' && !/^\d{1,9}$/.test(form[field].trim()),
  );
}

/**
 * The body the form saves: blank fields absent (the server's defaults), the password only when
 * typed (a change without one keeps the stored password), mapping rows without a group dropped.
 */
export function bodyOf(form: ConfigurationForm): ConfigurationIn {
  return {
    displayName: text(form.displayName),
    serverUrl: form.serverUrl.trim(),
    port: whole(form.port),
    ssl: form.ssl,
    bindDn: form.bindDn.trim(),
    password: form.password === '' ? null : form.password,
    membershipAttribute: text(form.membershipAttribute),
    maxUsers: whole(form.maxUsers),
    enabled: form.enabled,
    domains: form.domains.map((d) => ({
      name: d.name.trim(),
      baseDn: d.baseDn.trim(),
      userFilter: text(d.userFilter),
      groupBaseDn: text(d.groupBaseDn),
      groupFilter: text(d.groupFilter),
      adUserNameFormat: text(d.adUserNameFormat),
      defaultRoles: d.defaultRoles,
      groupRoles: d.groupRoles
        .filter((g) => g.group.trim() !== '')
        .map((g) => ({ group: g.group.trim(), roles: g.roles })),
    })),
    version: form.version,
  };
}

/** What a connection test says, in one line per finding. */
export function testLines(
  result: TestResult,
  t: (key: string, values?: Record<string, unknown>) => string,
): string[] {
  if (!result.connected) return [t('directory.test.failed', { error: result.error ?? '' })];
  return [
    t('directory.test.connected'),
    ...result.domains.map((d) =>
      d.error
        ? t('directory.test.domainFailed', { domain: d.name, error: d.error })
        : t(d.moreThanFound ? 'directory.test.domainMore' : 'directory.test.domain', {
            domain: d.name,
            count: d.usersFound,
          }),
    ),
  ];
}

/** Where a configuration's server is, as the list shows it: its address with the port in use. */
export function serverOf(c: Pick<Configuration, 'serverUrl' | 'port' | 'ssl'>): string {
  const url = /^ldaps?:\/\/(\[[^\]]+\]|[^/:]+)(:\d+)?/i.exec(c.serverUrl);
  const host = url ? url[1] : c.serverUrl;
  const scheme = c.ssl ? 'ldaps' : 'ldap';
  return `${scheme}://${host}:${c.port}`;
}

/** The fields of a domain's part of the form a server problem is shown at. */
export const DOMAIN_FIELDS = [
  'name',
  'baseDn',
  'userFilter',
  'adUserNameFormat',
  'groupBaseDn',
  'groupFilter',
  'defaultRoles',
] as const;

/**
 * The fields of the configuration form a server problem is shown at: its own, each domain's (as
 * `domains[0].baseDn`; the domain itself for the rest of it) and each group mapping's.
 */
export function configurationFields(form: ConfigurationForm): string[] {
  return [
    'id',
    'displayName',
    'serverUrl',
    'port',
    'bindDn',
    'password',
    'membershipAttribute',
    'maxUsers',
    'domains',
    ...form.domains.flatMap((domain, i) => [
      `domains[${i}]`,
      ...DOMAIN_FIELDS.map((name) => `domains[${i}].${name}`),
      ...domain.groupRoles.flatMap((_, j) => [
        `domains[${i}].groupRoles[${j}].group`,
        `domains[${i}].groupRoles[${j}].roles`,
      ]),
    ]),
  ];
}

/** The configuration form's rule: a configuration that exists (its code, no source) at its id. */
export const configurationFieldOf: FieldOf = (problem, fields) =>
  problem.code === 'CORE_LDAP_CONFIGURATION_EXISTS' ? 'id' : fieldAt(problem, fields);
