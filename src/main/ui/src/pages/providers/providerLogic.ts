import { fieldAt, type FieldOf } from '../../forms/problems';
import type { Provider, ProviderIn, ProviderTest } from './providersApi';

/** A value of the groups claim and the roles it gives. */
export interface ClaimRolesForm {
  value: string;
  roles: string[];
}

/** A provider as its form holds it: texts as typed, the secret empty unless typed. */
export interface ProviderForm {
  id: string;
  displayName: string;
  providerId: string;
  issuerUri: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  userNameClaim: string;
  fullNameClaim: string;
  firstNameClaim: string;
  lastNameClaim: string;
  emailClaim: string;
  groupsClaim: string;
  defaultRoles: string[];
  claimRoles: ClaimRolesForm[];
  enabled: boolean;
  version: number | null;
}

/** The form of a stored provider (its secret never comes back), or of a new one. */
export function providerFormOf(p: Provider | null): ProviderForm {
  if (!p) {
    return {
      id: '',
      displayName: '',
      providerId: '',
      issuerUri: '',
      clientId: '',
      clientSecret: '',
      scopes: 'openid profile email',
      userNameClaim: '',
      fullNameClaim: '',
      firstNameClaim: '',
      lastNameClaim: '',
      emailClaim: '',
      groupsClaim: '',
      defaultRoles: [],
      claimRoles: [],
      enabled: true,
      version: null,
    };
  }
  return {
    id: p.registrationId,
    displayName: p.displayName ?? '',
    providerId: p.providerId,
    issuerUri: p.issuerUri,
    clientId: p.clientId,
    clientSecret: '',
    scopes: p.scopes.join(' '),
    userNameClaim: p.userNameClaim,
    fullNameClaim: p.fullNameClaim,
    firstNameClaim: p.firstNameClaim,
    lastNameClaim: p.lastNameClaim,
    emailClaim: p.emailClaim,
    groupsClaim: p.groupsClaim,
    defaultRoles: p.defaultRoles,
    claimRoles: p.claimRoles.map((c) => ({ value: c.value ?? '', roles: c.roles ?? [] })),
    enabled: p.enabled,
    version: p.version,
  };
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The body the form saves: blank fields absent (the standard claims), the scopes split at blanks,
 * the secret only when typed (a change without one keeps the stored secret), rows without a value
 * dropped.
 */
export function providerBodyOf(form: ProviderForm): ProviderIn {
  const scopes = form.scopes.split(/\s+/).filter((s) => s !== '');
  return {
    displayName: text(form.displayName),
    providerId: text(form.providerId),
    issuerUri: form.issuerUri.trim(),
    clientId: form.clientId.trim(),
    clientSecret: form.clientSecret === '' ? null : form.clientSecret,
    scopes: scopes.length === 0 ? null : scopes,
    userNameClaim: text(form.userNameClaim),
    fullNameClaim: text(form.fullNameClaim),
    firstNameClaim: text(form.firstNameClaim),
    lastNameClaim: text(form.lastNameClaim),
    emailClaim: text(form.emailClaim),
    groupsClaim: text(form.groupsClaim),
    defaultRoles: form.defaultRoles,
    claimRoles: form.claimRoles
      .filter((c) => c.value.trim() !== '')
      .map((c) => ({ value: c.value.trim(), roles: c.roles })),
    enabled: form.enabled,
    version: form.version,
  };
}

/** What a discovery test says, one line per finding. */
export function providerTestLines(
  result: ProviderTest,
  t: (key: string, values?: Record<string, unknown>) => string,
): string[] {
  if (!result.reachable) return [t('providers.test.failed', { error: result.error ?? '' })];
  return [
    t('providers.test.reachable'),
    t('providers.test.endpoint', { name: 'authorization', address: result.authorizationEndpoint }),
    t('providers.test.endpoint', { name: 'token', address: result.tokenEndpoint }),
    ...(result.userInfoEndpoint
      ? [t('providers.test.endpoint', { name: 'userinfo', address: result.userInfoEndpoint })]
      : []),
  ];
}

/** The fields of the provider form a server problem is shown at (its mappings' by their row). */
export function providerFields(form: ProviderForm): string[] {
  return [
    'registrationId',
    'displayName',
    'providerId',
    'issuerUri',
    'clientId',
    'clientSecret',
    'scopes',
    'userNameClaim',
    'fullNameClaim',
    'firstNameClaim',
    'lastNameClaim',
    'emailClaim',
    'groupsClaim',
    'defaultRoles',
    'claimRoles',
    ...form.claimRoles.flatMap((_, i) => [`claimRoles[${i}].value`, `claimRoles[${i}].roles`]),
  ];
}

/** The provider form's rule: a provider that exists (its code, no source) at its id. */
export const providerFieldOf: FieldOf = (problem, fields) =>
  problem.code === 'CORE_SSO_PROVIDER_EXISTS' ? 'registrationId' : fieldAt(problem, fields);
